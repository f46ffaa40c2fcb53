// The initializers taking an expression that produces a value, such as
// `Then(I: screen.waitFor())`, which returns whether it waited successfully.

extension Step {
    /// Runs a step written as an expression whose value is ignored, such as
    /// `Then(button.waitFor(.visible))`.
    ///
    /// When the expression's value is itself a function — `Given(isLoggedIn)` where
    /// `isLoggedIn` returns a value — the function was not called: the step fails and says so,
    /// instead of silently doing nothing.
    @_disfavoredOverload
    @discardableResult
    public init<Value>(
        _ step: @autoclosure () throws -> Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(label: nil, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                  function: function, body: { try UncalledFunction.check(try step()) })
    }

    /// Runs a step written as an expression whose value is ignored, such as
    /// `Then(I: screen.waitFor())`. A function value fails the step (it was not called).
    @_disfavoredOverload
    @discardableResult
    public init<Value>(
        I step: @autoclosure () throws -> Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(label: .I, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                  function: function, body: { try UncalledFunction.check(try step()) })
    }

    /// Runs a step written as an expression whose value is ignored, such as
    /// `And(the: label.waitFor(value: "x"))`. A function value fails the step.
    @_disfavoredOverload
    @discardableResult
    public init<Value>(
        the step: @autoclosure () throws -> Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(label: .the, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                  function: function, body: { try UncalledFunction.check(try step()) })
    }

    /// Runs a step written as an expression whose value is ignored, such as
    /// `Given(a: user.signIn())`. A function value fails the step.
    @_disfavoredOverload
    @discardableResult
    public init<Value>(
        a step: @autoclosure () throws -> Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(label: .a, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                  function: function, body: { try UncalledFunction.check(try step()) })
    }
}

/// A step's expression evaluated to a function that returns a value, so nothing ran.
struct UncalledFunction: Error, CustomStringConvertible {
    let type: String

    var description: String {
        "the step's expression is a function of type \(type) that was never called; add () to call it"
    }

    static func check<Value>(_ value: Value) throws {
        let type = String(describing: Value.self)
        if type.contains(" -> ") { throw UncalledFunction(type: type) }
    }
}
