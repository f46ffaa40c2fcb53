import ElementCore
import Foundation

/// How a visible view appears to ElementCore: its type, identifier, label and value, as XCUI
/// would report them for the same UIKit view.
@MainActor
enum ViewElements {
    static func element(for node: any ViewNode, frame: CGRect, area: CGRect, children: [ScreenElement]) -> ScreenElement {
        var element = ScreenElement(role: .view(node), type: node.kind.elementType, frame: frame)
        element.identifier = node.accessibilityIdentifier ?? ""
        element.label = node.accessibilityLabel ?? defaultLabel(of: node, children: children)
        element.value = node.accessibilityValue ?? value(of: node)
        element.placeholder = node.placeholder
        element.isEnabled = node.isEnabled
        element.isSecure = node.kind.isSecureInput
        if let input = node as? any TextInputNode { element.hasKeyboardFocus = input.isEditing }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        if !Geometry.contains(area, centre) {
            element.notHittableReason = "its centre \(ViewWalker.text(CGRect(origin: centre, size: .zero))) is outside the visible area \(ViewWalker.text(area))"
        }
        element.children = children
        if let stepper = node as? any StepperNode {
            element.children = stepperButtons(stepper, frame: frame, hittable: element.notHittableReason == nil)
        }
        return element
    }

    /// The label XCUI derives when the app sets no accessibility label.
    private static func defaultLabel(of node: any ViewNode, children: [ScreenElement]) -> String {
        switch node.kind {
        case .label: return node.text ?? ""
        case .button: return node.title ?? ""
        case .textField: return node.placeholder ?? ""
        case .tableCell, .collectionCell:
            // A cell reads out the texts of its labels.
            let texts = children.flatMap { $0.flattened() }.filter { $0.type == .staticText }.map(\.label).filter { !$0.isEmpty }
            return texts.joined(separator: ", ")
        default: return ""
        }
    }

    private static func value(of node: any ViewNode) -> String? {
        switch node.kind {
        case .switch:
            return (node as? any SwitchNode).map { $0.isOn ? "1" : "0" }
        case .slider:
            guard let slider = node as? any ValueControlNode, slider.maximumValue > slider.minimumValue else { return nil }
            let position = (slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue)
            return "\(Int((position * 100).rounded()))%"
        case .textField(let isSecure):
            let text = node.text ?? ""
            return isSecure ? String(repeating: "•", count: text.count) : text
        case .textView:
            return node.text ?? ""
        default:
            return nil
        }
    }

    /// A stepper shows two buttons, as XCUI does: `Decrement` on the left, `Increment` on the right.
    private static func stepperButtons(_ stepper: any StepperNode, frame: CGRect, hittable: Bool) -> [ScreenElement] {
        let half = CGSize(width: frame.width / 2, height: frame.height)
        let canDecrement = stepper.wraps || stepper.value > stepper.minimumValue
        let canIncrement = stepper.wraps || stepper.value < stepper.maximumValue
        let decrement = ScreenElement(role: .stepperButton(stepper, increment: false), type: .button, label: "Decrement",
                                      frame: CGRect(origin: frame.origin, size: half),
                                      isEnabled: stepper.isEnabled && canDecrement,
                                      notHittableReason: hittable ? nil : "the stepper is not hittable")
        let increment = ScreenElement(role: .stepperButton(stepper, increment: true), type: .button, label: "Increment",
                                      frame: CGRect(origin: CGPoint(x: frame.midX, y: frame.minY), size: half),
                                      isEnabled: stepper.isEnabled && canIncrement,
                                      notHittableReason: hittable ? nil : "the stepper is not hittable")
        return [decrement, increment]
    }
}

/// The parts of the screen that controllers draw around the top controller's view, and alerts.
@MainActor
enum Bars {
    /// The navigation bar: its back button (`Back`, labelled with the back title) and its title.
    static func element(for navigation: any NavigationNode, in bounds: CGRect) -> ScreenElement? {
        let frame = navigation.barFrame
        guard !navigation.isBarHidden, Geometry.overlaps(frame, bounds) else { return nil }
        var bar = ScreenElement(role: .navigationBar, type: .navigationBar, frame: frame)
        bar.identifier = navigation.barIdentifier ?? ""
        bar.label = navigation.topTitle ?? ""
        if let backTitle = navigation.backTitle {
            let backFrame = CGRect(x: frame.minX, y: frame.minY, width: min(frame.width / 3, 120), height: frame.height)
            bar.children.append(ScreenElement(role: .backButton(navigation), type: .button, identifier: "Back",
                                              label: backTitle.isEmpty ? "Back" : backTitle, frame: backFrame))
        }
        if let title = navigation.topTitle, !title.isEmpty {
            let titleFrame = CGRect(x: frame.midX - frame.width / 4, y: frame.minY, width: frame.width / 2, height: frame.height)
            bar.children.append(ScreenElement(role: .navigationTitle, type: .other, label: title, frame: titleFrame))
        }
        return bar
    }

    /// The tab bar: one button per tab, the selected one selected.
    static func element(for tabs: any TabsNode, in bounds: CGRect) -> ScreenElement? {
        let frame = tabs.barFrame
        guard !tabs.isBarHidden, Geometry.overlaps(frame, bounds) else { return nil }
        var bar = ScreenElement(role: .tabBar, type: .tabBar, label: "Tab Bar", frame: frame)
        let items = tabs.items
        let width = items.isEmpty ? frame.width : frame.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            bar.children.append(ScreenElement(
                role: .tab(tabs, index: index), type: .button,
                identifier: item.identifier ?? "", label: item.title ?? "",
                frame: CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height),
                isEnabled: item.isEnabled, isSelected: index == tabs.selectedIndex
            ))
        }
        return bar
    }

    /// An alert (or action sheet): its title, message and buttons.
    static func element(for alert: any AlertNode) -> ScreenElement {
        let frame = alert.frame
        var element = ScreenElement(role: .alert, type: alert.isActionSheet ? .sheet : .alert, label: alert.title ?? "", frame: frame)
        let actions = alert.actions
        let rows = CGFloat(actions.count + 2)
        func row(_ index: Int) -> CGRect {
            CGRect(x: frame.minX, y: frame.minY + CGFloat(index) * frame.height / rows, width: frame.width, height: frame.height / rows)
        }
        if let title = alert.title, !title.isEmpty {
            element.children.append(ScreenElement(role: .alertText, type: .staticText, label: title, frame: row(0)))
        }
        if let message = alert.message, !message.isEmpty {
            element.children.append(ScreenElement(role: .alertText, type: .staticText, label: message, frame: row(1)))
        }
        for (index, action) in actions.enumerated() {
            element.children.append(ScreenElement(role: .alertButton(alert, index: index), type: .button,
                                                  label: action.title ?? "", frame: row(index + 2), isEnabled: action.isEnabled))
        }
        return element
    }
}
