import ElementCore

/// Typing, as ``TypedText`` says every engine types: characters edit the focused node, and the
/// characters that stand for keys press them there.
extension InMemoryActionPerformer {
    /// Types `text` into the node, refusing what ``TypedText`` refuses before anything changes.
    ///
    /// Enter runs the node's `.keyPress(.enter)` behaviours (a single-line field's "submit"),
    /// after starting a new line in a text view; Tab types a tab in a text view, and elsewhere
    /// runs `.keyPress(.tab)` and moves the focus to the next visible, enabled text node in
    /// document order, where the rest of the text goes; Backspace erases the last character;
    /// Escape only runs `.keyPress(.escape)`.
    func type(_ text: String) throws(EngineError) {
        let parts = try TypedText.parts(of: text, into: node.summary)
        try requireEditable()
        var target = InMemoryActionPerformer(driver: driver, app: app, layout: layout, node: node)
        driver.focusedNode = node
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let characters):
                target.edit { $0 + characters }
            case .key(let key):
                guard let next = target.typeKey(key) else {
                    guard index == parts.count - 1 else {
                        throw .unsupported("Tab left \(target.node.summary), the last text field, so the rest of the text typed into \(node.summary) had nowhere to go.")
                    }
                    return
                }
                target = next
            }
        }
    }

    /// Presses a key typed text stands for; returns the performer of the node that has the
    /// focus afterwards (`nil` when a Tab left the last text node).
    private func typeKey(_ key: Key) -> InMemoryActionPerformer? {
        let isMultiLine = node.type == .textView
        switch key.kind {
        case .enter:
            if isMultiLine { edit { $0 + "\n" } }
            run(.keyPress(key))
        case .tab where isMultiLine:
            edit { $0 + "\t" }
        case .tab:
            run(.keyPress(key))
            let fields = app.root.subtree.filter { textTypes.contains($0.type) && $0.isEnabled && layout.isVisible($0) }
            guard let position = fields.firstIndex(where: { $0 === node }), position + 1 < fields.count else {
                driver.focusedNode = nil
                return nil
            }
            let next = fields[position + 1]
            driver.focusedNode = next
            return InMemoryActionPerformer(driver: driver, app: app, layout: layout, node: next)
        case .backspace:
            edit { String($0.dropLast()) }
            run(.keyPress(key))
        default:
            run(.keyPress(key))
        }
        return self
    }

    /// Changes the node's text (a secure field's hidden text, shown as bullets) and runs its
    /// `.textChange` behaviours.
    private func edit(_ change: (String) -> String) {
        if node.type == .secureTextField {
            node.secureText = change(node.secureText)
            node.value = String(repeating: "•", count: node.secureText.count)
        } else {
            node.value = change(currentText())
        }
        run(.textChange)
    }
}
