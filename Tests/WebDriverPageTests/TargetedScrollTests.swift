import Contexts
import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 15: a scroll-until loop on the web reaches a row the page already holds in one scroll
/// (a wheel as long as needed), where it used to flick seven times; it never scrolls the wrong
/// scroller, never hides the row under a sticky header, and keeps flicking where it must (a
/// lazy list, a row the other way, a loop waiting for a row to go).
@Suite("Scrolling straight to a row on the web", .serialized)
struct TargetedScrollTests {
    private struct Steps: InteractionContext {}

    private let pageList = Table(id: "PageList")
    private let inner = Table(id: "Inner")
    private let lazy = Table(id: "Lazy")

    @Test func aRowThePageHoldsIsReachedInOneScrollCentredAndNotUnderTheStickyHeader() throws {
        try ServedPage.with("scrolling.html") { engine in
            let row = pageList.cell(matchingID: "Page row-140")
            let scrolls = ScrollRecorder.record {
                Steps().scroll(pageList, .downwards, until: row, is: .visible)
            }
            #expect(scrolls.failures.isEmpty, "\(scrolls.failures)")
            #expect(scrolls.titles.count == 1, "one scroll, straight to the row: \(scrolls.titles)")
            #expect(scrolls.titles.first?.hasPrefix("scroll ") == true, "\(scrolls.titles)")
            let box = try ServedPage.evaluate("""
                const r = document.querySelector('[data-testid="Page row-140"]').getBoundingClientRect();
                return [r.top, r.bottom, window.innerHeight,
                        document.getElementById('inner').scrollTop + document.getElementById('lazy').scrollTop];
                """, in: engine).arrayValue?.compactMap(\.doubleValue) ?? []
            try #require(box.count == 4)
            #expect(box[0] >= 80, "the row is below the sticky header (its top at \(box[0]))")
            #expect(box[1] <= box[2], "the row shows whole")
            #expect(abs((box[0] + box[1]) / 2 - box[2] / 2) < 2, "the row is centred: \(box)")
            #expect(box[3] == 0, "the lists under the middle of the window did not take the wheel")
        }
    }

    @Test func anInnerListScrollsByItselfAndThePageStays() throws {
        try ServedPage.with("scrolling.html") { engine in
            let scrolls = ScrollRecorder.record {
                Steps().scroll(inner, .downwards, until: inner.cell(matchingID: "Inner row-90"), is: .visible)
            }
            #expect(scrolls.failures.isEmpty, "\(scrolls.failures)")
            #expect(scrolls.titles.count == 1, "\(scrolls.titles)")
            let offsets = try ServedPage.evaluate("return [window.scrollY, document.getElementById('inner').scrollTop];",
                                                  in: engine).arrayValue?.compactMap(\.doubleValue) ?? []
            #expect(offsets.first == 0, "the page did not move: \(offsets)")
            #expect((offsets.last ?? 0) > 3000, "the inner list did: \(offsets)")
        }
    }

    @Test func aCarouselScrollsSidewaysToItsSlideAndBack() throws {
        let carousel = Table(id: "Carousel")
        try ServedPage.with("scrolling.html") { engine in
            let right = ScrollRecorder.record {
                Steps().scroll(carousel, .right, until: carousel.cell(matchingID: "Slide-15"), is: .visible)
            }
            #expect(right.failures.isEmpty, "\(right.failures)")
            #expect(right.titles.count == 1, "\(right.titles)")
            let left = ScrollRecorder.record {
                Steps().scroll(carousel, .left, until: carousel.cell(matchingID: "Slide-1"), is: .visible)
            }
            #expect(left.failures.isEmpty, "\(left.failures)")
            #expect(left.titles.count == 1, "\(left.titles)")
            let offsets = try ServedPage.evaluate("return [window.scrollX, window.scrollY];", in: engine).arrayValue?.compactMap(\.doubleValue)
            #expect(offsets == [0, 0], "the page did not move")
        }
    }

    @Test func aLazyListIsFlickedUntilTheRowExistsThenScrolledToIt() throws {
        try ServedPage.with("scrolling.html") { _ in
            let scrolls = ScrollRecorder.record {
                Steps().scroll(lazy, .downwards, until: lazy.cell(matchingID: "Lazy row-45"), is: .visible, maxTries: 20)
            }
            #expect(scrolls.failures.isEmpty, "\(scrolls.failures)")
            #expect(scrolls.titles.contains { $0.hasPrefix("drag") }, "rows that do not exist yet are reached by flicks: \(scrolls.titles)")
            #expect(lazy.cell(matchingID: "Lazy row-45").determine(.visible, timeout: 0))
        }
    }

    @Test func aRowTheOtherWayIsNeverScrolledToAndTheLoopFailsAtTheEnd() throws {
        try ServedPage.with("scrolling.html") { _ in
            Steps().scroll(pageList, .downwards, until: pageList.cell(matchingID: "Page row-150"), is: .visible)
            let scrolls = ScrollRecorder.record {
                Steps().scroll(pageList, .downwards, until: pageList.cell(matchingID: "Page row-1"), is: .visible, maxTries: 3)
            }
            #expect(!scrolls.titles.contains { $0.hasPrefix("scroll ") }, "no scroll against the direction asked: \(scrolls.titles)")
            let failure = try #require(scrolls.failures.first)
            #expect(failure.contains("scroll Table \"PageList\" downwards"), "\(failure)")
            #expect(failure.contains("is still not: visible"), "\(failure)")
        }
    }

    @Test func waitingForARowToGoFlicksAsAPersonWould() throws {
        try ServedPage.with("scrolling.html") { _ in
            let scrolls = ScrollRecorder.record {
                Steps().scroll(inner, .downwards, until: inner.cell(matchingID: "Inner row-1"), isNot: .visible)
            }
            #expect(scrolls.failures.isEmpty, "\(scrolls.failures)")
            #expect(!scrolls.titles.isEmpty && scrolls.titles.allSatisfy { $0.hasPrefix("drag") }, "\(scrolls.titles)")
        }
    }
}

/// The scrolls a body made (the titles of the traced `drag` actions) and its failures.
private final class ScrollRecorder: ActionTracer, @unchecked Sendable {
    private let lock = NSLock()
    private var started: [String] = []

    func actionWillStart(_ action: TracedAction, driver: any Engine) {
        guard action.kind == "drag" else { return }
        lock.withLock { started.append(action.title) }
    }

    func actionDidFinish(_ action: TracedAction, driver: any Engine) {}

    static func record(_ body: () -> Void) -> (titles: [String], failures: [String]) {
        let recorder = ScrollRecorder()
        let failures = ActionTracing.with(recorder) { ServedPage.failures(body) }
        return (recorder.lock.withLock { recorder.started }, failures)
    }
}
