import ElementCore
import Foundation
import InMemoryEngine
import PageObjects
import Testing
#if !canImport(Darwin)
import XCUIShim
#endif

/// The page-object seed's 22 matchers with its spellings (`file: String`, `line: UInt`): each
/// passes when it should, and otherwise fails once, at the file and line it was given, saying
/// what it expected and what it saw.
@Suite(.serialized) struct SeedMatcherTests {
    let test = PageTest()
    let file = "/Seed/UITests/MasterPage.swift"

    private func failures(_ body: () -> Void) -> [RecordedFailure] {
        ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)) { Failures.capture(body) }
    }

    /// Expects one failure at `line` of ``file``, whose cause is an unmet expectation, and returns it.
    @discardableResult
    private func expectOneFailure(at line: UInt, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) -> Unmet? {
        let found = failures(body)
        #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
        #expect(found.first?.failure.location.filePathText == file, sourceLocation: sourceLocation)
        #expect(found.first?.line == line, sourceLocation: sourceLocation)
        let cause = unmet(found.first)
        #expect(cause != nil, "not an unmet expectation: \(found)", sourceLocation: sourceLocation)
        return cause
    }

    /// Expects one failure at `line` whose cause is `expected`.
    private func expectOneFailure(at line: UInt, is expected: Unmet, sourceLocation: SourceLocation = #_sourceLocation,
                                  _ body: () -> Void) {
        let cause = expectOneFailure(at: line, sourceLocation: sourceLocation, body)
        #expect(cause == expected, sourceLocation: sourceLocation)
    }

    private func readOnce(_ expected: String, _ observed: String) -> Unmet { Unmet(waited: false, expected: expected, observed: observed) }
    private func waited(_ expected: String, _ observed: String) -> Unmet { Unmet(waited: true, expected: expected, observed: observed) }

    @Test func valueMatchersPassQuietly() {
        let passing = failures {
            test.shouldNotThrow(file: file, line: 1) {}
            test.shouldThrow(file: file, line: 2) { throw CocoaError(.fileNoSuchFile) }
            test.expect(nil: nil as Int?, file: file, line: 3)
            test.expect(notNil: 1, file: file, line: 4)
            test.expect(false: false, file: file, line: 5)
            test.expect(true: true, file: file, line: 6)
            test.expect(1, equals: 1, file: file, line: 7)
            test.expect(nil as Int?, equals: nil, file: file, line: 8)
            test.expect(1, notEquals: 2, file: file, line: 9)
            test.expect(date: Date(timeIntervalSince1970: 10), equals: Date(timeIntervalSince1970: 10.2), file: file, line: 10)
            test.expect("master detail", contains: "master", "detail", file: file, line: 11)
            test.expect("master", doesNotContain: "detail", "page", file: file, line: 12)
            test.async(description: "done", file: file, line: 13) { done in DispatchQueue.global().async { done() } }
            test.expectEventually(nil: nil as Int?, file: file, line: 14)
            test.expectEventually(notNil: 1, file: file, line: 15)
            test.expectEventually(false: false, file: file, line: 16)
            test.expectEventually(true: true, file: file, line: 17)
            test.expectEventually(2, equals: 2, file: file, line: 18)
            test.expectEventually(Optional(2), equals: 2, file: file, line: 19)
        }
        #expect(passing.isEmpty, "\(passing)")
    }

    @Test func valueMatchersFailAtTheGivenFileAndLine() {
        let thrown = expectOneFailure(at: 1) { test.shouldNotThrow(file: file, line: 1) { throw CocoaError(.fileNoSuchFile) } }
        #expect(thrown?.waited == false && thrown?.expected == "no error" && thrown?.observed.hasSuffix(" was thrown") == true)
        expectOneFailure(at: 2, is: readOnce("an error", "none was")) { test.shouldThrow(file: file, line: 2) {} }
        expectOneFailure(at: 3, is: readOnce("nil", "got 3")) { test.expect(nil: 3, file: file, line: 3) }
        expectOneFailure(at: 4, is: readOnce("a value", "got nil")) { test.expect(notNil: nil as Int?, file: file, line: 4) }
        expectOneFailure(at: 5, is: readOnce("false", "got nil")) { test.expect(false: nil, file: file, line: 5) }
        expectOneFailure(at: 6, is: readOnce("true", "got false")) { test.expect(true: false, file: file, line: 6) }
        expectOneFailure(at: 7, is: readOnce("2", "got 1")) { test.expect(1, equals: 2, file: file, line: 7) }
        expectOneFailure(at: 8, is: readOnce("anything but \"a\"", "got it")) { test.expect("a", notEquals: "a", file: file, line: 8) }
        let later = Date(timeIntervalSince1970: 5)
        expectOneFailure(at: 9, is: readOnce("\(later) down to the second", "it differs")) {
            test.expect(date: Date(timeIntervalSince1970: 0), equals: later, file: file, line: 9)
        }
        expectOneFailure(at: 10, is: readOnce("contains \"page\"", "it does not")) {
            test.expect("master", contains: "mas", "page", file: file, line: 10)
        }
        expectOneFailure(at: 11, is: readOnce("does not contain \"mas\"", "it does")) {
            test.expect("master", doesNotContain: "mas", file: file, line: 11)
        }
        expectOneFailure(at: 12, is: waited("done", "it was not")) { test.async(description: "never", file: file, line: 12) { _ in } }
    }

    @Test func eventualMatchersFailAfterTheTimeout() {
        expectOneFailure(at: 1, is: waited("be nil", "it did not")) { test.expectEventually(nil: 1, timeout: 0.1, file: file, line: 1) }
        expectOneFailure(at: 2, is: waited("have a value", "it did not")) {
            test.expectEventually(notNil: nil as Int?, timeout: 0.1, file: file, line: 2)
        }
        expectOneFailure(at: 3, is: waited("be false", "it did not")) { test.expectEventually(false: true, timeout: 0.1, file: file, line: 3) }
        expectOneFailure(at: 4, is: waited("be true", "it did not")) { test.expectEventually(true: false, timeout: 0.1, file: file, line: 4) }
        expectOneFailure(at: 5, is: waited("2", "the value was 1")) { test.expectEventually(1, equals: 2, timeout: 0.1, file: file, line: 5) }
        expectOneFailure(at: 6, is: waited("2", "the value was nil")) {
            test.expectEventually(nil as Int?, equals: 2, timeout: 0.1, file: file, line: 6)
        }
    }

    @Test func eventualMatchersReadAgainUntilTheValueArrives() {
        let arrived = Date(timeIntervalSinceNow: 0.1)
        let found = failures {
            test.expectEventually(true: Date() >= arrived, timeout: 2, file: file, line: 1)
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func elementMatchersOnTabTestKitElements() {
        let driver = InMemoryEngine(app: masterDetailApp())
        let found = failures {
            withEngine(driver) {
                test.expect(exists: Table(id: "MasterViewController.tableView"), file: file, line: 1)
                test.expect(doesNotExist: Label(id: "Missing"), file: file, line: 2)
                test.expectEventually(exists: Button(id: "Add"), file: file, line: 3)
                test.expectEventually(doesNotExist: Label(id: "Missing"), file: file, line: 4)
                test.expect(exists: Label(id: "Missing"), file: file, line: 5)
                test.expectEventually(doesNotExist: Button(id: "Add"), timeout: 0.1, file: file, line: 6)
            }
        }
        #expect(found.map(\.line) == [5, 6])
        #expect(found.allSatisfy { $0.failure.location.filePathText == file })
        #expect(found.first?.elementFailure?.query?.description.contains("Label \"Missing\"") == true, "\(found)")
    }

    #if !canImport(Darwin)
    @Test @MainActor func elementMatchersOnXCUIElementsAndTheSeedsTestPage() {
        XCUIShimHarness.reset()
        _ = XCUIShimHarness.install(label: "Seed") {
            ShimNode(.window) {
                ShimNode(.table, identifier: "MasterViewController.tableView") { ShimNode(.cell, label: "0") }
            }
        }
        let app = XCUIApplication()
        let found = failures {
            test.expect(exists: app.tables["MasterViewController.tableView"], file: file, line: 1)
            test.expect(doesNotExist: app.buttons["Delete"], file: file, line: 2)
            test.expectEventually(exists: app.cells.element(boundBy: 0), file: file, line: 3)
            test.expectEventually(doesNotExist: app.alerts.firstMatch, file: file, line: 4)
            test.expect(app.tables.cells.count, equals: 1, file: file, line: 5)
            test.expect(exists: app.buttons["Delete"], file: file, line: 6)
        }
        #expect(found.map(\.line) == [6])
        #expect(unmet(found.first) == Unmet(waited: true, expected: "exists", observed: "it does not"), "\(found)")
    }
    #endif
}
