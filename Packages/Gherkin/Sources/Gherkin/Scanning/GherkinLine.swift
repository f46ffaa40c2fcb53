/// One line of a feature file, with the measurements every token matcher needs.
///
/// Columns and indents count Unicode scalars (code points), as Cucumber's implementations do,
/// so a line that starts with an emoji has the same columns here as in Cucumber's output.
struct GherkinLine {
    /// The line as written, without its line break.
    let text: String
    /// The line's number, starting at 1.
    let number: Int
    /// The line without its leading whitespace.
    let trimmed: String
    /// How many whitespace scalars precede the first other character.
    let indent: Int

    init(_ text: String, number: Int) {
        self.text = text
        self.number = number
        var start = text.unicodeScalars.startIndex
        var indent = 0
        while start < text.unicodeScalars.endIndex, text.unicodeScalars[start].isGherkinWhitespace {
            start = text.unicodeScalars.index(after: start)
            indent += 1
        }
        self.trimmed = String(String.UnicodeScalarView(text.unicodeScalars[start...]))
        self.indent = indent
    }

    /// Whether the line holds only whitespace.
    var isEmpty: Bool { trimmed.isEmpty }

    /// Whether the trimmed line starts with `prefix`, compared scalar by scalar.
    func startsWith(_ prefix: String) -> Bool {
        trimmed.unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    /// The trimmed line after its first `scalarCount` scalars, trimmed at both ends.
    func rest(afterScalars scalarCount: Int) -> String {
        let scalars = trimmed.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: scalarCount, limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        return String(String.UnicodeScalarView(scalars[start...])).trimmingGherkinWhitespace()
    }

    /// The line with `indentToRemove` leading scalars removed; the trimmed line when the line is
    /// indented less than that (a doc string line written left of its opening delimiter).
    func text(removingIndent indentToRemove: Int) -> String {
        guard indentToRemove >= 0, indentToRemove <= indent else { return String(trimmed) }
        let scalars = text.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: indentToRemove)
        return String(String.UnicodeScalarView(scalars[start...]))
    }
}

extension Unicode.Scalar {
    /// Whitespace as JavaScript's `\s` defines it, which Cucumber's reference parser uses to trim
    /// lines: Unicode's spaces and line terminators plus the byte order mark.
    var isGherkinWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// The text without the Gherkin whitespace at either end.
    func trimmingGherkinWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isGherkinWhitespace }),
              let last = scalars.lastIndex(where: { !$0.isGherkinWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
