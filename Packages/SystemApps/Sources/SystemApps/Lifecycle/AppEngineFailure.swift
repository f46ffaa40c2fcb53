import ElementCore

/// The engine could not do what a test asked of an app: it does not have the app at all (it
/// threw `EngineError.unsupported`: a system app on an engine without one), or it failed while
/// reading the app's state. The typed cause of those failures, carried up to the reports.
///
/// Commands the engine refused or that timed out are ``ElementFailure``s instead (`engine`,
/// `timedOut`), as for elements. Tests assert on the cause rather than on its text:
///
/// ```swift
/// let failure = Failures.capture { Springboard().launch() }.first
/// #expect((failure?.cause as? AppEngineFailure)?.isAppUnavailable == true)
/// ```
public struct AppEngineFailure: FailureCause {
    /// The app as failures name it: `Safari (com.apple.mobilesafari)`.
    public var app: String
    /// The engine's name: `in-memory`, `XCUI`, `WebDriver`.
    public var engine: String
    /// What the test could not do, e.g. `launch it`, `read its state`, `wait for it to be
    /// running in the foreground`.
    public var attempt: String
    /// The engine's error.
    public var error: EngineError

    /// Creates a cause.
    public init(app: String, engine: String, attempt: String, error: EngineError) {
        self.app = app
        self.engine = engine
        self.attempt = attempt
        self.error = error
    }

    /// Whether the engine does not have the app (`EngineError.unsupported`), rather than having
    /// failed with it.
    public var isAppUnavailable: Bool {
        if case .unsupported = error { return true }
        return false
    }

    /// `appUnavailable` or `engine`, with what was tried and the app, the engine and its error.
    public var reportFields: FailureReportFields? {
        FailureReportFields(kind: isAppUnavailable ? "appUnavailable" : "engine", attempt: attempt,
                            detail: "\(app) on the \(engine) engine: \(error)")
    }

    /// The failure's text: the app, what could not be done, the engine, and its reason.
    public var description: String {
        guard isAppUnavailable else {
            return """
            Could not \(attempt): the engine failed for \(app): \(error)
              Engine:    \(engine)
            """
        }
        return """
        \(app) is not available on the \(engine) engine, so the test cannot \(attempt).
          Engine:    \(engine)
          Reason:    \(error)
        """
    }
}
