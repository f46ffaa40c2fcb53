/// Quoting strings for `NSPredicate` format strings, so any text can be a value.
///
/// ``quoted(_:)`` writes a double-quoted string literal:
///
/// | Character | Written as |
/// | --- | --- |
/// | `"` (U+0022) | `\"` |
/// | `\` (U+005C) | `\\` |
/// | line feed (U+000A) | `\n` |
/// | carriage return (U+000D) | `\r` |
/// | tab (U+0009) | `\t` |
/// | NUL (U+0000) | `\0` |
/// | anything else | itself |
///
/// Why these rules:
/// - Inside a quoted literal only the closing quote and the backslash are special to the
///   predicate parser, so escaping those two is what makes any value safe. Quoting also makes
///   `%@`, `%K` and `$name` plain text: the parser substitutes them only outside quotes, so
///   they are written as they are (never doubled: `%%` inside quotes would stay `%%`).
/// - Line feeds, carriage returns and tabs use the C escapes the predicate lexer decodes; this
///   keeps format strings on one line in logs and failure messages.
/// - NUL becomes `\0` because a raw NUL can cut the text short where it passes through C
///   strings. Other control characters are rare in user interfaces and are left as they are,
///   which the parser accepts inside quotes.
/// - Unicode text (emoji, combining accents, right-to-left text) is written as it is, scalar
///   for scalar, with no normalization: `e` + U+0301 stays two scalars, so it still matches
///   exactly what the app shows.
///
/// ``unquoted(_:)`` is the inverse (it also reads single-quoted literals, as the parser does):
/// `unquoted(quoted(s))` gives back `s`, scalar for scalar.
public enum PredicateLiteral {
    /// `text` as a double-quoted `NSPredicate` string literal, escaped as the table says.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}": result += "\\0"
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }

    /// The text of a quoted literal (double or single quotes), or `nil` when `literal` is not
    /// exactly one well-formed literal. Escapes: `\"`, `\'`, `\\`, `\n`, `\r`, `\t`, `\0`;
    /// a backslash before any other character stands for that character.
    public static func unquoted(_ literal: String) -> String? {
        let scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, let quote = scalars.first, quote == "\"" || quote == "'",
              scalars.last == quote else { return nil }
        var result = String.UnicodeScalarView()
        var position = 1
        let end = scalars.count - 1
        while position < end {
            let scalar = scalars[position]
            if scalar == quote { return nil }
            if scalar == "\\" {
                guard position + 1 < end else { return nil }
                let next = scalars[position + 1]
                switch next {
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "0": result.append("\u{0}")
                default: result.append(next)
                }
                position += 2
            } else {
                result.append(scalar)
                position += 1
            }
        }
        return String(result)
    }
}
