import Foundation

/// A key of a hardware keyboard, for ``Element/press(_:modifiers:timeout:fileID:filePath:line:column:)``
/// and the contexts' `press(_:)`: `.enter`, `.escape`, `.tab`, the arrows, or a character
/// (`"a"`, written as a literal).
///
/// This is a key *press*, not a key of the on-screen keyboard (that is ``Keyboard/Key``).
public struct Key: Sendable, Hashable, CustomStringConvertible, ExpressibleByExtendedGraphemeClusterLiteral {
    /// Which key it is.
    public enum Kind: Sendable, Hashable {
        /// Enter (Return).
        case enter
        /// Escape.
        case escape
        /// Tab.
        case tab
        /// The space bar.
        case space
        /// Backspace (delete to the left).
        case backspace
        /// Forward delete.
        case delete
        /// Up arrow.
        case arrowUp
        /// Down arrow.
        case arrowDown
        /// Left arrow.
        case arrowLeft
        /// Right arrow.
        case arrowRight
        /// Home.
        case home
        /// End.
        case end
        /// Page Up.
        case pageUp
        /// Page Down.
        case pageDown
        /// A key that types a character, such as `a` or `/`.
        case character(Character)
    }

    /// Which key it is.
    public let kind: Kind
    /// Whether the key is part of a secret (pressed into a secure field): messages, traces and
    /// reports never name it. Two keys of the same kind are equal whether secret or not.
    public let isSecret: Bool

    /// A key of the given kind.
    public init(_ kind: Kind) {
        self.kind = kind
        self.isSecret = false
    }

    /// The key that types `character`: `press("a", modifiers: .primary)`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        kind = .character(character)
        isSecret = false
    }

    private init(_ kind: Kind, isSecret: Bool) {
        self.kind = kind
        self.isSecret = isSecret
    }

    /// The same key, never named in any output: what a key pressed into a secure field becomes.
    public var secret: Key { Key(kind, isSecret: true) }

    /// The character the key types, for keys that type text (a character, the space bar);
    /// `nil` for keys that act (Enter, Tab, the arrows…).
    public var typedText: String? {
        switch kind {
        case .character(let character): return String(character)
        case .space: return " "
        default: return nil
        }
    }

    /// Keys are equal when they are the same key, secret or not.
    public static func == (lhs: Key, rhs: Key) -> Bool { lhs.kind == rhs.kind }

    /// Hashes the key's kind.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Enter (Return): submits a form, activates a focused button.
    public static let enter = Key(.enter)
    /// Escape: closes a menu or a dialog.
    public static let escape = Key(.escape)
    /// Tab: moves the focus to the next control (with `.shift`, to the previous one).
    public static let tab = Key(.tab)
    /// The space bar: toggles a focused checkbox, presses a focused button.
    public static let space = Key(.space)
    /// Backspace.
    public static let backspace = Key(.backspace)
    /// Forward delete.
    public static let delete = Key(.delete)
    /// Up arrow.
    public static let arrowUp = Key(.arrowUp)
    /// Down arrow.
    public static let arrowDown = Key(.arrowDown)
    /// Left arrow.
    public static let arrowLeft = Key(.arrowLeft)
    /// Right arrow.
    public static let arrowRight = Key(.arrowRight)
    /// Home.
    public static let home = Key(.home)
    /// End.
    public static let end = Key(.end)
    /// Page Up.
    public static let pageUp = Key(.pageUp)
    /// Page Down.
    public static let pageDown = Key(.pageDown)

    /// The key that types `character`.
    public static func character(_ character: Character) -> Key { Key(.character(character)) }

    /// The key's name for messages: `Enter`, `Arrow Down`, `"a"`; `a secure key` for a
    /// ``secret`` key.
    public var description: String {
        if isSecret { return "a secure key" }
        switch kind {
        case .enter: return "Enter"
        case .escape: return "Escape"
        case .tab: return "Tab"
        case .space: return "Space"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .arrowUp: return "Arrow Up"
        case .arrowDown: return "Arrow Down"
        case .arrowLeft: return "Arrow Left"
        case .arrowRight: return "Arrow Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Page Up"
        case .pageDown: return "Page Down"
        case .character(let character): return "\"\(character)\""
        }
    }
}

/// Modifier keys held while a ``Key`` is pressed: `press("a", modifiers: .primary)` selects all.
public struct KeyModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: Int

    /// Modifiers from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Option (Alt).
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// Command (⌘; Meta on other systems).
    public static let command = KeyModifiers(rawValue: 1 << 3)
    /// The modifier of the platform's shortcuts: Command on Apple systems, Control elsewhere.
    /// The engine decides which, from where the app runs, so one test works on both.
    public static let primary = KeyModifiers(rawValue: 1 << 4)

    /// The modifiers with ``primary`` replaced by Command (`onApple`) or Control.
    public func resolvingPrimary(onApple: Bool) -> KeyModifiers {
        guard contains(.primary) else { return self }
        return subtracting(.primary).union(onApple ? .command : .control)
    }

    /// The modifiers joined with `+`, e.g. `Shift+Control`; empty when there are none.
    public var description: String {
        let names: [(KeyModifiers, String)] = [(.shift, "Shift"), (.control, "Control"), (.option, "Option"),
                                               (.command, "Command"), (.primary, "Command/Control")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
