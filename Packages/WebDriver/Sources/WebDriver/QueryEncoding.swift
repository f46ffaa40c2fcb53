import ElementCore
import Foundation
import WebDriverClient

/// Encodes queries for the page runtime (its answers are decoded by `RuntimeReply`).
enum QueryEncoding {
    /// `{steps: [{t, id, i, f, c}], strict, attribute, hidden}` for the steps of `query` from
    /// `offset`; `hidden` lets the last step match nodes hidden from the accessibility tree.
    /// `c` lists the nodes a match must contain (``ContainingElement``, evaluated in the page);
    /// `f` says the step has other filters, evaluated here on the candidates' snapshots, and `d`
    /// that some of them read what a node contains (the snapshots then carry their descendants).
    static func encode(
        _ query: ElementQuery,
        from offset: Int = 0,
        start: PageNode? = nil,
        attribute: String,
        includingHidden: Bool = false
    ) -> JSONValue {
        let steps: [JSONValue] = query.steps.dropFirst(offset).map { step in
            let contained: [JSONValue] = step.filters.compactMap { $0 as? ContainingElement }.map { inner in
                .object(["t": .number(Double(inner.type.rawValue)), "id": inner.id.map { .string($0) } ?? .null])
            }
            return .object([
                "t": .number(Double(step.type.rawValue)),
                "id": step.id.map { .string($0) } ?? .null,
                "i": step.index.map { .number(Double($0)) } ?? .null,
                "f": .bool(!pageSideFilters(of: step).isEmpty),
                "d": .bool(pageSideFilters(of: step).contains(where: \.inspectsDescendants)),
                "c": .array(contained),
            ])
        }
        var object: [String: JSONValue] = [
            "steps": .array(steps),
            "strict": .bool(query.isStrict),
            "attribute": .string(attribute),
            "offset": .number(Double(offset)),
        ]
        if includingHidden { object["hidden"] = .bool(true) }
        if let start {
            object["start"] = start.reference.json
            object["startType"] = .number(Double(start.type.rawValue))
            object["startVirtual"] = .bool(start.isVirtual)
        }
        return .object(object)
    }
}

extension QueryEncoding {
    /// The filters of `step` evaluated here, on snapshots: all but what the page evaluates
    /// itself (``ContainingElement``).
    static func pageSideFilters(of step: QueryStep) -> [any QueryFilter] {
        step.filters.filter { !($0 is ContainingElement) }
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
    /// For a frame: where its document is drawn in the viewport (inside borders and padding).
    var content: CGRect? = nil
}
