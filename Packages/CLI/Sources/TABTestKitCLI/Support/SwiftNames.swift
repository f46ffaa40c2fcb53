import Foundation

/// Swift identifiers and literals made from what a page shows: property names from ids and
/// names, type names from titles, string literals from any text.
public enum SwiftNames {
    /// The most words a name is made of; longer texts are cut, so names stay readable.
    public static let maximumWords = 5

    /// The words of `text`: runs of ASCII letters and digits, split where the case changes
    /// (`LoginButton` → `Login`, `Button`; `URLField` → `URL`, `Field`), accents removed;
    /// everything else separates words.
    public static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var words: [String] = []
        var current: [Character] = []
        func close() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        let characters = Array(folded)
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                close()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                // The last capital of an acronym starts the next word: `URLField` → `URL`, `Field`.
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let letterDigit = previous.isLetter != character.isLetter
                if lowerToUpper || acronymEnd || (letterDigit && character.isLetter && previous.isNumber) { close() }
            }
            current.append(character)
        }
        close()
        return words
    }

    /// `words` as lowerCamelCase (`["Log", "in"]` → `logIn`); acronyms stay whole when they
    /// are not first (`["Open", "URL"]` → `openURL`; `["URL", "Field"]` → `urlField`).
    public static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `words` as UpperCamelCase (`["log", "in"]` → `LogIn`).
    public static func upperCamel(_ words: [String]) -> String {
        words.map(capitalized).joined()
    }

    /// The word with its first letter in capitals, the rest as written (acronyms stay).
    public static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        let rest = word.dropFirst()
        // An all-capital word stays as it is (URL); a lower-case one gets a capital (in → In).
        return first.uppercased() + rest
    }

    /// Whether `name` must be written in backticks to be declared (`switch`, `default`…).
    public static func isKeyword(_ name: String) -> Bool {
        keywords.contains(name)
    }

    /// `name`, in backticks when it is a keyword.
    public static func declared(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// A Swift string literal of `text`: quotes, backslashes and control characters escaped,
    /// so any text from a page becomes valid source.
    public static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text for a one-line comment: whitespace collapsed, cut at `limit` characters.
    public static func commentText(_ text: String, limit: Int = 60) -> String {
        let collapsed = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        let safe = String(collapsed.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x2028...0x2029).contains($0.value) })
        return safe.count > limit ? String(safe.prefix(limit - 1)) + "…" : safe
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "any", "some", "Self", "Type",
    ]
}
