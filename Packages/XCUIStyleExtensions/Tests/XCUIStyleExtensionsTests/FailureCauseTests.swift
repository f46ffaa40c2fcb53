import ElementCore
import InMemoryEngine
import Testing
import XCUIStyleExtensions

/// The helpers' failures carry an `XCUIStyleFailure`, whose kind and values reports record
/// (`report.json`'s `cause`) instead of `other`.
@Suite("Failures of the Einstein-style helpers carry their cause")
struct FailureCauseTests {
    @Test func aQueryThatShouldBeEmptyButIsNotIsAMismatch() throws {
        let failures = Failures.capture {
            withEngine(loginApp()) { _ = Application.underTest.buttons.assertEmpty(empty: true) }
        }
        #expect(failures.count == 1)
        let cause = try #require(failures.first?.cause as? XCUIStyleFailure)
        #expect(cause.kind == .mismatch)
        #expect(cause.expected == "empty")
        #expect(cause.observed == "4 elements")
        #expect(cause.query == "App › Button")
        #expect(cause.reportFields?.kind == "mismatch")
        #expect(cause.reportFields?.observed == "4 elements")
    }

    @Test func settingAButtonAsASwitchIsAMismatch() throws {
        let failures = Failures.capture {
            withEngine(loginApp()) { _ = Application.underTest.buttons.element(boundBy: 3).setSwitch(on: true, timeout: 0) }
        }
        #expect(failures.count == 1)
        let cause = try #require(failures.first?.cause as? XCUIStyleFailure)
        #expect(cause.kind == .mismatch)
        #expect(cause.expected == "a switch")
        #expect(cause.observed?.contains(#""Help""#) == true, "\(cause)")
    }
}
