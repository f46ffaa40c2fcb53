// A Swift Testing trait that gives a test the shim's world to itself. Nothing here is part of
// Apple's API.
#if !canImport(Darwin) && canImport(Testing)
import Testing

/// Runs each test it applies to with the shim's process-wide world (its installed apps, call
/// log and device state) to itself.
///
/// The shim is global, like a real device. `.serialized` keeps one suite's tests apart, but
/// Swift Testing still runs suites of other modules alongside; a suite that installs apps in
/// the shim carries this trait, and every test under it waits for the others to finish. The
/// wait suspends (an actor), it never blocks a thread.
///
/// ```swift
/// @Suite("My XCUI-style tests", .serialized, .xcuiShimExclusive)
/// struct MyTests { … }
/// ```
public struct XCUIShimExclusive: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Holds the world for one test case at a time (a suite's own scope takes nothing, so a
    /// suite and its tests never wait for each other).
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        await ShimWorldTurns.shared.acquire()
        do {
            try await function()
        } catch {
            await ShimWorldTurns.shared.release()
            throw error
        }
        await ShimWorldTurns.shared.release()
    }
}

extension Trait where Self == XCUIShimExclusive {
    /// The shim's world to each test alone: see ``XCUIShimExclusive``.
    public static var xcuiShimExclusive: Self { XCUIShimExclusive() }
}

/// Whose turn it is with the shim's world: one test at a time, the others suspended in order.
actor ShimWorldTurns {
    static let shared = ShimWorldTurns()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
#endif
