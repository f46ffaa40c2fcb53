/// Everything a running test knows about itself, in one task-local value: the test, scenario and
/// step running, the call site a location-less API should blame, where failures go, and the
/// values other packages keep per test (the engine, timeouts, launch settings…).
///
/// There is one ambient value for the whole framework. Packages add their own entries through
/// ``TestContextKey`` instead of declaring task-locals of their own, and bind them with
/// ``with(_:_:)``, so parallel tests each see their own context and a context never leaks out of
/// the scope that set it.
///
/// ```swift
/// enum RetryCount: TestContextKey { static let defaultValue = 0 }
/// TestContext.with({ $0[RetryCount.self] = 3 }) {
///     TestContext.current[RetryCount.self] // 3
/// }
/// ```
///
/// Task-local values also work in synchronous code: a step body sees the context its scenario
/// bound, on the same thread.
public struct TestContext: Sendable {
    /// The context of the code running now.
    @TaskLocal public static var current = TestContext()

    /// The running test, when a test case or trait announced it.
    public var test: TestInfo?
    /// The running scenario, if any.
    public var scenario: ScenarioInfo?
    /// The innermost running step, if any.
    public var step: StepInfo?
    /// The call site that failures of location-less calls point at, if one was scoped.
    public var callSite: CallSite?
    /// Where failures go; `nil` reports them to the test framework running the test.
    public var failureSink: (any FailureSink)?
    /// The running test's shared state (whether it stopped), when a test case or trait set one.
    public var run: TestRun?
    /// Whether the framework is handing a failure to XCTest or Swift Testing right now, so that
    /// observers of the test framework do not take it for a new failure.
    public internal(set) var isReportingFailure = false

    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// An empty context.
    public init() {}

    /// The value of `key` in this context, else its process-wide default
    /// (``setDefault(_:for:)``), else `Key.defaultValue`.
    public subscript<Key: TestContextKey>(_ key: Key.Type) -> Key.Value {
        get {
            if let value = values[ObjectIdentifier(key)] as? Key.Value { return value }
            return ProcessDefaults.value(for: key)
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether this context itself sets `key` (rather than falling back to a default).
    public func sets<Key: TestContextKey>(_ key: Key.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }

    /// Removes this context's own value of `key`, so the default applies again.
    public mutating func remove<Key: TestContextKey>(_ key: Key.Type) {
        values[ObjectIdentifier(key)] = nil
    }

    /// Sets the process-wide default of `key`: the value every context without its own sees.
    public static func setDefault<Key: TestContextKey>(_ value: Key.Value, for key: Key.Type) {
        ProcessDefaults.set(value, for: key)
    }

    /// The process-wide default of `key`.
    public static func defaultValue<Key: TestContextKey>(for key: Key.Type) -> Key.Value {
        ProcessDefaults.value(for: key)
    }

    /// Runs `body` in a copy of the current context changed by `change`.
    public static func with<Result>(_ change: (inout TestContext) -> Void, _ body: () throws -> Result) rethrows -> Result {
        var context = current
        change(&context)
        return try $current.withValue(context, operation: body)
    }

    /// Runs the asynchronous `body` in a copy of the current context changed by `change`.
    public static func with<Result>(
        _ change: (inout TestContext) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        var context = current
        change(&context)
        return try await $current.withValue(context, operation: body, isolation: isolation)
    }
}

/// A value that a package keeps in the ``TestContext``.
public protocol TestContextKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value when neither the context nor the process default sets one.
    static var defaultValue: Value { get }
}

/// The process-wide defaults of context keys.
enum ProcessDefaults {
    private static let values = Locked<[ObjectIdentifier: any Sendable]>([:])

    static func value<Key: TestContextKey>(for key: Key.Type) -> Key.Value {
        values.withLock { $0[ObjectIdentifier(key)] } as? Key.Value ?? Key.defaultValue
    }

    static func set<Key: TestContextKey>(_ value: Key.Value, for key: Key.Type) {
        values.withLock { $0[ObjectIdentifier(key)] = value }
    }
}
