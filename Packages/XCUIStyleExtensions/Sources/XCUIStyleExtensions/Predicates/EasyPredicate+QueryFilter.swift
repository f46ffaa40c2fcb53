import ElementCore

extension EasyPredicate: QueryFilter {
    /// The `NSPredicate` format string: always ``format``, never `nil`. (`QueryFilter` makes
    /// the property optional for filters that have no format; use ``format`` for a `String`.)
    public var predicateFormat: String? { format }

    /// The format string, e.g. `label BEGINSWITH "Log"`, as query paths and messages show it.
    public var description: String { format }
}
