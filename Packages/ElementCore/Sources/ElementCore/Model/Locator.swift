/// Where a predefined element is: its id, explicit index, parent and filters.
public struct Locator: Sendable {
    /// The identifier or label to match, or `nil` for any.
    public var id: String?
    /// The explicit index, or `nil` (strict matching: a single match is required).
    public var index: Int?
    /// The element whose descendants are searched.
    public var parent: any Element
    /// Extra conditions (predicates).
    public var filters: [any QueryFilter]

    /// Creates a locator.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest, filters: [any QueryFilter] = []) {
        self.id = id
        self.index = index
        self.parent = parent
        self.filters = filters
    }
}

/// An element whose location is a ``Locator``: every predefined element. It can be
/// narrowed with filters and re-indexed without losing its type.
public protocol LocatableElement: Element {
    /// The element's location.
    var locator: Locator { get set }
}

extension LocatableElement {
    /// The locator's id.
    public var id: String? { locator.id }
    /// The locator's index, `0` when none was given.
    public var index: Int { locator.index ?? 0 }
    /// Whether an index was given.
    public var isIndexExplicit: Bool { locator.index != nil }
    /// The locator's parent.
    public var parent: any Element { locator.parent }
    /// The locator's filters.
    public var filters: [any QueryFilter] { locator.filters }

    /// The same element, additionally required to pass `filter`.
    public func filtered(by filter: any QueryFilter) -> Self {
        var copy = self
        copy.locator.filters.append(filter)
        return copy
    }

    /// The same element at an explicit position among the matches.
    public func atIndex(_ index: Int) -> Self {
        var copy = self
        copy.locator.index = index
        return copy
    }
}
