/// The engine of the running test: the one scoped by ``withEngine(_:operation:)``, else the
/// process default set with ``setDefaultEngine(_:)``; `nil` when there is neither.
///
/// An engine is bound to the work in progress through the ``TestContext``, so parallel tests
/// each see their own. `TABTestCase` and the Swift Testing trait scope it for you; these three
/// functions are for suites that choose their engine by hand.
public var currentEngine: (any Engine)? {
    TestContext.current[CurrentEngineKey.self]?.engine
}

/// Runs `operation` with `engine` as the ``currentEngine`` (synchronous code).
public func withEngine<Result>(_ engine: any Engine, operation: () throws -> Result) rethrows -> Result {
    try TestContext.with({ $0[CurrentEngineKey.self] = EngineBox(engine: engine) }, operation)
}

/// Runs `operation` with `engine` as the ``currentEngine`` (asynchronous code).
public func withEngine<Result>(
    _ engine: any Engine,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await TestContext.with({ $0[CurrentEngineKey.self] = EngineBox(engine: engine) }, isolation: isolation, operation)
}

/// Sets (or, with `nil`, clears) the engine used when no test has scoped one: for suites that
/// only ever use one engine.
public func setDefaultEngine(_ engine: (any Engine)?) {
    TestContext.setDefault(engine.map(EngineBox.init(engine:)), for: CurrentEngineKey.self)
}

/// Where the current engine is kept in the ``TestContext``.
private enum CurrentEngineKey: TestContextKey {
    static let defaultValue: EngineBox? = nil
}

/// An engine as a context value (the key needs a concrete `Sendable` type).
private struct EngineBox: Sendable {
    let engine: any Engine
}
