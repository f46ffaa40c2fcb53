import BDD
import CucumberExpressions

/// A custom parameter type for Cucumber Expressions, written in ``StepDefinitions`` with
/// `ParameterType(_:matching:transform:)`.
public struct ParameterTypeDefinition: Sendable {
    /// The name written between braces, `tab` for `{tab}`.
    public let name: String
    /// Where it was written.
    let site: CallSite
    /// The Swift type of its values, for suggested definitions.
    let valueType: String
    /// The parameter type, or why it cannot be made.
    let made: Result<CucumberExpressions.ParameterType, CucumberExpressionError>
}

/// Defines the parameter type `{name}`: text matching `regexp`, turned into a value by
/// `transform`.
///
/// ```swift
/// ParameterType("tab", matching: "Home|Table|Collection") { Tab(rawValue: $0) }
/// When("I open the {tab} tab") { (tab: Tab) in tap(tabBar.button(for: tab)) }
/// ```
///
/// - Parameters:
///   - name: The name used between braces. It may not contain `{`, `}`, `(`, `)`, `\` or `/`.
///   - regexp: The regular expression of the text the type matches.
///   - useForSnippets: Whether suggested definitions of undefined steps use the type.
///   - transform: Makes the value from the matched text; returning `nil` fails the step with
///     a message saying the text is not a `{name}`.
public func ParameterType<Value: Sendable>(
    _ name: String,
    matching regexp: String,
    useForSnippets: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    transform: @escaping @Sendable (String) throws -> Value?
) -> ParameterTypeDefinition {
    let convert: @Sendable (String) throws -> Value = { text in
        guard let value = try transform(text) else {
            throw StepArgumentError("\"\(text)\" is not a valid {\(name)}")
        }
        return value
    }
    let made: Result<CucumberExpressions.ParameterType, CucumberExpressionError>
    do {
        made = .success(try CucumberExpressions.ParameterType(name: name, regexp: regexp, useForSnippets: useForSnippets, transform: convert))
    } catch {
        made = .failure(error)
    }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return ParameterTypeDefinition(name: name, site: site, valueType: String(describing: Value.self), made: made)
}

/// The parameter types the runner adds to Cucumber's.
enum RunnerParameterTypes {
    /// `{secret}`: quoted text, like `{string}`, registered as a secret before the step runs, so
    /// it is masked in step names, failure messages and reports.
    static func secret() throws(CucumberExpressionError) -> CucumberExpressions.ParameterType {
        let quoted = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
        return try CucumberExpressions.ParameterType(name: "secret", regexps: [quoted], useForSnippets: false) { values in
            let doubleQuoted = values.first ?? nil
            let singleQuoted = values.count > 1 ? values[1] : nil
            let content = (doubleQuoted ?? singleQuoted ?? "").replacing(#"\""#, with: "\"").replacing(#"\'"#, with: "'")
            Secrets.register(content)
            return content
        }
    }
}
