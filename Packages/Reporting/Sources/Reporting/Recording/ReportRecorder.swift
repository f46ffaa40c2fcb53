import Foundation

/// Records the run for the reports: steps and scenarios (a `StepObserver`), failures with their
/// evidence (a `FailureListener`) and, when tracing, every action with screenshots before and
/// after (an `ActionTracer`). Thread-safe: parallel tests are told apart by ``CurrentTest``.
final class ReportRecorder: StepObserver, FailureListener, ActionTracer {
    let configuration: ReportConfiguration
    let attachments: AttachmentStore
    private let state = Locked<State>(State())

    private struct State {
        var order: [String] = []
        var running: [String: TestRecord] = [:]
        var finished: [TestCaseReport] = []
        var firstStart: Date?
    }

    init(configuration: ReportConfiguration) {
        self.configuration = configuration
        self.attachments = AttachmentStore(directory: configuration.directory)
    }

    // MARK: Tests

    func testWillStart(_ name: String) {
        _ = record(for: name)
    }

    /// Ends a test. Its outcome and failures are read from one record: `run`, the test's own
    /// ``TestRun``, when the caller has it; else the failures heard while it ran (reported ones,
    /// and those its steps and scenarios recorded). `failed` is the test framework's verdict,
    /// for failures the framework never saw.
    func testDidFinish(_ name: String, run: TestRun? = nil, failed: Bool?) -> TestCaseReport? {
        let ended = state.withLock { state -> TestRecord? in state.running.removeValue(forKey: name) }
        guard var test = ended else { return nil }
        test.report.duration = Date().timeIntervalSince(test.report.startTime)
        let outcome = (run ?? test.heard).outcome
        test.report.failures = test.failureReports(outcome)
        test.report.outcome = outcome.isFailure || failed == true ? .failed : .passed
        if configuration.trace == .retainOnFailure, test.report.outcome == .passed {
            attachments.remove(test.traceAttachments)
            test.report.trace = []
        }
        let report = test.report
        state.withLock { state in
            state.finished.append(report)
            state.order.removeAll { $0 == name }
        }
        return report
    }

    /// Every test, finished ones first, then those still running.
    func snapshot(name: String) -> RunReport {
        state.withLock { state in
            let tests = state.finished + state.order.compactMap { state.running[$0]?.report }
            let start = state.firstStart ?? Date()
            let end = tests.map { $0.startTime.addingTimeInterval($0.duration) }.max() ?? start
            return RunReport(name: name, startTime: start, duration: max(0, end.timeIntervalSince(start)), tests: tests,
                             runID: RunIdentity.current)
        }
    }

    private func record(for name: String) -> String {
        state.withLock { state in
            if state.running[name] == nil {
                let now = Date()
                state.running[name] = TestRecord(name: name, startTime: now)
                state.order.append(name)
                state.firstStart = min(state.firstStart ?? now, now)
            }
        }
        return name
    }

    private func update(_ body: (inout TestRecord) -> Void) {
        let name = record(for: CurrentTest.name)
        state.withLock { state in
            if var test = state.running[name] {
                body(&test)
                state.running[name] = test
            }
        }
    }

    // MARK: StepObserver

    func stepDidFinish(_ step: StepRecord) {
        var extra: [AttachmentReport] = []
        if configuration.screenshots == .everyStep, step.outcome != .skipped, let shot = screenshot(named: "after-step.png") {
            extra.append(shot)
        }
        update { $0.stepDidFinish(step, extra: extra) }
    }

    func scenarioDidFinish(_ scenario: ScenarioRecord) {
        update { $0.scenarioDidFinish(scenario) }
    }

    // MARK: FailureListener

    /// Keeps a reported failure's evidence (stored once, attached to its step) and the failure.
    func failureReported(_ failure: Failure) {
        let test = CurrentTest.name
        let stored = failure.attachments.compactMap { attachment in
            attachments.store(attachment.data, name: attachment.name, mediaType: attachment.mediaType, test: test)
        }
        update { test in
            test.hear(failure, evidence: stored)
            if let step = failure.step {
                test.attach(stored, toStepAt: TestRecord.site(file: step.site.fileIDText, line: step.site.line, column: step.site.column))
            }
        }
    }

    // MARK: ActionTracer

    private let before = Locked<[UUID: AttachmentReport]>([:])

    func actionWillStart(_ action: TracedAction, driver: any Engine) {
        guard configuration.trace != .off, let shot = screenshot(named: "before-\(action.kind).png", driver: driver) else { return }
        before.withLock { $0[action.id] = shot }
    }

    func actionDidFinish(_ action: TracedAction, driver: any Engine) {
        guard configuration.trace != .off else { return }
        let beforeShot = before.withLock { $0.removeValue(forKey: action.id) }
        let afterShot = screenshot(named: "after-\(action.kind).png", driver: driver)
        var error: String?
        if case .failed(let reason) = action.outcome { error = Secrets.mask(reason) }
        let entry = TraceEntry(
            kind: action.kind, title: Secrets.mask(action.title), query: Secrets.mask(action.query),
            resolved: action.resolved.map { Secrets.mask("\($0)") }, startTime: action.startTime, duration: action.duration,
            waitedFor: action.waitedFor.map(Secrets.mask), outcome: error == nil ? .passed : .failed, error: error,
            before: beforeShot, after: afterShot
        )
        update { $0.report.trace.append(entry) }
    }

    private func screenshot(named name: String, driver: (any Engine)? = currentEngine) -> AttachmentReport? {
        guard configuration.directory != nil, let driver, let png = try? driver.screenshot(), !png.isEmpty else { return nil }
        return attachments.store(png, name: name, mediaType: "image/png", test: CurrentTest.name)
    }
}
