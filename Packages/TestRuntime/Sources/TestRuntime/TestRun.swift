/// One running test's own state that every part of it shares: whether it can go on.
///
/// `TestLifecycle` (Contexts) puts one in the ``TestContext`` around each test. When something
/// every later step depends on failed — the app did not launch — it is *stopped*: BDD skips
/// every later step and scenario of the test instead of running them without an app, where an
/// absence check would pass.
public final class TestRun: Sendable {
    private let reason = Locked<String?>(nil)

    /// A test that can go on.
    public init() {}

    /// Stops the test; the first reason is kept.
    public func stop(because why: String) {
        reason.withLock { current in
            if current == nil { current = why }
        }
    }

    /// Why the test stopped, or `nil` while it can go on.
    public var stopReason: String? { reason.current }

    /// Whether the test stopped.
    public var isStopped: Bool { stopReason != nil }
}
