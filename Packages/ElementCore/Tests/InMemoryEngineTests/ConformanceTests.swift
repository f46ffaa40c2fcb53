import ElementCoreTestSupport
import InMemoryEngine
import Testing

/// The shared conformance suite on the in-memory engine.
@Suite("Conformance: in-memory engine")
struct ConformanceTests {
    @Test func followsTheSharedMatchingRules() {
        let driver = InMemoryEngine(app: ConformanceFixture.inMemoryApp())
        let failures = ConformanceSuite.run(on: driver)
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyCheckRuns() {
        #expect(ConformanceSuite.checks.count == 31)
        #expect(Set(ConformanceSuite.checks.map(\.name)).count == ConformanceSuite.checks.count)
    }
}

/// The suite must tell a wrong world from the fixture, or passing it would prove nothing.
@Suite("Conformance suite catches differences")
struct ConformanceSuiteSelfTests {
    @Test func anEmptyAppFailsEveryCheckThatNeedsTheFixture() {
        let driver = InMemoryEngine(app: InMemoryApp { [] })
        let failures = ConformanceSuite.run(on: driver)
        // Only the four "not found at level 1" answers and the empty `matches` pass on an empty app.
        let passing = ConformanceSuite.checks.count - failures.count
        #expect(passing == 5, "\(failures.map(\.check.name))")
    }

    @Test func aSwappedOrderIsCaught() {
        let swapped = InMemoryApp {
            InMemoryNode(.alert, id: "Error", label: "Error") { InMemoryNode(.button, id: "AlertOK", label: "OK") }
            InMemoryNode(.button, id: "PrimaryOK", label: "OK")
        }
        let failures = ConformanceSuite.run(on: InMemoryEngine(app: swapped)).map(\.check.name)
        #expect(failures.contains("strict ambiguity fails with both matches"))
        #expect(failures.contains("non-strict matching picks the first in document order"))
    }
}
