import Foundation

/// The CDP `Input.dispatchMouseEvent` parameters for one mouse's or wheel's W3C actions, as
/// chromedriver dispatches them, for the sequences that need no state beyond themselves.
enum MouseInput {
    /// One thing to do: dispatch an event, or wait.
    enum Step: Equatable {
        case event([String: JSONValue])
        case pause(TimeInterval)
    }

    /// The steps for one input source's sequence: one mouse's pointer actions (see
    /// ``steps(for:)``) or one wheel's scrolls relative to the viewport, each a single
    /// `mouseWheel` event followed by its duration, as chromedriver dispatches it. `nil` for
    /// everything else (keys, touch, pens, several sources at once): the classic command's.
    static func steps(for sequences: [ActionSequence]) -> [Step]? {
        guard sequences.count == 1 else { return nil }
        switch sequences[0] {
        case .pointer(_, .mouse, let actions): return steps(for: actions)
        case .wheel(_, let actions): return wheelSteps(for: actions)
        default: return nil
        }
    }

    private static func wheelSteps(for actions: [WheelAction]) -> [Step]? {
        var steps: [Step] = []
        for action in actions {
            switch action {
            case .scroll(let x, let y, let deltaX, let deltaY, .viewport, let duration) where x >= 0 && y >= 0:
                steps.append(.event(["type": "mouseWheel", "x": .number(x.rounded()), "y": .number(y.rounded()),
                                     "deltaX": .number(deltaX.rounded()), "deltaY": .number(deltaY.rounded()),
                                     "button": "none", "buttons": 0]))
                if let duration, duration > 0 { steps.append(.pause(duration)) }
            case .scroll:
                return nil
            case .pause(let duration):
                if let duration, duration > 0 { steps.append(.pause(duration)) }
            }
        }
        return steps
    }

    /// Presses at the same point within this many seconds count as one multi-click (a double
    /// click's second press has `clickCount` 2), as in chromedriver.
    static let multiClickInterval: TimeInterval = 0.5

    /// The steps for `actions`, or `nil` when the classic command must perform them: a move
    /// relative to the pointer or an element, a move with a duration (interpolated), a point
    /// left of or above the viewport, or a button still held at the end (chromedriver keeps
    /// input state between commands; these sequences leave none).
    static func steps(for actions: [PointerAction]) -> [Step]? {
        var steps: [Step] = []
        var x = 0.0, y = 0.0
        var held: Set<MouseButton> = []
        var lastPress: (x: Double, y: Double, button: MouseButton, count: Int)?
        var sinceLastPress: TimeInterval = 0
        for action in actions {
            switch action {
            case .move(let toX, let toY, .viewport, let duration) where (duration ?? 0) == 0 && toX >= 0 && toY >= 0:
                x = toX.rounded()
                y = toY.rounded()
                steps.append(.event(["type": "mouseMoved", "x": .number(x), "y": .number(y),
                                     "button": .string(held.min(by: { $0.rawValue < $1.rawValue }).map(name) ?? "none"),
                                     "buttons": .number(Double(mask(held)))]))
            case .move:
                return nil
            case .down(let button):
                held.insert(button)
                var count = 1
                if let last = lastPress, last.x == x, last.y == y, last.button == button, sinceLastPress < multiClickInterval {
                    count = last.count + 1
                }
                lastPress = (x, y, button, count)
                sinceLastPress = 0
                steps.append(.event(press("mousePressed", button: button, held: held, x: x, y: y, count: count)))
            case .up(let button):
                held.remove(button)
                let count = lastPress.map { $0.button == button ? $0.count : 1 } ?? 1
                steps.append(.event(press("mouseReleased", button: button, held: held, x: x, y: y, count: count)))
            case .pause(let duration):
                guard let duration, duration > 0 else { continue }
                sinceLastPress += duration
                steps.append(.pause(duration))
            }
        }
        return held.isEmpty ? steps : nil
    }

