import Foundation

/// A button of an ``InMemoryAlertController`` (`UIAlertAction`).
@preconcurrency @MainActor
public final class InMemoryAlertAction {
    /// The title.
    public let title: String?
    /// How the button is shown.
    public let style: AlertButton.Style
    /// Whether the button is enabled.
    public var isEnabled = true
    let handler: (@MainActor (InMemoryAlertAction) -> Void)?

    /// A button that runs `handler` after the alert is dismissed.
    public init(title: String?, style: AlertButton.Style = .default, handler: (@MainActor (InMemoryAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet (`UIAlertController`). Its view shows the title and message as
/// labels and each action as a button, so the seed's finders see them as they see UIKit's.
@preconcurrency @MainActor
open class InMemoryAlertController: InMemoryViewController {
    /// An alert in the middle of the screen, or an action sheet at the bottom.
    public enum Style: Sendable {
        /// An alert.
        case alert
        /// An action sheet.
        case actionSheet
    }

    /// The message.
    public let message: String?
    /// The style.
    public let preferredStyle: Style
    /// The buttons, in the order they were added.
    public private(set) var actions: [InMemoryAlertAction] = []

    /// An alert with a title and a message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: InMemoryAlertAction) {
        actions.append(action)
        if isViewLoaded { layout() }
    }

    /// The alert's frame in the window.
    var alertFrame: CGRect {
        let bounds = InMemoryWindow.defaultBounds
        let height = CGFloat(actions.count + 2) * 44
        let y = preferredStyle == .alert ? bounds.midY - height / 2 : bounds.maxY - height - 34
        return CGRect(x: bounds.midX - 135, y: y, width: 270, height: height)
    }

    override open func loadView() {
        view = InMemoryView(frame: InMemoryWindow.defaultBounds)
        layout()
    }

    private func layout() {
        for subview in view.subviews { subview.removeFromSuperview() }
        let frame = alertFrame
        func row(_ index: Int) -> CGRect { CGRect(x: frame.minX, y: frame.minY + CGFloat(index) * 44, width: frame.width, height: 44) }
        if let title { view.addSubview(InMemoryLabel(text: title, frame: row(0))) }
        if let message { view.addSubview(InMemoryLabel(text: message, frame: row(1))) }
        for (index, action) in actions.enumerated() {
            let button = InMemoryButton(title: action.title, frame: row(index + 2))
            button.isEnabled = action.isEnabled
            button.addAction(for: .touchUpInside) { [weak self] _ in self?.perform(actionAt: index) }
            view.addSubview(button)
        }
    }

    /// Dismisses the alert, then runs the action's handler (as UIKit does).
    @discardableResult
    func perform(actionAt index: Int) -> Bool {
        guard actions.indices.contains(index), actions[index].isEnabled else { return false }
        let action = actions[index]
        dismiss(animated: true)
        action.handler?(action)
        return true
    }

    /// Dismisses the alert and runs the handler of its first enabled button titled `title`
    /// (the seed's `alertViewController?.tapButton(title:)`). Returns whether there was one.
    @discardableResult
    public func tapButton(title: String) -> Bool {
        Interactions.tapButton(title: title, in: MemoryAlertNode(base: self))
    }
}

struct MemoryAlertNode: AlertNode {
    let base: InMemoryAlertController

    var title: String? { base.title }
    var message: String? { base.message }
    var isActionSheet: Bool { base.preferredStyle == .actionSheet }
    var frame: CGRect { base.alertFrame }
    var actions: [AlertButton] { base.actions.map { AlertButton(title: $0.title, style: $0.style, isEnabled: $0.isEnabled) } }
    func perform(actionAt index: Int) -> Bool { base.perform(actionAt: index) }
}
