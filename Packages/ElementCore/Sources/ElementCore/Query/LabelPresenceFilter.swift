/// Keeps the nodes that have a label (`label != ""`): a title, as opposed to a container.
public struct HasLabelFilter: QueryFilter, Hashable {
    /// Creates the filter.
    public init() {}

    /// `label != ""`.
    public var predicateFormat: String? { #"label != """# }

    /// Whether the snapshot's label is not empty.
    public func evaluate(_ snapshot: ElementSnapshot) throws -> Bool { !snapshot.label.isEmpty }

    /// `has a label`.
    public var description: String { "has a label" }
}
