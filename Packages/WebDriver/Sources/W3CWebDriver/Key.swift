/// The W3C special keys, as the private-use characters WebDriver expects in `sendKeys` text and in
/// key actions. Concatenate them with text: `"abc" + Key.backspace + Key.enter`.
public enum Key {
    /// No key (releases all modifiers in legacy `sendKeys`).
    public static let null = "\u{E000}"
    /// Cancel.
    public static let cancel = "\u{E001}"
    /// Help.
    public static let help = "\u{E002}"
    /// Backspace.
    public static let backspace = "\u{E003}"
    /// Tab.
    public static let tab = "\u{E004}"
    /// Clear.
    public static let clear = "\u{E005}"
    /// Return.
    public static let returnKey = "\u{E006}"
    /// Enter.
    public static let enter = "\u{E007}"
    /// Shift (left).
    public static let shift = "\u{E008}"
    /// Control (left).
    public static let control = "\u{E009}"
    /// Alt / Option (left).
    public static let alt = "\u{E00A}"
    /// Pause.
    public static let pause = "\u{E00B}"
    /// Escape.
    public static let escape = "\u{E00C}"
    /// Space.
    public static let space = "\u{E00D}"
    /// Page Up.
    public static let pageUp = "\u{E00E}"
    /// Page Down.
    public static let pageDown = "\u{E00F}"
    /// End.
    public static let end = "\u{E010}"
    /// Home.
    public static let home = "\u{E011}"
    /// Left arrow.
    public static let arrowLeft = "\u{E012}"
    /// Up arrow.
    public static let arrowUp = "\u{E013}"
    /// Right arrow.
    public static let arrowRight = "\u{E014}"
    /// Down arrow.
    public static let arrowDown = "\u{E015}"
    /// Insert.
    public static let insert = "\u{E016}"
    /// Delete (forward delete).
    public static let delete = "\u{E017}"
    /// Semicolon.
    public static let semicolon = "\u{E018}"
    /// Equals.
    public static let equals = "\u{E019}"
    /// F1.
    public static let f1 = "\u{E031}"
    /// F2.
    public static let f2 = "\u{E032}"
    /// F3.
    public static let f3 = "\u{E033}"
    /// F4.
    public static let f4 = "\u{E034}"
    /// F5.
    public static let f5 = "\u{E035}"
    /// F6.
    public static let f6 = "\u{E036}"
    /// F7.
    public static let f7 = "\u{E037}"
    /// F8.
    public static let f8 = "\u{E038}"
    /// F9.
    public static let f9 = "\u{E039}"
    /// F10.
    public static let f10 = "\u{E03A}"
    /// F11.
    public static let f11 = "\u{E03B}"
    /// F12.
    public static let f12 = "\u{E03C}"
    /// Meta / Command (left).
    public static let meta = "\u{E03D}"
    /// Command: an alias of ``meta``.
    public static let command = meta
    /// Zenkaku/Hankaku.
    public static let zenkakuHankaku = "\u{E040}"
    /// Shift (right).
    public static let rightShift = "\u{E050}"
    /// Control (right).
    public static let rightControl = "\u{E051}"
    /// Alt (right).
    public static let rightAlt = "\u{E052}"
    /// Meta (right).
    public static let rightMeta = "\u{E053}"
}
