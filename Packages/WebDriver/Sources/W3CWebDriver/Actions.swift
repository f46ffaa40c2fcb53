import Foundation

/// One input source and its ticks for ``WebDriverSession/performActions(_:)`` (the W3C Actions API).
///
/// All sequences in one call run in lockstep: tick *n* of every source happens together, so a
/// sequence with fewer actions is padded with pauses by the driver.
///
/// ```swift
/// try session.performActions([
///     .pointer(id: "mouse", actions: [.move(x: 40, y: 60), .down(), .up()]),
/// ])
/// ```
public enum ActionSequence: Sendable, Equatable {
    /// A pointer (mouse, pen or touch contact).
    case pointer(id: String, type: PointerType = .mouse, actions: [PointerAction])
    /// A keyboard.
    case key(id: String, actions: [KeyAction])
    /// A scroll wheel.
    case wheel(id: String, actions: [WheelAction])
    /// A source that only pauses (pass `nil` for a tick with no duration).
    case none(id: String, pauses: [TimeInterval?])

    /// The wire form of this sequence.
    public var json: JSONValue {
        switch self {
        case .pointer(let id, let type, let actions):
            return [
                "type": "pointer",
                "id": .string(id),
                "parameters": ["pointerType": .string(type.rawValue)],
                "actions": .array(actions.map(\.json)),
            ]
        case .key(let id, let actions):
            return ["type": "key", "id": .string(id), "actions": .array(actions.map(\.json))]
        case .wheel(let id, let actions):
            return ["type": "wheel", "id": .string(id), "actions": .array(actions.map(\.json))]
        case .none(let id, let pauses):
            return [
                "type": "none",
                "id": .string(id),
                "actions": .array(pauses.map { pauseJSON($0) }),
            ]
        }
    }
}

/// The kind of pointer device.
public enum PointerType: String, Sendable, Equatable {
    /// A mouse.
    case mouse
    /// A pen or stylus.
    case pen
    /// A touch contact (one finger).
    case touch
}

/// A pointer button.
public enum MouseButton: Int, Sendable, Equatable {
    /// The primary (left) button, or a touch contact.
    case left = 0
    /// The auxiliary (middle) button.
    case middle = 1
    /// The secondary (right) button.
    case right = 2
    /// The back button.
    case back = 3
    /// The forward button.
    case forward = 4
}

/// What pointer-move and scroll coordinates are relative to.
public enum ActionOrigin: Sendable, Equatable {
    /// The top-left of the viewport (absolute coordinates).
    case viewport
    /// The pointer's current position (relative move).
    case pointer
    /// The centre of an element (in-view centre point).
    case element(ElementReference)

    var json: JSONValue {
        switch self {
        case .viewport: return "viewport"
        case .pointer: return "pointer"
        case .element(let reference): return reference.json
        }
    }
}

/// One tick of a pointer source.
public enum PointerAction: Sendable, Equatable {
    /// Moves the pointer to (`x`, `y`) relative to `origin` over `duration` seconds.
    case move(x: Double, y: Double, origin: ActionOrigin = .viewport, duration: TimeInterval? = nil)
    /// Presses a button.
    case down(button: MouseButton = .left)
    /// Releases a button.
    case up(button: MouseButton = .left)
    /// Does nothing for `duration` seconds (or for one tick when `nil`).
    case pause(TimeInterval? = nil)

    /// The wire form of this action.
    public var json: JSONValue {
        switch self {
        case .move(let x, let y, let origin, let duration):
            var object: [String: JSONValue] = [
                "type": "pointerMove",
                "x": .number(x.rounded()),
                "y": .number(y.rounded()),
                "origin": origin.json,
            ]
            if let duration { object["duration"] = .number(milliseconds(duration)) }
            return .object(object)
        case .down(let button):
            return ["type": "pointerDown", "button": .number(Double(button.rawValue))]
        case .up(let button):
            return ["type": "pointerUp", "button": .number(Double(button.rawValue))]
        case .pause(let duration):
            return pauseJSON(duration)
        }
    }
}

/// One tick of a keyboard source.
public enum KeyAction: Sendable, Equatable {
    /// Presses a key: one character, or a ``Key`` constant.
    case down(String)
    /// Releases a key.
    case up(String)
    /// Does nothing for `duration` seconds (or for one tick when `nil`).
    case pause(TimeInterval? = nil)

    /// The wire form of this action.
    public var json: JSONValue {
        switch self {
        case .down(let value): return ["type": "keyDown", "value": .string(value)]
        case .up(let value): return ["type": "keyUp", "value": .string(value)]
        case .pause(let duration): return pauseJSON(duration)
        }
    }

    /// Key-down then key-up for each character of `text`: typing it.
    public static func typing(_ text: String) -> [KeyAction] {
        text.flatMap { character in [KeyAction.down(String(character)), .up(String(character))] }
    }
}

/// One tick of a wheel source.
public enum WheelAction: Sendable, Equatable {
    /// Scrolls by (`deltaX`, `deltaY`) pixels with the wheel positioned at (`x`, `y`) relative to `origin`
    /// (`.viewport` or an element; wheel origins cannot be `.pointer`).
    case scroll(x: Double = 0, y: Double = 0, deltaX: Double, deltaY: Double,
                origin: ActionOrigin = .viewport, duration: TimeInterval? = nil)
    /// Does nothing for `duration` seconds (or for one tick when `nil`).
    case pause(TimeInterval? = nil)

    /// The wire form of this action.
    public var json: JSONValue {
        switch self {
        case .scroll(let x, let y, let deltaX, let deltaY, let origin, let duration):
            var object: [String: JSONValue] = [
                "type": "scroll",
                "x": .number(x.rounded()),
                "y": .number(y.rounded()),
                "deltaX": .number(deltaX.rounded()),
                "deltaY": .number(deltaY.rounded()),
                "origin": origin.json,
            ]
            if let duration { object["duration"] = .number(milliseconds(duration)) }
            return .object(object)
        case .pause(let duration):
            return pauseJSON(duration)
        }
    }
}

private func milliseconds(_ seconds: TimeInterval) -> Double {
    (seconds * 1000).rounded()
}

private func pauseJSON(_ duration: TimeInterval?) -> JSONValue {
    guard let duration else { return ["type": "pause"] }
    return ["type": "pause", "duration": .number(milliseconds(duration))]
}
