import ElementCore
import Foundation
import WebDriverClient

// Hovering, key presses and drag and drop in the browser, with real input where WebDriver
// has it (pointer moves, key actions) and HTML5 drag events where it does not.
extension WebDriverEngine {
    /// Options for actionability checks that press nothing: no enabled check, no press guard.
    private static let pressless: JSONValue = .object(["requireEnabled": .bool(false), "noGuard": .bool(true)])

    /// Moves the mouse to the element's centre, once it is visible, stable and uncovered.
    func hover(_ query: ElementQuery, in scope: FrameScope) throws(EngineError) {
        let node = try prepared(query, call: "prepareTap", options: Self.pressless, what: "hover over")
        let at = scope.pointer(at: node.point, anchor: node.reference, center: node.center)
        try command("hover over \(query)") { session in
            try session.page.perform([.pointer(id: "mouse", type: .mouse, actions: [.move(x: at.point.x, y: at.point.y, origin: at.origin)])])
        }
    }

    /// Focuses the element (unless the query is the page itself) and presses the key with its
    /// modifiers, as real key input: the page sees keydown, keypress, input and keyup.
    func press(_ key: ElementCore.Key, modifiers: KeyModifiers, on query: ElementQuery) throws(EngineError) {
        let action = ElementAction.pressKey(key, modifiers: modifiers)
        if !query.steps.isEmpty {
            let node = try EngineErrors.unlessDialog({ () throws(EngineError) in
                try prepared(query, call: "prepareEdit", options: .object(["keepSelection": .bool(true)]), what: "\(action)")
            })
            guard node != nil else { return try NativeDialog.perform(action, on: query, engine: self) }
        }
        let held = Self.keyValues(of: modifiers)
        let value = Self.keyValue(of: key)
        let actions: [KeyAction] = held.map(KeyAction.down) + [.down(value), .up(value)] + held.reversed().map(KeyAction.up)
        try command("\(action) in \(query)") { session in
            try session.page.perform([.key(id: "keyboard", actions: actions)], redacted: key.isSecret)
        }
    }

    /// Drags the element onto the target (`targetQuery`, the steps of `shown` in the same page
    /// or frame): HTML5 drag events for a `draggable` element, a pointer press, move and release
    /// otherwise.
    func dragAndDrop(_ query: ElementQuery, onto targetQuery: ElementQuery, shownAs shown: ElementQuery,
                     in scope: FrameScope) throws(EngineError) {
        let target: PreparedNode
        do {
            target = try prepared(targetQuery, call: "prepareTap", options: Self.pressless, what: "drop onto")
        } catch {
            // The target's steps are not the dragged element's: never report them as its own.
            switch error {
            case .notFound, .ambiguous, .notActionable:
                throw .notActionable(reason: "its drop target \(shown) is not ready: \(scope.shifted(error).explanation(for: shown))")
            default: throw error
            }
        }
        let source = try prepared(query, call: "prepareTap", options: Self.pressless, what: "drag")
        let (sourceReference, targetReference, from, to) = (source.reference, target.reference, source.point, target.point)
        let reply = try runtimeCall("return ttk.dragHTML5(arguments[0], arguments[1]);",
                                    arguments: [sourceReference.json, targetReference.json],
                                    as: DragReply.self, what: "drag \(query)")
        if reply.html5 {
            guard reply.ok == true else {
                let reason = reply.reason ?? "the drag did not happen"
                if reply.fatal == true { throw .unsupported("Cannot drag \(query): \(reason).") }
                throw .notActionable(reason: reason)
            }
            return
        }
        // Past a few points of movement, pages start a pointer drag; then glide to the target.
        let start = scope.pointer(at: from, anchor: sourceReference, center: source.center)
        let end = scope.pointer(at: to, anchor: targetReference, center: target.center)
        try command("drag \(query) onto \(shown)") { session in
            try session.page.perform([.pointer(id: "mouse", type: .mouse, actions: [
                .move(x: start.point.x, y: start.point.y, origin: start.origin), .down(),
                .move(x: 4, y: 4, origin: .pointer, duration: 0.05),
                .move(x: end.point.x, y: end.point.y, origin: end.origin, duration: 0.25), .pause(0.05), .up(),
            ])])
        }
    }

    /// The W3C key value of `key`.
    static func keyValue(of key: ElementCore.Key) -> String {
        switch key.kind {
        case .enter: return WebDriverClient.Key.enter
        case .escape: return WebDriverClient.Key.escape
        case .tab: return WebDriverClient.Key.tab
        case .space: return WebDriverClient.Key.space
        case .backspace: return WebDriverClient.Key.backspace
        case .delete: return WebDriverClient.Key.delete
        case .arrowUp: return WebDriverClient.Key.arrowUp
        case .arrowDown: return WebDriverClient.Key.arrowDown
        case .arrowLeft: return WebDriverClient.Key.arrowLeft
        case .arrowRight: return WebDriverClient.Key.arrowRight
        case .home: return WebDriverClient.Key.home
        case .end: return WebDriverClient.Key.end
        case .pageUp: return WebDriverClient.Key.pageUp
        case .pageDown: return WebDriverClient.Key.pageDown
        case .character(let character): return String(character)
        }
    }

    /// The W3C key values of the modifiers, in the order they are pressed. The platform's
    /// shortcut modifier is Command when the browser runs on an Apple system, Control elsewhere.
    static func keyValues(of modifiers: KeyModifiers) -> [String] {
        #if canImport(Darwin)
        let resolved = modifiers.resolvingPrimary(onApple: true)
        #else
        let resolved = modifiers.resolvingPrimary(onApple: false)
        #endif
        let pairs: [(KeyModifiers, String)] = [(.control, WebDriverClient.Key.control), (.option, WebDriverClient.Key.alt),
                                               (.command, WebDriverClient.Key.meta), (.shift, WebDriverClient.Key.shift)]
        return pairs.filter { resolved.contains($0.0) }.map(\.1)
    }
}
