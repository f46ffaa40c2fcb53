import ElementCore
import Foundation
import WebDriverClient

/// Encodes queries for the page runtime and decodes what it returns.
enum QueryEncoding {
    /// `{steps: [{t, id, i, f}], strict, attribute}` for the steps of `query` from `offset`.
    static func encode(
        _ query: ElementQuery,
        from offset: Int = 0,
        start: PageNode? = nil,
        attribute: String
    ) -> JSONValue {
        let steps: [JSONValue] = query.steps.dropFirst(offset).map { step in
            .object([
                "t": .number(Double(step.type.rawValue)),
                "id": step.id.map { .string($0) } ?? .null,
                "i": step.index.map { .number(Double($0)) } ?? .null,
                "f": .bool(!step.filters.isEmpty),
            ])
        }
        var object: [String: JSONValue] = [
            "steps": .array(steps),
            "strict": .bool(query.isStrict),
            "attribute": .string(attribute),
            "offset": .number(Double(offset)),
        ]
        if let start {
            object["start"] = start.reference.json
            object["startType"] = .number(Double(start.type.rawValue))
            object["startVirtual"] = .bool(start.isVirtual)
        }
        return .object(object)
    }

    /// A snapshot from the runtime's `{type, identifier, label, value, placeholder, frame,
    /// enabled, selected, focused, hittable, visible, reason}`.
    static func snapshot(_ json: JSONValue?) -> ElementSnapshot? {
        guard let json, case .object(let object) = json else { return nil }
        let type = ElementType(rawValue: UInt(object["type"]?.doubleValue ?? 1)) ?? .other
        var frame = CGRect.zero
        if case .array(let values)? = object["frame"], values.count == 4 {
            let numbers = values.map { $0.doubleValue ?? 0 }
            frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        return ElementSnapshot(
            type: type,
            identifier: object["identifier"]?.stringValue ?? "",
            label: object["label"]?.stringValue ?? "",
            value: object["value"]?.stringValue,
            placeholder: object["placeholder"]?.stringValue,
            frame: frame,
            isEnabled: object["enabled"]?.boolValue ?? true,
            isSelected: object["selected"]?.boolValue ?? false,
            hasKeyboardFocus: object["focused"]?.boolValue ?? false,
            isHittable: object["hittable"]?.boolValue ?? false,
            isVisible: object["visible"]?.boolValue ?? false,
            notHittableReason: object["reason"]?.stringValue
        )
    }

    /// A node the runtime returned: its element reference, type and snapshot.
    static func node(_ json: JSONValue?) -> PageNode? {
        guard let json, let reference = json["element"].flatMap(ElementReference.init(json:)),
              let snapshot = snapshot(json["snapshot"]) else { return nil }
        let type = ElementType(rawValue: UInt(json["type"]?.doubleValue ?? 1)) ?? snapshot.type
        return PageNode(reference: reference, type: type, isVirtual: json["virtual"]?.boolValue ?? false, snapshot: snapshot)
    }
}

/// An element of the page as the runtime identified it.
struct PageNode: Sendable {
    /// The WebDriver element reference.
    var reference: ElementReference
    /// The element type the runtime gave it.
    var type: ElementType
    /// Whether it is a virtual node (a picker's wheel is its `<select>`).
    var isVirtual: Bool
    /// What it looked like when resolved.
    var snapshot: ElementSnapshot
}
