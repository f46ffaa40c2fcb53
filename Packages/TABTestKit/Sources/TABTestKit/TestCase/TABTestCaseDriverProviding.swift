import ElementCore

/// A test class that chooses its own engine, without touching its source: adopt it in an
/// extension, in another file.
///
/// ```swift
/// // ProfileTests+Engine.swift
/// extension ProfileTests: TABTestCaseDriverProviding {
///     func makeTestDriver() throws -> any Driver { InMemoryDriver(app: profileApp) }
/// }
/// ```
///
/// `TABTestCase` asks for a new driver before each test. Overriding
/// `TABTestCase.makeDriver()` takes precedence over this protocol.
public protocol TABTestCaseDriverProviding: AnyObject {
    /// A driver for the test about to run.
    func makeTestDriver() throws -> any Driver
}
