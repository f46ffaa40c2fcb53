import ElementCore
import Foundation

extension Keyboard {
    /// The keys ``hide(keys:fileID:filePath:line:column:)`` looks for, in order: iPad's
    /// "Hide keyboard", then "Done", then "Return".
    public static let hidingKeys = ["Hide keyboard", "Done", "Return"]

    /// Taps the first of `keys` (matched by identifier or label, as a key or a button of the
    /// keyboard) to dismiss the keyboard. Does nothing when no keyboard is shown.
    ///
    /// Records a failure when the keyboard is shown but has none of the keys.
    ///
    /// - Returns: whether a key was tapped.
    @discardableResult
    public func hide(
        keys: [String] = Keyboard.hidingKeys,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        guard determine(.exists, timeout: 0) else { return false }
        let keyOrButton: EasyPredicate = .or([.type(.key), .type(.button)])
        for id in keys {
            let key = MatchingElement(id: id, index: 0, parent: self, predicate: keyOrButton)
            if key.determine(.exists, timeout: 0) {
                return ElementOperations.perform(.tap, on: key, fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
        let listed = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        Failures.record(
            XCUIStyleFailure(.notFound, attempt: "hide the keyboard", query: queryDescription, detail: listed, description: """
            Cannot hide the keyboard: it has none of the keys \(listed).
              Query:     \(queryDescription)
              Pass the key that dismisses this keyboard: hideKeyboard(keys: ["Go"]).
            """),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return false
    }
}

extension Element {
    /// Dismisses the software keyboard of this element's app, if one is shown, by tapping its
    /// "Hide keyboard", "Done" or "Return" key (or the first of `keys`). Without a keyboard it
    /// does nothing.
    ///
    /// - Returns: the element, for chaining: `field.clearAndType("x").hideKeyboard()`.
    @discardableResult
    public func hideKeyboard(
        keys: [String] = Keyboard.hidingKeys,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        Keyboard(parent: Application(query.app)).hide(keys: keys, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }
}
