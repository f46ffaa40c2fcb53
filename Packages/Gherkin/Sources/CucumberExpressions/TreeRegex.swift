/// The nesting of a regular expression's capture groups, so a match can be read as a tree of
/// ``Group``s (a parameter's own groups under the parameter's group).
struct GroupShape: Sendable, Hashable {
    /// The group's pattern (without its parentheses); the whole pattern for the root.
    var source: String
    var children: [GroupShape] = []

    /// The capture groups of `pattern`. Non-capturing groups (`(?:`, look-arounds) are skipped
    /// but their capturing children kept; parentheses in character classes or escaped are text.
    static func of(_ pattern: String) -> GroupShape {
        let scalars = Array(pattern.unicodeScalars)
        var stack: [(shape: GroupShape, capturing: Bool, start: Int)] = [(GroupShape(source: pattern), true, -1)]
        var escaping = false
        var inCharacterClass = false
        for (index, scalar) in scalars.enumerated() {
            if !escaping {
                switch scalar {
                case "[": inCharacterClass = true
                case "]": inCharacterClass = false
                case "(" where !inCharacterClass:
                    stack.append((GroupShape(source: ""), isCapturing(scalars, at: index), index))
                case ")" where !inCharacterClass && stack.count > 1:
                    let (shape, capturing, start) = stack.removeLast()
                    if capturing {
                        var finished = shape
                        finished.source = String(String.UnicodeScalarView(scalars[(start + 1)..<index]))
                        stack[stack.count - 1].shape.children.append(finished)
                    } else {
                        stack[stack.count - 1].shape.children += shape.children
                    }
                default: break
                }
            }
            escaping = scalar == "\\" && !escaping
        }
        return stack.first?.shape ?? GroupShape(source: pattern)
    }

    /// How many capture groups the tree holds, itself excluded.
    var captureGroupCount: Int { children.reduce(children.count) { $0 + $1.captureGroupCount } }

    private static func isCapturing(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        guard at(1) == "?" else { return true }  // (X)
        guard at(2) == "<" else { return false }  // (?:X), (?=X), (?!X)
        return at(3) != "=" && at(3) != "!"  // (?<name>X) captures; (?<=X), (?<!X) do not
    }

    /// The groups of a match, numbering this tree's groups in order from `next`.
    func group(from match: [(value: String?, range: Range<String.Index>?)], next: inout Int) -> Group {
        let index = next
        next += 1
        let children = children.map { $0.group(from: match, next: &next) }
        let captured: (value: String?, range: Range<String.Index>?) = index < match.count ? match[index] : (nil, nil)
        return Group(value: captured.value, range: captured.range, children: children)
    }
}
