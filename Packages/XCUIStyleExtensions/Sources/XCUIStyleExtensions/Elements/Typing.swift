import ElementCore
import Foundation

/// Typing that keeps secure text secret even for elements of a generic type.
enum Typing {
    /// Whether text typed into `element` must stay out of logs: its type is a secure text
    /// field, or its type is generic and the node it designates now is one — or cannot be
    /// resolved yet, so its kind is unknown: better masked than leaked.
    static func isSecure(_ element: any Element) -> Bool {
        if element.type == .secureTextField { return true }
        guard element.type == .any || element.type == .other else { return false }
        guard let driver = currentEngine, let node = (try? driver.resolve(element.query))?.snapshot else { return true }
        return node.type == .secureTextField
    }

    @discardableResult
    static func type(_ text: String, into element: any Element, timeout: TimeInterval?, at site: CallSite) -> Bool {
        ElementOperations.perform(
            .typeText(text, isSecure: isSecure(element)), on: element, timeout: timeout,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }
}
