import Foundation

// The keys TABTestKit 1.8 named, by the labels the iOS software keyboard gives them.
extension Keyboard {
    /// The decimal separator key, `.`.
    public var decimal: Key { key(".") }
    /// The `a` key.
    public var a: Key { key("a") }
    /// The key that switches to numbers (`numbers`).
    public var moreNumbers: Key { key("numbers") }
    /// The key that switches to letters (`letters`).
    public var moreLetters: Key { key("letters") }
    /// The Shift key of the phone pad.
    public var phonePadShift: Key { key("Shift") }
    /// The space bar.
    public var space: Key { key("space") }
    /// The `@` key.
    public var at: Key { key("@") }
    /// The `#` key.
    public var hash: Key { key("#") }
    /// The `0` key.
    public var zero: Key { key("0") }
    /// The `.com` key.
    public var dotCom: Key { key(".com") }
    /// The `/` key.
    public var forwardSlash: Key { key("/") }
    /// The `!` key.
    public var exclamation: Key { key("!") }
}
