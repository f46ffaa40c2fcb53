// Einstein's app-side `accessibilityID(_:)`: sets a view's accessibility identifier from an
// identifier enum (its pretty raw value for a PrettyRawRepresentable), as `<<<` does.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

extension AccessibilityIdentifiable {
    /// Sets ``accessibilityIdentifier`` to `id`'s accessibility identifier.
    public mutating func accessibilityID<ID: RawRepresentable>(_ id: ID) where ID.RawValue == String {
        accessibilityIdentifier = id.accessibilityID
    }
}

#if canImport(UIKit) && !os(watchOS)
extension UIAccessibilityIdentification {
    /// Sets the accessibility identifier to `id`'s: `button.accessibilityID(LoginID.signIn)`.
    @MainActor
    public func accessibilityID<ID: RawRepresentable>(_ id: ID) where ID.RawValue == String {
        accessibilityIdentifier = id.accessibilityID
    }
}
#elseif canImport(AppKit)
extension NSView {
    /// Sets the accessibility identifier to `id`'s: `button.accessibilityID(LoginID.signIn)`.
    @MainActor
    public func accessibilityID<ID: RawRepresentable>(_ id: ID) where ID.RawValue == String {
        setAccessibilityIdentifier(id.accessibilityID)
    }
}
#endif
