import ElementCore
import Foundation
import WebDriverClient

/// Actions through Appium's XCUITest driver, after the checks the other engines make: touches
/// and typing need a hittable, enabled element; coordinates, drags and adjustments a visible one
/// (and adjustments an enabled one). Each check is one attribute read; a failed one throws
/// ``EngineError/notActionable(reason:)`` so the caller retries.
///
/// | action | command |
/// | --- | --- |
/// | tap | W3C `POST /element/{id}/click` |
/// | doubleTap | `mobile: doubleTap {elementId}` |
/// | twoFingerTap | `mobile: twoFingerTap {elementId}` |
/// | longPress | `mobile: touchAndHold {elementId, duration}` |
/// | tapCoordinate | `mobile: tap {elementId, x, y}`, the point relative to the element |
/// | typeText | W3C `POST /element/{id}/value` with the text as it is (XCUI's `typeText` presses Return for a line feed, Tab, delete for `\u{8}`…, see ``TypedText``; the characters it refuses are refused first), redacted from logs when secure |
/// | deleteText | the same, with one `\u{8}` per character (`XCUIKeyboardKeyDelete`; the driver also maps W3C Backspace to it) |
/// | clearText | W3C `POST /element/{id}/clear` |
/// | fillText | W3C `POST /element/{id}/clear`, then `POST /element/{id}/value` with the text as typeText sends it |
/// | drag, refresh | `mobile: dragFromToForDuration {fromX, fromY, toX, toY, duration: 0.5}` in screen points |
/// | adjustSlider | `POST /element/{id}/value` with the position as text: WebDriverAgent sets a slider's normalized position from it (0…1) |
/// | adjustPickerWheel | `POST /element/{id}/value` with the value: WebDriverAgent adjusts a picker wheel to it |
/// | hover | unsupported (no pointer) |
/// | pressKey | `POST /element/{id}/value` with the key's text (characters, space, Return, Tab, delete; no modifiers) |
/// | dragAndDrop | `mobile: dragFromToForDuration` from the element's centre to the target's |
extension AppiumEngine {
    /// Where pull-to-refresh drags, inside the element: from near its top to near its bottom.
    static let refreshDrag = (start: NormalizedCoordinate(dx: 0.5, dy: 0.2), end: NormalizedCoordinate(dx: 0.5, dy: 0.9))

    /// Finds the element, checks it as the table above says, and performs the action.
    public func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {
        let element = try reference(for: query)
        let what = "\(action) \(query)"
        switch action {
        case .tap:
            try requireTappable(element)
            try command(what) { try $0.click(element) }
        case .doubleTap:
            try requireTappable(element)
            try mobile(.doubleTap(element), what: what)
        case .twoFingerTap:
            try requireTappable(element)
            try mobile(.twoFingerTap(element), what: what)
        case .longPress(let duration):
            try requireTappable(element)
            try mobile(.touchAndHold(element, duration: max(0, duration)), what: what)
        case .tapCoordinate(let point):
            let frame = try visibleFrame(of: element)
            try mobile(.tap(element, x: frame.width * point.dx, y: frame.height * point.dy), what: what)
        case .typeText(let text, let isSecure):
            // WebDriverAgent types with XCUI's typeText, which presses the keys of ``TypedText``
            // itself: the text goes as it is, once its refused characters are ruled out.
            _ = try TypedText.parts(of: text, into: "\(query)")
            try requireTappable(element)
            try command(what) { session in  // `what` names no secure text: ElementAction hides it
                try session.sendKeys(element, text: text, redacted: isSecure)
            }
        case .deleteText(let count):
            try requireTappable(element)
            guard count > 0 else { return }
            try command(what) { try $0.sendKeys(element, text: String(repeating: "\u{8}", count: count)) }
        case .clearText:
            try requireTappable(element)
            try command(what) { try $0.clear(element) }
        case .fillText(let text, let isSecure):
            _ = try TypedText.parts(of: text, into: "\(query)")  // refused characters change nothing
            try requireTappable(element)
            try command(what) { session in
                try session.clear(element)
                if !text.isEmpty { try session.sendKeys(element, text: text, redacted: isSecure) }
            }
        case .drag(let from, let to):
            try drag(element, from: from, to: to, what: what)
        case .refresh:
            try drag(element, from: Self.refreshDrag.start, to: Self.refreshDrag.end, what: what)
        case .adjustSlider(let position):
            try requireAdjustable(element)
            let clamped = min(max(position, 0), 1)
            try command(what) { try $0.sendKeys(element, text: String(clamped)) }
        case .adjustPickerWheel(let value):
            try requireAdjustable(element)
            try command(what) { try $0.sendKeys(element, text: value) }
        case .hover:
            throw .unsupported("Appium's XCUITest driver has no pointer to hover with: cannot \(what).")
        case .pressKey(let key, let modifiers):
            guard modifiers.isEmpty, let text = Self.typedKey(key) else {
                throw .unsupported("Appium types text into an element; it cannot \(what). Use the XCUI engine for hardware keys.")
            }
            try requireTappable(element)
            try command(what) { try $0.sendKeys(element, text: text, redacted: key.isSecret) }
        case .upload:
            throw .unsupported("Appium's XCUITest driver has no file inputs to choose files in: cannot \(what).")
        case .dragAndDrop(let targetQuery):
            let target: ElementReference
            do throws(EngineError) {
                target = try reference(for: targetQuery)
            } catch {
                throw .notActionable(reason: "its drop target \(targetQuery) is not ready: \(error.explanation(for: targetQuery))")
            }
            let from = try visibleFrame(of: element)
            let to = try visibleFrame(of: target)
            try mobile(.drag(from: CGPoint(x: from.midX, y: from.midY), to: CGPoint(x: to.midX, y: to.midY)), what: what)
        }
    }

    /// The text WebDriverAgent types for a key without modifiers: characters, space, Return,
    /// Tab and delete; `nil` for keys it has no text for.
    static func typedKey(_ key: ElementCore.Key) -> String? {
        switch key.kind {
        case .character(let character): return String(character)
        case .space: return " "
        case .enter: return "\n"
        case .tab: return "\t"
        case .backspace: return "\u{8}"
        default: return nil
        }
    }

    // MARK: Gestures

    private func drag(_ element: ElementReference, from: NormalizedCoordinate, to: NormalizedCoordinate,
                            what: String) throws(EngineError) {
        let frame = try visibleFrame(of: element)
        try mobile(.drag(from: from.point(in: frame), to: to.point(in: frame)), what: what)
    }

    // MARK: Checks

    /// Hittable, then enabled.
    private func requireTappable(_ element: ElementReference) throws(EngineError) {
        guard AppiumSnapshotReading.flag(try attribute("hittable", of: element)) else {
            throw .notActionable(reason: "it is not hittable")
        }
        try requireEnabled(element)
    }

    /// Visible, then enabled.
    private func requireAdjustable(_ element: ElementReference) throws(EngineError) {
        try requireVisible(element)
        try requireEnabled(element)
    }

    private func requireEnabled(_ element: ElementReference) throws(EngineError) {
        guard AppiumSnapshotReading.flag(try attribute("enabled", of: element), default: true) else {
            throw .notActionable(reason: "it is disabled")
        }
    }

    private func requireVisible(_ element: ElementReference) throws(EngineError) {
        guard AppiumSnapshotReading.flag(try attribute("visible", of: element)) else {
            throw .notActionable(reason: "it is not visible")
        }
    }

    /// The element's box, once it is visible.
    private func visibleFrame(of element: ElementReference) throws(EngineError) -> CGRect {
        try requireVisible(element)
        return try rect(of: element)
    }
}
