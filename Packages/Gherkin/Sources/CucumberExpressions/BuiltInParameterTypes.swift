/// The parameter types every registry starts with, as Cucumber defines them.
///
/// Swift has no arbitrary-precision numbers in its standard library, so `{biginteger}` and
/// `{bigdecimal}` give the matched text as a `String`, for you to convert with the number type
/// of your choice.
enum BuiltInParameterTypes {
    static let integerRegexps = [#"-?\d+"#, #"\d+"#]
    static let floatRegexp = #"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[E][+-]?\d+)?"#
    static let wordRegexp = #"[^\s]+"#
    static let stringRegexp = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
    static let anonymousRegexp = ".*"

    static func all() throws(CucumberExpressionError) -> [ParameterType] {
        [
            try number("int", integerRegexps, useForSnippets: true, preferForRegexpMatch: true) { Int($0) },
            try number("float", [floatRegexp], useForSnippets: true) { Float($0) },
            try ParameterType(name: "word", regexps: [wordRegexp], useForSnippets: false) { $0.first ?? nil },
            try ParameterType(name: "string", regexps: [stringRegexp]) { values in
                // The double-quoted content, else the single-quoted, else empty; quotes unescaped.
                let doubleQuoted = values.first ?? nil
                let singleQuoted = values.count > 1 ? values[1] : nil
                let content = [doubleQuoted, singleQuoted].compactMap { $0 }.first { !$0.isEmpty } ?? ""
                return content.replacing(#"\""#, with: "\"").replacing(#"\'"#, with: "'")
            },
            try ParameterType(name: "", regexps: [anonymousRegexp], useForSnippets: false, preferForRegexpMatch: true) {
                $0.first ?? nil
            },
            try number("double", [floatRegexp]) { Double($0) },
            try ParameterType(name: "bigdecimal", regexps: [floatRegexp], useForSnippets: false) { $0.first ?? nil },
            try number("byte", integerRegexps) { Int8($0) },
            try number("short", integerRegexps) { Int16($0) },
            try number("long", integerRegexps) { Int64($0) },
            try ParameterType(name: "biginteger", regexps: integerRegexps, useForSnippets: false) { $0.first ?? nil },
        ]
    }

    /// A numeric type whose transformer reports text the number type cannot represent.
    private static func number<Number: Sendable>(
        _ name: String, _ regexps: [String], useForSnippets: Bool = false, preferForRegexpMatch: Bool = false,
        _ convert: @escaping @Sendable (String) -> Number?
    ) throws(CucumberExpressionError) -> ParameterType {
        try ParameterType(name: name, regexps: regexps, useForSnippets: useForSnippets,
                          preferForRegexpMatch: preferForRegexpMatch) { values in
            guard let first = values.first, let text = first else { return nil }
            guard let number = convert(text) else {
                throw CucumberExpressionError("'\(text)' cannot be converted to {\(name)} (\(Number.self))")
            }
            return number
        }
    }
}
