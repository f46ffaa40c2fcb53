import ElementCore
import Foundation

extension ConformanceFixture {
    /// The fixture as a semantic HTML page, with identifiers in `data-testid` and the web
    /// engine's mapping of types: a button is a `<button>`, static text a `<p>`, an alert a
    /// `role="alertdialog"` element, a table a `<ul>`, a cell an `<li>`, a text field an
    /// `<input>`, anything else a `<div>`. Tap effects are click listeners.
    public static func html() -> String {
        var listeners: [String] = []
        let body = nodes.map { element($0, listeners: &listeners) }.joined(separator: "\n")
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>Conformance</title></head>
        <body>
        \(body)
        <script>
        \(listeners.joined(separator: "\n"))
        </script>
        </body></html>
        """
    }

    /// ``html()`` as a `data:` URL, ready for a browser to open.
    public static func dataURL() -> URL? {
        let encoded = html().addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return URL(string: "data:text/html;charset=utf-8," + encoded)
    }

    private static func element(_ node: Node, listeners: inout [String]) -> String {
        var attributes: [String] = []
        if !node.identifier.isEmpty { attributes.append("data-testid=\"\(escaped(node.identifier))\"") }
        if !node.isEnabled { attributes.append("disabled") }
        if node.isHidden { attributes.append("hidden") }
        if let effect = node.onTap, !node.identifier.isEmpty {
            listeners.append(
                "document.querySelector(\(script("[data-testid=\"\(node.identifier)\"]"))).addEventListener(\"click\", () => { "
                    + "document.querySelector(\(script("[data-testid=\"\(effect.targetIdentifier)\"]"))).textContent = \(script(effect.newLabel)); });"
            )
        }
        let named = node.label.isEmpty ? [] : ["aria-label=\"\(escaped(node.label))\""]
        let inner = node.children.map { element($0, listeners: &listeners) }.joined(separator: "\n")
        switch node.type {
        case .button:
            return tag("button", attributes, content: escaped(node.label) + inner)
        case .staticText:
            return tag("p", attributes, content: escaped(node.label) + inner)
        case .cell:
            return tag("li", attributes, content: escaped(node.label) + inner)
        case .alert:
            return tag("div", ["role=\"alertdialog\""] + attributes + named, content: inner)
        case .table:
            return tag("ul", attributes + named, content: inner)
        case .checkBox:
            let checked = node.isMixed ? "mixed" : "false"
            return tag("div", ["role=\"checkbox\"", "aria-checked=\"\(checked)\"", "tabindex=\"0\""] + attributes + named, content: inner)
        case .textField:
            var input = attributes + named
            if let placeholder = node.placeholder { input.append("placeholder=\"\(escaped(placeholder))\"") }
            if let value = node.value { input.append("value=\"\(escaped(value))\"") }
            return "<input type=\"text\" " + input.joined(separator: " ") + ">"
        default:
            return tag("div", attributes + named, content: inner)
        }
    }

    private static func tag(_ name: String, _ attributes: [String], content: String) -> String {
        let opening = ([name] + attributes).joined(separator: " ")
        return "<\(opening)>\(content)</\(name)>"
    }

    /// Text safe inside HTML content and double-quoted attributes.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A JavaScript string literal safe inside a `<script>` element.
    private static func script(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "<": literal += "\\u003c"
            case "\n": literal += "\\n"
            default:
                if scalar.value < 0x20 {
                    literal += String(format: "\\u%04x", scalar.value)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
