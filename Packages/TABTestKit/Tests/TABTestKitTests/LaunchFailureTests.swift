import Foundation
import TABTestKit
import Testing

/// An engine whose app never launches (a browser that cannot start, a closed remote port).
final class UnlaunchableDriver: Engine, @unchecked Sendable {
    static let cause = "Could not start a browser session: the WebDriver server at http://127.0.0.1:9 is not running or died"
    let base = InMemoryEngine(app: profileApp(), launched: false)
    var name: String { "unlaunchable" }

    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { try base.resolve(query) }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { try base.matches(query) }
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) { try base.perform(action, on: query) }
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) { throw .engineFailure(Self.cause) }
    func terminate(_ app: AppTarget) throws(EngineError) { try base.terminate(app) }
    func activate(_ app: AppTarget) throws(EngineError) { try base.activate(app) }
    func background(_ app: AppTarget) throws(EngineError) { try base.background(app) }
    func state(of app: AppTarget) throws(EngineError) -> AppState { try base.state(of: app) }
    func screenshot() throws(EngineError) -> Data { try base.screenshot() }
    func open(_ url: URL) throws(EngineError) { try base.open(url) }
    func capability<Capability>(_ type: Capability.Type) -> Capability? { nil }
}

/// Keeps what observers hear.
final class RecordingObserver: StepObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var stepRecords: [StepRecord] = []
    private var scenarioRecords: [ScenarioRecord] = []
    private var outside: [Failure] = []

    var steps: [StepRecord] { lock.withLock { stepRecords } }
    var scenarios: [ScenarioRecord] { lock.withLock { scenarioRecords } }
    var failuresOutsideScenarios: [Failure] { lock.withLock { outside } }

    func stepDidFinish(_ step: StepRecord) { lock.withLock { stepRecords.append(step) } }
    func scenarioDidFinish(_ scenario: ScenarioRecord) { lock.withLock { scenarioRecords.append(scenario) } }
    func failureOutsideScenarios(_ failure: Failure) { lock.withLock { outside.append(failure) } }
}

/// A launch that fails fails the test, is reported, and no step runs without an app: a
/// scenario that only checks absences must not pass.
@Suite("A failed launch")
struct LaunchFailureTests: TABTestKitContexts {
    @Test func failsTheTestSkipsEveryStepAndReachesTheReports() {
        let observer = RecordingObserver()
        let ran = EventLog()
        withKnownIssue("the app cannot launch, so the test fails", {
            StepObservers.withObserver(observer) {
                withTABTestKit(engine: UnlaunchableDriver()) { () -> Void in
                    Scenario("Checking only absences") {
                        Given(I: doNotSee(profileScreen))
                        Then(the: ran.append("a step body ran"))
                    }
                }
            }
        }, matching: { issue in issue.description.contains(UnlaunchableDriver.cause) })
        #expect(ran.events.isEmpty, "no step may run without an app")
        #expect(observer.steps.allSatisfy { $0.outcome == .skipped }, "\(observer.steps.map(\.outcome))")
        #expect(observer.scenarios.map(\.outcome) == [.skipped])
        let reported = observer.failuresOutsideScenarios.map(\.message)
        #expect(reported.contains { $0.contains(UnlaunchableDriver.cause) }, "observers must hear of the launch failure: \(reported)")
    }
}
