import ElementCore
import Foundation
import WebDriver

/// Builds page trees for the planner's tests: nodes in document order, each with its depth.
struct TreeBuilder {
    private(set) var nodes: [PageTree.Node] = []
    private var stack: [(depth: Int, index: Int)] = []

    /// Adds a node `depth` levels below the top.
    mutating func add(_ depth: Int, _ type: ElementType, id: String = "", label: String = "", role: String = "",
                      visible: Bool = true, value: String? = nil) {
        while let last = stack.last, last.depth >= depth { stack.removeLast() }
        let snapshot = ElementSnapshot(type: type, identifier: id, label: label, value: value, isVisible: visible)
        nodes.append(PageTree.Node(snapshot: snapshot, role: role, parent: stack.last?.index))
        stack.append((depth, nodes.count - 1))
    }

    func tree(url: String = "http://localhost:8080/list", target: Int? = nil) -> PageTree {
        PageTree(nodes: nodes, url: url, target: target)
    }
}

enum Trees {
    /// A list page: a nav bar with a title, a table of three cells each with the same Delete
    /// button and a title text repeating the cell's name, two unnamed "More" links, a field.
    static var list: PageTree {
        var builder = TreeBuilder()
        builder.add(0, .navigationBar, id: "NavBar")
        builder.add(1, .other, id: "ListHeader", label: "Things", role: "heading")
        builder.add(1, .button, id: "ProfileButton", label: "Profile")
        builder.add(0, .table, id: "ThingsTable", label: "Things")
        for number in 1...3 {
            builder.add(1, .cell, id: "Thing-\(number)", label: "Thing \(number)")
            builder.add(2, .staticText, label: "Thing \(number)")
            builder.add(2, .button, label: "Delete")
        }
        builder.add(0, .other, id: "Footer")
        builder.add(1, .link, label: "More")
        builder.add(1, .link, label: "More")
        builder.add(0, .textField, id: "SearchField", label: "Search")
        builder.add(0, .staticText, label: "Below the fold", visible: false)
        return builder.tree()
    }
}
