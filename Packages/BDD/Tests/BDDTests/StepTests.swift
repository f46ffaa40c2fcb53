import Foundation
import Testing
@testable import BDD

/// The line of this file at `line`, read the way BDD reads it.
private func sourceLine(_ line: UInt, filePath: String = #filePath) throws -> [UInt8] {
    let contents = try #require(FileManager.default.contents(atPath: filePath))
    let lines = Array(contents).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    return Array(lines[Int(line) - 1])
}

@Suite("Steps")
struct StepTests {
    @Test("Steps run immediately, in the order they are written")
    func ordering() {
        var order: [String] = []
        Given(I: order.append("given"))
        When(I: order.append("when"))
        Then(I: order.append("then"))
        And(the: order.append("and"))
        Step(order.append("step"))
        #expect(order == ["given", "when", "then", "and", "step"])
    }

    @Test("Each label works with an expression (autoclosure)")
    func labelsWithAutoclosures() {
        var calls = 0
        func count() { calls += 1 }

        let unlabeled = Given(count())
        let withI = When(I: count())
        let withThe = Then(the: count())
        let withA = And(a: count())

        #expect(calls == 4)
        #expect(unlabeled.label == nil)
        #expect(withI.label == .I)
        #expect(withThe.label == .the)
        #expect(withA.label == .a)
        #expect(unlabeled.name == "Given count()")
        #expect(withI.name == "When I count()")
        #expect(withThe.name == "Then the count()")
        #expect(withA.name == "And a count()")
        #expect([unlabeled, withI, withThe, withA].allSatisfy { $0.outcome == .passed })
    }

    @Test("Each label works with a function reference")
    func labelsWithFunctionReferences() {
        var calls = 0
        func backgroundTheApp() { calls += 1 }

        let unlabeled = Given(backgroundTheApp)
        let withI = When(I: backgroundTheApp)
        let withThe = Then(the: backgroundTheApp)
        let withA = And(a: backgroundTheApp)

        #expect(calls == 4)
        #expect(unlabeled.label == nil)
        #expect(withI.label == .I)
        #expect(withThe.label == .the)
        #expect(withA.label == .a)
        #expect(unlabeled.name == "Given backgroundTheApp")
        #expect(withI.name == "When I backgroundTheApp")
        #expect(withThe.name == "Then the backgroundTheApp")
        #expect(withA.name == "And a backgroundTheApp")
    }

    @Test("Closures work too: as an argument and as a trailing closure")
    func closures() {
        var calls = 0
        let argument = Given(I: { calls += 1 })
        let trailing = When { calls += 10 }
        #expect(calls == 11)
        #expect(argument.name == "Given I calls += 1")
        #expect(argument.label == .I)
        #expect(trailing.name == "When calls += 10")
        #expect(trailing.label == nil)
    }

    @Test("Throwing expressions and functions are accepted")
    func throwingForms() {
        func fine() throws {}
        let expression = When(I: try fine())
        let reference = Then(I: fine)
        #expect(expression.outcome == .passed)
        #expect(expression.name == "When I fine()")
        #expect(reference.outcome == .passed)
        #expect(reference.name == "Then I fine")
    }

    @Test("The keyword is read from the source line")
    func keywords() {
        #expect(Given(I: noop()).keyword == .given)
        #expect(When(I: noop()).keyword == .when)
        #expect(Then(I: noop()).keyword == .then)
        #expect(And(I: noop()).keyword == .and)
        #expect(Step(I: noop()).keyword == .step)
        #expect(BDD.When(I: noop()).keyword == .when)
    }

    @Test("Readable names are extracted from the call")
    func names() {
        let profileScreen = (logOutButton: "log out", title: "Profile")
        let x = "field"
        func value(of element: String, is expected: String) {}

        #expect(When(I: tap(profileScreen.logOutButton)).name == "When I tap(profileScreen.logOutButton)")
        #expect(And(the: value(of: x, is: "y")).name == #"And the value(of: x, is: "y")"#)
        #expect(Then(the: value(of: x, is: "a (tricky) value")).name == #"Then the value(of: x, is: "a (tricky) value")"#)
        let multiLine = Then(the: value(
            of: profileScreen.title,
            is: "Profile"
        ))
        #expect(multiLine.name == #"Then the value(of: profileScreen.title, is: "Profile")"#)
        let a = Given(I: noop()); let b = When(I: tap(x))
        #expect(a.name == "Given I noop()")
        #expect(b.name == "When I tap(x)")
    }