    private static func press(_ type: String, button: MouseButton, held: Set<MouseButton>, x: Double, y: Double,
                              count: Int) -> [String: JSONValue] {
        ["type": .string(type), "x": .number(x), "y": .number(y), "button": .string(name(button)),
         "buttons": .number(Double(mask(held))), "clickCount": .number(Double(count))]
    }

    /// CDP's name of the button.
    static func name(_ button: MouseButton) -> String {
        switch button {
        case .left: return "left"
        case .middle: return "middle"
        case .right: return "right"
        case .back: return "back"
        case .forward: return "forward"
        }
    }

    /// The DOM `buttons` bit mask of the buttons held.
    static func mask(_ held: Set<MouseButton>) -> Int {
        held.reduce(0) { bits, button in
            switch button {
            case .left: return bits | 1
            case .right: return bits | 2
            case .middle: return bits | 4
            case .back: return bits | 8
            case .forward: return bits | 16
            }
        }
    }
}

/// The CDP `Input.dispatchKeyEvent` parameters that type text on a US keyboard, as
/// chromedriver's Element Send Keys types it, in fewer commands: for each character a `keyDown`
/// that carries its text (the browser dispatches `keydown`, `keypress`, `beforeinput` and
/// `input` for it, as for chromedriver's `rawKeyDown` and `char`) and a `keyUp`, with its key,
/// code and Windows key code, inside a press of the left Shift key for the characters that
/// need it; characters the keyboard has no key for carry only their text (key code 0). Named
/// keys (Enter, Tab, Backspace…) go as chromedriver sends them.
enum KeyboardInput {
    /// A key of the US layout: its `code`, Windows key code, and the character typed without Shift.
    private struct KeyInfo {
        let code: String
        let keyCode: Int
        let unshifted: Character
    }

    /// Every character a US keyboard types, and whether it needs Shift.
    private static let layout: [Character: (key: KeyInfo, shift: Bool)] = {
        var table: [Character: (KeyInfo, Bool)] = [:]
        for scalar in UnicodeScalar("a").value...UnicodeScalar("z").value {
            guard let lower = UnicodeScalar(scalar), let upper = UnicodeScalar(scalar - 32) else { continue }
            let key = KeyInfo(code: "Key\(Character(upper))", keyCode: Int(scalar - 32), unshifted: Character(lower))
            table[Character(lower)] = (key, false)
            table[Character(upper)] = (key, true)
        }
        let shiftedDigits: [Character] = [")", "!", "@", "#", "$", "%", "^", "&", "*", "("]
        for digit in 0...9 {
            let character = Character(String(digit))
            let key = KeyInfo(code: "Digit\(digit)", keyCode: 48 + digit, unshifted: character)
            table[character] = (key, false)
            table[shiftedDigits[digit]] = (key, true)
        }
        let punctuation: [(Character, Character, String, Int)] = [
            (" ", " ", "Space", 32), ("-", "_", "Minus", 189), ("=", "+", "Equal", 187), ("[", "{", "BracketLeft", 219),
            ("]", "}", "BracketRight", 221), ("\\", "|", "Backslash", 220), (";", ":", "Semicolon", 186),
            ("'", "\"", "Quote", 222), (",", "<", "Comma", 188), (".", ">", "Period", 190), ("/", "?", "Slash", 191),
            ("`", "~", "Backquote", 192),
        ]
        for (plain, shifted, code, keyCode) in punctuation {
            let key = KeyInfo(code: code, keyCode: keyCode, unshifted: plain)
            table[plain] = (key, false)
            if shifted != plain { table[shifted] = (key, true) }
        }
        return table.mapValues { (key: $0.0, shift: $0.1) }
    }()

