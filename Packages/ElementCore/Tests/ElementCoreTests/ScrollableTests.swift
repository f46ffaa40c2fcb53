import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Scrollable on the in-memory engine")
struct ScrollableTests {
    /// A horizontal carousel of three full-width pages.
    static func carouselApp() -> InMemoryEngine {
        app {
            InMemoryNode(.scrollView, id: "Carousel") {
                InMemoryNode(.image, label: "Page 1")
                InMemoryNode(.image, label: "Page 2")
                InMemoryNode(.image, label: "Page 3")
            }.horizontal()
        }
    }

    static func longContent(_ type: ElementType, id: String) -> InMemoryEngine {
        app {
            InMemoryNode(type, id: id) {
                for line in 0..<30 { InMemoryNode(.staticText, label: "Line \(line)") }
            }
        }
    }

    @Test func rightAndLeftMoveHorizontally() {
        let driver = Self.carouselApp()
        expectNoFailures(on: driver) {
            let carousel = ScrollView(id: "Carousel")
            let second = Image(id: "Page 2")
            #expect(second.frame.minX == 390)
            carousel.scroll(.right)
            // (0.66 - 0.5) × 390 = 62.4 pt to the left.
            #expect(abs(second.frame.minX - (390 - 0.16 * 390)) < 0.01)
            #expect(second.determine(.visible, timeout: 0))
            #expect(Image(id: "Page 1").frame.minY == 0, "no vertical movement")
            carousel.scroll(.left)
            #expect(second.frame.minX == 390, "back to the start, not beyond")
        }
    }

    @Test func verticalScrollDoesNotMoveHorizontally() {
        let driver = Self.carouselApp()
        expectNoFailures(on: driver) {
            ScrollView(id: "Carousel").scroll(.downwards)
            #expect(Image(id: "Page 2").frame.minX == 390)
            #expect(Image(id: "Page 1").frame.minY == 0, "the content is no taller than the view")
        }
    }

    @Test func customDragsUseTheirPoints() {
        let driver = Self.longContent(.scrollView, id: "Feed")
        expectNoFailures(on: driver) {
            let line = Label(id: "Line 29")
            #expect(line.frame.minY == 1276, "29 × 44")
            ScrollView(id: "Feed").scroll(.from(.bottom, to: .top))
            // A full-height drag moves 844 pt, clamped to 30 × 44 - 844 = 476.
            #expect(line.frame.minY == 800, "29 × 44 - 476")
            ScrollView(id: "Feed").scroll(.from(NormalizedCoordinate(dx: 0.5, dy: 0.4), to: NormalizedCoordinate(dx: 0.5, dy: 0.5)))
            #expect(abs(line.frame.minY - 884.4) < 0.01, "moved back down by 0.1 × 844")
        }
        #expect(driver.actionLog.first == "drag from (0.50, 1.00) to (0.50, 0.00) scrollView id=Feed")
    }

    @Test(arguments: [ElementType.table, .collectionView, .webView, .textView])
    func everyScrollingTypeScrolls(type: ElementType) {
        let driver = Self.longContent(type, id: "Content")
        expectNoFailures(on: driver) {
            let before = Label(id: "Line 0").frame.minY
            switch type {
            case .table: Table(id: "Content").scroll(.downwards)
            case .collectionView: CollectionView(id: "Content").scroll(.downwards)
            case .webView: WebView(id: "Content").scroll(.downwards)
            default: TextView(id: "Content").scroll(.downwards)
            }
            #expect(Label(id: "Line 0").frame.minY < before)
        }
    }

    @Test func draggingAChildScrollsItsContainer() {
        let driver = Self.longContent(.scrollView, id: "Feed")
        expectNoFailures(on: driver) {
            ElementOperations.perform(.drag(from: .middle, to: .topThird), on: Label(id: "Line 3"),
                                      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            #expect(Label(id: "Line 0").frame.minY < 0)
        }
    }

    @Test func dragBehavioursRun() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.scrollView, id: "Feed") {
                InMemoryNode(.staticText, label: "Only")
            }.on(.drag) { _ in log.append("drag") }
        }
        expectNoFailures(on: driver) { ScrollView(id: "Feed").scroll(.upwards) }
        #expect(log.events == ["drag"])
    }

    @Test func scrollingAMissingViewFails() throws {
        let driver = app { InMemoryNode(.button, label: "x") }
        #expect(causes(on: driver) { ScrollView(id: "Nope").scroll(.downwards) } == [Cause(
            .notFound(query: "App › ScrollView \"Nope\""), attempt: "drag from (0.50, 0.50) to (0.50, 0.33) ScrollView \"Nope\"", timeout: 0.3
        )])
    }

    @Test func scrollingAHiddenViewFails() throws {
        let driver = app {
            InMemoryNode(.button, label: "x")
            InMemoryNode(.scrollView, id: "Offscreen") {
                InMemoryNode(.staticText, label: "y")
            }.frame(CGRect(x: 0, y: 2000, width: 390, height: 100))
        }
        #expect(causes(on: driver) { ScrollView(id: "Offscreen").scroll(.downwards) }.map(\.reason) == [.notActionable("it is not visible")])
    }
}

@Suite("Scroll positions, as engines that read them cheaply report them")
struct ScrollPositionTests {
    private func position(y: Double = 0, height: Double = 1000, count: Int = 20, text: Int = 7) -> ScrollPosition {
        ScrollPosition(offset: CGPoint(x: 0, y: y), contentSize: CGSize(width: 300, height: height), nodeCount: count, textFingerprint: text)
    }

    @Test func moreNodesMoreContentOrOtherTextIsGrowthAMoveIsNot() {
        let before = position()
        #expect(!position(y: 400).grew(from: before), "a move alone is not growth")
        #expect(position(y: 400) != before, "but it is a change")
        #expect(position(count: 30).grew(from: before), "rows appended")
        #expect(position(height: 1400).grew(from: before), "content taller")
        #expect(position(text: 8).grew(from: before), "rows recycled with new text")
        #expect(!position(height: 800, count: 10).grew(from: before), "rows removed is no growth")
        #expect(position() == before)
    }
}
