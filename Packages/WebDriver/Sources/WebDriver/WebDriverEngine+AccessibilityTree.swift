import ElementCore
import Foundation

extension WebDriverEngine: AccessibilityTreeReading {
    /// The page as the engine's queries see it (``pageTree()``), one node a line, indented by
    /// depth: `button "Log in" id=LogInButton [hidden] [disabled]`. `nil` when it cannot be read
    /// (no page, a native dialog open).
    public func accessibilityTree() -> PageSource? {
        guard let tree = try? pageTree() else { return nil }
        return PageSource(name: "accessibility-tree.txt", mediaType: "text/plain", text: Self.describe(tree))
    }

    static func describe(_ tree: PageTree) -> String {
        var depth: [Int] = []
        var lines = ["Page: \(tree.url)"]
        for node in tree.nodes {
            let level = node.parent.map { depth[$0] + 1 } ?? 0
            depth.append(level)
            var line = String(repeating: "  ", count: level) + (node.role.isEmpty ? node.snapshot.type.name : node.role)
            line += " — " + node.snapshot.description
            if !node.snapshot.isVisible { line += " [hidden]" }
            if !node.snapshot.isEnabled { line += " [disabled]" }
            if node.snapshot.isSelected { line += " [selected]" }
            if node.snapshot.hasKeyboardFocus { line += " [focused]" }
            lines.append(line)
        }
        if tree.isTruncated { lines.append("… (the page has more nodes than the engine reports)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