    /// The keys of ``Key`` typed without a modifier held, as chromedriver presses them: their
    /// key (and code), Windows key code, and the text the two that type text type.
    private static let namedKeys: [Character: (key: String, keyCode: Int, text: String)] = [
        Character(Key.backspace): ("Backspace", 8, ""), Character(Key.delete): ("Delete", 46, ""),
        Character(Key.tab): ("Tab", 9, "\t"), Character(Key.enter): ("Enter", 13, "\r"), Character(Key.returnKey): ("Enter", 13, "\r"),
        Character(Key.escape): ("Escape", 27, ""), Character(Key.arrowLeft): ("ArrowLeft", 37, ""),
        Character(Key.arrowUp): ("ArrowUp", 38, ""), Character(Key.arrowRight): ("ArrowRight", 39, ""),
        Character(Key.arrowDown): ("ArrowDown", 40, ""), Character(Key.home): ("Home", 36, ""), Character(Key.end): ("End", 35, ""),
        Character(Key.pageUp): ("PageUp", 33, ""), Character(Key.pageDown): ("PageDown", 34, ""),
    ]

    /// The events that type `text`, or `nil` when the classic command must type it: it holds a
    /// control character (a line break is the Enter key there), a modifier key other than
    /// Control for Ctrl-A (chromedriver holds modifiers and sends the editing commands of the
    /// shortcuts they make) or another of WebDriver's special keys (the private-use characters
    /// U+E000–U+F8FF that ``Key`` names) than Backspace, Delete, Tab, Enter, Escape, the arrows,
    /// Home, End, Page Up and Page Down.
    ///
    /// Ctrl-A (``Key/control``, `a`, then ``Key/null`` or the text's end to release Control) is
    /// typed here with its `selectAll` editing command, as chromedriver types it, so clearing a
    /// field selects its text at the moment of the key press, after the app's own focus
    /// handling (which may move the caret), and works on fields in shadow roots, which
    /// chromedriver cannot find by the ids the tab's DevTools session gives them.
    static func events(typing text: String) -> [[String: JSONValue]]? {
        var events: [[String: JSONValue]] = []
        var controlHeld = false
        for scalar in text.unicodeScalars {
            let character = Character(scalar)
            if character == Character(Key.control) || character == Character(Key.null) {
                let pressing = character == Character(Key.control) && !controlHeld
                if pressing || controlHeld { events.append(controlKey(pressing ? "rawKeyDown" : "keyUp")) }
                controlHeld = pressing
                continue
            }
            if controlHeld {
                guard character == "a" else { return nil }
                let fields: [String: JSONValue] = ["code": "KeyA", "key": "a", "modifiers": 2, "text": "", "unmodifiedText": "a",
                                                   "windowsVirtualKeyCode": 65]
                events.append(fields.merging(["type": "rawKeyDown", "commands": .array(["selectAll"])]) { _, new in new })
                events.append(fields.merging(["type": "keyUp"]) { _, new in new })
                continue
            }
            if let named = namedKeys[character] {
                let fields: [String: JSONValue] = ["code": .string(named.key), "key": .string(named.key), "modifiers": 0,
                                                   "text": .string(named.text), "unmodifiedText": .string(named.text),
                                                   "windowsVirtualKeyCode": .number(Double(named.keyCode))]
                let types = named.text.isEmpty ? ["rawKeyDown", "keyUp"] : ["rawKeyDown", "char", "keyUp"]
                events += types.map { fields.merging(["type": .string($0)]) { _, new in new } }
                continue
            }
            if scalar.value < 0x20 || scalar.value == 0x7F || (0xE000...0xF8FF).contains(scalar.value) { return nil }
            guard let (key, shift) = layout[character] else {
                let typed = String(character)
                events += ["keyDown", "keyUp"].map {
                    ["type": .string($0), "modifiers": 0, "text": .string(typed), "unmodifiedText": .string(typed), "windowsVirtualKeyCode": 0]
                }
                continue
            }
            if shift { events.append(shiftKey("rawKeyDown")) }
            let fields: [String: JSONValue] = [
                "code": .string(key.code), "key": .string(String(character)), "modifiers": .number(shift ? 8 : 0),
                "text": .string(String(character)), "unmodifiedText": .string(String(key.unshifted)),
                "windowsVirtualKeyCode": .number(Double(key.keyCode)),
            ]
            events += ["keyDown", "keyUp"].map { fields.merging(["type": .string($0)]) { _, new in new } }
            if shift { events.append(shiftKey("keyUp")) }
        }
        if controlHeld { events.append(controlKey("keyUp")) }
        return events
    }

