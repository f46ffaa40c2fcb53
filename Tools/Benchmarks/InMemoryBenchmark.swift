import ElementCore
import Foundation
import InMemoryEngine

/// A 10,000-node tree: the app, a scroll view, 100 sections of 98 nodes (labels, buttons,
/// cells) and a footer of 98 labels.
enum InMemoryBenchmark {
    static func tree() -> InMemoryApp {
        InMemoryApp {
            InMemoryNode(.scrollView, id: "Scroll") {
                for section in 0..<100 {
                    InMemoryNode(.other, id: "Section \(section)") {
                        for item in 0..<98 {
                            InMemoryNode(item % 3 == 0 ? .button : item % 3 == 1 ? .staticText : .cell,
                                         id: "Item \(section)-\(item)", label: "Item \(section * 100 + item)")
                        }
                    }
                }
                for item in 0..<98 {
                    InMemoryNode(.staticText, id: "Footer \(item)")
                }
            }
        }
    }

    static func run(iterations: Int) {
        let driver = InMemoryEngine(app: tree())
        let last = Button(id: "Item 99-96")
        let scoped = Button(id: "Item 99-96", parent: View(id: "Section 99"))
        let nodes = 1 + 1 + 100 * 99 + 98
        withEngine(driver) {
            _ = last.exists // lays the tree out once
            let deepest = Statistics.medianMilliseconds(iterations) { _ = try? driver.resolve(last.query) }
            let parentScoped = Statistics.medianMilliseconds(iterations) { _ = try? driver.resolve(scoped.query) }
            let exists = Statistics.medianMilliseconds(iterations) { _ = last.exists }
            let afterChange = Statistics.medianMilliseconds(max(10, iterations / 10)) {
                driver.update { ui in ui.setValue("x", of: "Item 0-1") }
                _ = try? driver.resolve(last.query)
            }
            print("in-memory engine, \(nodes)-node tree (target: a query ≤ 1 ms)")
            print("  resolve the last button (whole tree scanned)  \(Statistics.format(deepest))")
            print("  resolve it inside its parent                 \(Statistics.format(parentScoped))")
            print("  element.exists (query built + resolved)       \(Statistics.format(exists))")
            print("  resolve after a change (tree laid out again)  \(Statistics.format(afterChange))")
        }
    }
}
