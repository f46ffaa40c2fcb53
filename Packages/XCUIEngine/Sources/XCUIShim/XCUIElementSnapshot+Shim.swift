// Element snapshots of the shim (frozen attributes of a node and its subtree) and the small XCUI
// value types elements use: gesture velocities, key modifier flags, keyboard keys.
#if !canImport(Darwin)
import Foundation

/// Frozen attributes of a node and its subtree.
@MainActor
final class ShimElementSnapshot: XCUIElementSnapshot, ShimAttributeSource {
    nonisolated let shimIdentifier: String
    nonisolated let shimFrame: CGRect
    nonisolated let shimValue: (any Sendable)?
    nonisolated let shimTitle: String
    nonisolated let shimLabel: String
    nonisolated let shimElementType: XCUIElement.ElementType
    nonisolated let shimIsEnabled: Bool
    nonisolated let shimHorizontalSizeClass: XCUIElement.SizeClass
    nonisolated let shimVerticalSizeClass: XCUIElement.SizeClass
    nonisolated let shimPlaceholderValue: String?
    nonisolated let shimIsSelected: Bool
    nonisolated let shimHasFocus: Bool
    nonisolated let shimIsHittable: Bool
    nonisolated let shimChildren: [ShimElementSnapshot]

    nonisolated init(_ node: ShimNode) {
        let children = ShimTree.locked { () -> [ShimNode] in
            node.children
        }
        shimIdentifier = node.identifier
        shimFrame = node.frame
        shimValue = node.value
        shimTitle = node.title
        shimLabel = node.label
        shimElementType = node.elementType
        shimIsEnabled = node.isEnabled
        shimHorizontalSizeClass = node.horizontalSizeClass
        shimVerticalSizeClass = node.verticalSizeClass
        shimPlaceholderValue = node.placeholderValue
        shimIsSelected = node.isSelected
        shimHasFocus = node.hasFocus
        shimIsHittable = node.isHittable
        shimChildren = children.map { ShimElementSnapshot($0) }
    }

    var identifier: String { shimIdentifier }
    var frame: CGRect { shimFrame }
    var value: Any? { shimValue }
    var title: String { shimTitle }
    var label: String { shimLabel }
    var elementType: XCUIElement.ElementType { shimElementType }
    var isEnabled: Bool { shimIsEnabled }
    var horizontalSizeClass: XCUIElement.SizeClass { shimHorizontalSizeClass }
    var verticalSizeClass: XCUIElement.SizeClass { shimVerticalSizeClass }
    var placeholderValue: String? { shimPlaceholderValue }
    var isSelected: Bool { shimIsSelected }
    var hasFocus: Bool { shimHasFocus }
    var children: [any XCUIElementSnapshot] { shimChildren }

    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] {
        var dictionary: [XCUIElement.AttributeName: Any] = [
            .elementType: shimElementType.rawValue,
            .identifier: shimIdentifier,
            .title: shimTitle,
            .label: shimLabel,
            .frame: [
                "X": Double(shimFrame.origin.x), "Y": Double(shimFrame.origin.y),
                "Width": Double(shimFrame.size.width), "Height": Double(shimFrame.size.height),
            ],
            .enabled: shimIsEnabled,
            .selected: shimIsSelected,
            .hasFocus: shimHasFocus,
            .horizontalSizeClass: shimHorizontalSizeClass.rawValue,
            .verticalSizeClass: shimVerticalSizeClass.rawValue,
            .children: shimChildren.map(\.dictionaryRepresentation),
        ]
        if let value = shimValue { dictionary[.value] = value }
        if let placeholder = shimPlaceholderValue { dictionary[.placeholderValue] = placeholder }
        return dictionary
    }

    nonisolated func shimAttribute(_ key: ShimAttributeKey) -> ShimPredicateValue {
        switch key {
        case .identifier: return .string(shimIdentifier)
        case .label: return .string(shimLabel)
        case .title: return .string(shimTitle)
        case .value: return ShimPredicateValue.from(shimValue)
        case .placeholderValue: return shimPlaceholderValue.map { .string($0) } ?? .null
        case .elementType: return .number(Double(shimElementType.rawValue))
        case .exists: return .bool(true)
        case .isEnabled: return .bool(shimIsEnabled)
        case .isSelected: return .bool(shimIsSelected)
        case .isHittable: return .bool(shimIsHittable)
        case .hasFocus: return .bool(shimHasFocus)
        case .horizontalSizeClass: return .number(Double(shimHorizontalSizeClass.rawValue))
        case .verticalSizeClass: return .number(Double(shimVerticalSizeClass.rawValue))
        case .state: return .null
        }
    }
}

extension XCUIGestureVelocity {
    var shimRendered: String {
        if self == .default { return ".default" }
        if self == .slow { return ".slow" }
        if self == .fast { return ".fast" }
        return "XCUIGestureVelocity(" + ShimRender.number(rawValue) + ")"
    }
}

extension XCUIElement.KeyModifierFlags {
    var shimRendered: String {
        let names: [(XCUIElement.KeyModifierFlags, String)] = [
            (.capsLock, ".capsLock"), (.shift, ".shift"), (.control, ".control"),
            (.option, ".option"), (.command, ".command"), (.function, ".function"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

extension XCUIKeyboardKey {
    private static let shimNames: [String: String] = {
        let keys: [(XCUIKeyboardKey, String)] = [
            (.delete, "delete"), (.return, "return"), (.enter, "enter"), (.tab, "tab"), (.space, "space"),
            (.escape, "escape"), (.upArrow, "upArrow"), (.downArrow, "downArrow"), (.leftArrow, "leftArrow"),
            (.rightArrow, "rightArrow"), (.forwardDelete, "forwardDelete"), (.home, "home"), (.end, "end"),
            (.pageUp, "pageUp"), (.pageDown, "pageDown"), (.clear, "clear"), (.help, "help"),
            (.capsLock, "capsLock"), (.shift, "shift"), (.control, "control"), (.option, "option"),
            (.command, "command"), (.rightShift, "rightShift"), (.rightControl, "rightControl"),
            (.rightOption, "rightOption"), (.rightCommand, "rightCommand"), (.secondaryFn, "secondaryFn"),
            (.F1, "F1"), (.F2, "F2"), (.F3, "F3"), (.F4, "F4"), (.F5, "F5"), (.F6, "F6"), (.F7, "F7"),
            (.F8, "F8"), (.F9, "F9"), (.F10, "F10"), (.F11, "F11"), (.F12, "F12"), (.F13, "F13"),
            (.F14, "F14"), (.F15, "F15"), (.F16, "F16"), (.F17, "F17"), (.F18, "F18"), (.F19, "F19"),
        ]
        return Dictionary(keys.map { ($0.0.rawValue, $0.1) }, uniquingKeysWith: { first, _ in first })
    }()

    /// `.delete`, `.F1`, ... for known keys, otherwise a quoted string.
    var shimRendered: String {
        Self.shimNames[rawValue].map { "." + $0 } ?? ShimRender.string(rawValue)
    }
}
#endif