    /// The commands that replace the focused field's text with `text`: Ctrl-A (as in
    /// ``events(typing:)``), then each run of characters as one `Input.insertText`, which
    /// replaces the selection as an input method's text does (the page gets `beforeinput` and
    /// `input`, no key events), and each named key of ``Key`` as its key events; Backspace erases
    /// the selection first when a key comes before any text, or no text comes. `nil` for what
    /// ``events(typing:)`` leaves to the classic command.
    static func commands(filling text: String) -> [(String, [String: JSONValue])]? {
        guard let selectAll = events(typing: Key.control + "a" + Key.null), let erase = events(typing: Key.backspace) else { return nil }
        var commands = selectAll.map { ("Input.dispatchKeyEvent", $0) }
        var run = ""
        var selectionReplaced = false
        func insertRun() {
            guard !run.isEmpty else { return }
            commands.append(("Input.insertText", ["text": .string(run)]))
            run = ""
            selectionReplaced = true
        }
        func press(_ events: [[String: JSONValue]]) { commands += events.map { ("Input.dispatchKeyEvent", $0) } }
        for scalar in text.unicodeScalars {
            let character = Character(scalar)
            if namedKeys[character] != nil, let pressed = events(typing: String(character)) {
                insertRun()
                if !selectionReplaced { press(erase) }
                selectionReplaced = true
                press(pressed)
                continue
            }
            if scalar.value < 0x20 || scalar.value == 0x7F || (0xE000...0xF8FF).contains(scalar.value) { return nil }
            run.unicodeScalars.append(scalar)
        }
        insertRun()
        if !selectionReplaced { press(erase) }
        return commands
    }

    /// The events of one keyboard's actions that press and at once release named keys of
    /// ``Key`` (Enter, Escape, Tab, the arrows… as in ``events(typing:)``) with no modifier
    /// held: the events chromedriver's Perform Actions sends for them, the same as its Send Keys
    /// sends. `nil` for everything else (characters, modifiers, pauses, a key held across
    /// requests, several sources): the classic command's, which keeps input state.
    static func events(pressing sequences: [ActionSequence]) -> [[String: JSONValue]]? {
        guard sequences.count == 1, case .key(_, let actions) = sequences[0], !actions.isEmpty,
              actions.count.isMultiple(of: 2) else { return nil }
        var pressed: [[String: JSONValue]] = []
        for index in stride(from: 0, to: actions.count, by: 2) {
            guard case .down(let key) = actions[index], actions[index + 1] == .up(key), key.count == 1,
                  let character = key.first, namedKeys[character] != nil, var events = events(typing: key) else { return nil }
            // Key actions read WebDriver's Enter (U+E007) as the keypad's, as the W3C key table says.
            if key == Key.enter {
                events = events.map { $0.merging(["code": "NumpadEnter", "location": 1]) { _, new in new } }
            }
            pressed += events
        }
        return pressed
    }

    /// The left Control key going down (Control held from then on) or up.
    private static func controlKey(_ type: String) -> [String: JSONValue] {
        ["type": .string(type), "code": "ControlLeft", "key": "Control", "modifiers": .number(type == "keyUp" ? 0 : 2),
         "text": "", "unmodifiedText": "", "windowsVirtualKeyCode": 17]
    }

    private static func shiftKey(_ type: String) -> [String: JSONValue] {
        ["type": .string(type), "code": "ShiftLeft", "key": "Shift", "modifiers": 0, "text": "", "unmodifiedText": "",
         "windowsVirtualKeyCode": 16]
    }
}
