#if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
import InProcessUIKitCalls
import UIKit

/// UIKit's views as the in-process engine reads them: a thin mapping, the rules are in the
/// platform-neutral core.
@MainActor
enum UIKitViews {
    /// The node for a view, by its class (the most specific first: a table is a scroll view).
    static func node(_ view: UIView) -> any ViewNode {
        switch view {
        case let control as UISwitch: return UIKitSwitchNode(base: control)
        case let control as UIStepper: return UIKitStepperNode(base: control)
        case let control as UISlider: return UIKitSliderNode(base: control)
        case let field as UITextField: return UIKitTextFieldNode(base: field)
        case let button as UIButton: return UIKitButtonNode(base: button)
        case let textView as UITextView: return UIKitTextViewNode(base: textView)
        case let scrollView as UIScrollView: return UIKitScrollNode(base: scrollView)
        case let cell as UITableViewCell: return UIKitTableCellNode(base: cell)
        case let cell as UICollectionViewCell: return UIKitCollectionCellNode(base: cell)
        default: return UIKitViewNode(base: view)
        }
    }

    static func kind(of view: UIView) -> ViewKind {
        switch view {
        case is UILabel: return .label
        case is UIImageView: return .image
        case is UIButton: return .button
        case is UISwitch: return .switch
        case is UIStepper: return .stepper
        case is UISlider: return .slider
        case let field as UITextField: return .textField(isSecure: field.isSecureTextEntry)
        case is UITextView: return .textView
        case is UITableView: return .table
        case is UICollectionView: return .collection
        case is UIScrollView: return .scrollView
        case is UITableViewCell: return .tableCell
        case is UICollectionViewCell: return .collectionCell
        default: return .view
        }
    }

    static func event(_ event: ControlEvent) -> UIControl.Event {
        switch event {
        case .touchUpInside: return .touchUpInside
        case .primaryActionTriggered: return .primaryActionTriggered
        case .valueChanged: return .valueChanged
        case .editingDidBegin: return .editingDidBegin
        case .editingChanged: return .editingChanged
        }
    }
}

/// What every UIKit node reads from its view.
@MainActor
protocol UIKitNode: ViewNode {
    associatedtype Base: UIView
    var base: Base { get }
}

extension UIKitNode {
    var object: AnyObject { base }
    var kind: ViewKind { UIKitViews.kind(of: base) }
    var typeName: String { String(describing: type(of: base)) }
    var frameInWindow: CGRect { base.convert(base.bounds, to: nil) }
    var isHidden: Bool { base.isHidden }
    var alpha: Double { Double(base.alpha) }
    var isUserInteractionEnabled: Bool { base.isUserInteractionEnabled }
    var isEnabled: Bool { (base as? UIControl)?.isEnabled ?? true }
    var clipsToBounds: Bool { base.clipsToBounds }
    /// Gesture recognizers, and controls the engine has no interaction for (segmented
    /// controls, date pickers…), handle touches it cannot deliver.
    var handlesTouchesItself: Bool {
        !(base.gestureRecognizers ?? []).isEmpty || (base is UIControl && kind == .view)
    }
    var accessibilityIdentifier: String? { base.accessibilityIdentifier }
    var accessibilityLabel: String? { base.accessibilityLabel }
    var accessibilityValue: String? { base.accessibilityValue }
    var text: String? {
        switch base {
        case let label as UILabel: return label.text
        case let field as UITextField: return field.text
        case let textView as UITextView: return textView.text
        default: return nil
        }
    }
    var title: String? {
        guard let button = base as? UIButton else { return nil }
        return button.title(for: .normal) ?? button.currentTitle
    }
    var placeholder: String? { (base as? UITextField)?.placeholder }
    var subviews: [any ViewNode] { base.subviews.map(UIKitViews.node) }
}

struct UIKitViewNode: UIKitNode {
    let base: UIView
}

struct UIKitButtonNode: UIKitNode, ControlNode {
    let base: UIButton
    func sendActions(for event: ControlEvent) { base.sendActions(for: UIKitViews.event(event)) }
}

struct UIKitSwitchNode: UIKitNode, SwitchNode {
    let base: UISwitch
    var isOn: Bool { base.isOn }
    func setOn(_ isOn: Bool) { base.setOn(isOn, animated: false) }
    func sendActions(for event: ControlEvent) { base.sendActions(for: UIKitViews.event(event)) }
}

struct UIKitStepperNode: UIKitNode, StepperNode {
    let base: UIStepper
    var value: Double { base.value }
    var minimumValue: Double { base.minimumValue }
    var maximumValue: Double { base.maximumValue }
    var stepValue: Double { base.stepValue }
    var wraps: Bool { base.wraps }
    func setValue(_ value: Double) { base.value = value }
    func sendActions(for event: ControlEvent) { base.sendActions(for: UIKitViews.event(event)) }
}

struct UIKitSliderNode: UIKitNode, ValueControlNode {
    let base: UISlider
    var value: Double { Double(base.value) }
    var minimumValue: Double { Double(base.minimumValue) }
    var maximumValue: Double { Double(base.maximumValue) }
    func setValue(_ value: Double) { base.setValue(Float(value), animated: false) }
    func sendActions(for event: ControlEvent) { base.sendActions(for: UIKitViews.event(event)) }
}

struct UIKitTextFieldNode: UIKitNode, TextInputNode {
    let base: UITextField
    var isSecureTextEntry: Bool { base.isSecureTextEntry }
    var isEditing: Bool { base.isFirstResponder }

    func beginEditing() -> Bool {
        guard UIKitCalls.shouldBeginEditing(base) else { return false }
        // Outside a key window UIKit refuses first responder; typing goes on all the same.
        _ = base.becomeFirstResponder()
        return true
    }

    func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        UIKitCalls.shouldChange(base, in: range, replacement: replacementText)
    }

    func replaceText(with text: String) {
        base.text = text
        base.sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: base)
    }
}

struct UIKitTextViewNode: UIKitNode, TextInputNode {
    let base: UITextView
    var isEnabled: Bool { base.isEditable }
    var isSecureTextEntry: Bool { false }
    var isEditing: Bool { base.isFirstResponder }

    func beginEditing() -> Bool {
        guard UIKitCalls.shouldBeginEditing(base) else { return false }
        _ = base.becomeFirstResponder()
        return true
    }

    func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        UIKitCalls.shouldChange(base, in: range, replacement: replacementText)
    }

    func replaceText(with text: String) {
        base.text = text
        UIKitCalls.didChange(base)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: base)
    }
}

struct UIKitTableCellNode: UIKitNode, CellNode {
    let base: UITableViewCell
    func select() -> Bool { UIKitCalls.selectRow(of: base) }
}

struct UIKitCollectionCellNode: UIKitNode, CellNode {
    let base: UICollectionViewCell
    func select() -> Bool { UIKitCalls.selectItem(of: base) }
}

struct UIKitScrollNode: UIKitNode, ScrollNode {
    let base: UIScrollView
    var contentOffset: CGPoint { base.contentOffset }
    var contentSize: CGSize { base.contentSize }
    var contentInsets: EdgeInsets {
        let insets = base.adjustedContentInset
        return EdgeInsets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
    var isScrollEnabled: Bool { base.isScrollEnabled }
    var isPagingEnabled: Bool { base.isPagingEnabled }

    func scroll(to offset: CGPoint) { UIKitCalls.drag(base, to: offset) }

    func refresh() -> Bool {
        guard let control = base.refreshControl, control.isEnabled else { return false }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        return true
    }
}
#endif
