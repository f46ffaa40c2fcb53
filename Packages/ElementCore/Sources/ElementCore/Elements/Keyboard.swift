import Foundation

/// The software keyboard. There is one at a time, available everywhere as ``keyboard``.
public struct Keyboard: LocatableElement {
    /// The kinds of keyboard, told apart by the keys they show.
    public enum KeyboardType: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Letters, with the usual return key.
        case regular
        /// Letters with `@` and `.`.
        case emailAddress
        /// Letters with `/` and `.` (and usually `.com`).
        case url
        /// Letters with `@` and `#`.
        case twitter
        /// Letters with a Go or Search key.
        case webSearch
        /// Digits only.
        case numberPad
        /// Digits with `+`, `*` and `#`.
        case phonePad
        /// Digits with a decimal separator.
        case decimalPad
        /// Digits and punctuation, without letters.
        case numbersAndPunctuation

        /// The case name.
        public var description: String { rawValue }

        /// Infers the keyboard type from the labels of the keys shown.
        public static func infer(fromKeys keys: [String]) -> KeyboardType {
            let set = Set(keys.map { $0.lowercased() })
            let hasLetters = set.contains { $0.count == 1 && $0.unicodeScalars.allSatisfy { CharacterSet.letters.contains($0) } }
            let hasDigits = set.contains { $0.count == 1 && $0.unicodeScalars.allSatisfy { CharacterSet.decimalDigits.contains($0) } }
            if !hasLetters && hasDigits {
                if set.contains("+") || set.contains("*") || set.contains("#") { return .phonePad }
                if set.contains(".") || set.contains(",") { return set.contains("-") || set.contains("(") ? .numbersAndPunctuation : .decimalPad }
                if set.contains("-") || set.contains("/") || set.contains("(") { return .numbersAndPunctuation }
                return .numberPad
            }
            if set.contains("@") && set.contains("#") { return .twitter }
            if set.contains("@") && set.contains(".") { return .emailAddress }
            if set.contains(".com") || (set.contains("/") && set.contains(".")) { return .url }
            if set.contains("go") || set.contains("search") { return .webSearch }
            if !hasLetters && !set.isEmpty { return .numbersAndPunctuation }
            return .regular
        }
    }

    /// A key of the keyboard, by its label.
    public struct Key: LocatableElement, Tappable, ValueRepresentable {
        /// The key's location.
        public var locator: Locator
        /// `.key`.
        public var type: ElementType { .key }

        /// A key labelled `id` inside `parent` (the keyboard).
        public init(id: String? = nil, index: Int? = nil, parent: any Element = keyboard) {
            locator = Locator(id: id, index: index, parent: parent)
        }

        /// The key's label.
        public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
    }

    /// The keyboard's location.
    public var locator: Locator
    /// `.keyboard`.
    public var type: ElementType { .keyboard }

    /// The keyboard inside `parent` (the app under test by default).
    public init(index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: nil, index: index, parent: parent)
    }

    /// The key labelled `label`.
    public func key(_ label: String) -> Key { Key(id: label, parent: self) }

    /// The kind of keyboard shown right now, inferred from its keys (waits for the keyboard).
    public var keyboardType: KeyboardType {
        let site = CallSite.current(or: CallSite())
        guard waitFor(.exists, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) else { return .regular }
        let keys = ElementOperations.allMatches(of: Key(parent: self)).map { $0.label.isEmpty ? $0.identifier : $0.label }
        return KeyboardType.infer(fromKeys: keys)
    }
}

/// The software keyboard of the app under test.
public let keyboard = Keyboard()
