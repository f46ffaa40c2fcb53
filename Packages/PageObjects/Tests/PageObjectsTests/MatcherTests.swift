import ElementCore
import Foundation
import InMemoryEngine
import PageObjects
import Testing

/// Every matcher: passing, failing with a message that says what was expected and what was
/// seen, at the caller's line.
@Suite struct MatcherTests {
    let test = PageTest()
    let quick = ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)

    private func run(_ body: () -> Void) -> [RecordedFailure] {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.staticText, id: "Status", value: "Loading")
            InMemoryNode(.button, label: "Save").disabled()
            InMemoryNode(.switch, id: "Remember", value: "0")
            InMemoryNode(.button, label: "Load").onTap { ui in
                ui.after(0.05) { $0.setValue("Loaded", of: "Status") }
            }
        })
        return ElementConfiguration.with(quick) { Failures.capture { withEngine(driver, operation: body) } }
    }

    @Test func existenceMatchersWaitAndExplain() {
        let line: UInt = #line + 5
        var results: [Bool] = []
        let failures = run {
            results.append(test.expect(exists: Label(id: "Status")))
            results.append(test.expect(doesNotExist: Label(id: "Missing")))
            results.append(!test.expect(exists: Label(id: "Missing")))
            results.append(!test.expect(doesNotExist: Label(id: "Status")))
        }
        #expect(!results.isEmpty && results.allSatisfy { $0 })
        #expect(failures.map(\.line) == [line, line + 1])
        let causes = failures.map(\.elementFailure)
        #expect(causes.map { $0?.attempt } == ["Label \"Missing\" to be: exists", "Label \"Status\" to not be: exists"])
        #expect(causes.map { $0?.timeout } == [0.2, 0.2])
        #expect(causes.first??.query?.description == "App › Label \"Missing\"")
        guard case .timedOut(expected: "exists", let observed)? = causes.first??.reason, observed.hasPrefix("does not exist") else {
            Issue.record("not a timeout on a missing label: \(failures[0].message)")
            return
        }
    }

    @Test func stateMatchers() {
        var results: [Bool] = []
        let failures = run {
            results.append(test.expect(Button(id: "Save"), isNot: .enabled))
            results.append(test.expect(Button(id: "Load"), is: .enabled, .hittable))
            results.append(!test.expect(Button(id: "Save"), is: .enabled))
        }
        #expect(!results.isEmpty && results.allSatisfy { $0 })
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Expected:  enabled") == true)
    }

    @Test func valueMatchersReadTheElementUntilItHasTheValue() {
        var results: [Bool] = []
        let failures = run {
            Button(id: "Load").tap()
            results.append(test.expect(Label(id: "Status"), hasValue: "Loaded", timeout: 10))
            results.append(test.expect(Switch(id: "Remember"), hasValue: .off))
            results.append(!test.expect(Label(id: "Status"), hasValue: "Saved"))
            results.append(!test.expect(Label(id: "Missing"), hasValue: "Anything"))
        }
        #expect(!results.isEmpty && results.allSatisfy { $0 })
        #expect(failures.count == 2)
        #expect(unmet(failures[0]) == Unmet(waited: true, expected: "\"Saved\"", observed: "it has \"Loaded\""))
        #expect((failures[0].cause as? ExpectationFailure)?.query?.description == "App › Label \"Status\"")
        #expect((failures[0].cause as? ExpectationFailure)?.timeout == 0.2)
        // The suite's one check of the text: the matcher's wording, then the element's query.
        #expect(failures[0].message == """
            Expected Label "Status" to have the value "Saved" within 0.20 s, but it has "Loaded".
              Query:     App › Label "Status"
            """)
        #expect(unmet(failures[1])?.expected == "\"Anything\"")
        #expect(unmet(failures[1])?.observed.hasPrefix("it could not be read: Could not read the value of Label \"Missing\"") == true)
    }

    @Test func equalityMatchersCheckOnce() {
        let line: UInt = #line + 6
        var results: [Bool] = []
        let failures = run {
            results.append(test.expect(1 + 1, equals: 2))
            results.append(test.expect("a", doesNotEqual: "b"))
            results.append(test.expect(true))
            results.append(!test.expect(Label(id: "Status").value, equals: "Loaded", "The app loads lazily."))
            results.append(!test.expect(3, doesNotEqual: 3))
            results.append(!test.expect(false, "It should be true."))
        }
        #expect(!results.isEmpty && results.allSatisfy { $0 })
        #expect(failures.map(\.line) == [line, line + 1, line + 2])
        #expect(failures.map { unmet($0) } == [
            Unmet(waited: false, expected: "\"Loaded\"", observed: "got \"Loading\""),
            Unmet(waited: false, expected: "anything but 3", observed: "got 3"),
            Unmet(waited: false, expected: "true", observed: "got false"),
        ])
        #expect(failures.map { ($0.cause as? ExpectationFailure)?.note } == ["The app loads lazily.", "", "It should be true."])
    }

    @Test func aThrowingValueFailsSayingWhatWasThrown() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "the value is broken" } }
        func value() throws -> Int { throw Broken() }
        var results: [Bool] = []
        let failures = try Failures.capture { results.append(!test.expect(try value(), equals: 1)) }
        #expect(results == [true])
        #expect(failures.map { unmet($0) } == [Unmet(waited: false, expected: "1", observed: "reading the value threw the value is broken")])
    }

    @Test func eventualMatchersWaitForTheInterfaceToChange() {
        var results: [Bool] = []
        let failures = run {
            Button(id: "Load").tap()
            results.append(test.expectEventually(Label(id: "Status").value, equals: "Loaded", timeout: 10))
            results.append(test.expectEventually(Switch(id: "Remember").value == .off))
            results.append(!test.expectEventually(Label(id: "Status").value, equals: "Saved", timeout: 0.1))
            results.append(!test.expectEventually(Label(id: "Missing").value == "x", timeout: 0.1, "Nothing shows it."))
        }
        #expect(!results.isEmpty && results.allSatisfy { $0 })
        #expect(failures.map { unmet($0) } == [
            Unmet(waited: true, expected: "\"Saved\"", observed: "the value was \"Loaded\""),
            Unmet(waited: true, expected: "true",
                  observed: "it could not be read: Could not read the value of Label \"Missing\" within 0 s: it does not exist"),
        ])
        #expect(failures.map { ($0.cause as? ExpectationFailure)?.note } == ["", "Nothing shows it."])
        #expect(failures.map { ($0.cause as? ExpectationFailure)?.timeout } == [0.1, 0.1])
    }

    @Test func pagesChainActionsAndVerifications() {
        struct Start: Page {
            let testCase: any Expecting
            func open() -> Finish { next(Finish.self) }
        }
        struct Finish: Page {
            let testCase: any Expecting
        }
        var checked = false
        let finish = Start(testCase: test).verifying { _ in checked = true }.open()
        #expect(checked)
        #expect(finish.testCase is PageTest)
    }
}
