// The initializers taking the step's action as a function or closure.

extension Step {
    /// Runs a step written as a function or closure, such as `Given(backgroundTheApp)` or `When { tap(button) }`.
    ///
    /// The function is called once, right away, unless an earlier step in the
    /// same scenario or test failed, in which case it is not called at all and
    /// the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as a function or closure.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    @discardableResult
    public init(
        _ step: () throws -> Void,
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

    /// Runs a step written as a function or closure, such as `Given(I: backgroundTheApp)`.
    ///
    /// The function is called once, right away, unless an earlier step in the
    /// same scenario or test failed, in which case it is not called at all and
    /// the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as a function or closure.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    // Disfavored so that a trailing closure (`When { ... }`) picks the
    // unlabeled initializer instead of being ambiguous.
    @_disfavoredOverload
    @discardableResult
    public init(
        I step: () throws -> Void,
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

    /// Runs a step written as a function or closure, such as `Then(the: appIsInTheBackground)`.
    ///
    /// The function is called once, right away, unless an earlier step in the
    /// same scenario or test failed, in which case it is not called at all and
    /// the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as a function or closure.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    // Disfavored so that a trailing closure (`When { ... }`) picks the
    // unlabeled initializer instead of being ambiguous.
    @_disfavoredOverload
    @discardableResult
    public init(
        the step: () throws -> Void,
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

    /// Runs a step written as a function or closure, such as `Given(a: freshInstall)`.
    ///
    /// The function is called once, right away, unless an earlier step in the
    /// same scenario or test failed, in which case it is not called at all and
    /// the step is recorded as skipped.
    ///
    /// - Parameters:
    ///   - step: The step's action, as a function or closure.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default. The step's
    ///     name is read from this file.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function; leave the default.
    // Disfavored so that a trailing closure (`When { ... }`) picks the
    // unlabeled initializer instead of being ambiguous.
    @_disfavoredOverload
    @discardableResult
    public init(
        a step: () throws -> Void,
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
