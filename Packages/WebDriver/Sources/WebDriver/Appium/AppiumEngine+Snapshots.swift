import ElementCore
import Foundation
import WebDriverClient

/// Reading Appium elements into ``ElementSnapshot``s.
///
/// Appium has no batch read: each attribute is one `GET /element/{id}/attribute/{name}` (the
/// XCUITest driver answers `type`, `name`, `label`, `value`, `placeholderValue`, `enabled`,
/// `selected`, `focused`, `hittable`, `visible`) and the box is one `GET /element/{id}/rect`.
/// To keep the count down:
/// - a full snapshot reads `name`, `label`, `value`, `enabled`, `selected`, `hittable`,
///   `visible` and the rect (8 requests), plus `type` only when the step's type is `.any`,
///   and `placeholderValue` and `focused` only for text inputs;
/// - a light snapshot (match lists, ambiguity reports) reads `name`, `label` and the rect,
///   plus `type` only when the step's type is `.any` (3 or 4 requests).
///
/// identifier = `name` (the identifier, else the label), isVisible = `visible == "true"`,
/// isHittable = `hittable == "true"`.
extension AppiumEngine {
    /// Every attribute of `element` a snapshot has. `type` is the step's type (`.any` when unknown).
    func snapshot(of element: ElementReference, type knownType: ElementType) throws(EngineError) -> ElementSnapshot {
        let type = knownType == .any ? try elementType(of: element) : knownType
        let isTextInput = AppiumSnapshotReading.textInputs.contains(type)
        let identifier = try attribute("name", of: element) ?? ""
        let label = try attribute("label", of: element) ?? ""
        let value = try attribute("value", of: element)
        return ElementSnapshot(
            type: type,
            identifier: identifier,
            label: label,
            value: value,
            placeholder: isTextInput ? try attribute("placeholderValue", of: element) : nil,
            frame: try rect(of: element),
            isEnabled: AppiumSnapshotReading.flag(try attribute("enabled", of: element), default: true),
            isSelected: AppiumSnapshotReading.flag(try attribute("selected", of: element)),
            hasKeyboardFocus: isTextInput ? AppiumSnapshotReading.flag(try attribute("focused", of: element)) : false,
            isHittable: AppiumSnapshotReading.flag(try attribute("hittable", of: element)),
            isVisible: AppiumSnapshotReading.flag(try attribute("visible", of: element)),
            // XCUITest's attributes show mixed and expanded in values, as on the XCUI engine;
            // UiAutomator2's show none of the widget states.
            states: ElementStates(xcuiType: type, value: value)
        )
    }

    /// The type, identifier, label and box of `element`, for lists of matches.
    func lightSnapshot(of element: ElementReference, type knownType: ElementType) throws(EngineError) -> ElementSnapshot {
        ElementSnapshot(
            type: knownType == .any ? try elementType(of: element) : knownType,
            identifier: try attribute("name", of: element) ?? "",
            label: try attribute("label", of: element) ?? "",
            frame: try rect(of: element)
        )
    }

    /// Light snapshots of the first ``AppiumSnapshotReading/reportedMatches`` elements, then
    /// bare snapshots (the type only, no requests) for the rest, so the count stays right.
    func matchReport(_ elements: [ElementReference], type: ElementType) throws(EngineError) -> [ElementSnapshot] {
        var snapshots: [ElementSnapshot] = []
        for (offset, element) in elements.enumerated() {
            if offset < AppiumSnapshotReading.reportedMatches {
                snapshots.append(try lightSnapshot(of: element, type: type))
            } else {
                snapshots.append(ElementSnapshot(type: type == .any ? .other : type))
            }
        }
        return snapshots
    }

    /// One attribute, as text (`nil` when the element has none).
    func attribute(_ name: String, of element: ElementReference) throws(EngineError) -> String? {
        try command("read the \(name) of an element") { try $0.attribute(name, of: element) }
    }

    /// The element's box in screen points.
    func rect(of element: ElementReference) throws(EngineError) -> CGRect {
        let rect = try command("read the position of an element") { try $0.rect(of: element) }
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The element's type, from its `XCUIElementType…` class name.
    func elementType(of element: ElementReference) throws(EngineError) -> ElementType {
        AppiumSnapshotReading.type(named: try attribute("type", of: element))
    }
}

/// Constants and parsing for Appium snapshots.
enum AppiumSnapshotReading {
    /// How many matches an ambiguity report reads (the message shows that many).
    static let reportedMatches = 10

    /// The types whose placeholder and keyboard focus are read.
    static let textInputs: Set<ElementType> = [.textField, .secureTextField, .searchField, .textView]

    private static let types: [String: ElementType] = Dictionary(
        ElementType.allCases.map { ($0.xcuiClassName, $0) }, uniquingKeysWith: { first, _ in first }
    )

    /// The type of an `XCUIElementType…` class name; `.other` when unknown.
    static func type(named name: String?) -> ElementType {
        name.flatMap { types[$0] } ?? .other
    }

    /// A boolean attribute: the driver answers `"true"`/`"false"` (older versions `"1"`/`"0"`).
    static func flag(_ text: String?, default missing: Bool = false) -> Bool {
        guard let text else { return missing }
        return text == "true" || text == "1"
    }
}
