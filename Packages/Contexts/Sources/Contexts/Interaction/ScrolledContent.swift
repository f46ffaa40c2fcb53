import ElementCore
import Foundation

/// What a scrollable shows, read between scrolls to tell whether a scroll did anything: the
/// nodes inside it, with their names and boxes. Content that moved has other boxes; content
/// that grew (a lazy list appending rows) has names not seen before. Engines that read a
/// scroller's position cheaply (``ScrollPositionReading``) give that instead of every node.
struct ScrolledContent: Equatable {
    private struct Node: Equatable {
        let name: String
        let frame: CGRect
    }

    private var nodes: [Node] = []
    private var position: ScrollPosition?

    /// The nodes inside `container` now, without waiting; empty when it cannot be read.
    static func read(inside container: any Element, driver: any Engine) -> ScrolledContent {
        if let reader = driver.capability(ScrollPositionReading.self),
           let position = try? reader.scrollPosition(of: container.query) {
            return ScrolledContent(position: position)
        }
        var query = container.query
        query.steps.append(QueryStep(type: .any, id: nil, index: nil))
        let matches = (try? driver.matches(query)) ?? []
        return ScrolledContent(nodes: matches.map { Node(name: $0.identifier + "\u{1F}" + $0.label, frame: $0.frame) })
    }

    /// Whether this content has nodes `earlier` did not have: more of them, or new names.
    func grew(from earlier: ScrolledContent) -> Bool {
        if let position, let before = earlier.position { return position.grew(from: before) }
        if nodes.count > earlier.nodes.count { return true }
        let known = Set(earlier.nodes.map(\.name))
        return nodes.contains { !known.contains($0.name) }
    }

    /// The element whose content a scroll of `scrollable` moves: the scrollable itself, a
    /// screen's trait, else the sought element's parent.
    static func container(of scrollable: any Scrollable, seeking element: any Element) -> any Element {
        if let element = scrollable as? any Element { return element }
        if let screen = scrollable as? any Screen { return screen.trait }
        return element.parent
    }
}
