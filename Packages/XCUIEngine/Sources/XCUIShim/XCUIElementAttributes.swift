// Protocols and small value types that surround XCUIElement.
//
// Sources of truth (Xcode 16 SDK headers, as imported into Swift):
// - XCUIElementAttributes.h: main-actor protocol `XCUIElementAttributes`; `hasFocus` is a plain
//   read-only Bool (iOS/tvOS/watchOS/visionOS, not macOS); `XCUIElementAttributeName` is a typed
//   string enum imported as `XCUIElement.AttributeName`.
// - XCUIElement.h: main-actor protocols `XCUIElementSnapshot` and `XCUIElementSnapshotProviding`
//   (`snapshotWithError:` -> `snapshot() throws`), `XCUIKeyModifierFlags` (NS_OPTIONS, imported as
//   `XCUIElement.KeyModifierFlags`), `XCUIGestureVelocity` (typed extensible CGFloat enum).
// - XCUIScreenshotProviding.h: main-actor protocol with `screenshot()`.
// - XCUIKeyboardKeys.h: `XCUIKeyboardKey` typed extensible NSString enum.
#if !canImport(Darwin)
import Foundation

/// Attributes exposed by elements and snapshots (accessibility data).
@preconcurrency @MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var horizontalSizeClass: XCUIElement.SizeClass { get }
    var verticalSizeClass: XCUIElement.SizeClass { get }
    var placeholderValue: String? { get }
    var isSelected: Bool { get }
    var hasFocus: Bool { get }
}

/// A frozen copy of an element's attributes and of its subtree.
@preconcurrency @MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

/// Types that can produce an `XCUIElementSnapshot`.
@preconcurrency @MainActor
public protocol XCUIElementSnapshotProviding {
    func snapshot() throws -> any XCUIElementSnapshot
}

/// Types that can produce a screenshot.
@preconcurrency @MainActor
public protocol XCUIScreenshotProviding {
    func screenshot() -> XCUIScreenshot
}

extension XCUIElement {
    /// Keys of `XCUIElementSnapshot.dictionaryRepresentation`. The raw strings are shim-chosen (Apple's
    /// constants are opaque symbols); always use the static members.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let children = AttributeName("children")
        public static let elementType = AttributeName("elementType")
        public static let identifier = AttributeName("identifier")
        public static let value = AttributeName("value")
        public static let placeholderValue = AttributeName("placeholderValue")
        public static let title = AttributeName("title")
        public static let label = AttributeName("label")
        public static let frame = AttributeName("frame")
        public static let enabled = AttributeName("enabled")
        public static let selected = AttributeName("selected")
        public static let hasFocus = AttributeName("hasFocus")
        public static let horizontalSizeClass = AttributeName("horizontalSizeClass")
        public static let verticalSizeClass = AttributeName("verticalSizeClass")
    }

    /// Modifier keys for `typeKey(_:modifierFlags:)` (`XCUIKeyModifierFlags`).
    public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let capsLock = KeyModifierFlags(rawValue: 1 << 0)
        public static let shift = KeyModifierFlags(rawValue: 1 << 1)
        public static let control = KeyModifierFlags(rawValue: 1 << 2)
        public static let option = KeyModifierFlags(rawValue: 1 << 3)
        public static let command = KeyModifierFlags(rawValue: 1 << 4)
        public static let function = KeyModifierFlags(rawValue: 1 << 5)
        public static let alphaShift = KeyModifierFlags.capsLock
        public static let alternate = KeyModifierFlags.option
    }
}

/// Gesture velocity in points per second (`XCUIGestureVelocity`).
public struct XCUIGestureVelocity: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    // Apple's constants are opaque; these values are shim-chosen placeholders.
    public static let `default` = XCUIGestureVelocity(0)
    public static let slow = XCUIGestureVelocity(500)
    public static let fast = XCUIGestureVelocity(2500)
}

