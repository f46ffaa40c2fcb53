/// Hears of every failure handed to the test framework (XCTest or Swift Testing), so that
/// reporters also show failures that happened outside any scenario or step — an app that did
/// not launch before the first step ran.
///
/// Captured failures (``TestFailures/capture(_:)``) are not reported, so observers do not hear
/// of them.
public enum ReportedFailures {
    private static let observers = Locked<[UInt64: @Sendable (Failure) -> Void]>([:])
    private static let nextID = Locked<UInt64>(1)

    /// Calls `observer` with every failure reported from now on; returns a token for
    /// ``removeObserver(_:)``. The observer is called on the thread that reports.
    @discardableResult
    public static func addObserver(_ observer: @escaping @Sendable (Failure) -> Void) -> UInt64 {
        let id = nextID.withLock { id -> UInt64 in
            defer { id += 1 }
            return id
        }
        observers.withLock { $0[id] = observer }
        return id
    }

    /// Stops calling the observer registered under `token`.
    public static func removeObserver(_ token: UInt64) {
        observers.withLock { _ = $0.removeValue(forKey: token) }
    }

    /// Tells every observer of `failure`.
    static func notify(_ failure: Failure) {
        let all = observers.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
        for observer in all { observer(failure) }
    }
}
