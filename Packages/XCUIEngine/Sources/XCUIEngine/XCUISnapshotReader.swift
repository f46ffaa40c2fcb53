import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// Builds ElementCore snapshots from XCUI elements.
///
/// The attributes come from one `XCUIElement.snapshot()` call; hittability from
/// `isHittable`; visibility, as TABTestKit judged it, from frames: the element's frame must
/// intersect its parent's frame and the application's.
@MainActor
enum XCUISnapshotReader {
    /// The attributes of an XCUI snapshot (hittable and visible left at their defaults).
    static func attributes(of snapshot: any XCUIElementSnapshot) -> ElementSnapshot {
        let type = XCUITypeMapping.core(snapshot.elementType)
        let placeholder = snapshot.placeholderValue
        var value = text(snapshot.value)
        // An empty text input reports its placeholder as its value; ElementCore reports "".
        if XCUITypeMapping.textInputs.contains(type), let shown = value, let placeholder, !placeholder.isEmpty, shown == placeholder {
            value = ""
        }
        #if XCUI_NO_FOCUS
        let hasFocus = false
        #else
        let hasFocus = snapshot.hasFocus
        #endif
        return ElementSnapshot(
            type: type,
            identifier: snapshot.identifier,
            label: snapshot.label,
            value: value,
            placeholder: placeholder,
            frame: snapshot.frame,
            isEnabled: snapshot.isEnabled,
            isSelected: snapshot.isSelected,
            hasKeyboardFocus: hasFocus,
            states: ElementStates(xcuiType: type, value: value)
        )
    }

    /// A full snapshot of `element`, or `nil` when it no longer exists.
    static func snapshot(of element: XCUIElement, parentFrame: CGRect, appFrame: CGRect) -> ElementSnapshot? {
        guard let raw = try? element.snapshot() else { return nil }
        var result = attributes(of: raw)
        result.isVisible = isVisible(result.frame, parentFrame: parentFrame, appFrame: appFrame)
        result.isHittable = element.isHittable
        if !result.isHittable {
            result.notHittableReason = result.isVisible ? "XCUI reports it is not hittable" : "it is not visible"
        }
        return result
    }

    /// The application itself, read from its own properties (its `snapshot()` would copy the
    /// whole interface).
    static func snapshot(ofApplication app: XCUIApplication) -> ElementSnapshot {
        ElementSnapshot(type: .application, identifier: app.identifier, label: app.label, frame: app.frame)
    }

    /// Whether a frame has an area that intersects both its parent's frame and the app's.
    static func isVisible(_ frame: CGRect, parentFrame: CGRect, appFrame: CGRect) -> Bool {
        !frame.isEmpty && frame.intersects(parentFrame) && frame.intersects(appFrame)
    }

    /// A value as text: strings as they are, numbers and other values described.
    static func text(_ value: Any?) -> String? {
        guard let value else { return nil }
        if let string = value as? String { return string }
        return String(describing: value)
    }
}