    @Test("File, line and column of the call site are recorded")
    func location() throws {
        let step = When(I: noop()); let line: UInt = #line
        #expect(step.fileID == #fileID)
        #expect(step.filePath == #filePath)
        #expect(step.line == line)
        #expect("\(step.function)" == "location()" && step.record.function == "location()")
        let text = try sourceLine(line)
        #expect(step.column >= 1 && Int(step.column) <= text.count)
        #expect(text[Int(step.column) - 1] == UInt8(ascii: "("))
    }

    @Test("Start time and duration are recorded")
    func timing() {
        let before = Date()
        let step = When(I: Thread.sleep(forTimeInterval: 0.05))
        let after = Date()
        #expect(step.startTime >= before.addingTimeInterval(-0.001))
        #expect(step.startTime <= after)
        #expect(step.duration >= 0.04)
        #expect(step.duration <= after.timeIntervalSince(before) + 0.001)
    }

    @Test("An unreadable source file gives a fallback name")
    func fallbackName() {
        let step = When(I: noop(), filePath: "/nonexistent/Steps.swift", line: 12)
        #expect(step.keyword == .step)
        #expect(step.name == "Step (line 12)")
        #expect(step.outcome == .passed)
    }

    @Test("A readable file without a step call at the location gives a fallback name")
    func fallbackNameWithoutCall() {
        let step = When(I: noop(), line: 1, column: 1)
        #expect(step.name == "Step (line 1)")
    }

    @Test("Explicit nonsense locations never crash")
    func nonsenseLocations() {
        let step = When(I: noop(), fileID: "", filePath: "", line: 0, column: 0, function: "")
        #expect(step.name == "Step (line 0)")
        #expect(step.outcome == .passed)
    }

    @Test("Steps outside a scenario have no scenario; steps inside have its description")
    func scenarioName() {
        #expect(When(I: noop()).record.scenario == nil)
        var inside: StepRecord?
        Scenario("Naming") {
            inside = When(I: noop()).record
        }
        #expect(inside?.scenario == "Naming")
    }

    @Test("A scenario records its description, location, steps and outcome")
    func scenarioRecord() {
        var order: [String] = []
        let scenario = Scenario("Logging out") {
            Given(I: order.append("given"))
            When(I: order.append("when"))
            Then(I: order.append("then"))
        }; let line: UInt = #line - 4
        #expect(order == ["given", "when", "then"])
        #expect(scenario.description == "Logging out")
        #expect(scenario.fileID == #fileID)
        #expect(scenario.filePath == #filePath)
        #expect(scenario.line == line)
        #expect(scenario.outcome == .passed)
        #expect(scenario.steps.map(\.name) == [
            #"Given I order.append("given")"#,
            #"When I order.append("when")"#,
            #"Then I order.append("then")"#,
        ])
        #expect(scenario.duration >= scenario.steps.map(\.duration).reduce(0, +))
    }

    @Test("Steps run from inside a step are nested, not listed in the scenario")
    func nestedSteps() {
        func logIn() {
            Given(I: noop())
            When(I: tap("log in"))
        }
        var nested: [StepRecord] = []
        let scenario = Scenario("Nesting") {
            Given(I: logIn())
            Then(I: nested.append(StepContext.current!))
        }
        #expect(scenario.steps.map(\.name) == ["Given I logIn()", "Then I nested.append(StepContext.current!)"])
        #expect(scenario.steps.allSatisfy { $0.depth == 0 })
        #expect(nested.first?.depth == 0)

        let collector = StepReportCollector()
        StepObservers.withObserver(collector) {
            Given(I: logIn())
        }
        #expect(collector.steps.map(\.name) == ["Given I noop()", #"When I tap("log in")"#, "Given I logIn()"])
        #expect(collector.steps.map(\.depth) == [1, 1, 0])
    }
}

@Suite("Steps whose expression has a value")
struct ValueStepTests {
    static func check() -> Bool { true }

    @Test("A value-returning expression runs and its value is ignored")
    func valueIsIgnored() {
        var ran = false
        let step = Then(I: { ran = true; return true }())
        #expect(ran)
        #expect(step.outcome == .passed)
    }

    @Test("A value-returning function passed without () fails the step instead of doing nothing")
    func uncalledFunctionFails() {
        withKnownIssue {
            let step = Given(I: ValueStepTests.check)
            #expect(step.outcome.isFailure)
            #expect(step.outcome.failureMessages.first?.contains("was never called; add () to call it") == true)
        }
    }
}
