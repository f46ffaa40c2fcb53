import Foundation
import Testing
@testable import BDD

@Suite("Observers and reporters")
struct ObserverTests {
    @Test("Observers receive scenario and step events in order, including skipped steps")
    func eventOrder() {
        let observer = RecordingObserver()
        StepObservers.withObserver(observer) {
            Scenario("Ordered") {
                Given(I: noop())
                When(I: noteFailureThroughContext("broken"))
                Then(I: noop())
            }
            Scenario("Afterwards") {
                Given(I: noop())
            }
        }
        #expect(observer.events.elements == [
            "scenarioWillStart Ordered",
            "stepWillStart Given I noop()",
            "stepDidFinish Given I noop() passed",
            #"stepWillStart When I noteFailureThroughContext("broken")"#,
            #"stepDidFinish When I noteFailureThroughContext("broken") failed"#,
            "stepWillStart Then I noop()",
            "stepDidFinish Then I noop() skipped",
            "scenarioDidFinish Ordered failed steps=3",
            "scenarioWillStart Afterwards",
            "scenarioDidFinish Afterwards skipped steps=0",
        ])
    }

    @Test("Scoped observers only see the operation's events")
    func scoping() {
        let outer = RecordingObserver()
        let inner = RecordingObserver()
        StepObservers.withObserver(outer) {
            Given(I: noop())
            StepObservers.withObserver(inner) {
                When(I: noop())
            }
            Then(I: noop())
        }
        Then(I: tap("unobserved"))
        #expect(outer.events.elements == [
            "stepWillStart Given I noop()", "stepDidFinish Given I noop() passed",
            "stepWillStart When I noop()", "stepDidFinish When I noop() passed",
            "stepWillStart Then I noop()", "stepDidFinish Then I noop() passed",
        ])
        #expect(inner.events.elements == ["stepWillStart When I noop()", "stepDidFinish When I noop() passed"])
    }

    @Test("Scoped observers work across await")
    func asyncScoping() async {
        let observer = RecordingObserver()
        await StepObservers.withObserver(observer) {
            await Task.yield()
            Given(I: noop())
        }
        #expect(observer.events.elements == ["stepWillStart Given I noop()", "stepDidFinish Given I noop() passed"])
    }

    @Test("Process-wide observers receive events until removed")
    func addAndRemove() {
        let marker = "add-remove-\(UUID().uuidString)"
        let observer = RecordingObserver(filter: marker)
        let token = StepObservers.add(observer)
        Scenario("\(marker) first") {
            Given(I: noop())
        }
        StepObservers.remove(token)
        StepObservers.remove(token)
        Scenario("\(marker) second") {
            Given(I: noop())
        }
        #expect(observer.events.elements == [
            "scenarioWillStart \(marker) first",
            "stepWillStart Given I noop()",
            "stepDidFinish Given I noop() passed",
            "scenarioDidFinish \(marker) first passed steps=1",
        ])
    }

    @Test("Tokens are distinct")
    func tokens() {
        let observer = RecordingObserver(filter: "never matches \(UUID().uuidString)")
        let first = StepObservers.add(observer)
        let second = StepObservers.add(observer)
        StepObservers.remove(first)
        StepObservers.remove(second)
        #expect(first != second)
    }

    @Test("The console reporter prints marks, names and durations; failure messages only when asked", arguments: [false, true])
    func consoleReporter(printsMessages: Bool) {
        do {
            let lines = SendableList<String>()
            let reporter = ConsoleStepReporter(printsFailureMessages: printsMessages) { lines.append($0) }
            StepObservers.withObserver(reporter) {
                Scenario("Console") {
                    Given(I: noop())
                    When(I: noteFailureThroughContext("it broke"))
                    Then(I: noop())
                }
                Scenario("Never runs") {}
            }
            var printed = lines.elements
            if printsMessages {
                #expect(printed.count == 7)
                guard printed.count == 7 else { return }
                #expect(printed[3] == "      it broke")
                printed.remove(at: 3)
            }
            #expect(printed.count == 6)
            guard printed.count == 6 else { return }
            #expect(printed[0] == "Scenario: Console")
            #expect(printed[1].hasPrefix("  ✔ Given I noop()  ("))
            #expect(printed[1].hasSuffix(" s)"))
            #expect(printed[2].hasPrefix(#"  ✘ When I noteFailureThroughContext("it broke")  ("#))
            #expect(printed[3] == "  ↷ Then I noop()  (skipped)")
            #expect(printed[4].hasPrefix("✘ Scenario failed: Console  ("))
            #expect(printed[5] == "↷ Scenario skipped: Never runs")
        }
    }

    @Test("Nested steps are printed under their parent, in the order they ran")
    func consoleNesting() {
        let lines = SendableList<String>()
        let reporter = ConsoleStepReporter { lines.append($0) }
        func inner() { Then(I: noop()) }
        func outer() {
            Given(I: inner())
            And(I: noop())
        }
        StepObservers.withObserver(reporter) {
            When(I: outer())
        }
        let names = lines.elements.map { $0.components(separatedBy: "  (").first ?? $0 }
        #expect(names == ["  ✔ When I outer()", "    ✔ Given I inner()", "      ✔ Then I noop()", "    ✔ And I noop()"])
    }

    @Test("Printed lines are safe for a terminal")
    func consolePrintable() {
        let lines = SendableList<String>()
        let reporter = ConsoleStepReporter { lines.append($0) }
        StepObservers.withObserver(reporter) {
            Scenario("Page says \u{1B}[2Jhi") {}
        }
        #expect(lines.elements.first == "Scenario: Page says \\u{1B}[2Jhi")
    }

    @Test("The console reporter's line format")
    func consoleFormat() {
        let step = StepRecord(
            keyword: .when, label: .I, name: "When I tap(profileScreen.logOutButton)", scenario: "Logging out",
            fileID: "App/LogOut.swift", filePath: "/App/LogOut.swift", line: 3, column: 5,
            startTime: Date(), duration: 0.123, outcome: .passed
        )
        #expect(ConsoleStepReporter.lines(for: step) == ["  ✔ When I tap(profileScreen.logOutButton)  (0.12 s)"])

        var nested = step
        nested.depth = 1
        nested.outcome = .failed(["a", "b"])
        #expect(ConsoleStepReporter.lines(for: nested) == [
            "    ✘ When I tap(profileScreen.logOutButton)  (0.12 s)",
            "        a",
            "        b",
        ])

        let scenario = ScenarioRecord(
            description: "Logging out", fileID: "App/LogOut.swift", filePath: "/App/LogOut.swift", line: 1, column: 1,
            startTime: Date(), duration: 1.5, steps: [step], outcome: .passed
        )
        #expect(ConsoleStepReporter.line(for: scenario) == "✔ Scenario passed: Logging out  (1.50 s)")
    }

    @Test("The collector keeps scenarios and steps")
    func collector() {
        let collector = StepReportCollector()
        StepObservers.withObserver(collector) {
            Scenario("Collected") {
                Given(I: noop())
                When(I: noop())
            }
            Then(I: noop())
        }
        #expect(collector.scenarios.map(\.description) == ["Collected"])
        #expect(collector.scenarios.first?.steps.count == 2)
        #expect(collector.steps.map(\.name) == ["Given I noop()", "When I noop()", "Then I noop()"])
        collector.removeAll()
        #expect(collector.scenarios.isEmpty)
        #expect(collector.steps.isEmpty)
    }

    @Test("The collector is safe to use from many threads at once")
    func collectorConcurrency() {
        let collector = StepReportCollector()
        let record = StepRecord(
            keyword: .then, label: nil, name: "Then x", scenario: nil,
            fileID: "A/B.swift", filePath: "/A/B.swift", line: 1, column: 1,
            startTime: Date(), duration: 0, outcome: .passed
        )
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            collector.stepDidFinish(record)
        }
        #expect(collector.steps.count == 1_000)
    }

    @Test("Steps on many threads at once each see their own context")
    func concurrentSteps() {
        let problems = SendableList<String>()
        DispatchQueue.concurrentPerform(iterations: 50) { index in
            var seen: String?
            let step = When(I: seen = "\(index) " + (TestContext.current.step?.name ?? "none"))
            if seen != "\(index) \(step.name)" {
                problems.append("step \(index) saw \(seen ?? "nothing")")
            }
            if TestContext.current.step != nil {
                problems.append("step \(index) left its context behind")
            }
        }
        #expect(problems.elements.isEmpty)
    }
}
