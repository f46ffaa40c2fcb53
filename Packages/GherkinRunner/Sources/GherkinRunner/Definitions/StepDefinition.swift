import BDD
import Foundation

/// One step definition: a pattern that step texts are matched against, and the Swift code a
/// matching step runs.
///
/// You make them with `Given`, `When`, `Then`, `And` and `But` inside ``StepDefinitions``:
///
/// ```swift
/// Given("I am on the login screen") { see(loginScreen) }
/// When("I type {string} into the username field") { (name: String) in
///     type(name, into: loginScreen.usernameField)
/// }
/// Then(/^I see (\d+) rows$/) { (count: Int) in numberOfCells(in: tableScreen.table, is: count) }
/// ```
///
/// As in Cucumber, the keyword is for the reader: a definition made with `Given` also matches a
/// `When` or `Then` step.
public struct StepDefinition {
    /// What step texts are matched against.
    enum Pattern {
        /// A Cucumber Expression, or a regular expression when it starts with `^` or ends
        /// with `$` (Cucumber-JVM's rule).
        case text(String)
        /// A Swift `Regex`, which matches anywhere in the text unless anchored.
        case regex(Regex<AnyRegexOutput>)
    }

    /// The keyword the definition was written with, for messages.
    let keyword: Step.Keyword
    /// The pattern.
    let pattern: Pattern
    /// Where the definition was written.
    let site: CallSite
    /// The Swift types of the body's parameters, in order.
    let parameterTypes: [Any.Type]
    /// Calls the body with the step's values, converted to the parameters' types.
    let invoke: (inout StepValues) throws -> Void

    /// How the pattern reads in messages: `"I have {int} cukes"`, `/^I see (\d+) rows$/`.
    var patternDescription: String {
        switch pattern {
        case .text(let text):
            return StepDefinition.isRegularExpression(text) ? "/\(text)/" : "\"\(text)\""
        case .regex:
            return DefinitionSource.regexLiteral(at: site).map { "/\($0)/" } ?? "a Regex"
        }
    }

    /// `"I have {int} cukes" (CukeSteps.swift:12)`: the pattern and where it was written.
    var summary: String { "\(patternDescription) (\(site.fileIDText):\(site.line))" }

    /// Whether a text pattern is a regular expression rather than a Cucumber Expression: it
    /// starts with `^` or ends with `$`, as Cucumber-JVM decides.
    static func isRegularExpression(_ text: String) -> Bool {
        text.hasPrefix("^") || text.hasSuffix("$")
    }

    /// A definition whose body takes the parameters `Parameter...`.
    init<each Parameter>(
        keyword: Step.Keyword,
        pattern: Pattern,
        site: CallSite,
        body: @escaping (repeat each Parameter) throws -> Void
    ) {
        var types: [Any.Type] = []
        for type in repeat (each Parameter).self {
            types.append(type)
        }
        self.keyword = keyword
        self.pattern = pattern
        self.site = site
        self.parameterTypes = types
        self.invoke = { values in
            try body(repeat try values.next(as: (each Parameter).self))
        }
    }
}

/// A step whose definition's code is still to be written: what the suggested snippets throw.
///
/// A pending step fails its scenario, so a feature is never green before its steps do something.
public struct PendingStep: Error, CustomStringConvertible {
    /// What is left to do.
    public let reason: String

    /// A pending step; `reason` says what is left to do.
    public init(_ reason: String = "Write the code the step's text describes.") {
        self.reason = reason
    }

    /// `Pending: <reason>`.
    public var description: String { "Pending: \(reason)" }
}
