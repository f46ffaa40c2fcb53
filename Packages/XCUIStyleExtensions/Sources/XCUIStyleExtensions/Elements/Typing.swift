import ElementCore
import Foundation

/// Typing that keeps secure text secret even for elements of a generic type.
enum Typing {
    /// Whether text typed into `element` must stay out of logs: its type is a secure text
    /// field, or its type is generic and the node it designates right now is one.
    static func isSecure(_ element: any Element) -> Bool {
        if element.type == .secureTextField { return true }
        guard element.type == .any || element.type == .other, let driver = Engine.current else { return false }
        return (try? driver.resolve(element.query))?.snapshot?.type == .secureTextField
    }

    @discardableResult
    static func type(_ text: String, into element: any Element, timeout: TimeInterval?, at site: CallSite) -> Bool {
        ElementOperations.perform(
            .typeText(text, isSecure: isSecure(element)), on: element, timeout: timeout,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }
}
