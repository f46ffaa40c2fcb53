import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// Performs one `ElementAction` on a located element, after the checks the other
/// engines make too: taps need a hittable, enabled element; drags and adjustments a visible
/// one. A failed check throws `EngineError.notActionable(reason:)` so the caller
/// retries; XCUI itself would fail the test instead.
@MainActor
struct XCUIActionPerformer {
    let app: XCUIApplication
    let located: XCUIQueryResolver.Located
    let configuration: XCUIEngine.Configuration
    /// Where a drag and drop releases the element.
    var dropTarget: XCUIElement?

    private var element: XCUIElement { located.element }

    func perform(_ action: ElementAction) throws(EngineError) {
        switch action {
        case .tap, .doubleTap, .twoFingerTap, .longPress, .tapCoordinate:
            try touch(action)
        case .typeText(let text, _):
            try focusForTyping()
            element.typeText(text)
        case .deleteText(let count):
            try focusForTyping()
            if count > 0 { element.typeText(Self.deletes(count)) }
        case .clearText:
            let length = try focusForTyping().value?.count ?? 0
            if length > 0 { element.typeText(Self.deletes(length)) }
        case .fillText(let text, _):
            // XCUI has no way to set the text but typing: delete what is there, then type, in
            // one typeText.
            let length = try focusForTyping().value?.count ?? 0
            let keys = Self.deletes(length) + text
            if !keys.isEmpty { element.typeText(keys) }
        case .drag(let start, let end):
            try drag(from: start, to: end)
        case .adjustSlider(let position):
            try requireVisible()
            try requireEnabled()
            element.adjust(toNormalizedSliderPosition: CGFloat(min(max(position, 0), 1)))
        case .adjustPickerWheel(let value):
            try adjustPickerWheel(to: value)
        case .refresh:
            try drag(from: configuration.refreshDrag.start, to: configuration.refreshDrag.end)
        case .hover:
            try hover()
        case .pressKey(let key, let modifiers):
            try press(key, modifiers: modifiers)
        case .dragAndDrop:
            try dragAndDrop()
        case .upload:
            throw Self.noFileDialog
        }
    }

    /// Why XCUI cannot choose files.
    nonisolated static let noFileDialog = EngineError.unsupported(
        "XCUI cannot choose files for a file input: it has no file dialog to drive. Upload files with the web engine."
    )

    // MARK: Pointer and keys

    private func hover() throws(EngineError) {
        #if os(macOS) || !canImport(Darwin)
        try requireVisible()
        element.hover()
        #else
        throw .unsupported("XCUI hovers with a pointer on macOS only.")
        #endif
    }

    /// Types the key into the element (focused first), or into whatever has the focus when
    /// the query is the app itself.
    private func press(_ key: Key, modifiers: KeyModifiers) throws(EngineError) {
        #if os(tvOS) || os(watchOS)
        throw .unsupported("XCUI types hardware keys on iOS and macOS only: press \(key) with XCUIRemote instead.")
        #else
        let flags = Self.flags(modifiers)
        if element === app {
            app.typeKey(Self.keyString(key), modifierFlags: flags)
        } else {
            try focusForTyping()
            element.typeKey(Self.keyString(key), modifierFlags: flags)
        }
        #endif
    }

    private func dragAndDrop() throws(EngineError) {
        #if XCUI_NO_TOUCH
        throw .unsupported("tvOS has no touch screen to drag on: move the focus with XCUIRemote instead.")
        #else
        try requireHittable()
        guard let dropTarget, dropTarget.exists else { throw .notActionable(reason: "its drop target no longer exists") }
        let centre = CGVector(dx: 0.5, dy: 0.5)
        element.coordinate(withNormalizedOffset: centre)
            .press(forDuration: configuration.dragPressDuration, thenDragTo: dropTarget.coordinate(withNormalizedOffset: centre))
        #endif
    }

    /// The string XCUI types for `key`.
    static func keyString(_ key: Key) -> String {
        switch key.kind {
        case .enter: return XCUIKeyboardKey.return.rawValue
        case .escape: return XCUIKeyboardKey.escape.rawValue
        case .tab: return XCUIKeyboardKey.tab.rawValue
        case .space: return XCUIKeyboardKey.space.rawValue
        case .backspace: return XCUIKeyboardKey.delete.rawValue
        case .delete: return XCUIKeyboardKey.forwardDelete.rawValue
        case .arrowUp: return XCUIKeyboardKey.upArrow.rawValue
        case .arrowDown: return XCUIKeyboardKey.downArrow.rawValue
        case .arrowLeft: return XCUIKeyboardKey.leftArrow.rawValue
        case .arrowRight: return XCUIKeyboardKey.rightArrow.rawValue
        case .home: return XCUIKeyboardKey.home.rawValue
        case .end: return XCUIKeyboardKey.end.rawValue
        case .pageUp: return XCUIKeyboardKey.pageUp.rawValue
        case .pageDown: return XCUIKeyboardKey.pageDown.rawValue
        case .character(let character): return String(character)
        }
    }

