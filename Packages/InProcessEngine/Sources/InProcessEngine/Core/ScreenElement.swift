import ElementCore
import Foundation

/// One element of the screen as the in-process engine shows it: a view that passed the
/// visibility rules, or a part of a controller that has no view of its own to drive (a
/// navigation bar's back button, an alert's buttons, a stepper's halves).
///
/// The tree of elements mirrors, node for node, the `ElementSnapshot` tree the driver
/// resolves queries against, so a resolved path leads back to the element to act on.
@MainActor
struct ScreenElement {
    /// Where the element comes from, and so how it is driven.
    enum Role {
        case application
        case view(any ViewNode)
        case navigationBar
        case navigationTitle
        case backButton(any NavigationNode)
        case tabBar
        case tab(any TabsNode, index: Int)
        case alert
        case alertText
        case alertButton(any AlertNode, index: Int)
        case stepperButton(any StepperNode, increment: Bool)
    }

    var role: Role
    var type: ElementType
    var identifier: String = ""
    var label: String = ""
    var value: String?
    var placeholder: String?
    var frame: CGRect
    var isEnabled = true
    var isSelected = false
    var hasKeyboardFocus = false
    var notHittableReason: String?
    /// Secure text is never shown: the value holds bullets, and this marks it.
    var isSecure = false
    var children: [ScreenElement] = []

    /// The view behind the element, when it is one.
    var view: (any ViewNode)? {
        if case .view(let node) = role { return node }
        return nil
    }

    /// The element as an ElementCore snapshot, children included.
    func snapshot() -> ElementSnapshot {
        ElementSnapshot(
            type: type,
            identifier: identifier,
            label: label,
            value: value,
            placeholder: placeholder,
            frame: frame,
            isEnabled: isEnabled,
            isSelected: isSelected,
            hasKeyboardFocus: hasKeyboardFocus,
            isHittable: notHittableReason == nil,
            isVisible: true,
            children: children.map { $0.snapshot() },
            notHittableReason: notHittableReason
        )
    }

    /// The element and its descendants, depth first, in document order.
    func flattened() -> [ScreenElement] {
        var result: [ScreenElement] = []
        var stack = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// A short description for messages, e.g. `button "Save"`.
    var summary: String {
        var text = type.name
        if !label.isEmpty { text += " \"\(label)\"" }
        if !identifier.isEmpty, identifier != label { text += " id=\(identifier)" }
        return text
    }
}

/// A short description of a view for messages, e.g. `UIButton "Save" id=saveButton`.
@MainActor
func describe(_ node: any ViewNode) -> String {
    var text = node.typeName
    // A secure field's text never appears; its label or placeholder names it instead.
    let shownText = node.kind.isSecureInput ? nil : node.text
    if let name = shownText ?? node.title ?? node.accessibilityLabel ?? node.placeholder, !name.isEmpty {
        text += " \"\(name)\""
    }
    if let identifier = node.accessibilityIdentifier, !identifier.isEmpty { text += " id=\(identifier)" }
    return text
}

extension ViewKind {
    /// Whether the view holds secure text, which never appears in messages.
    var isSecureInput: Bool {
        if case .textField(let isSecure) = self { return isSecure }
        return false
    }

    /// Whether the view is shown as one element, its subviews private (as XCUI shows a
    /// button or a text field): controls and text inputs.
    var isLeaf: Bool {
        switch self {
        case .button, .switch, .stepper, .slider, .textField, .textView: return true
        default: return false
        }
    }
}
