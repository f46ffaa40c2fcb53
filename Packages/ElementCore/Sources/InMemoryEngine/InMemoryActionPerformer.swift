import ElementCore
import Foundation

/// Performs one action on one node: the actionability checks, then the default reaction
/// of the node's type, then the behaviours attached to it.
struct InMemoryActionPerformer {
    let driver: InMemoryEngine
    let app: InMemoryRunningApp
    let layout: InMemoryLayout
    let node: InMemoryNode
    /// Where a drag and drop releases the node.
    var dropTarget: InMemoryNode?

    var textTypes: Set<ElementType> { [.textField, .secureTextField, .textView, .searchField] }

    func perform(_ action: ElementAction) throws(EngineError) {
        switch action {
        case .tap, .twoFingerTap:
            try requireHittable()
            try requireEnabled()
            tapDefaults()
            run(.tap)
        case .doubleTap:
            try requireHittable()
            try requireEnabled()
            tapDefaults()
            run(.tap)
            run(.doubleTap)
        case .longPress:
            try requireHittable()
            try requireEnabled()
            run(.longPress)
        case .tapCoordinate:
            guard layout.isVisible(node) else { throw .notActionable(reason: "it is not visible") }
            tapDefaults()
            run(.tap)
        case .typeText(let text, _):
            try type(text)
        case .deleteText(let count):
            try requireEditable()
            driver.focusedNode = node
            if node.type == .secureTextField {
                node.secureText = String(node.secureText.dropLast(count))
                node.value = String(repeating: "•", count: node.secureText.count)
            } else {
                node.value = String(currentText().dropLast(count))
            }
            run(.textChange)
        case .clearText:
            try requireEditable()
            node.secureText = ""
            node.value = ""
            run(.textChange)
        case .fillText(let text, _):
            _ = try TypedText.parts(of: text, into: node.summary)  // refused characters change nothing
            try requireEditable()
            node.secureText = ""
            node.value = ""
            if text.isEmpty { run(.textChange) } else { try type(text) }
        case .drag(let from, let to):
            try requireVisible()
            scroll(from: from, to: to)
            run(.drag)
        case .adjustSlider(let position):
            try requireVisible()
            try requireEnabled()
            node.value = "\(Int((position * 100).rounded()))%"
            run(.valueChange)
        case .adjustPickerWheel(let value):
            try requireVisible()
            try requireEnabled()
            if let options = node.options, !options.contains(value) {
                throw .unsupported("\(node.summary) has no value \"\(value)\"; its values are \(options.map { "\"\($0)\"" }.joined(separator: ", ")).")
            }
            node.value = value
            run(.valueChange)
        case .refresh:
            try requireVisible()
            guard node.behaviours[.refresh]?.isEmpty == false else {
                throw .unsupported("\(node.summary) cannot be refreshed: attach a behaviour with .on(.refresh) { … }.")
            }
            run(.refresh)
        case .hover:
            try requireVisible()
            run(.hover)
        case .pressKey(let key, let modifiers):
            try press(key, modifiers: modifiers)
        case .upload(let files):
            try chooseFiles(files)
        case .dragAndDrop:
            try requireHittable()
            guard let dropTarget else { throw .notActionable(reason: "its drop target cannot be found") }
            guard layout.isVisible(dropTarget) else { throw .notActionable(reason: "its drop target \(dropTarget.summary) is not visible") }
            for behaviour in dropTarget.behaviours[.drop] ?? [] {
                behaviour(InMemoryUI(this: dropTarget, root: app.root, driver: driver))
            }
        }
    }

    /// Presses `key` in the node, or in the focused node when the node is the app: a typing
    /// key without modifiers edits a text node's value, then the node's key behaviours run.
    private func press(_ key: Key, modifiers: KeyModifiers) throws(EngineError) {
        let target: InMemoryNode
        if node.type == .application {
            guard let focused = driver.focusedNode else { throw .notActionable(reason: "nothing has the keyboard focus") }
            target = focused
        } else {
            try requireHittable()
            target = node
            if textTypes.contains(node.type) { driver.focusedNode = node }
        }
        let performer = InMemoryActionPerformer(driver: driver, app: app, layout: layout, node: target)
        if textTypes.contains(target.type), modifiers.isEmpty || modifiers == .shift {
            let isSecure = target.type == .secureTextField
            let text = isSecure ? target.secureText : performer.currentText()
            var edited: String?
            switch key.kind {
            case .character(let character): edited = text + (modifiers == .shift ? character.uppercased() : String(character))
            case .space: edited = text + " "
            case .backspace: edited = String(text.dropLast())
            default: break
            }
            if let edited {
                if isSecure {
                    target.secureText = edited
                    target.value = String(repeating: "•", count: edited.count)
                } else {
                    target.value = edited
                }
                performer.run(.textChange)
            }
        }
        performer.run(.keyPress(key))
    }

    /// Chooses files in a file input: they replace what it held, and its value lists their names.
    private func chooseFiles(_ files: [URL]) throws(EngineError) {
        guard node.acceptsFiles else {
            throw .unsupported("\(node.summary) is not a file input: it cannot hold files (make it one with .acceptingFiles()).")
        }
        guard files.count <= 1 || node.acceptsMultipleFiles else {
            throw .unsupported("\(node.summary) takes one file, not \(files.count) (it does not accept multiple files).")
        }
        try requireEnabled()
        node.chosenFiles = files
        node.value = files.map(\.lastPathComponent).joined(separator: "\n")
        run(.filesChosen)
    }

    func currentText() -> String {
        guard let value = node.value, value != node.placeholder else { return "" }
        return value
    }

    private func tapDefaults() {
        switch node.type {
        case .switch, .toggle, .checkBox:
            // A mixed checkbox becomes checked, as the tri-state checkbox pattern does.
            let isOn = ["1", "true", "on", "yes", "checked"].contains(node.value?.lowercased() ?? "")
            node.value = isOn && !node.states.isMixed ? "0" : "1"
            node.states.isMixed = false
        case _ where textTypes.contains(node.type):
            driver.focusedNode = node
        default:
            break
        }
    }

    private func scroll(from: NormalizedCoordinate, to: NormalizedCoordinate) {
        var container: InMemoryNode? = node
        while let candidate = container, !candidate.isScrollContainer { container = candidate.parentNode }
        guard let container else { return }
        let frame = layout.frame(of: container)
        let content = layout.contentSize(of: container)
        let dx = (from.dx - to.dx) * frame.width
        let dy = (from.dy - to.dy) * frame.height
        let maxX = max(0, content.width - frame.width)
        let maxY = max(0, content.height - frame.height)
        container.contentOffset = CGPoint(
            x: min(max(0, container.contentOffset.x + dx), maxX),
            y: min(max(0, container.contentOffset.y + dy), maxY)
        )
    }

    func run(_ event: InMemoryEvent) {
        for behaviour in node.behaviours[event] ?? [] {
            behaviour(InMemoryUI(this: node, root: app.root, driver: driver))
        }
    }

    private func requireVisible() throws(EngineError) {
        guard layout.isVisible(node) else { throw .notActionable(reason: "it is not visible") }
    }

    private func requireHittable() throws(EngineError) {
        if let reason = layout.notHittableReason(node) { throw .notActionable(reason: reason) }
    }

    private func requireEnabled() throws(EngineError) {
        guard node.isEnabled else { throw .notActionable(reason: "it is disabled") }
    }

    func requireEditable() throws(EngineError) {
        try requireHittable()
        try requireEnabled()
        guard textTypes.contains(node.type) else {
            throw .unsupported("\(node.summary) does not accept text.")
        }
    }
}
