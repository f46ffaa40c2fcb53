/// A kind of parameter in Cucumber Expressions: `{int}`, `{string}`, or one of your own.
///
/// A parameter type has a name (used as `{name}`), one or more regular expressions for the
/// text it matches, and a transformer that turns the matched text into a value:
///
/// ```swift
/// let color = try ParameterType(name: "color", regexp: "red|green|blue") { text in
///     guard let color = Color(rawValue: text) else { throw NotAColor(text: text) }
///     return color
/// }
/// var registry = ParameterTypeRegistry()
/// try registry.define(color)
/// let expression = try CucumberExpression("I pick a {color} pen", parameterTypes: registry)
/// ```
public struct ParameterType: Sendable {
    /// The name written between braces; `""` for the anonymous type `{}`.
    public let name: String
    /// The regular expressions of the text the type matches (alternatives).
    public let regexps: [String]
    /// Whether snippet generators should suggest this type.
    public let useForSnippets: Bool
    /// Whether this type wins when a regular expression's group is written exactly as one of its
    /// regexps and other types share that regexp.
    public let preferForRegexpMatch: Bool
    private let transformer: @Sendable ([String?]) throws -> (any Sendable)?

    /// A parameter type whose transformer receives the values of the match's capture groups
    /// (or the whole match when the regexps have no groups of their own).
    /// - Throws: ``CucumberExpressionError`` when the name contains `{`, `}`, `(`, `)`, `\` or `/`,
    ///   or no regexp is given.
    public init(
        name: String, regexps: [String], useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        transformer: @escaping @Sendable ([String?]) throws -> (any Sendable)?
    ) throws(CucumberExpressionError) {
        if let illegal = name.unicodeScalars.first(where: { "{}()\\/".unicodeScalars.contains($0) }) {
            throw CucumberExpressionError("Illegal character '\(illegal)' in parameter name {\(name)}. "
                + "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
        }
        guard !regexps.isEmpty else {
            throw CucumberExpressionError("The parameter type {\(name)} needs at least one regular expression")
        }
        self.name = name
        self.regexps = regexps
        self.useForSnippets = useForSnippets
        self.preferForRegexpMatch = preferForRegexpMatch
        self.transformer = transformer
    }

    /// A parameter type made from one regular expression, whose transformer receives the
    /// matched text (or its first capture group's, when the regexp has groups).
    /// - Throws: ``CucumberExpressionError`` when the name contains `{`, `}`, `(`, `)`, `\` or `/`.
    public init<Value: Sendable>(
        name: String, regexp: String, useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        transform: @escaping @Sendable (String) throws -> Value
    ) throws(CucumberExpressionError) {
        try self.init(name: name, regexps: [regexp], useForSnippets: useForSnippets,
                      preferForRegexpMatch: preferForRegexpMatch) { values in
            guard let first = values.first, let text = first else { return nil }
            return try transform(text)
        }
    }

    /// Turns the values of a match's groups into the parameter's value.
    public func transform(_ groupValues: [String?]) throws -> (any Sendable)? {
        try transformer(groupValues)
    }
}
