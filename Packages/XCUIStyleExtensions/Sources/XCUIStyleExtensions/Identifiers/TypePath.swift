/// The module-independent path of a type, used to prefix pretty identifiers.
enum TypePath {
    /// The type's path without its module, nested names joined by `_`.
    ///
    /// From `String(reflecting:)`: generic arguments are dropped (`Outer<Int>.IDs` gives
    /// `Outer_IDs`), the leading module is dropped, anonymous contexts (types declared in a
    /// function, or private to a file: `(unknown context at $…)`) are dropped, and a
    /// `(Name in _HASH)` component keeps its name.
    static func name(of type: Any.Type) -> String {
        components(of: String(reflecting: type)).joined(separator: "_")
    }

    static func components(of reflected: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var angle = 0
        var paren = 0
        for character in reflected {
            switch character {
            case "<": angle += 1
            case ">": angle = max(0, angle - 1)
            case _ where angle > 0: break
            case "(":
                paren += 1
                current.append(character)
            case ")":
                paren = max(0, paren - 1)
                current.append(character)
            case "." where paren == 0:
                parts.append(current)
                current = ""
            default:
                current.append(character)
            }
        }
        parts.append(current)
        return parts.dropFirst().compactMap(readable)
    }

    /// A component as it should appear, or `nil` for an anonymous context.
    private static func readable(_ component: String) -> String? {
        guard component.hasPrefix("(") else { return component.isEmpty ? nil : component }
        let inner = component.dropFirst().prefix { $0 != ")" }
        if let range = inner.range(of: " in ") {
            let name = String(inner[..<range.lowerBound])
            return name.isEmpty ? nil : name
        }
        return nil
    }
}
