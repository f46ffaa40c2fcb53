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

    /// A key of the keyboard, by its label. Some keys (Return, Shift on a phone pad…) are
    /// buttons to the accessibility tree rather than keys: say so with `isActuallyButton`.
    public struct Key: LocatableElement, Tappable, ValueRepresentable {
        /// The key's location.
        public var locator: Locator
        /// `.key`, or `.button` for the keys the system shows as buttons.
        public let type: ElementType

        /// A key labelled `id` inside `parent` (the keyboard).
        public init(id: String? = nil, index: Int? = nil, parent: any Element = keyboard) {
            locator = Locator(id: id, index: index, parent: parent)
            type = .key
        }

        /// A key labelled or identified `id` in `parent`, of type `.button` when
        /// `isActuallyButton` (TABTestKit 1.8's initializer).
        public init(id: String, parent: Keyboard, isActuallyButton: Bool = false) {
            locator = Locator(id: id, parent: parent)
            type = isActuallyButton ? .button : .key
        }

        /// The key's label.
        public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
    }

    /// The bar of typing predictions shown above the keyboard. It is not inside the keyboard
    /// (it is in another window), so its parent is the keyboard's parent. (TABTestKit 1.8
    /// spelled the type `PredicationBar`; ``PredictionBar`` is the same type.)
    public struct PredicationBar: LocatableElement {
        /// The bar's location.
        public var locator: Locator
        /// `.other`.
        public var type: ElementType { .other }

        /// The predictions bar (`Typing Predictions`) inside `parent`.
        public init(parent: any Element = Application.underTest) {
            locator = Locator(id: "Typing Predictions", parent: parent)
        }
    }

    /// The bar of typing predictions shown above the keyboard.
    public typealias PredictionBar = PredicationBar

    /// The keyboard's location.
    public var locator: Locator
    /// `.keyboard`.
    public var type: ElementType { .keyboard }

    /// The keyboard inside `parent` (the app under test by default).
    public init(index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: nil, index: index, parent: parent)
    }

    /// The key labelled `label`; a button rather than a key when `isActuallyButton` (the
    /// system shows Return, for example, as a button).
    public func key(_ label: String, isActuallyButton: Bool = false) -> Key {
        Key(id: label, parent: self, isActuallyButton: isActuallyButton)
    }

    /// The bar of typing predictions above the keyboard, in the keyboard's parent.
    public var predictionBar: PredicationBar { PredicationBar(parent: parent) }

    /// The top edge of the keyboard (of its predictions bar when one is shown), as a normalized
    /// coordinate of the screen: scroll from just above it to stay clear of the keyboard.
    public var topCoordinate: CGVector {
        predictionBar.determine(.exists, timeout: 0) ? predictionBar.topCoordinate : ScreenPosition.top(of: self)
    }

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
