import Foundation

/// Something a user does to an element.
public enum ElementAction: Sendable, CustomStringConvertible {
    /// One tap at the centre.
    case tap
    /// Two quick taps at the centre.
    case doubleTap
    /// One tap with two fingers.
    case twoFingerTap
    /// A press held for a number of seconds.
    case longPress(duration: Double)
    /// A tap at a point of the element, without checking what receives it ("force tap").
    case tapCoordinate(NormalizedCoordinate)
    /// Typing text with real key events into the element (it is focused first).
    /// `isSecure` keeps the text out of every log and report.
    case typeText(String, isSecure: Bool)
    /// Pressing the delete (backspace) key a number of times in the element.
    case deleteText(count: Int)
    /// Removing all the text of the element.
    case clearText
    /// Replacing all the text of the element with a string, in one action. The characters of
    /// ``TypedText`` that press keys (a line feed is Return) press them, as typing does; an
    /// engine may enter the rest without a key event per character, as pasting or an input
    /// method does (the web engine inserts it over the DevTools protocol, as Playwright's
    /// `fill` does). `isSecure` keeps the text out of every log and report.
    case fillText(String, isSecure: Bool)
    /// A press-and-drag between two points of the element.
    case drag(from: NormalizedCoordinate, to: NormalizedCoordinate)
    /// Moving a slider to a normalized position between 0 and 1.
    case adjustSlider(toNormalizedPosition: Double)
    /// Choosing a value in a picker wheel or a select.
    case adjustPickerWheel(toValue: String)
    /// Pull-to-refresh, or the engine's equivalent.
    case refresh
    /// Moving the pointer over the element's centre and leaving it there (menus that open on
    /// hover, tooltips). Engines without a pointer say they cannot.
    case hover
    /// Pressing a key, with modifiers held, in the element (it is focused first). On the
    /// application itself (a query with no steps) the key goes to whatever has the focus.
    case pressKey(Key, modifiers: KeyModifiers)
    /// Pressing the element, dragging it onto the element `target` finds, and releasing it
    /// there (drag and drop).
    case dragAndDrop(onto: ElementQuery)
    /// Choosing files in a file input (on the web, `<input type=file>`), as the file dialog
    /// would: they replace what it held, and the page is told (`input` and `change` events).
    /// The files exist on this machine (callers check before asking the engine).
    case upload([URL])

    /// A one-word name of the kind of action, for traces: `tap`, `type`, `drag`…
    public var kindName: String {
        switch self {
        case .tap, .tapCoordinate: return "tap"
        case .doubleTap: return "doubleTap"
        case .twoFingerTap: return "twoFingerTap"
        case .longPress: return "longPress"
        case .typeText: return "type"
        case .deleteText, .clearText: return "delete"
        case .fillText: return "fill"
        case .drag: return "drag"
        case .adjustSlider, .adjustPickerWheel: return "adjust"
        case .refresh: return "refresh"
        case .hover: return "hover"
        case .pressKey: return "press"
        case .dragAndDrop: return "drag"
        case .upload: return "upload"
        }
    }

    /// The action's name for messages. Secure text is never shown.
    public var description: String {
        switch self {
        case .tap: return "tap"
        case .doubleTap: return "double tap"
        case .twoFingerTap: return "two-finger tap"
        case .longPress(let duration): return "long press (\(duration) s)"
        case .tapCoordinate(let point): return "tap at \(point.coordinateDescription)"
        case .typeText(let text, let isSecure): return isSecure ? "type \(text.count) secure characters" : "type \"\(text)\""
        case .deleteText(let count): return "delete \(count) characters"
        case .clearText: return "clear text"
        case .fillText(let text, let isSecure): return isSecure ? "fill in \(text.count) secure characters" : "fill in \"\(text)\""
        case .drag(let from, let to): return "drag from \(from.coordinateDescription) to \(to.coordinateDescription)"
        case .adjustSlider(let position): return "adjust slider to \(position)"
        case .adjustPickerWheel(let value): return "adjust picker wheel to \"\(value)\""
        case .refresh: return "refresh"
        case .hover: return "hover over"
        case .pressKey(let key, let modifiers):
            return modifiers.isEmpty ? "press \(key)" : "press \(modifiers)+\(key)"
        case .dragAndDrop(let target): return "drag onto \(target)"
        case .upload(let files): return "upload " + files.map { "\"\($0.lastPathComponent)\"" }.joined(separator: ", ")
        }
    }
}
