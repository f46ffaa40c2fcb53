import Foundation
import TABTestKit
import Testing

/// Four tests at once — not `.serialized` — each with its own Chromium session against the
/// example app served in this process. Engine calls block; the `.tabTestKit` trait runs each
/// test on a thread of its own and the server answers on threads of its own, so neither needs
/// Swift concurrency's cooperative threads.
@Suite("Parallel tests against the in-process server", .tabTestKit(engine: { try ExampleApp.engine() }))
struct ParallelSwiftTestingTests: TABTestKitContexts {
    @Test func ada() { logInAndSeeTheProfile(as: "Ada") }
    @Test func grace() { logInAndSeeTheProfile(as: "Grace") }
    @Test func margaret() { logInAndSeeTheProfile(as: "Margaret") }
    @Test func katherine() { logInAndSeeTheProfile(as: "Katherine") }

    /// Every cooperative thread is blocked (as synchronous code in plain async tests would
    /// block them) while this test drives the browser and the browser loads pages and calls the
    /// API of the in-process server.
    ///
    /// When other suites run alongside and keep the cooperative threads busy themselves, the
    /// blockers may not all get one; the pool is then blocked by those suites instead.
    @Test func worksWhileEveryCooperativeThreadIsBlocked() throws {
        let blockers = CooperativeBlockers(count: ProcessInfo.processInfo.activeProcessorCount)
        defer { blockers.release() }
        if !blockers.waitUntilAllBlock(timeout: 10) {
            print("note: other tests keep the cooperative threads busy; they block the pool for this test")
        }
        logInAndSeeTheProfile(as: "Blocked")
        App.shared.launch()
        see(loginScreen)
    }
}

/// Tasks that each occupy a cooperative thread until released (or 60 s passed).
final class CooperativeBlockers: @unchecked Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var released = false
    let count: Int

    init(count: Int) {
        self.count = count
        for _ in 0..<count {
            Task.detached { [self] in block() }
        }
    }

    private var isReleased: Bool { lock.withLock { released } }

    /// Occupies the calling thread until released: what synchronous code does to a
    /// cooperative thread.
    private func block() {
        started.signal()
        let deadline = Date().addingTimeInterval(60)
        while !isReleased, Date() < deadline { usleep(10_000) }
    }

    /// Whether every blocker started (so every cooperative thread is taken).
    func waitUntilAllBlock(timeout: TimeInterval) -> Bool {
        let deadline = DispatchTime.now() + timeout
        for _ in 0..<count where started.wait(timeout: deadline) == .timedOut { return false }
        return true
    }

    func release() { lock.withLock { released = true } }
}
