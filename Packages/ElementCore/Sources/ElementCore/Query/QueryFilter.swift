/// An extra condition on the nodes a query step matches, such as a predicate.
///
/// A filter has two forms of the same meaning: an `NSPredicate` format string, for engines
/// that evaluate predicates themselves (XCUI, Appium's `-ios predicate string`), and an
/// evaluation against a snapshot, for every other engine.
public protocol QueryFilter: Sendable, CustomStringConvertible {
    /// The condition as an `NSPredicate` format string, or `nil` when it has none.
    var predicateFormat: String? { get }

    /// Whether `snapshot` satisfies the condition.
    ///
    /// - Throws: ``QueryFilterError`` when the condition cannot be evaluated on this platform
    ///   (for example raw `NSPredicate` text off Apple platforms). It must never pass silently.
    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool

    /// Whether ``evaluate(_:)`` reads the snapshot's ``ElementSnapshot/children`` (a filter on
    /// what a node contains). Engines give such filters snapshots with their descendants, or
    /// refuse the query with ``EngineError/unsupported(_:)``; never a snapshot without them.
    var inspectsDescendants: Bool { get }
}

extension QueryFilter {
    /// Filters read the node itself, not its descendants, unless they say so.
    public var inspectsDescendants: Bool { false }
}

/// Why a ``QueryFilter`` could not be evaluated.
public struct QueryFilterError: Error, Sendable, CustomStringConvertible {
    /// What went wrong and what to do instead.
    public var description: String

    /// Creates an error with an explanation.
    public init(_ description: String) {
        self.description = description
    }
}
