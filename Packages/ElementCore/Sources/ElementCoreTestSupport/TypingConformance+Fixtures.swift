import ElementCore
import Foundation
import InMemoryEngine

extension TypingConformance {
    /// The fixture as an HTML page: fields are `<input>`s (`type=password` for the secure one)
    /// in their forms, the text view a `<textarea>`, static texts `<p>`s. A form's `submit`
    /// (Return in its only field) updates the text as the fixture says.
    public static func html() -> String {
        var body: [String] = []
        var openForm: String?
        for node in nodes {
            if node.form != openForm {
                if openForm != nil { body.append("</form>") }
                if let form = node.form { body.append("<form id=\"\(form)\">") }
                openForm = node.form
            }
            let id = "data-testid=\"\(node.identifier)\" aria-label=\"\(node.identifier)\""
            switch node.type {
            case .staticText: body.append("<p data-testid=\"\(node.identifier)\">\(node.label)</p>")
            case .secureTextField: body.append("<input type=\"password\" \(id)>")
            case .textView: body.append("<textarea \(id)></textarea>")
            default: body.append("<input type=\"text\" \(id)>")
            }
        }
        if openForm != nil { body.append("</form>") }
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>Typing</title></head>
        <body>
        \(body.joined(separator: "\n"))
        <script>
        const byId = id => document.querySelector(`[data-testid="${id}"]`);
        document.getElementById("shopping").addEventListener("submit", event => {
          event.preventDefault();
          const result = byId("Result");
          result.textContent = result.textContent.startsWith("Submitted") ? "Submitted twice" : "Submitted " + byId("Item").value;
        });
        document.getElementById("signIn").addEventListener("submit", event => {
          event.preventDefault();
          byId("SignIn").textContent = "Signed in with " + byId("Password").value.length + " characters";
        });
        </script>
        </body></html>
        """
    }

    /// ``html()`` as a `data:` URL, ready for a browser to open.
    public static func dataURL() -> URL? {
        URL(string: "data:text/html;charset=utf-8," + (html().addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
    }

    /// The fixture as an in-memory app: Return runs as `.keyPress(.enter)` behaviours.
    public static func inMemoryApp() -> InMemoryApp {
        InMemoryApp {
            nodes.map { node in
                let built = InMemoryNode(node.type, id: node.identifier, label: node.type == .staticText ? node.label : node.identifier)
                if node.identifier == "Item" {
                    built.on(.keyPress(.enter)) { ui in
                        let shown = ui.node("Result")?.label ?? ""
                        ui.setLabel(submitted(ui.node("Item")?.value ?? "", after: shown), of: "Result")
                    }
                }
                if node.identifier == "Password" {
                    built.on(.keyPress(.enter)) { ui in
                        ui.setLabel(signedIn(characters: ui.node("Password")?.secureText.count ?? 0), of: "SignIn")
                    }
                }
                return built
            }
        }
    }
}
