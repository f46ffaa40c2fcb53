#if !canImport(Darwin)
import ElementCore
import ElementCoreTestSupport
import Foundation
import XCUIShim

/// Renders the shared ``ConformanceFixture`` as an XCUIShim tree, the way a real app would
/// appear to XCUI: hidden nodes are absent, frames are stacked rows, a tap on a text field
/// gives it the keyboard focus, and the tap effects are tap handlers.
enum ShimFixture {
    /// Installs the fixture as the running app under test and returns its root.
    @discardableResult
    static func install() -> ShimNode {
        let root = ShimNode(.application, frame: Screen.frame)
        var cursor: CGFloat = 0
        for node in ConformanceFixture.nodes where !node.isHidden {
            root.append(shimNode(node, cursor: &cursor))
        }
        XCUIShimHarness.install(root)
        XCUIShimHarness.setState(.runningForeground)
        XCUIShimHarness.requiresFocusForTyping = true
        attachBehaviours(ConformanceFixture.nodes, root: root)
        return root
    }

    /// One node and its visible children, laid out from `cursor` downwards.
    private static func shimNode(_ node: ConformanceFixture.Node, cursor: inout CGFloat) -> ShimNode {
        let top = cursor
        var children: [ShimNode] = []
        for child in node.children where !child.isHidden {
            children.append(shimNode(child, cursor: &cursor))
        }
        if children.isEmpty { cursor += 44 }
        let type = XCUIElement.ElementType(rawValue: node.type.rawValue) ?? .other
        return ShimNode(
            type, identifier: node.identifier, label: ConformanceFixture.shownLabel(of: node),
            // macOS reports a mixed checkbox's value as 2, unchecked as 0.
            value: node.type == .checkBox ? (node.isMixed ? "2" : "0") : node.value, placeholderValue: node.placeholder,
            frame: CGRect(x: 0, y: top, width: Screen.frame.width, height: cursor - top), isEnabled: node.isEnabled
        ) { children }
    }

    /// Tap effects, and the keyboard focus moving to a tapped text field.
    private static func attachBehaviours(_ nodes: [ConformanceFixture.Node], root: ShimNode) {
        for node in nodes where !node.isHidden {
            attachBehaviours(node.children, root: root)
            guard !node.identifier.isEmpty, let shim = root.firstDescendant(node.identifier) else { continue }
            if let effect = node.onTap {
                shim.onTap { _ in root.firstDescendant(effect.targetIdentifier)?.label = effect.newLabel }
            }
            if node.type == .textField {
                shim.onTap { tapped in
                    for other in root.allDescendants { other.hasFocus = false }
                    tapped.hasFocus = true
                }
            }
        }
    }
}
#endif
