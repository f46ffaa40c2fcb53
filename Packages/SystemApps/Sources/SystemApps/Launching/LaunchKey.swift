/// The launch arguments and environment keys TABTestKit itself sets, so an app can react to
/// them (`ProcessInfo.processInfo.arguments`, or the `__tabtestkit` parameter on the web).
public enum LaunchKey {
    /// The launch argument present when the app under test is launched clean: the app should
    /// start from a fresh install's state (log out, clear caches and stored data).
    public static let clean = "TABTestKit.Clean"

    /// The launch-environment key holding a UUID unique to the running test, so a mock
    /// server can tell apart the app instances of tests running in parallel.
    public static let uuid = "TABTestKit.UUID"
}
