import ElementCore
import Foundation
import WebDriverClient

/// A native `alert()`, `confirm()` or `prompt()` dialog, shown to queries as an ``Alert``.
///
/// WebDriver cannot tell the three kinds apart, so the alert always offers an "OK" button
/// (accept), a "Cancel" button (dismiss) and a text field (the prompt's input); the alert's
/// label and its static text are the dialog's message. While a dialog is open, the page
/// behind it cannot be reached, as on a phone.
enum NativeDialog {
    static let okButton = "OK"
    static let cancelButton = "Cancel"

    /// The dialog's tree, or an error when no dialog is open after all. `known` is the dialog's
    /// text as the error that met it said it: then nothing needs to be read.
    static func tree(for engine: WebDriverEngine, showing known: String? = nil) throws(EngineError) -> ElementSnapshot {
        let text: String
        if let known {
            text = known
        } else {
            let open = try? engine.command("read the native dialog") { try $0.page.openDialog() }
            guard let dialog = open ?? nil else { throw .notFound(step: 0) }
            text = dialog.text ?? ""
        }
        let box = CGRect(x: 40, y: 300, width: 310, height: 180)
        func child(_ type: ElementType, _ label: String, _ frame: CGRect, identifier: String = "") -> ElementSnapshot {
            ElementSnapshot(type: type, identifier: identifier, label: label, value: type == .textField ? "" : nil,
                            frame: frame, isHittable: true, isVisible: true)
        }
        let alert = ElementSnapshot(
            type: .alert, label: text, frame: box, isHittable: true, isVisible: true,
            children: [
                child(.staticText, text, CGRect(x: 56, y: 316, width: 278, height: 60)),
                child(.textField, "", CGRect(x: 56, y: 384, width: 278, height: 30)),
                child(.button, cancelButton, CGRect(x: 40, y: 430, width: 155, height: 50)),
                child(.button, okButton, CGRect(x: 195, y: 430, width: 155, height: 50)),
            ]
        )
        return ElementSnapshot(type: .application, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                               isHittable: false, isVisible: true, children: [alert])
    }

    static func resolver(for engine: WebDriverEngine, showing known: String? = nil) throws(EngineError) -> SnapshotResolver {
        SnapshotResolver(root: try tree(for: engine, showing: known))
    }

    /// Performs an action on the dialog: OK accepts, Cancel dismisses, typing fills a prompt.
    static func perform(_ action: ElementAction, on query: ElementQuery, engine: WebDriverEngine) throws(EngineError) {
        let snapshot = try resolver(for: engine).resolve(query).get()
        switch (action, snapshot.type) {
        case (.tap, .button), (.doubleTap, .button), (.tapCoordinate, .button):
            let accept = snapshot.label == okButton
            try engine.command(accept ? "accept the native dialog" : "dismiss the native dialog") { try $0.page.answerDialog(accept: accept) }
        case (.typeText(let text, let isSecure), .textField), (.fillText(let text, let isSecure), .textField):
            // A prompt's text is replaced by what is sent to it, so typing and filling are one.
            try engine.command("type into the native prompt") { try $0.page.typeIntoDialog(text, redacted: isSecure) }
        default:
            throw .unsupported("A native browser dialog only supports tapping OK or Cancel and typing into a prompt; cannot \(action) its \(snapshot.type.name).")
        }
    }
}

/// Apps a browser has, and does not have.
enum WebApps {
    static func unsupportedApp(_ app: AppTarget) -> EngineError {
        .unsupported("""
        The web engine has no app \(app): a browser runs only the web app under test. System apps \
        (Settings, Safari, Springboard) exist on iOS — use the XCUI engine, or AppiumEngine (TABTESTKIT_WEBDRIVER_URL \
        with Appium capabilities).
        """)
    }
}
