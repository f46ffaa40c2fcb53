#if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
import Foundation
import UIKit

/// The calls the in-process engine makes into an app's UIKit delegates, and into an alert
/// action's handler.
///
/// They are apart from the UIKit adapter because only Objective-C can express them: optional
/// protocol requirements (`delegate?.tableView?(…)`) and a block kept by `UIAlertAction`.
/// `make check-apple` type-checks the adapter against stand-in UIKit modules on Linux, where
/// neither exists; these few lines are the part only an Apple machine compiles.
@MainActor
public enum UIKitCalls {
    // MARK: Selection

    /// Selects a table cell as a tap does: `willSelectRowAt` (which may choose another row or
    /// refuse), then the selection, then `didSelectRowAt`. Returns whether a row was selected.
    public static func selectRow(of cell: UITableViewCell) -> Bool {
        guard let table = enclosing(UITableView.self, of: cell), table.allowsSelection,
              let indexPath = table.indexPath(for: cell) else { return false }
        var chosen: IndexPath? = indexPath
        if let delegate = table.delegate,
           delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) {
            chosen = delegate.tableView?(table, willSelectRowAt: indexPath)
        }
        guard let chosen else { return false }
        table.selectRow(at: chosen, animated: false, scrollPosition: .none)
        table.delegate?.tableView?(table, didSelectRowAt: chosen)
        return true
    }

    /// Selects a collection view cell as a tap does: `shouldSelectItemAt`, then the selection,
    /// then `didSelectItemAt`. Returns whether the item was selected.
    public static func selectItem(of cell: UICollectionViewCell) -> Bool {
        guard let collection = enclosing(UICollectionView.self, of: cell), collection.allowsSelection,
              let indexPath = collection.indexPath(for: cell) else { return false }
        guard collection.delegate?.collectionView?(collection, shouldSelectItemAt: indexPath) ?? true else { return false }
        collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
        collection.delegate?.collectionView?(collection, didSelectItemAt: indexPath)
        return true
    }

    /// Selects a tab as a tap does: `shouldSelect`, then the selection, then `didSelect`.
    public static func selectTab(at index: Int, of controller: UITabBarController) -> Bool {
        guard let children = controller.viewControllers, children.indices.contains(index) else { return false }
        let child = children[index]
        guard controller.delegate?.tabBarController?(controller, shouldSelect: child) ?? true else { return false }
        controller.selectedViewController = child
        controller.delegate?.tabBarController?(controller, didSelect: child)
        return true
    }

    // MARK: Text

    /// `textFieldShouldBeginEditing(_:)`, `true` without a delegate or an answer.
    public static func shouldBeginEditing(_ field: UITextField) -> Bool {
        field.delegate?.textFieldShouldBeginEditing?(field) ?? true
    }

    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, `true` without an answer.
    public static func shouldChange(_ field: UITextField, in range: NSRange, replacement: String) -> Bool {
        field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    /// `textViewShouldBeginEditing(_:)`, `true` without a delegate or an answer.
    public static func shouldBeginEditing(_ textView: UITextView) -> Bool {
        textView.delegate?.textViewShouldBeginEditing?(textView) ?? true
    }

    /// `textView(_:shouldChangeTextIn:replacementText:)`, `true` without an answer.
    public static func shouldChange(_ textView: UITextView, in range: NSRange, replacement: String) -> Bool {
        textView.delegate?.textView?(textView, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    /// `textViewDidChange(_:)`, which UIKit does not send when the text is set in code.
    public static func didChange(_ textView: UITextView) {
        textView.delegate?.textViewDidChange?(textView)
    }

    // MARK: Scrolling

    /// Moves a scroll view's content as a drag that ends in a fling does, telling the
    /// delegate: will begin dragging, did scroll, did end dragging, did end decelerating.
    public static func drag(_ scrollView: UIScrollView, to offset: CGPoint) {
        scrollView.delegate?.scrollViewWillBeginDragging?(scrollView)
        scrollView.setContentOffset(offset, animated: false)
        scrollView.delegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: true)
        scrollView.delegate?.scrollViewDidEndDecelerating?(scrollView)
    }

    // MARK: Alerts

    /// Dismisses `alert`, then runs `action`'s handler. `UIAlertAction` keeps the handler
    /// privately, as the seed found; when a future UIKit stops keeping it under the key
    /// `handler`, nothing is run and this returns `false` (the engine then reports it).
    public static func perform(_ action: UIAlertAction, of alert: UIAlertController) -> Bool {
        typealias Handler = @convention(block) (UIAlertAction) -> Void
        guard action.responds(to: NSSelectorFromString("handler")) else { return false }
        alert.dismiss(animated: false)
        if let block = action.value(forKey: "handler") {
            let handler = unsafeBitCast(block as AnyObject, to: Handler.self)
            handler(action)
        }
        return true
    }

    /// The nearest ancestor of `view` of type `Container`.
    private static func enclosing<Container: UIView>(_ type: Container.Type, of view: UIView) -> Container? {
        var current = view.superview
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.superview
        }
        return nil
    }
}
#endif