    /// XCUI's modifier flags; the platform's shortcut modifier is Command on Apple systems.
    static func flags(_ modifiers: KeyModifiers) -> XCUIElement.KeyModifierFlags {
        let resolved = modifiers.resolvingPrimary(onApple: true)
        var flags: XCUIElement.KeyModifierFlags = []
        if resolved.contains(.shift) { flags.insert(.shift) }
        if resolved.contains(.control) { flags.insert(.control) }
        if resolved.contains(.option) { flags.insert(.option) }
        if resolved.contains(.command) { flags.insert(.command) }
        return flags
    }

    // MARK: Touch

    private func touch(_ action: ElementAction) throws(EngineError) {
        #if XCUI_NO_TOUCH
        throw .unsupported("tvOS has no touch screen: move the focus with XCUIRemote and press select instead of \(action).")
        #else
        switch action {
        case .tapCoordinate(let point):
            try requireVisible()
            element.coordinate(withNormalizedOffset: Self.vector(point)).tap()
        case .doubleTap:
            try requireTappable()
            element.doubleTap()
        case .twoFingerTap:
            #if XCUI_NO_TWO_FINGER_TAP
            throw .unsupported("XCUI offers two-finger taps on iOS and watchOS only.")
            #else
            try requireTappable()
            element.twoFingerTap()
            #endif
        case .longPress(let duration):
            try requireTappable()
            element.press(forDuration: max(0, duration))
        default:
            try requireTappable()
            element.tap()
        }
        #endif
    }

    private func drag(from start: NormalizedCoordinate, to end: NormalizedCoordinate) throws(EngineError) {
        #if XCUI_NO_TOUCH
        throw .unsupported("tvOS has no touch screen to drag on: move the focus with XCUIRemote instead.")
        #else
        try requireVisible()
        let origin = element.coordinate(withNormalizedOffset: Self.vector(start))
        let target = element.coordinate(withNormalizedOffset: Self.vector(end))
        origin.press(forDuration: configuration.dragPressDuration, thenDragTo: target)
        #endif
    }

    private func adjustPickerWheel(to value: String) throws(EngineError) {
        #if XCUI_NO_PICKER_WHEELS
        throw .unsupported("XCUI adjusts picker wheels on iOS only.")
        #else
        try requireVisible()
        try requireEnabled()
        element.adjust(toPickerWheelValue: value)
        #endif
    }

    // MARK: Typing

    /// Checks the element can take text, taps it when it does not have the keyboard focus,
    /// and returns its snapshot from before the tap.
    @discardableResult
    private func focusForTyping() throws(EngineError) -> ElementSnapshot {
        try requireHittable()
        guard let raw = try? element.snapshot() else { throw .notActionable(reason: "it no longer exists") }
        let snapshot = XCUISnapshotReader.attributes(of: raw)
        guard snapshot.isEnabled else { throw .notActionable(reason: "it is disabled") }
        if !snapshot.hasKeyboardFocus {
            #if XCUI_NO_TOUCH
            throw .notActionable(reason: "it does not have the focus; move it there with XCUIRemote")
            #else
            element.tap()
            #endif
        }
        return snapshot
    }

    /// `count` presses of the delete key, as one string.
    static func deletes(_ count: Int) -> String {
        String(repeating: XCUIKeyboardKey.delete.rawValue, count: max(0, count))
    }

    // MARK: Checks

    private func requireTappable() throws(EngineError) {
        try requireHittable()
        try requireEnabled()
    }

    private func requireHittable() throws(EngineError) {
        guard element.isHittable else { throw .notActionable(reason: "it is not hittable") }
    }

    private func requireEnabled() throws(EngineError) {
        guard element.isEnabled else { throw .notActionable(reason: "it is disabled") }
    }

    private func requireVisible() throws(EngineError) {
        let appFrame = app.frame
        let parentFrame = located.parent === app ? appFrame : located.parent.frame
        guard XCUISnapshotReader.isVisible(element.frame, parentFrame: parentFrame, appFrame: appFrame) else {
            throw .notActionable(reason: "it is not visible")
        }
    }

    static func vector(_ point: NormalizedCoordinate) -> CGVector {
        CGVector(dx: CGFloat(point.dx), dy: CGFloat(point.dy))
    }
}
