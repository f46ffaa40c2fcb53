import Foundation
import InMemoryEngine
@testable import Reporting
import Testing

/// A fresh report folder.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-report-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs `body` as the test `name` with `recorder` recording it on an in-memory app with a
/// "Log in" button, and returns the test's report.
func recordTest(
    _ name: String, recorder: ReportRecorder, expectingFailures: Bool = false, _ body: @escaping () -> Void
) -> TestCaseReport? {
    let driver = InMemoryEngine(app: InMemoryApp {
        InMemoryNode(.other, id: "Login", label: "Log in") {
            InMemoryNode(.button, label: "Log in")
            InMemoryNode(.secureTextField, id: "Password")
        }
    })
    let run = {
        recorder.testWillStart(name)
        withEngine(driver) {
            TestContext.with({ $0.test = TestInfo(name: name) }) {
                ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)) {
                    ActionTracing.with(recorder) {
                        FailureListeners.with(recorder) {
                            StepObservers.withObserver(recorder, operation: body)
                        }
                    }
                }
            }
        }
    }
    if expectingFailures {
        withKnownIssue(isIntermittent: true) { run() }
    } else {
        run()
    }
    return recorder.testDidFinish(name, failed: nil)
}

@Suite("Recording a run")
struct RecorderTests {
    @Test("A passing scenario is recorded with its steps; no trace kept when it passes")
    func passing() throws {
        let directory = temporaryDirectory()
        let recorder = ReportRecorder(configuration: ReportConfiguration(console: false, directory: directory))
        let recorded = (recordTest("Suite.passing", recorder: recorder) {
            Scenario("Seeing the login") {
                Given(I: _ = Header(id: "Login").waitFor(.exists))
                When(I: Button(id: "Log in").tap())
            }
        })
        let test = try #require(recorded)
        #expect(test.outcome == .passed)
        #expect(test.scenarios.map(\.name) == ["Seeing the login"])
        #expect(test.scenarios.first?.steps.map(\.keyword) == ["Given", "When"])
        #expect(test.trace.isEmpty, "retain-on-failure drops a passing test's trace")
        let attachments = directory.appendingPathComponent("attachments").path
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: attachments)) ?? []
        #expect(files.allSatisfy { !$0.hasSuffix(".png") }, "the trace's screenshots were removed")
    }

    @Test("A failure carries a screenshot and the page source, attached to its step; the trace is kept")
    func failing() throws {
        let directory = temporaryDirectory()
        let recorder = ReportRecorder(configuration: ReportConfiguration(console: false, directory: directory))
        let recorded = (recordTest("Suite.failing", recorder: recorder, expectingFailures: true) {
            Scenario("Tapping a missing button") {
                Given(I: Button(id: "Log in").tap())
                When(I: Button(id: "Sign up").tap())
                Then(I: Button(id: "Log in").tap())
            }
        })
        let test = try #require(recorded)
        #expect(test.outcome == .failed)
        let failure = try #require(test.failures.first)
        #expect(failure.message.hasPrefix("Could not tap Button \"Sign up\""), "the cause is text only here, in the report")
        #expect(failure.cause == FailureCauseReport(kind: "notFound", attempt: "tap Button \"Sign up\"", query: "App › Button \"Sign up\"",
                                                    detail: "App › Button \"Sign up\""), "and typed beside it")
        #expect(test.failures.count == 1, "heard from the listener and from the step's record, kept once")
        #expect(failure.step == "When I Button(id: \"Sign up\").tap()")
        #expect(failure.attachments.map(\.name) == ["screenshot.png", "accessibility-tree.txt"])
        let source = try String(contentsOf: directory.appendingPathComponent(failure.attachments[1].path), encoding: .utf8)
        #expect(source.contains("button label=\"Log in\""))
        let step = try #require(test.scenarios.first?.steps[1])
        #expect(step.outcome == .failed)
        #expect(step.attachments == failure.attachments)
        #expect(test.scenarios.first?.steps[2].outcome == .skipped)
        #expect(test.trace.map(\.kind) == ["tap", "tap"])
        #expect(test.trace[0].resolved?.contains("Log in") == true)
        #expect(test.trace[0].before != nil && test.trace[0].after != nil)
        #expect(test.trace[1].outcome == .failed)
        #expect(test.trace[1].waitedFor.contains("no element matched level 1 of the query"))
    }

    @Test("The outcome and failures are read from the test's run, each failure once, even one the test framework recorded itself")
    func outcomeFromTheRun() throws {
        let recorder = ReportRecorder(configuration: ReportConfiguration(console: false, directory: temporaryDirectory()))
        let run = TestRun()
        recorder.testWillStart("Suite.run")
        // An XCTAssert in the test's own code: XCTest reported it, no listener heard of it.
        run.record(Failure(cause: FailureText("XCTAssertEqual failed", isRecordedByTestFramework: true), origin: CallSite()))
        let test = try #require(recorder.testDidFinish("Suite.run", run: run, failed: nil))
        #expect(test.outcome == .failed)
        #expect(test.failures.map(\.message) == ["XCTAssertEqual failed"])
        #expect(test.failures.map(\.cause) == [FailureCauseReport(kind: "message")])
        recorder.testWillStart("Suite.clean")
        #expect(recorder.testDidFinish("Suite.clean", run: TestRun(), failed: nil)?.outcome == .passed)
    }

    @Test("A step that threw, and a cause of another type, are recorded by kind with their type")
    func thrownAndOtherCauses() throws {
        let recorder = ReportRecorder(configuration: ReportConfiguration(console: false, directory: temporaryDirectory()))
        let recorded = (recordTest("Suite.thrown", recorder: recorder, expectingFailures: true) {
            Scenario("Throwing") {
                When(I: try Self.refuse())
            }
        })
        #expect(try #require(recorded).failures.map(\.cause)
            == [FailureCauseReport(kind: "thrown", detail: String(reflecting: LoginRefused.self))])
        #expect(FailureCauseReport(OwnCause()) == FailureCauseReport(kind: "other", detail: String(reflecting: OwnCause.self)))
    }

    @Test("A cause of another package that gives its report fields is recorded by its own kind")
    func causeWithReportFields() {
        #expect(FailureCauseReport(NamedCause()) == FailureCauseReport(kind: "undefinedStep", attempt: "When I fly", detail: "none"))
    }

    private struct LoginRefused: Error {}
    private struct OwnCause: FailureCause { var description: String { "own" } }
    private struct NamedCause: FailureCause {
        var description: String { "Step \"When I fly\" is undefined" }
        var reportFields: FailureReportFields? { FailureReportFields(kind: "undefinedStep", attempt: "When I fly", detail: "none") }
    }
    private static func refuse() throws { throw LoginRefused() }

    @Test("A secret typed into a secure field appears in no recorded text")
    func secrets() throws {
        let recorder = ReportRecorder(configuration: ReportConfiguration(console: false, directory: temporaryDirectory(), trace: .on))
        let recorded = (recordTest("Suite.secret", recorder: recorder, expectingFailures: true) {
            Scenario("Typing a password") {
                When(I: SecureTextField(id: "Password").type("Rep0rt-S3cret-77"))
                Then(I: Label(id: "Rep0rt-S3cret-77").waitFor(.exists))
            }
        })
        let test = try #require(recorded)
        let json = String(decoding: try RunReport(name: "r", startTime: Date(), duration: 0, tests: [test]).jsonData(), as: UTF8.self)
        #expect(!json.contains("Rep0rt-S3cret-77"))
        let cause = try #require(test.failures.first?.cause)
        #expect(cause.kind == "timedOut")
        #expect(cause.query?.contains("Rep0rt-S3cret-77") == false, "the cause's fields are masked like the message: \(cause)")
        #expect(json.contains("•••"))
    }
}
