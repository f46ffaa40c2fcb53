// `XCUIElement`, mirroring XCUIElement.h as imported into Swift (Xcode 16 SDK: the class and all its
// categories are XCT_SWIFT_MAIN_ACTOR, i.e. `@MainActor`, which Swift imports as pre-concurrency
// like every Objective-C declaration: `@preconcurrency @MainActor`). Like Apple's, it is an
// `NSObject`: equal only to itself, with a `description`.
//
// Elements are lazy descriptions (a query path); every property read or action resolves the path
// against the installed ShimNode tree at that moment and is appended to XCUIShimRecorder.
#if !canImport(Darwin)
import Foundation

/// Error thrown by `snapshot()` when the element cannot be resolved.
public struct XCUIShimError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }
}

@preconcurrency @MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider, XCUIScreenshotProviding,
    XCUIElementSnapshotProviding
{
    nonisolated let shimPath: ShimPath

    nonisolated init(shimPath: ShimPath) {
        self.shimPath = shimPath
        super.init()
    }

    /// The element's query, as the call log writes it (`app.descendants(.button).matching(.button, "OK").element`).
    /// Apple's describes the element's query too; its exact text differs.
    nonisolated open override var description: String { shimPath.rendered }

    // MARK: Shim plumbing (internal)

    nonisolated var shimBundleIdentifier: String? { shimPath.bundleIdentifier }

    /// Appends `<path>.<suffix>` to the call log and returns it.
    @discardableResult
    nonisolated func shimRecord(_ suffix: String) -> String {
        let call = shimPath.rendered + "." + suffix
        XCUIShimRecorder.shared.record(call)
        return call
    }

    /// Resolves the element, reporting "no match" / "multiple matches" failures against `call`.
    nonisolated func shimResolve(_ call: String, reportMissing: Bool = true) -> ShimNode? {
        switch ShimResolver.resolveElement(shimPath) {
        case .none:
            if reportMissing { XCUIShimHarness.report("No matches found for " + shimPath.rendered, call: call) }
            return nil
        case .unique(let node):
            return node
        case .ambiguous(let node, let count):
            XCUIShimHarness.report("Multiple matching elements found for \(shimPath.rendered) (\(count) matches)", call: call)
            return node
        }
    }

    nonisolated var shimExists: Bool {
        ShimResolver.resolveElement(shimPath).node != nil
    }

    /// Records `suffix`, resolves, checks hittability and delivers `action` to the node's handlers.
    nonisolated func shimPerform(_ suffix: String, _ action: ShimAction, requiresHittable: Bool = true) {
        shimPerform(suffix, requiresHittable: requiresHittable) { _ in action }
    }

    /// Variant whose action is built after the call was recorded (returns nil to abort).
    nonisolated func shimPerform(_ suffix: String, requiresHittable: Bool = true, _ makeAction: (String) -> ShimAction?) {
        let call = shimRecord(suffix)
        guard let node = shimResolve(call) else { return }
        if requiresHittable && !node.isHittable {
            XCUIShimHarness.report("Element is not hittable: " + shimPath.rendered, call: call)
            return
        }
        guard let action = makeAction(call) else { return }
        node.fire(ShimActionEvent(node: node, action: action, screenPoint: nil, call: call))
    }

    /// Drag gestures: the target must resolve too (reported against the same call otherwise).
    nonisolated private func shimDrag(_ suffix: String, duration: TimeInterval, to otherElement: XCUIElement) {
        shimPerform(suffix) { call in
            guard let target = otherElement.shimResolve(call) else { return nil }
            return .pressThenDrag(duration: duration, target: target)
        }
    }

    // MARK: Existence

    /// Whether the element currently resolves to at least one node.
    public var exists: Bool {
        shimRecord("exists")
        return shimExists
    }

    /// Polls (spinning the run loop) until the element exists or `timeout` seconds elapse.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        shimRecord("waitForExistence(timeout: " + ShimRender.number(timeout) + ")")
        return shimPoll(timeout: timeout) { shimExists }
    }

    /// Polls until the element no longer exists or `timeout` seconds elapse.
    @discardableResult
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        shimRecord("waitForNonExistence(timeout: " + ShimRender.number(timeout) + ")")
        return shimPoll(timeout: timeout) { !shimExists }
    }

    /// `ShimNode.isHittable` of the resolved node; false if it does not exist.
    public var isHittable: Bool {
        let call = shimRecord("isHittable")
        return shimResolve(call, reportMissing: false)?.isHittable ?? false
    }

    // MARK: Queries

    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.descendants(type)))
    }

    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.children(type)))
    }

    public var firstMatch: XCUIElement {
        XCUIElement(shimPath: shimPath.appending(.firstMatch))
    }

    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointOffset: .zero)
    }

    /// The query path plus a dump of the resolved subtree. (NSObject's, so not main-actor isolated:
    /// the shim's world is thread-safe.)
    nonisolated open override var debugDescription: String {
        shimRecord("debugDescription")
        let header = "Query: " + shimPath.rendered
        guard let node = ShimResolver.resolveElement(shimPath).node else { return header + "\n(no matches)" }
        return header + "\n" + node.dump()
    }

    // MARK: XCUIElementAttributes

    public var identifier: String { shimResolve(shimRecord("identifier"))?.identifier ?? "" }
    public var frame: CGRect { shimResolve(shimRecord("frame"))?.frame ?? .zero }
    public var value: Any? { shimResolve(shimRecord("value"))?.value }
    public var title: String { shimResolve(shimRecord("title"))?.title ?? "" }
    public var label: String { shimResolve(shimRecord("label"))?.label ?? "" }
    public var elementType: XCUIElement.ElementType { shimResolve(shimRecord("elementType"))?.elementType ?? .any }
    public var isEnabled: Bool { shimResolve(shimRecord("isEnabled"))?.isEnabled ?? false }
    public var horizontalSizeClass: XCUIElement.SizeClass {
        shimResolve(shimRecord("horizontalSizeClass"))?.horizontalSizeClass ?? .unspecified
    }
    public var verticalSizeClass: XCUIElement.SizeClass {
        shimResolve(shimRecord("verticalSizeClass"))?.verticalSizeClass ?? .unspecified
    }
    public var placeholderValue: String? { shimResolve(shimRecord("placeholderValue"))?.placeholderValue }
    public var isSelected: Bool { shimResolve(shimRecord("isSelected"))?.isSelected ?? false }
    public var hasFocus: Bool { shimResolve(shimRecord("hasFocus"))?.hasFocus ?? false }

    // MARK: Keyboard

    /// Types into the focused node inside the element (or the element itself) as a keyboard
    /// does: appends to `value`; `"\u{8}"` / `"\u{7F}"` (`XCUIKeyboardKey.delete`) remove the last
    /// character; Return (`"\n"`, `"\r"`, `"\r\n"` once, `XCUIKeyboardKey.enter`) starts a line in a
    /// multi-line node and types nothing in a single-line field (text, secure text, search
    /// field); Tab types a tab in a multi-line node and, in a single-line field, moves the focus
    /// to the next enabled text input, where the rest goes; other control and function-key
    /// characters are ignored. Then fires `.typeText` with what each node received on it.
    public func typeText(_ text: String) {
        let call = shimRecord("typeText(" + ShimRender.string(text) + ")")
        guard let target = shimTypingTarget(call) else { return }
        for (node, typed) in Self.shimApplyTyping(text, to: target) {
            node.fire(ShimActionEvent(node: node, action: .typeText(typed), screenPoint: nil, call: call))
        }
    }

    /// Without modifiers (or with only shift / caps lock) behaves like `typeText(key)`; otherwise only
    /// fires `.typeKey` on the node.
    public func typeKey(_ key: String, modifierFlags flags: XCUIElement.KeyModifierFlags) {
        let call = shimRecord("typeKey(" + XCUIKeyboardKey(key).shimRendered + ", modifierFlags: " + flags.shimRendered + ")")
        guard let target = shimTypingTarget(call) else { return }
        if flags.subtracting([.shift, .capsLock]).isEmpty {
            Self.shimApplyTyping(key, to: target)
        }
        target.fire(ShimActionEvent(node: target, action: .typeKey(key, modifiers: flags), screenPoint: nil, call: call))
    }

    public func typeKey(_ key: XCUIKeyboardKey, modifierFlags flags: XCUIElement.KeyModifierFlags) {
        typeKey(key.rawValue, modifierFlags: flags)
    }

    /// Holds modifier keys while `block` runs (recorded; the shim has no global modifier state).
    public static func perform(withKeyModifiers flags: XCUIElement.KeyModifierFlags, block: () -> Void) {
        XCUIShimRecorder.shared.record("XCUIElement.perform(withKeyModifiers: " + flags.shimRendered + ")")
        block()
    }

    nonisolated private func shimTypingTarget(_ call: String) -> ShimNode? {
        guard let node = shimResolve(call) else { return nil }
        let focused = node.hasFocus ? node : node.allDescendants.first { $0.hasFocus }
        if focused == nil && XCUIShimHarness.requiresFocusForTyping {
            XCUIShimHarness.report("Neither element nor any descendant has keyboard focus: " + shimPath.rendered, call: call)
            return nil
        }
        return focused ?? node
    }

    /// Applies typed text (see `typeText`); returns each node typed into with what it received.
    @discardableResult
    nonisolated static func shimApplyTyping(_ text: String, to start: ShimNode) -> [(ShimNode, String)] {
        let singleLine: Set<XCUIElement.ElementType> = [.textField, .secureTextField, .searchField]
        let inputs = singleLine.union([.textView])
        return ShimTree.locked {
            var node = start
            var current = node.value.map { ($0 as? String) ?? String(describing: $0) } ?? ""
            var typed = ""
            var received: [(ShimNode, String)] = []
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars {
                defer { previous = scalar }
                typed.unicodeScalars.append(scalar)
                let isMultiLine = !singleLine.contains(node.elementType)
                switch scalar.value {
                case 0x08, 0x7F:
                    if !current.isEmpty { current.removeLast() }
                case 0x0A, 0x0D, 0x03:
                    if isMultiLine && !(scalar == "\n" && previous == "\r") { current += "\n" }
                case 0x09 where isMultiLine:
                    current += "\t"
                case 0x09:
                    var root = node
                    while let parent = root.parent { root = parent }
                    let fields = root.allDescendants.filter { inputs.contains($0.elementType) && $0.isEnabled }
                    guard let position = fields.firstIndex(where: { $0 === node }), position + 1 < fields.count else { continue }
                    node.value = current
                    received.append((node, typed))
                    node.hasFocus = false
                    node = fields[position + 1]
                    node.hasFocus = true
                    current = node.value.map { ($0 as? String) ?? String(describing: $0) } ?? ""
                    typed = ""
                case 0x00..<0x20, 0xE000...0xF8FF:
                    continue
                default:
                    current.unicodeScalars.append(scalar)
                }
            }
            node.value = current
            received.append((node, typed))
            return received
        }
    }

    // MARK: Touch events

    public func tap() { shimPerform("tap()", .tap) }
    public func doubleTap() { shimPerform("doubleTap()", .doubleTap) }
    public func twoFingerTap() { shimPerform("twoFingerTap()", .twoFingerTap) }

    public func tap(withNumberOfTaps numberOfTaps: Int, numberOfTouches: Int) {
        shimPerform("tap(withNumberOfTaps: \(numberOfTaps), numberOfTouches: \(numberOfTouches))",
                    .tapWithNumberOfTaps(taps: numberOfTaps, touches: numberOfTouches))
    }

    public func press(forDuration duration: TimeInterval) {
        shimPerform("press(forDuration: " + ShimRender.number(duration) + ")", .press(duration: duration))
    }

    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        shimDrag("press(forDuration: " + ShimRender.number(duration) + ", thenDragTo: " + otherElement.shimPath.rendered + ")",
                 duration: duration, to: otherElement)
    }

    public func press(
        forDuration duration: TimeInterval,
        thenDragTo otherElement: XCUIElement,
        withVelocity velocity: XCUIGestureVelocity,
        thenHoldForDuration holdDuration: TimeInterval
    ) {
        shimDrag(
            "press(forDuration: " + ShimRender.number(duration) + ", thenDragTo: " + otherElement.shimPath.rendered
                + ", withVelocity: " + velocity.shimRendered + ", thenHoldForDuration: " + ShimRender.number(holdDuration) + ")",
            duration: duration, to: otherElement
        )
    }

    public func swipeUp() { shimPerform("swipeUp()", .swipeUp) }
    public func swipeDown() { shimPerform("swipeDown()", .swipeDown) }
    public func swipeLeft() { shimPerform("swipeLeft()", .swipeLeft) }
    public func swipeRight() { shimPerform("swipeRight()", .swipeRight) }
    public func swipeUp(velocity: XCUIGestureVelocity) { shimPerform("swipeUp(velocity: " + velocity.shimRendered + ")", .swipeUp) }
    public func swipeDown(velocity: XCUIGestureVelocity) { shimPerform("swipeDown(velocity: " + velocity.shimRendered + ")", .swipeDown) }
    public func swipeLeft(velocity: XCUIGestureVelocity) { shimPerform("swipeLeft(velocity: " + velocity.shimRendered + ")", .swipeLeft) }
    public func swipeRight(velocity: XCUIGestureVelocity) { shimPerform("swipeRight(velocity: " + velocity.shimRendered + ")", .swipeRight) }

    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        shimPerform("pinch(withScale: " + ShimRender.number(scale) + ", velocity: " + ShimRender.number(velocity) + ")",
                    .pinch(scale: scale, velocity: velocity))
    }

    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        shimPerform("rotate(" + ShimRender.number(rotation) + ", withVelocity: " + ShimRender.number(velocity) + ")",
                    .rotate(rotation: rotation, velocity: velocity))
    }

    // MARK: Mouse events

    public func hover() { shimPerform("hover()", .hover) }
    public func click() { shimPerform("click()", .click) }
    public func doubleClick() { shimPerform("doubleClick()", .doubleClick) }
    public func rightClick() { shimPerform("rightClick()", .rightClick) }

    public func click(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        shimDrag("click(forDuration: " + ShimRender.number(duration) + ", thenDragTo: " + otherElement.shimPath.rendered + ")",
                 duration: duration, to: otherElement)
    }

    public func scroll(byDeltaX deltaX: CGFloat, deltaY: CGFloat) {
        shimPerform("scroll(byDeltaX: " + ShimRender.number(deltaX) + ", deltaY: " + ShimRender.number(deltaY) + ")",
                    .scroll(deltaX: deltaX, deltaY: deltaY), requiresHittable: false)
    }

    // MARK: Sliders and picker wheels

    /// Fires `.adjustSlider`; the node's `normalizedSliderPosition` changes only if a handler sets it.
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        shimPerform("adjust(toNormalizedSliderPosition: " + ShimRender.number(normalizedSliderPosition) + ")",
                    .adjustSlider(normalizedPosition: normalizedSliderPosition))
    }

    public var normalizedSliderPosition: CGFloat {
        shimResolve(shimRecord("normalizedSliderPosition"))?.normalizedSliderPosition ?? 0
    }

    /// Fires `.adjustPickerWheel`; the node's `value` changes only if a handler sets it.
    public func adjust(toPickerWheelValue pickerWheelValue: String) {
        shimPerform("adjust(toPickerWheelValue: " + ShimRender.string(pickerWheelValue) + ")",
                    .adjustPickerWheel(pickerWheelValue))
    }

    // MARK: Screenshots and snapshots

    public func screenshot() -> XCUIScreenshot {
        let call = shimRecord("screenshot()")
        _ = shimResolve(call)
        return XCUIScreenshot()
    }

    public func snapshot() throws -> any XCUIElementSnapshot {
        let call = shimRecord("snapshot()")
        guard let node = shimResolve(call, reportMissing: false) else {
            throw XCUIShimError(message: "No matches found for " + shimPath.rendered)
        }
        return ShimElementSnapshot(node)
    }
}

extension XCUIElement: ShimAttributeSource {
    nonisolated func shimAttribute(_ key: ShimAttributeKey) -> ShimPredicateValue {
        if key == .state {
            guard shimPath.steps.isEmpty else { return .null }
            return .number(Double(XCUIShimHarness.state(forBundleIdentifier: shimBundleIdentifier).rawValue))
        }
        guard let node = ShimResolver.resolveElement(shimPath).node else {
            switch key {
            case .exists, .isEnabled, .isSelected, .isHittable, .hasFocus: return .bool(false)
            default: return .null
            }
        }
        return node.shimAttribute(key)
    }
}
#endif

