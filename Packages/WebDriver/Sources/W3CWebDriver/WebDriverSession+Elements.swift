import Foundation

extension WebDriverSession {
    // MARK: Finding

    /// Finds the first element matching `value` with `strategy`, in the whole page or inside `parent`.
    ///
    /// - Throws: ``WebDriverError`` with ``W3CErrorCode/noSuchElement`` when nothing matches (after the
    ///   implicit wait, 0 by default).
    public func findElement(
        using strategy: LocatorStrategy,
        value: String,
        from parent: ElementReference? = nil
    ) throws -> ElementReference {
        let path = parent.map { "element/\(pathSegment($0.id))/element" } ?? "element"
        let result = try command(.post, path, ["using": .string(strategy.rawValue), "value": .string(value)])
        guard let reference = result.elementReference else {
            throw WebDriverError.invalidResponse(command: "POST \(path)", httpStatus: 200,
                                                 body: "expected an element reference, got \(result)")
        }
        return reference
    }

    /// Finds every element matching `value` with `strategy`, in document order (empty when none match).
    public func findElements(
        using strategy: LocatorStrategy,
        value: String,
        from parent: ElementReference? = nil
    ) throws -> [ElementReference] {
        let path = parent.map { "element/\(pathSegment($0.id))/elements" } ?? "elements"
        let result = try command(.post, path, ["using": .string(strategy.rawValue), "value": .string(value)])
        return (result.arrayValue ?? []).compactMap(\.elementReference)
    }

    /// The element that has focus (`document.activeElement`).
    public func activeElement() throws -> ElementReference {
        let result = try command(.get, "element/active")
        guard let reference = result.elementReference else {
            throw WebDriverError.protocolError(code: .noSuchElement, codeText: "no such element",
                                               message: "no active element", command: "GET element/active", httpStatus: 404)
        }
        return reference
    }

    /// The open shadow root of `element`.
    public func shadowRoot(of element: ElementReference) throws -> ShadowRootReference {
        let result = try command(.get, "element/\(pathSegment(element.id))/shadow")
        guard let reference = ShadowRootReference(json: result) else {
            throw WebDriverError.invalidResponse(command: "GET shadow", httpStatus: 200, body: "\(result)")
        }
        return reference
    }

    /// Finds the first element inside a shadow root (CSS selectors are the portable strategy here).
    public func findElement(
        using strategy: LocatorStrategy,
        value: String,
        in shadowRoot: ShadowRootReference
    ) throws -> ElementReference {
        let path = "shadow/\(pathSegment(shadowRoot.id))/element"
        let result = try command(.post, path, ["using": .string(strategy.rawValue), "value": .string(value)])
        guard let reference = result.elementReference else {
            throw WebDriverError.invalidResponse(command: "POST \(path)", httpStatus: 200, body: "\(result)")
        }
        return reference
    }

    // MARK: Interacting

    /// Scrolls `element` into view and clicks its centre. Fails with ``W3CErrorCode/elementClickIntercepted``
    /// when something covers it.
    public func click(_ element: ElementReference) throws {
        try command(.post, "element/\(pathSegment(element.id))/click")
    }

    /// Empties an editable element (input, textarea, contenteditable).
    public func clear(_ element: ElementReference) throws {
        try command(.post, "element/\(pathSegment(element.id))/clear")
    }

    /// Focuses `element` and types `text` as real key events. ``Key`` constants are pressed as keys
    /// (`"abc" + Key.backspace` leaves `"ab"`).
    ///
    /// - Parameters:
    ///   - element: the element to type into.
    ///   - text: the characters to type, including ``Key`` constants.
    ///   - redacted: `true` for secrets (passwords, tokens): the text is never logged.
    ///
    /// This is the classic command; ``page``'s ``PageChannel/type(_:into:redacted:)`` types over
    /// the tab's own DevTools session where it can.
    public func sendKeys(_ element: ElementReference, text: String, redacted: Bool = false) throws {
        try command(
            .post, "element/\(pathSegment(element.id))/value",
            ["text": .string(text)],
            redacted: redacted
        )
    }

    // MARK: Reading

    /// The element's rendered text (as a user sees it; hidden text excluded).
    public func text(of element: ElementReference) throws -> String {
        try command(.get, "element/\(pathSegment(element.id))/text").stringValue ?? ""
    }

    /// The element's tag name (lowercase in HTML documents).
    public func tagName(of element: ElementReference) throws -> String {
        try command(.get, "element/\(pathSegment(element.id))/name").stringValue ?? ""
    }

    /// The value of the HTML attribute `name`, or `nil` when absent. (On Appium: the element attribute
    /// such as `label`, `value`, `name`, `enabled`.)
    public func attribute(_ name: String, of element: ElementReference) throws -> String? {
        let value = try command(.get, "element/\(pathSegment(element.id))/attribute/\(pathSegment(name))")
        switch value {
        case .null: return nil
        case .string(let text): return text
        default: return value.serialized()
        }
    }

    /// The DOM property `name` (e.g. `value`, `checked`, `scrollTop`).
    public func property(_ name: String, of element: ElementReference) throws -> JSONValue {
        try command(.get, "element/\(pathSegment(element.id))/property/\(pathSegment(name))")
    }

    /// The computed value of the CSS property `name`, e.g. `"rgb(0, 0, 0)"` for `color`.
    public func cssValue(_ name: String, of element: ElementReference) throws -> String {
        try command(.get, "element/\(pathSegment(element.id))/css/\(pathSegment(name))").stringValue ?? ""
    }

    /// The element's position and size.
    public func rect(of element: ElementReference) throws -> ElementRect {
        let value = try command(.get, "element/\(pathSegment(element.id))/rect")
        guard let rect = ElementRect(json: value) else {
            throw WebDriverError.invalidResponse(command: "GET rect", httpStatus: 200, body: "\(value)")
        }
        return rect
    }

    /// The element's computed ARIA role (e.g. `"button"`, `"textbox"`, `"heading"`).
    public func computedRole(of element: ElementReference) throws -> String {
        try command(.get, "element/\(pathSegment(element.id))/computedrole").stringValue ?? ""
    }

    /// The element's computed accessible name.
    public func computedLabel(of element: ElementReference) throws -> String {
        try command(.get, "element/\(pathSegment(element.id))/computedlabel").stringValue ?? ""
    }

    /// `true` unless the element is disabled.
    public func isEnabled(_ element: ElementReference) throws -> Bool {
        try command(.get, "element/\(pathSegment(element.id))/enabled").boolValue ?? false
    }

    /// `true` for checked checkboxes and radio buttons and selected options.
    public func isSelected(_ element: ElementReference) throws -> Bool {
        try command(.get, "element/\(pathSegment(element.id))/selected").boolValue ?? false
    }

    /// `true` when the element is rendered visibly (the driver's "element displayedness" heuristic).
    public func isDisplayed(_ element: ElementReference) throws -> Bool {
        try command(.get, "element/\(pathSegment(element.id))/displayed").boolValue ?? false
    }
}
