import ElementCore

extension NavigationContext {
    /// Waits for each item in turn (`await()`: a screen for its trait) and completes it (a
    /// screen's main flow: fill in, tap Next…).
    ///
    /// ```swift
    /// complete(nameScreen, birthDateScreen, usernameScreen)
    /// ```
    ///
    /// Failures of location-less calls inside `complete()` point at this call.
    public func complete(
        _ items: any Completable...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        site.scope {
            for item in items {
                item.await()
                item.complete()
            }
        }
    }

    /// Waits for each item in turn (`await()`) and dismisses it (an alert, a sheet, a modal
    /// screen).
    ///
    /// Failures of location-less calls inside `dismiss()` (the predefined alerts and sheets)
    /// point at this call.
    public func dismiss(
        _ items: any Dismissable...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        site.scope {
            for item in items {
                item.await()
                item.dismiss()
            }
        }
    }
}
