/// The parameter types available to expressions: the built-in ones and those you define.
///
/// Built in: `{int}` (`Int`), `{float}` (`Float`), `{double}` (`Double`), `{byte}` (`Int8`),
/// `{short}` (`Int16`), `{long}` (`Int64`), `{word}`, `{string}` (quoted with `"` or `'`,
/// quotes removed), `{}` (any text), `{biginteger}` and `{bigdecimal}` (the text, as a `String`).
public struct ParameterTypeRegistry: Sendable {
    /// Every parameter type, in the order defined (built-in ones first).
    public private(set) var parameterTypes: [ParameterType] = []
    private var byName: [String: ParameterType] = [:]
    /// The types using each regexp, preferential one first, then by name.
    private var byRegexp: [String: [ParameterType]] = [:]

    /// A registry holding the built-in parameter types.
    public init() {
        // The built-in types have valid names and distinct preferential regexps, so defining
        // them cannot fail; an empty registry would make that visible in every expression.
        for type in (try? BuiltInParameterTypes.all()) ?? [] {
            try? define(type)
        }
    }

    /// The parameter type written `{name}`, if defined.
    public func parameterType(named name: String) -> ParameterType? {
        byName[name]
    }

    /// Adds a parameter type.
    /// - Throws: ``CucumberExpressionError`` when a type of that name exists, or when the type
    ///   and another prefer the same regexp.
    public mutating func define(_ parameterType: ParameterType) throws(CucumberExpressionError) {
        if byName[parameterType.name] != nil {
            throw CucumberExpressionError(parameterType.name.isEmpty
                ? "The anonymous parameter type has already been defined"
                : "There is already a parameter type with name \(parameterType.name)")
        }
        for regexp in parameterType.regexps {
            let existing = byRegexp[regexp] ?? []
            if let preferred = existing.first, preferred.preferForRegexpMatch, parameterType.preferForRegexpMatch {
                throw CucumberExpressionError("There can only be one preferential parameter type per regexp. The regexp "
                    + "/\(regexp)/ is used for two preferential parameter types, {\(preferred.name)} and {\(parameterType.name)}")
            }
        }
        byName[parameterType.name] = parameterType
        parameterTypes.append(parameterType)
        for regexp in parameterType.regexps where !(byRegexp[regexp] ?? []).contains(where: { $0.name == parameterType.name }) {
            byRegexp[regexp, default: []].append(parameterType)
            byRegexp[regexp]?.sort { lhs, rhs in
                lhs.preferForRegexpMatch != rhs.preferForRegexpMatch ? lhs.preferForRegexpMatch : lhs.name < rhs.name
            }
        }
    }

    /// The type to use for a regular expression's capture group written exactly as `regexp`,
    /// or `nil` when no type uses it.
    /// - Throws: ``CucumberExpressionError`` when several types use it and none is preferential.
    func parameterType(forRegexp regexp: String, in expression: String) throws(CucumberExpressionError) -> ParameterType? {
        guard let types = byRegexp[regexp], let first = types.first else { return nil }
        if types.count > 1 && !first.preferForRegexpMatch {
            throw CucumberExpressionError("""
                Your Regular Expression /\(expression)/
                matches multiple parameter types with regexp /\(regexp)/:
                   \(types.map { "{\($0.name)}" }.joined(separator: "\n   "))

                I couldn't decide which one to use. Use a Cucumber Expression instead of a Regular Expression, \
                or make one of the parameter types preferential and continue to use a Regular Expression.
                """)
        }
        return first
    }
}
