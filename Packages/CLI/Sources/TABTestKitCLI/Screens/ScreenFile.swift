import ElementCore
import Foundation

/// A Screen as written in a Swift file: what `--check` compares with the app.
///
/// It reads the declarations `tabtestkit generate screen` writes — and the same shapes written
/// by hand — one per line:
/// `let name = Kind(id: "…", index: N)` and `var name: Kind { Kind(id: "…", parent: other) }`,
/// where `Kind` is an element ElementCore predefines (`Button`, `Header`…) or one the file
/// declares with `var type: ElementType { .link }`. Lines of other shapes are not elements.
public struct ScreenFile: Sendable, Equatable {
    /// One declared element.
    public struct Declaration: Sendable, Equatable {
        /// The property's name.
        public var name: String
        /// The kind's name, e.g. `Button`.
        public var kindName: String
        /// The type it matches.
        public var type: ElementType
        /// Its id, `nil` for any node of its type.
        public var id: String?
        /// Its explicit index.
        public var index: Int?
        /// The name of the element it is looked up in, `nil` for the app.
        public var parent: String?
        /// The line it is declared on (1-based).
        public var line: Int
    }

    /// The Screen's type name, e.g. `LoginScreen`, when the file declares one.
    public var screenName: String?
    /// The name of the trait's property, when the file says.
    public var traitName: String?
    /// The elements, in the file's order.
    public var declarations: [Declaration]

    /// Reads a file's text.
    public init(text: String) {
        var customTypes: [String: ElementType] = [:]
        var currentStruct: String?
        var screenName: String?
        var traitName: String?
        var pending: [(name: String, kind: String, arguments: String, line: Int)] = []
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let match = Self.firstMatch(Self.structPattern, in: trimmed) {
                currentStruct = match[0]
                if match[1].split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "Screen" }) {
                    screenName = match[0]
                }
            } else if let match = Self.firstMatch(Self.typePattern, in: trimmed), let currentStruct,
                      let type = ElementType.allCases.first(where: { $0.name == match[0] }) {
                customTypes[currentStruct] = type
            } else if let match = Self.firstMatch(Self.traitPattern, in: trimmed) {
                traitName = match[0]
            } else if let match = Self.firstMatch(Self.declarationPattern, in: trimmed) {
                let name = match[0].replacingOccurrences(of: "`", with: "")
                pending.append((name, match[1], match[2], offset + 1))
            }
        }
        declarations = pending.compactMap { entry in
            guard let type = Self.type(ofKind: entry.kind, customTypes: customTypes) else { return nil }
            let arguments = Self.arguments(entry.arguments)
            return Declaration(name: entry.name, kindName: entry.kind, type: type, id: arguments.id, index: arguments.index,
                               parent: arguments.parent, line: entry.line)
        }
        self.screenName = screenName
        self.traitName = traitName
    }

    /// The type a kind matches: a predefined element's, or a kind the file declares.
    static func type(ofKind kind: String, customTypes: [String: ElementType]) -> ElementType? {
        if let custom = customTypes[kind] { return custom }
        if kind == "Header" || kind == "View" { return .other }
        return ElementKind.predefined.values.first { $0.typeName == kind }?.type
    }

    /// The `id:`, `index:` and `parent:` arguments of an initializer call, read up to its
    /// closing parenthesis (what follows, such as a comment, is not read).
    static func arguments(_ text: String) -> (id: String?, index: Int?, parent: String?) {
        var id: String?
        var index: Int?
        var parent: String?
        var rest = Substring(text)
        while let first = rest.first, first != ")" {
            guard let colon = rest.firstIndex(where: { $0 == ":" || $0 == ")" }), rest[colon] == ":" else { break }
            let label = rest[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
            rest = rest[rest.index(after: colon)...].drop(while: { $0 == " " })
            if rest.first == "\"" {
                let (literal, remainder) = Self.stringLiteral(rest)
                if label == "id" { id = literal }
                rest = remainder.drop(while: { $0 == " " })
            } else {
                let value = rest.prefix(while: { $0 != "," && $0 != ")" })
                rest = rest.dropFirst(value.count)
                let trimmed = value.trimmingCharacters(in: .whitespaces)
                if label == "index" { index = Int(trimmed) }
                if label == "parent" { parent = trimmed.replacingOccurrences(of: "`", with: "") }
            }
            if rest.first == "," { rest = rest.dropFirst().drop(while: { $0 == " " }) }
        }
        return (id, index, parent)
    }

    /// The value of the string literal at the start of `text` (escapes undone), and what follows it.
    static func stringLiteral(_ text: Substring) -> (String, Substring) {
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { return (value, text[text.index(after: index)...]) }
            if character == "\\", text.index(after: index) < text.endIndex {
                index = text.index(after: index)
                switch text[index] {
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "u":
                    let hex = text[text.index(after: index)...].dropFirst().prefix(while: { $0 != "}" })
                    if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { value.unicodeScalars.append(scalar) }
                    index = text.index(index, offsetBy: hex.count + 2, limitedBy: text.endIndex) ?? text.endIndex
                    continue
                default: value.append(text[index])
                }
            } else {
                value.append(character)
            }
            index = text.index(after: index)
        }
        return (value, text[text.endIndex...])
    }

    private static func firstMatch(_ pattern: NSRegularExpression?, in text: String) -> [String]? {
        guard let pattern else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        guard let match = pattern.firstMatch(in: text, range: range) else { return nil }
        return (1..<match.numberOfRanges).map { group in
            Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
        }
    }

    // The patterns are literals known to compile (the tests read files with each); one that did
    // not would match nothing rather than crash.
    private static func pattern(_ text: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: text)
    }

    private static let structPattern = pattern(#"^(?:(?:public|internal|fileprivate|private|final)\s+)*struct\s+(\w+)\s*:\s*([\w\s,&]+?)\s*\{"#)
    private static let typePattern = pattern(#"^(?:public\s+)?var\s+type\s*:\s*ElementType\s*\{\s*\.`?(\w+)`?\s*\}"#)
    private static let traitPattern = pattern(#"^(?:public\s+)?var\s+trait\s*:\s*\w+\s*\{\s*`?(\w+)`?\s*\}"#)
    private static let declarationPattern = pattern(
        #"^(?:(?:public|internal|private|fileprivate)\s+)?(?:let|var)\s+(`?\w+`?)\s*(?::\s*\w+\s*)?(?:=|\{)\s*(\w+)\((.*)$"#
    )
}
