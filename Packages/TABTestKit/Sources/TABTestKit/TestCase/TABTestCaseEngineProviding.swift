import ElementCore

/// A test class that chooses its own engine, without touching its source: adopt it in an
/// extension, in another file.
///
/// ```swift
/// // ProfileTests+Engine.swift
/// extension ProfileTests: TABTestCaseEngineProviding {
///     func makeTestEngine() throws -> any Engine { InMemoryEngine(app: profileApp) }
/// }
/// ```
///
/// `TABTestCase` asks for a new driver before each test. Overriding
/// `TABTestCase.makeEngine()` takes precedence over this protocol.
public protocol TABTestCaseEngineProviding: AnyObject {
    /// A driver for the test about to run.
    func makeTestEngine() throws -> any Engine
}
