// The initializers taking the step's action as an expression (autoclosure).

extension Step {
    /// Runs a step written as an expression, such as `When(tap(button))`.
    ///
    /// The expression is evaluated once, right away, unless an earlier step
    /// in the same scenario or test failed, in which case it is not evaluated
    /// at all and the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as an expression.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    @discardableResult
    public init(
        _ step: @autoclosure () throws -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(
            label: nil,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            function: function,
            body: step
        )
    }

    /// Runs a step written as an expression, such as `When(I: tap(button))`, which reads "When I tap(button)".
    ///
    /// The expression is evaluated once, right away, unless an earlier step
    /// in the same scenario or test failed, in which case it is not evaluated
    /// at all and the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as an expression.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    @discardableResult
    public init(
        I step: @autoclosure () throws -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(
            label: .I,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            function: function,
            body: step
        )
    }

    /// Runs a step written as an expression, such as `Then(the: value(of: field, is: "x"))`, which reads "Then the value(of: field, is: "x")".
    ///
    /// The expression is evaluated once, right away, unless an earlier step
    /// in the same scenario or test failed, in which case it is not evaluated
    /// at all and the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as an expression.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    @discardableResult
    public init(
        the step: @autoclosure () throws -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(
            label: .the,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            function: function,
            body: step
        )
    }

    /// Runs a step written as an expression, such as `Given(a: loggedInUser())`, which reads "Given a loggedInUser()".
    ///
    /// The expression is evaluated once, right away, unless an earlier step
    /// in the same scenario or test failed, in which case it is not evaluated
    /// at all and the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as an expression.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    @discardableResult
    public init(
        a step: @autoclosure () throws -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        self.init(
            label: .a,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            function: function,
            body: step
        )
    }
}
