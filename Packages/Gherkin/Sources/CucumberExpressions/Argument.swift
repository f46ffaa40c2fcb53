/// A part of a step's text matched by a capture group, with the groups matched inside it.
public struct Group: Sendable, Hashable {
    /// The matched text, or `nil` when the group took no part in the match (`( not)?`).
    public let value: String?
    /// Where the text is in the step's text, or `nil` when the group did not match.
    public let range: Range<String.Index>?
    /// The capture groups inside this one.
    public let children: [Group]

    /// What a parameter type's transformer receives: the values of the group's own capture
    /// groups, or the group's value when it has none.
    public var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}

/// One argument of a matched step: the text a parameter matched, and how to turn it into a value.
public struct Argument: Sendable {
    /// The matched text.
    public let group: Group
    /// The parameter type that matched it.
    public let parameterType: ParameterType

    /// The argument's value, made by the parameter type's transformer: an `Int` for `{int}`, a
    /// `String` for `{string}`, whatever a custom type makes. `nil` when an optional group did
    /// not match.
    /// - Throws: ``CucumberExpressionError`` when the text cannot be converted (`{byte}` given
    ///   `300`), or whatever a custom transformer throws.
    public func value() throws -> (any Sendable)? {
        try parameterType.transform(group.values)
    }

    /// The argument's value as a `T`.
    /// - Throws: ``CucumberExpressionError`` when the value is not a `T`, or when ``value()`` throws.
    public func value<T>(as type: T.Type) throws -> T? {
        guard let value = try value() else { return nil }
        guard let typed = value as? T else {
            throw CucumberExpressionError("The {\(parameterType.name)} argument '\(group.value ?? "")' is of type "
                + "\(Swift.type(of: value)), not \(T.self)")
        }
        return typed
    }

    /// Pairs the top-level groups of a match with the parameter types of the expression.
    static func build(_ group: Group, parameterTypes: [ParameterType]) throws(CucumberExpressionError) -> [Argument] {
        guard group.children.count == parameterTypes.count else {
            let values = group.children.map { $0.value ?? "nil" }.joined(separator: ",")
            throw CucumberExpressionError("Group has \(group.children.count) capture groups (\(values)), but there were "
                + "\(parameterTypes.count) parameter types (\(parameterTypes.map(\.name).joined(separator: ",")))")
        }
        return zip(group.children, parameterTypes).map { Argument(group: $0, parameterType: $1) }
    }
}
