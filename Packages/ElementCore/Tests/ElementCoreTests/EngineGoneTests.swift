import ElementCore
import Foundation
import Testing

/// An engine whose browser or driver died: every call says retrying will not help.
final class DeadEngine: Engine, @unchecked Sendable {
    let name = "dead"
    static let cause = "The browser session ended while trying to find the element: the browser may have crashed."
    private let calls = Locked(0)
    var callCount: Int { calls.current }

    private func gone() -> EngineError {
        calls.withLock { $0 += 1 }
        return .engineFailure(Self.cause)
    }

    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { throw gone() }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { throw gone() }
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) { throw gone() }
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) { throw gone() }
    func terminate(_ app: AppTarget) throws(EngineError) { throw gone() }
    func activate(_ app: AppTarget) throws(EngineError) { throw gone() }
    func background(_ app: AppTarget) throws(EngineError) { throw gone() }
    func state(of app: AppTarget) throws(EngineError) -> AppState { throw gone() }
    func screenshot() throws(EngineError) -> Data { throw gone() }
    func open(_ url: URL) throws(EngineError) { throw gone() }
}

/// Waits stop at the engine's "retrying will not help" answer instead of polling a dead
/// engine until the deadline; the failure says what the engine said.
@Suite("Waiting on an engine that is gone")
struct EngineGoneTests {
    /// Runs `body` on a dead engine with long timeouts and returns the failures and how
    /// many times the engine was asked.
    func run(_ body: () -> Void) -> (failures: [RecordedFailure], calls: Int) {
        let engine = DeadEngine()
        let failures = Failures.capture {
            withEngine(engine) {
                ElementConfiguration.with(ElementConfiguration(defaultTimeout: 30, actionTimeout: 30)) { body() }
            }
        }
        return (failures, engine.callCount)
    }

    @Test func waitForStopsAtTheFirstAnswer() {
        let (failures, calls) = run { Button(id: "OK").waitFor(.exists, .hittable) }
        #expect(calls == 1, "the engine was asked \(calls) times")
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.contains(DeadEngine.cause), "\(message)")
        #expect(!message.contains("30 s"), "the wait did not last 30 s: \(message)")
    }

    @Test func waitingForAbsenceStopsToo() {
        let (failures, calls) = run { Button(id: "OK").waitFor(not: .exists) }
        #expect(calls == 1)
        #expect(failures.first?.message.contains(DeadEngine.cause) == true)
    }

    @Test func determineStopsAtTheFirstAnswer() {
        var seen = true
        let (failures, calls) = run { seen = Button(id: "OK").determine(.exists) }
        #expect(!seen)
        #expect(failures.isEmpty)
        #expect(calls == 1)
    }

    @Test func readingAnAttributeStopsAtTheFirstAnswer() {
        let (failures, calls) = run { _ = Label(id: "Title").label }
        #expect(calls == 1, "the engine was asked \(calls) times")
        #expect(failures.first?.message.contains(DeadEngine.cause) == true, "\(failures.map(\.message))")
    }

    @Test func waitingForAValueStopsAtTheFirstAnswer() {
        let (failures, calls) = run { Label(id: "Title").waitFor(value: "Hello") }
        #expect(calls == 1, "the engine was asked \(calls) times")
        #expect(failures.first?.message.contains(DeadEngine.cause) == true, "\(failures.map(\.message))")
    }

    @Test func screensStopAtTheFirstAnswer() {
        struct Home: Screen { let trait = Header(id: "Home") }
        let (failures, calls) = run { Home().waitFor() }
        #expect(calls == 1, "the engine was asked \(calls) times")
        #expect(failures.first?.message.contains(DeadEngine.cause) == true, "\(failures.map(\.message))")
    }
}
