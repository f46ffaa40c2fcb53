// The functions step definitions are written with: `Given("...") { ... }`, `When`, `Then`, `And`
// and `But`, each taking a Cucumber Expression (or a regular expression in a string, when it starts
// with `^` or ends with `$`) or a Swift `Regex` literal.
//
// BDD's `Given`, `When`, `Then` and `And` are type aliases of `Step`; Swift resolves each call by
// its arguments, so `Given(I: see(screen))` still runs a step while `Given("text") { }` defines
// one. The definition's body takes one parameter per argument of the expression, then one for
// the step's data table or doc string, typed as the body declares them.
import BDD

/// Defines a precondition: steps whose text matches `expression` run `body`.
///
/// ```swift
/// Given("I am on the login screen") { ... }
/// Given("I have {int} item(s) in my cart") { (count: Int) in ... }
/// ```
///
/// - Parameters:
///   - expression: A Cucumber Expression (`{int}`, `{float}`, `{word}`, `{string}`, `{}`,
///     optional `(text)`, alternatives `a/b`, custom parameter types), or a regular expression
///     when it starts with `^` or ends with `$`.
///   - body: The code to run; one parameter per argument, then one for a data table or doc
///     string. Leave the other parameters to their defaults.
public func Given<each Parameter>(
    _ expression: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .given, pattern: .text(expression), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines a precondition with a Swift regular expression: steps whose text it matches (anywhere,
/// unless anchored with `^` and `$`) run `body`, which takes one parameter per capture group.
///
/// ```swift
/// Given(/^I see (\d+) rows$/) { (count: Int) in ... }
/// ```
public func Given<Output, each Parameter>(
    _ regex: Regex<Output>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .given, pattern: .regex(Regex(regex)), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines an action: steps whose text matches `expression` run `body`.
///
/// ```swift
/// When("I tap the log in button") { ... }
/// When("I have {int} item(s) in my cart") { (count: Int) in ... }
/// ```
///
/// - Parameters:
///   - expression: A Cucumber Expression (`{int}`, `{float}`, `{word}`, `{string}`, `{}`,
///     optional `(text)`, alternatives `a/b`, custom parameter types), or a regular expression
///     when it starts with `^` or ends with `$`.
///   - body: The code to run; one parameter per argument, then one for a data table or doc
///     string. Leave the other parameters to their defaults.
public func When<each Parameter>(
    _ expression: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .when, pattern: .text(expression), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines an action with a Swift regular expression: steps whose text it matches (anywhere,
/// unless anchored with `^` and `$`) run `body`, which takes one parameter per capture group.
///
/// ```swift
/// When(/^I see (\d+) rows$/) { (count: Int) in ... }
/// ```
public func When<Output, each Parameter>(
    _ regex: Regex<Output>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .when, pattern: .regex(Regex(regex)), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines an outcome: steps whose text matches `expression` run `body`.
///
/// ```swift
/// Then("I see the profile screen") { ... }
/// Then("I have {int} item(s) in my cart") { (count: Int) in ... }
/// ```
///
/// - Parameters:
///   - expression: A Cucumber Expression (`{int}`, `{float}`, `{word}`, `{string}`, `{}`,
///     optional `(text)`, alternatives `a/b`, custom parameter types), or a regular expression
///     when it starts with `^` or ends with `$`.
///   - body: The code to run; one parameter per argument, then one for a data table or doc
///     string. Leave the other parameters to their defaults.
public func Then<each Parameter>(
    _ expression: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .then, pattern: .text(expression), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines an outcome with a Swift regular expression: steps whose text it matches (anywhere,
/// unless anchored with `^` and `$`) run `body`, which takes one parameter per capture group.
///
/// ```swift
/// Then(/^I see (\d+) rows$/) { (count: Int) in ... }
/// ```
public func Then<Output, each Parameter>(
    _ regex: Regex<Output>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .then, pattern: .regex(Regex(regex)), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines a step continuing the one before: steps whose text matches `expression` run `body`.
///
/// ```swift
/// And("I see my username") { ... }
/// And("I have {int} item(s) in my cart") { (count: Int) in ... }
/// ```
///
/// - Parameters:
///   - expression: A Cucumber Expression (`{int}`, `{float}`, `{word}`, `{string}`, `{}`,
///     optional `(text)`, alternatives `a/b`, custom parameter types), or a regular expression
///     when it starts with `^` or ends with `$`.
///   - body: The code to run; one parameter per argument, then one for a data table or doc
///     string. Leave the other parameters to their defaults.
public func And<each Parameter>(
    _ expression: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .and, pattern: .text(expression), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines a step continuing the one before with a Swift regular expression: steps whose text it matches (anywhere,
/// unless anchored with `^` and `$`) run `body`, which takes one parameter per capture group.
///
/// ```swift
/// And(/^I see (\d+) rows$/) { (count: Int) in ... }
/// ```
public func And<Output, each Parameter>(
    _ regex: Regex<Output>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .and, pattern: .regex(Regex(regex)), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines a step contrasting with the one before: steps whose text matches `expression` run `body`.
///
/// ```swift
/// But("I do not see the error") { ... }
/// But("I have {int} item(s) in my cart") { (count: Int) in ... }
/// ```
///
/// - Parameters:
///   - expression: A Cucumber Expression (`{int}`, `{float}`, `{word}`, `{string}`, `{}`,
///     optional `(text)`, alternatives `a/b`, custom parameter types), or a regular expression
///     when it starts with `^` or ends with `$`.
///   - body: The code to run; one parameter per argument, then one for a data table or doc
///     string. Leave the other parameters to their defaults.
public func But<each Parameter>(
    _ expression: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .but, pattern: .text(expression), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}

/// Defines a step contrasting with the one before with a Swift regular expression: steps whose text it matches (anywhere,
/// unless anchored with `^` and `$`) run `body`, which takes one parameter per capture group.
///
/// ```swift
/// But(/^I see (\d+) rows$/) { (count: Int) in ... }
/// ```
public func But<Output, each Parameter>(
    _ regex: Regex<Output>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (repeat each Parameter) throws -> Void
) -> StepDefinition {
    StepDefinition(keyword: .but, pattern: .regex(Regex(regex)), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body: body)
}