/// Keys without a textual representation (`XCUIKeyboardKey`).
///
/// The member names match Apple's. Apple's raw strings are opaque exported constants; the shim uses
/// the AppKit-style key characters (DEL for `delete`, CR for `return`, ETX for `enter`, private-use
/// function-key characters for arrows and F-keys). Engine code must use the static members, never
/// the raw strings. In the shim, `typeText` treats both `"\u{8}"` and `"\u{7F}"` as backspace.
public struct XCUIKeyboardKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let delete = XCUIKeyboardKey("\u{7F}")
    public static let `return` = XCUIKeyboardKey("\r")
    public static let enter = XCUIKeyboardKey("\u{3}")
    public static let tab = XCUIKeyboardKey("\t")
    public static let space = XCUIKeyboardKey(" ")
    public static let escape = XCUIKeyboardKey("\u{1B}")

    public static let upArrow = XCUIKeyboardKey("\u{F700}")
    public static let downArrow = XCUIKeyboardKey("\u{F701}")
    public static let leftArrow = XCUIKeyboardKey("\u{F702}")
    public static let rightArrow = XCUIKeyboardKey("\u{F703}")

    public static let F1 = XCUIKeyboardKey("\u{F704}")
    public static let F2 = XCUIKeyboardKey("\u{F705}")
    public static let F3 = XCUIKeyboardKey("\u{F706}")
    public static let F4 = XCUIKeyboardKey("\u{F707}")
    public static let F5 = XCUIKeyboardKey("\u{F708}")
    public static let F6 = XCUIKeyboardKey("\u{F709}")
    public static let F7 = XCUIKeyboardKey("\u{F70A}")
    public static let F8 = XCUIKeyboardKey("\u{F70B}")
    public static let F9 = XCUIKeyboardKey("\u{F70C}")
    public static let F10 = XCUIKeyboardKey("\u{F70D}")
    public static let F11 = XCUIKeyboardKey("\u{F70E}")
    public static let F12 = XCUIKeyboardKey("\u{F70F}")
    public static let F13 = XCUIKeyboardKey("\u{F710}")
    public static let F14 = XCUIKeyboardKey("\u{F711}")
    public static let F15 = XCUIKeyboardKey("\u{F712}")
    public static let F16 = XCUIKeyboardKey("\u{F713}")
    public static let F17 = XCUIKeyboardKey("\u{F714}")
    public static let F18 = XCUIKeyboardKey("\u{F715}")
    public static let F19 = XCUIKeyboardKey("\u{F716}")

    public static let forwardDelete = XCUIKeyboardKey("\u{F728}")
    public static let home = XCUIKeyboardKey("\u{F729}")
    public static let end = XCUIKeyboardKey("\u{F72B}")
    public static let pageUp = XCUIKeyboardKey("\u{F72C}")
    public static let pageDown = XCUIKeyboardKey("\u{F72D}")
    public static let clear = XCUIKeyboardKey("\u{F739}")
    public static let help = XCUIKeyboardKey("\u{F746}")

    public static let capsLock = XCUIKeyboardKey("\u{F7F0}")
    public static let shift = XCUIKeyboardKey("\u{F7F1}")
    public static let control = XCUIKeyboardKey("\u{F7F2}")
    public static let option = XCUIKeyboardKey("\u{F7F3}")
    public static let command = XCUIKeyboardKey("\u{F7F4}")
    public static let rightShift = XCUIKeyboardKey("\u{F7F5}")
    public static let rightControl = XCUIKeyboardKey("\u{F7F6}")
    public static let rightOption = XCUIKeyboardKey("\u{F7F7}")
    public static let rightCommand = XCUIKeyboardKey("\u{F7F8}")
    public static let secondaryFn = XCUIKeyboardKey("\u{F7F9}")
}

// `CGVector`, missing from swift-corelibs-foundation, comes from PlatformTypes (re-exported).
#endif
