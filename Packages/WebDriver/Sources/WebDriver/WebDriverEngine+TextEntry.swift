import ElementCore
import Foundation
import WebDriverClient

// Entering text: typing key by key, deleting, and filling (replacing the text in one action).
extension WebDriverEngine {
    /// The element checked and focused for `action` (`prepareEdit`, one request), or `nil` when
    /// a native dialog blocks the page and took the whole action instead (``NativeDialog``).
    private func preparedForEditing(_ query: ElementQuery, action: ElementAction) throws(EngineError) -> PreparedNode? {
        guard let node = try EngineErrors.unlessDialog({ () throws(EngineError) in
            try prepared(query, call: "prepareEdit", options: .object([:]), what: "\(action)")
        }) else {
            try NativeDialog.perform(action, on: query, engine: self)
            return nil
        }
        return node
    }

    /// Focuses the element (its check, in one request) and sends `text` as keys (``Key``
    /// constants are keys) in a second. `false` when a native dialog took the whole action.
    @discardableResult
    func keys(_ text: String, redacted: Bool, on query: ElementQuery, action: ElementAction) throws(EngineError) -> Bool {
        guard let node = try preparedForEditing(query, action: action) else { return false }
        try command("\(action) into \(query)") { session in
            try session.page.type(text, into: node.reference, focused: node.focused, redacted: redacted)
        }
        return true
    }

    /// Types `text` as ``TypedText`` says (see ``LiteralText``): one Send Keys, its keys as
    /// WebDriver's key codes; refused characters fail before anything is typed. Only a tab in
    /// a multi-line field, inserted as text, needs a request of its own.
    func typeLiterally(_ text: String, redacted: Bool, on query: ElementQuery, action: ElementAction) throws(EngineError) {
        let parts = try TypedText.parts(of: text, into: "\(query)")
        guard parts.contains(.key(.tab)) else {
            try keys(LiteralText.keyText(parts), redacted: redacted, on: query, action: action)
            return
        }
        guard let reference = try preparedForEditing(query, action: action)?.reference else { return }
        let isMultiLine = try command("check whether \(query) takes tabs as text") { session in
            try session.page.read(LiteralText.isMultiLineScript, arguments: [reference.json]).boolValue ?? false
        }
        guard isMultiLine else {
            return try command("\(action) into \(query)") { session in
                try session.page.type(LiteralText.keyText(parts), into: reference, redacted: redacted)
            }
        }
        for run in LiteralText.multiLineRuns(parts) {
            if run.isInsertedTabs {
                let inserted = try command("\(action) into \(query)") { session in
                    try session.page.act(LiteralText.insertScript, arguments: [reference.json, .string(run.text)], redacted: redacted).boolValue
                }
                guard inserted == true else {
                    throw .engineFailure("Could not \(action) into \(query): the page refused to insert a tab as text.")
                }
            } else {
                try command("\(action) into \(query)") { session in
                    try session.page.type(run.text, into: reference, redacted: redacted)
                }
            }
        }
    }

    /// Replaces the text in one check and one input: the check focuses the element and says
    /// whether it holds plain text, and the page channel selects it all and enters `text` (over
    /// the tab, inserting its characters at once). A tab, which a multi-line field takes as
    /// text, is typed after clearing, as ``typeLiterally(_:redacted:on:action:)`` types it.
    func fill(_ text: String, redacted: Bool, on query: ElementQuery, action: ElementAction) throws(EngineError) {
        let parts = try TypedText.parts(of: text, into: "\(query)")
        if parts.contains(.key(.tab)) {
            // A dialog's prompt took the whole text already: it is not typed a second time.
            guard try keys(ClassicPageChannel.clearing, redacted: false, on: query, action: action) else { return }
            return try typeLiterally(text, redacted: redacted, on: query, action: action)
        }
        guard let node = try preparedForEditing(query, action: action) else { return }
        try command("\(action) into \(query)") { session in
            try session.page.fill(LiteralText.keyText(parts), into: node.reference, focused: node.focused,
                                  insertable: node.insertable, redacted: redacted)
        }
    }
}
