/// A piece of a line found by a matcher: a tag or a table cell, with its column.
struct LineItem: Equatable {
    /// The 1-based column of the item's first character.
    let column: Int
    /// The item's text (a tag with its `@`, or a cell's unescaped, trimmed value).
    let text: String
}

extension GherkinLine {
    /// The cells of a table row (`| a | b |`).
    ///
    /// Text before the first `|` and after the last one is ignored; `\|`, `\\` and `\n` are the
    /// escapes for a pipe, a backslash and a line break, and any other backslash stays as
    /// written. Cells are trimmed of spaces and tabs but keep escaped line breaks.
    func tableCells() -> [LineItem] {
        var cells: [LineItem] = []
        var cell = String.UnicodeScalarView()
        var cellStartColumn = 1
        var column = 0
        var isFirstCell = true
        var scalars = trimmed.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            column += 1
            switch scalar {
            case "|":
                if isFirstCell {
                    isFirstCell = false
                } else {
                    let leading = cell.prefix(while: \.isCellPadding).count
                    let value = String(String.UnicodeScalarView(cell.dropFirst(leading).reversed().drop(while: \.isCellPadding).reversed()))
                    cells.append(LineItem(column: indent + cellStartColumn + leading, text: value))
                }
                cell = String.UnicodeScalarView()
                cellStartColumn = column + 1
            case "\\":
                guard let escaped = scalars.next() else {
                    // A backslash ends the line: the cell is never closed, so it is dropped.
                    cell.append(scalar)
                    break
                }
                column += 1
                switch escaped {
                case "n": cell.append("\n")
                case "|", "\\": cell.append(escaped)
                default:
                    cell.append("\\")
                    cell.append(escaped)
                }
            default:
                cell.append(scalar)
            }
        }
        return cells
    }

    /// The tags of a tag line (`@smoke @slow # a comment`).
    ///
    /// A `#` after whitespace starts a comment that ends the tags. Each tag runs to the next
    /// `@`; a tag containing whitespace is an error.
    func tags() throws(GherkinError) -> [LineItem] {
        let uncommented = trimmed.unicodeScalars.tagsBeforeComment()
        var tags: [LineItem] = []
        var column = indent + 1
        for (index, piece) in uncommented.split(separator: "@", omittingEmptySubsequences: false).enumerated() {
            let item = piece.reversed().drop(while: \.isGherkinWhitespace).reversed()
            if index == 0 || item.isEmpty {
                // Text before the first @ (always empty: the line starts with @), and "@@".
                continue
            }
            if item.contains(where: \.isGherkinWhitespace) {
                throw GherkinError(message: "A tag may not contain whitespace", line: number, column: column)
            }
            tags.append(LineItem(column: column, text: "@" + String(String.UnicodeScalarView(item))))
            column += piece.count + 1
        }
        return tags
    }
}

private extension String.UnicodeScalarView {
    /// The scalars before the first whitespace that is followed by `#`.
    func tagsBeforeComment() -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var previous: Unicode.Scalar?
        for scalar in self {
            if scalar == "#", let previous, previous.isGherkinWhitespace {
                result.removeLast()
                return result
            }
            result.append(scalar)
            previous = scalar
        }
        return result
    }
}

private extension Unicode.Scalar {
    /// The whitespace trimmed around table cells: not line breaks, which `\n` escapes produce.
    var isCellPadding: Bool {
        switch value {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0D, 0x85, 0xA0: return true
        default: return false
        }
    }
}
