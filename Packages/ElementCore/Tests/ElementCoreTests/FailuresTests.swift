import ElementCore
import Foundation
import InMemoryDriver
import Testing

/// Publishes a fake BDD step in the current thread's dictionary, the way the BDD package
/// does, for the duration of `body`.
func inFakeStep<Result>(
    keyword: String = "When",
    name: String = "When I tap(x)",
    scenario: String = "S",
    line: Any = 42,
    noteFailure: (@Sendable (String) -> Void)? = nil,
    _ body: () throws -> Result
) rethrows -> Result {
    let fileID: StaticString = "MyAppTests/LoginSteps.swift"
    let filePath: StaticString = "/src/MyAppTests/LoginSteps.swift"
    var entry: [String: Any] = [
        "keyword": keyword,
        "name": name,
        "scenario": scenario,
        "fileIDStatic": fileID,
        "filePathStatic": filePath,
        "line": line,
        "column": 1,
    ]
    if let noteFailure { entry["noteFailure"] = noteFailure }
    Thread.current.threadDictionary[StepContextReader.key] = entry
    defer { Thread.current.threadDictionary.removeObject(forKey: StepContextReader.key) }
    return try body()
}

@Suite("Failures")
struct FailuresTests {
    @Test func captureReturnsTheMessages() {
        let recorded = Failures.capture {
            Failures.record("first")
            Failures.record("second")
        }
        #expect(recorded.map(\.message) == ["first", "second"])
        #expect(recorded.allSatisfy { $0.fileID.hasSuffix("FailuresTests.swift") })
    }

    @Test func captureReturningKeepsTheResult() {
        let (value, recorded) = Failures.capture(returning: { () -> Int in
            Failures.record("oops")
            return 7
        })
        #expect(value == 7)
        #expect(recorded.map(\.message) == ["oops"])
    }

    @Test func nestedCaptureCollectsInTheInnermost() {
        var inner: [RecordedFailure] = []
        let outer = Failures.capture {
            Failures.record("outer")
            inner = Failures.capture { Failures.record("inner") }
        }
        #expect(outer.map(\.message) == ["outer"])
        #expect(inner.map(\.message) == ["inner"])
    }

    @Test func recordPointsAtTheCaller() throws {
        let line: UInt = #line + 1
        let recorded = Failures.capture { Failures.record("here") }
        #expect(try #require(recorded.first).line == line)
    }

    @Test func stepContextAddsStepScenarioAndCallSite() throws {
        let noted = EventLog()
        let driver = app { InMemoryNode(.button, label: "Other") }
        let tapLine: UInt = #line + 3
        let recorded = inFakeStep(noteFailure: { message in noted.append(message) }) {
            failures(on: driver) {
                Button(id: "x").tap()
            }
        }
        #expect(Thread.current.threadDictionary[StepContextReader.key] == nil, "the fake step was removed")
        let failure = try #require(recorded.first)
        #expect(recorded.count == 1)
        #expect(failure.message.hasPrefix("Could not tap Button \"x\" within 0.30 s: it does not exist"))
        #expect(failure.message.contains("\n  Step:      When I tap(x)"))
        #expect(failure.message.contains("\n  Scenario:  S"))
        #expect(failure.message.hasSuffix("\n  Called at: ElementCoreTests/FailuresTests.swift:\(tapLine)"))
        #expect(failure.line == 42, "the failure points at the step")
        #expect(failure.fileID == "MyAppTests/LoginSteps.swift")
        #expect(noted.events.isEmpty, "a captured failure is only observed: the step is not failed")
    }

    @Test func aReportedFailureTellsTheStep() {
        let noted = EventLog()
        withKnownIssue("reported on purpose, to check that the running step hears of it") {
            inFakeStep(noteFailure: { message in noted.append(message) }) {
                Failures.record("the login button is gone")
            }
        }
        #expect(noted.events.count == 1)
        #expect(noted.events.first?.hasPrefix("the login button is gone\n  Step:      When I tap(x)") == true)
    }

    @Test func stepWithoutNameOrScenario() throws {
        let recorded = inFakeStep(keyword: "Given", name: "", scenario: "") {
            Failures.capture { Failures.record("boom") }
        }
        let message = try #require(recorded.first?.message)
        #expect(message.contains("\n  Step:      Given"))
        #expect(!message.contains("Scenario:"))
        #expect(message.contains("\n  Called at: ElementCoreTests/FailuresTests.swift:"))
    }

    @Test func stepLineMayBePublishedAsUInt() throws {
        let recorded = inFakeStep(line: UInt(77)) { Failures.capture { Failures.record("boom") } }
        #expect(try #require(recorded.first).line == 77)
    }

    @Test func stepReaderReadsTheContract() throws {
        #expect(StepContextReader.current == nil)
        try inFakeStep(scenario: "Logging in") {
            let step = try #require(StepContextReader.current)
            #expect(step.keyword == "When")
            #expect(step.name == "When I tap(x)")
            #expect(step.scenario == "Logging in")
            #expect(step.line == 42)
            #expect(step.column == 1)
            #expect(step.fileID.map { "\($0)" } == "MyAppTests/LoginSteps.swift")
            #expect(step.filePath.map { "\($0)" } == "/src/MyAppTests/LoginSteps.swift")
            #expect(step.noteFailure == nil)
        }
        #expect(StepContextReader.current == nil)
        #expect(StepContextReader.key == "TABTestKit.StepContext")
    }

    @Test func malformedStepEntriesAreIgnored() {
        Thread.current.threadDictionary[StepContextReader.key] = "not a dictionary"
        defer { Thread.current.threadDictionary.removeObject(forKey: StepContextReader.key) }
        #expect(StepContextReader.current == nil)
        let recorded = Failures.capture { Failures.record("plain") }
        #expect(recorded.map(\.message) == ["plain"])
    }

    @Test func stepWithoutStaticLocationKeepsTheCallersLocation() throws {
        Thread.current.threadDictionary[StepContextReader.key] = ["keyword": "Then", "line": 5] as [String: Any]
        defer { Thread.current.threadDictionary.removeObject(forKey: StepContextReader.key) }
        let line: UInt = #line + 1
        let recorded = Failures.capture { Failures.record("boom") }
        let failure = try #require(recorded.first)
        #expect(failure.line == line)
        #expect(failure.message.contains("Step:      Then"))
    }
}
