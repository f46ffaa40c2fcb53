import Foundation

/// Keeping what is entered into secure fields out of every output: text typed into them, and
/// keys pressed into them one at a time (`press("x", in: password)`), however short.
enum SecureEntry {
    /// `action` as it may be shown: a key that types text into a secure field becomes
    /// ``Key/secret`` (messages say `press a secure key`), and what it types, like secure typed
    /// text, is registered with `Secrets` (``Secrets/registerEntered(_:)``) before anything is
    /// printed.
    static func masking(_ action: ElementAction, on query: ElementQuery, driver: (any Engine)?) -> ElementAction {
        switch action {
        case .typeText(let text, isSecure: true), .fillText(let text, isSecure: true):
            Secrets.registerEntered(text)
            return action
        case .pressKey(let key, let modifiers):
            guard !key.isSecret, let typed = key.typedText, isSecureTarget(query, driver: driver) else { return action }
            Secrets.registerEntered(typed)
            return .pressKey(key.secret, modifiers: modifiers)
        default:
            return action
        }
    }

    /// Whether keys pressed on `query` go into a secure field: a `SecureTextField`, a custom
    /// element of any type that resolves to one, or — for the app itself — the secure field that
    /// has the keyboard focus.
    static func isSecureTarget(_ query: ElementQuery, driver: (any Engine)?) -> Bool {
        guard let last = query.steps.last else {
            guard let driver else { return false }
            let fields = ElementQuery(app: query.app, steps: [QueryStep(type: .secureTextField, id: nil, index: nil)], isStrict: false)
            return ((try? driver.matches(fields)) ?? []).contains(where: \.hasKeyboardFocus)
        }
        if last.type == .secureTextField { return true }
        guard last.type == .any, let driver else { return false }
        return (try? driver.resolve(query))?.snapshot?.type == .secureTextField
    }
}
