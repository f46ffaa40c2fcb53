import CucumberExpressions
import Foundation
import Gherkin

/// Suggests a step definition for an undefined step, as Cucumber's snippets do: the step's text
/// as a Cucumber Expression, with numbers and quoted text (and custom types used for snippets)
/// turned into parameters, and a body that throws ``PendingStep``.
///
/// ```swift
/// When("I type {string} into the username field") { (string: String) in
///     throw PendingStep()
/// }
/// ```
struct SnippetGenerator {
    /// The parameter types in force.
    let registry: ParameterTypeRegistry
    /// The Swift types custom parameter types make, by name.
    let valueTypes: [String: String]

    /// The Swift types the built-in parameter types are best taken as.
    private static let builtInValueTypes = [
        "int": "Int", "float": "Double", "double": "Double", "byte": "Int8", "short": "Int16", "long": "Int64",
    ]

    /// A ready-to-paste definition of `step`.
    func snippet(for step: PickleStep) -> String {
        let (expression, parameters) = self.expression(for: step.text)
        var names = parameters.enumerated().map { index, type in
            let count = parameters[..<index].filter { $0.name == type.name }.count
            let base = Self.identifier(type.name.isEmpty ? "value" : type.name)
            return (name: count == 0 ? base : "\(base)\(count + 1)", type: valueTypes[type.name] ?? Self.builtInValueTypes[type.name] ?? "String")
        }
        if step.argument?.docString != nil { names.append(("docString", "DocString")) }
        if step.argument?.dataTable != nil { names.append(("dataTable", "DataTable")) }
        let signature = names.isEmpty ? "" : " (" + names.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ") in"
        return """
            \(Self.keyword(for: step.type))(\(Self.swiftLiteral(expression))) {\(signature)
                throw PendingStep()
            }
            """
    }

    /// The Cucumber Expression for `text` and the parameter types it uses, found left to right:
    /// at each point the match that starts first wins, then the longest, then the type defined
    /// first.
    func expression(for text: String) -> (String, [ParameterType]) {
        let candidates = registry.parameterTypes.filter(\.useForSnippets).flatMap { type in
            type.regexps.compactMap { try? NSRegularExpression(pattern: $0) }.map { (type, $0) }
        }
        let utf16 = text.utf16
        var position = 0
        var expression = ""
        var types: [ParameterType] = []
        while position < utf16.count {
            var best: (type: ParameterType, range: NSRange)?
            for (type, regex) in candidates {
                guard let range = Self.firstWordMatch(of: regex, in: text, from: position) else { continue }
                if let current = best, current.range.location < range.location
                    || (current.range.location == range.location && current.range.length >= range.length) {
                    continue
                }
                best = (type, range)
            }
            guard let best else { break }
            expression += Self.escaped(Self.substring(text, position..<best.range.location))
            expression += "{\(best.type.name)}"
            types.append(best.type)
            position = best.range.location + best.range.length
        }
        expression += Self.escaped(Self.substring(text, position..<utf16.count))
        return (expression, types)
    }

    /// The first non-empty match of `regex` at or after `start` that begins and ends at a word's
    /// edge (next to a space, punctuation or the text's ends), so `{int}` does not take the `2`
    /// of `mp3`.
    private static func firstWordMatch(of regex: NSRegularExpression, in text: String, from start: Int) -> NSRange? {
        let whole = NSRange(location: 0, length: text.utf16.count)
        var location = start
        while location < whole.length {
            let range = NSRange(location: location, length: whole.length - location)
            guard let match = regex.firstMatch(in: text, options: [], range: range), match.range.length > 0 else { return nil }
            if isEdge(text, before: match.range.location) && isEdge(text, after: match.range.location + match.range.length) {
                return match.range
            }
            location = match.range.location + 1
        }
        return nil
    }

    private static func isEdge(_ text: String, before offset: Int) -> Bool {
        offset == 0 || isSeparator(text, at: offset - 1)
    }

    private static func isEdge(_ text: String, after offset: Int) -> Bool {
        offset >= text.utf16.count || isSeparator(text, at: offset)
    }

    private static func isSeparator(_ text: String, at offset: Int) -> Bool {
        let unit = text.utf16[text.utf16.index(text.utf16.startIndex, offsetBy: offset)]
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isWhitespace || CharacterSet.punctuationCharacters.contains(scalar)
    }

    private static func substring(_ text: String, _ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(utf16.startIndex, offsetBy: range.upperBound)
        return String(utf16[start..<end]) ?? ""
    }

    /// Literal text in a Cucumber Expression: `\`, `{`, `(` and `/` escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\{(/".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as a Swift string literal.
    static func swiftLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A Swift identifier made from a parameter type's name.
    static func identifier(_ name: String) -> String {
        let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return cleaned.first?.isNumber == true ? "_" + cleaned : cleaned
    }

    /// The keyword a definition of a step of this kind is written with.
    static func keyword(for type: PickleStepType) -> String {
        switch type {
        case .context, .unknown: return "Given"
        case .action: return "When"
        case .outcome: return "Then"
        }
    }
}
