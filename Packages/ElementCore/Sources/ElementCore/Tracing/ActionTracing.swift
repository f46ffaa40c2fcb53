import Foundation

/// One action or wait on an element, as a trace shows it: what was asked, the query, the node it
/// resolved to, how long it took, and what it waited for before it could happen.
public struct TracedAction: Sendable, Identifiable {
    /// How it ended.
    public enum Outcome: Sendable, Equatable {
        /// Still running.
        case running
        /// It happened (an action) or was reached (a wait).
        case succeeded
        /// It did not happen; the reason.
        case failed(String)
    }

    /// Identifies the action within a run.
    public let id: UUID
    /// `tap`, `type`, `wait`…
    public var kind: String
    /// What was asked, e.g. `tap Button "Log in"`.
    public var title: String
    /// The element's full query, e.g. `App › Alert "Error" › Button "OK"`.
    public var query: String
    /// When it started.
    public var startTime: Date
    /// Seconds it took (0 while running).
    public var duration: TimeInterval
    /// The node the query designated, when it was resolved.
    public var resolved: ElementSnapshot?
    /// What the action waited for before it could happen (actionability checks that failed and
    /// were retried), each once, in order: `not actionable: covered by div#overlay`.
    public var waitedFor: [String]
    /// How it ended.
    public var outcome: Outcome

    /// Creates a traced action that starts now.
    public init(kind: String, title: String, query: String) {
        self.id = UUID()
        self.kind = kind
        self.title = title
        self.query = query
        self.startTime = Date()
        self.duration = 0
        self.resolved = nil
        self.waitedFor = []
        self.outcome = .running
    }

    /// Notes a reason it had to wait (each reason once).
    public mutating func noteWait(_ reason: String) {
        if !waitedFor.contains(reason) { waitedFor.append(reason) }
    }
}

/// Receives the actions and waits of the running test, for a trace.
public protocol ActionTracer: Sendable {
    /// An action is about to be attempted on `driver`.
    func actionWillStart(_ action: TracedAction, driver: any Engine)
    /// The action ended (``TracedAction/outcome`` says how).
    func actionDidFinish(_ action: TracedAction, driver: any Engine)
}

/// The tracer of the running test, in the ``TestContext``.
public enum ActionTracing {
    private enum Key: TestContextKey {
        static let defaultValue: (any ActionTracer)? = nil
    }

    /// The tracer in force, if any.
    public static var current: (any ActionTracer)? { TestContext.current[Key.self] }

    /// Runs `operation` with `tracer` receiving its actions.
    public static func with<Result>(_ tracer: (any ActionTracer)?, operation: () throws -> Result) rethrows -> Result {
        try TestContext.with({ $0[Key.self] = tracer }, operation)
    }

    /// Runs the asynchronous `operation` with `tracer` receiving its actions.
    public static func with<Result>(
        _ tracer: (any ActionTracer)?,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await TestContext.with({ $0[Key.self] = tracer }, isolation: isolation, operation)
    }

    /// Traces `body` as `action` on `driver` when a tracer is in force. The node `query`
    /// designates is resolved first for the trace (one more engine request, only when tracing).
    /// `body` notes its waits in the action it is given and returns its result and outcome.
    static func trace<Result>(
        _ action: @autoclosure () -> TracedAction,
        query: ElementQuery?,
        driver: any Engine,
        _ body: (inout TracedAction?) -> (Result, TracedAction.Outcome)
    ) -> Result {
        guard let tracer = current else {
            var none: TracedAction?
            return body(&none).0
        }
        var traced: TracedAction? = action()
        if let query { traced?.resolved = try? driver.resolve(query).snapshot }
        if let traced { tracer.actionWillStart(traced, driver: driver) }
        let (result, outcome) = body(&traced)
        if var finished = traced {
            finished.outcome = outcome
            finished.duration = Date().timeIntervalSince(finished.startTime)
            if finished.resolved == nil, let query { finished.resolved = try? driver.resolve(query).snapshot }
            tracer.actionDidFinish(finished, driver: driver)
        }
        return result
    }
}
