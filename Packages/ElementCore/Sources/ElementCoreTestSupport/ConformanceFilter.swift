import ElementCore

/// The filters the conformance checks use: one that every engine may evaluate as an
/// `NSPredicate`, and one that has no predicate text and must be evaluated on snapshots.
public struct ConformanceFilter: QueryFilter {
    private enum Condition: Sendable {
        case labelEquals(String)
        case labelHasSuffix(String)
    }

    private let condition: Condition

    /// Nodes whose label equals `label`; its predicate is `label == "…"`.
    public static func label(equals label: String) -> ConformanceFilter {
        ConformanceFilter(condition: .labelEquals(label))
    }

    /// Nodes whose label ends with `suffix`; it has no predicate text.
    public static func label(endingWith suffix: String) -> ConformanceFilter {
        ConformanceFilter(condition: .labelHasSuffix(suffix))
    }

    /// `label == "…"`, or `nil` for the suffix filter.
    public var predicateFormat: String? {
        switch condition {
        case .labelEquals(let label):
            let quoted = label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "label == \"\(quoted)\""
        case .labelHasSuffix:
            return nil
        }
    }

    /// Evaluates the condition on a snapshot.
    public func evaluate(_ snapshot: ElementSnapshot) throws -> Bool {
        switch condition {
        case .labelEquals(let label): return snapshot.label == label
        case .labelHasSuffix(let suffix): return snapshot.label.hasSuffix(suffix)
        }
    }

    /// e.g. `label == "Row 2"`.
    public var description: String {
        switch condition {
        case .labelEquals(let label): return "label == \"\(label)\""
        case .labelHasSuffix(let suffix): return "label ends with \"\(suffix)\""
        }
    }
}
