/// A regular expression used as a step pattern, such as `^I have (\d+) cukes$`.
///
/// Each capture group becomes an argument. A group written exactly as a parameter type's
/// regexp is converted by that type (`(\d+)` gives an `Int`, as `{int}` does); any other group
/// gives its text. The pattern is not anchored unless it says so (`^...$`).
public struct RegularExpression: StepExpression {
    /// The pattern as written.
    public let source: String
    /// The parameter type of each top-level capture group, in order.
    public let parameterTypes: [ParameterType]
    private let regex: CompiledRegex
    private let groups: GroupShape

    /// Compiles `pattern` (ICU syntax, as `NSRegularExpression`) and picks each group's type from
    /// `registry`.
    /// - Throws: ``CucumberExpressionError`` when the pattern is invalid, or when a group's
    ///   regexp belongs to several parameter types and none is preferential.
    public init(_ pattern: String, parameterTypes registry: ParameterTypeRegistry = ParameterTypeRegistry())
        throws(CucumberExpressionError) {
        let regex = try CompiledRegex(pattern)
        let groups = GroupShape.of(pattern)
        try regex.check(groups)
        var types: [ParameterType] = []
        for group in groups.children {
            if let type = try registry.parameterType(forRegexp: group.source, in: pattern) {
                types.append(type)
            } else {
                types.append(try ParameterType(name: "", regexps: [group.source], useForSnippets: false) { $0.first ?? nil })
            }
        }
        self.source = pattern
        self.regex = regex
        self.groups = groups
        self.parameterTypes = types
    }

    /// The arguments of `text` if the pattern matches it, or `nil` if it does not.
    public func match(_ text: String) -> [Argument]? {
        guard let match = regex.firstMatch(in: text) else { return nil }
        var next = 0
        let group = groups.group(from: match, next: &next)
        return try? Argument.build(group, parameterTypes: parameterTypes)
    }
}
