import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("InteractionContext: scrolling")
struct ScrollingTests: InteractionContext {
    private func drags(_ driver: InMemoryEngine) -> Int {
        driver.actionLog.filter { $0.hasPrefix("drag") }.count
    }

    @Test func scrollUntilVisible() {
        let driver = listDriver()
        expectNoFailures(on: driver) {
            scroll(listScreen.trait, .downwards, until: listScreen.farRow, is: .visible)
            state(of: listScreen.farRow, is: .visible)
        }
        #expect(drags(driver) > 0)
        #expect(drags(driver) <= 10)
    }

    @Test func noScrollWhenAlreadyThere() {
        let driver = listDriver()
        expectNoFailures(on: driver) { scroll(listScreen, .downwards, until: listScreen.firstRow, is: .exists, .visible) }
        #expect(drags(driver) == 0)
    }

    @Test func scrollingIsBoundedAndSaysWhatItSaw() {
        let driver = listDriver()
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { scroll(listScreen.trait, .downwards, until: listScreen.farRow, is: .visible, maxTries: 2) }
        expectFailure(recorded, at: line, is: """
        Could not scroll ScrollView "List" downwards: scrolled 2 times (maxTries: 2), but Cell "Row 20" is still not: visible.
          Query:     App › Cell "Row 20"
          Expected:  visible
          Observed:  exists, not visible
          Scrolled:  App › ScrollView "List"
        """)
        #expect(drags(driver) == 2)
    }

    @Test func scrollUntilNotVisible() {
        expectNoFailures(on: listDriver()) {
            scroll(listScreen, .downwards, until: listScreen.firstRow, isNot: .visible)
        }
    }

    @Test func scrollUntilNotVisibleFails() {
        let line: UInt = #line + 1
        let recorded = failures(on: listDriver()) { scroll(listScreen, .upwards, until: listScreen.firstRow, isNot: .visible, maxTries: 1) }
        expectFailure(recorded, at: line, kind: "scrollExhausted", attempt: "scroll ListScreen upwards",
                      expected: "not visible", observed: "exists, visible")
        guard case .scrollExhausted(let scrolls, let maxTries, let shortfall, _, _) = recorded.first?.elementFailure?.reason else { return }
        #expect(scrolls == 1 && maxTries == 1)
        #expect(shortfall == "Cell \"Row 0\" is still: visible")
        #expect(recorded.first?.elementFailure?.observations == ["Scrolled:  ListScreen (App › ScrollView \"List\")"])
    }

    @Test func scrollUntilAValue() {
        let driver = listDriver()
        expectNoFailures(on: driver) {
            scroll(listScreen.trait, .downwards, until: listScreen.pageIndicator, valueIs: "page 3 of 5")
        }
        #expect(drags(driver) == 2)
    }

    @Test func scrollUntilAValueThatNeverComes() {
        let line: UInt = #line + 1
        let recorded = failures(on: listDriver()) { scroll(listScreen.trait, .downwards, until: listScreen.pageIndicator, valueIs: "page 9 of 5", maxTries: 5) }
        expectFailure(recorded, at: line, kind: "scrollExhausted", attempt: "scroll ScrollView \"List\" downwards",
                      expected: "\"page 9 of 5\"", observed: "\"page 5 of 5\"")
        guard case .scrollExhausted(let scrolls, _, let shortfall, _, _) = recorded.first?.elementFailure?.reason else { return }
        #expect(scrolls == 5)
        #expect(shortfall == "PageIndicator \"Pages\" still does not have the value \"page 9 of 5\"")
    }

    @Test func aMissingScrollViewFailsOnceAndStops() {
        var recorded: [RecordedFailure] = []
        let line: UInt = #line + 2
        let elapsed = measure {
            recorded = failures(on: listDriver()) { scroll(ScrollView(id: "Nope"), .downwards, until: listScreen.farRow, is: .visible) }
        }
        #expect(elapsed < 2)
        expectFailure(recorded, at: line, kind: "notFound", detail: "App › ScrollView \"Nope\"")
        #expect(recorded.first?.elementFailure?.attempt.hasPrefix("drag from") == true)
    }

    @Test func aNegativeMaxTries() {
        let line: UInt = #line + 1
        let recorded = failures(on: listDriver()) { scroll(listScreen, .downwards, until: listScreen.farRow, is: .visible, maxTries: -1) }
        expectFailure(recorded, at: line, kind: "invalidArgument", attempt: "scroll -1 times", detail: "maxTries must be zero or more")
    }
}
