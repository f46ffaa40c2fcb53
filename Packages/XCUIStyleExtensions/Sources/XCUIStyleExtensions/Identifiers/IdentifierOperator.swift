#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Sets an accessibility identifier: `view <<< LoginAccessID.Forget.phoneNumber`.
infix operator <<< : AssignmentPrecedence

/// Sets `target`'s accessibility identifier to `id`'s `accessibilityID`
/// (the pretty name for a ``PrettyRawRepresentable`` enum).
public func <<< <Target: AccessibilityIdentifiable, ID: RawRepresentable>(target: inout Target, id: ID) where ID.RawValue == String {
    target.accessibilityIdentifier = id.accessibilityID
}

/// Sets `target`'s accessibility identifier to `id`.
public func <<< <Target: AccessibilityIdentifiable>(target: inout Target, id: String) {
    target.accessibilityIdentifier = id
}

/// Sets the accessibility identifier of an object (a class instance, which may be held in a
/// `let`) to `id`'s `accessibilityID`. Does nothing when `target` is `nil`.
public func <<< <Target: AccessibilityIdentifiable & AnyObject, ID: RawRepresentable>(target: Target?, id: ID) where ID.RawValue == String {
    guard var object = target else { return }
    object.accessibilityIdentifier = id.accessibilityID
}

/// Sets the accessibility identifier of an object (a class instance, which may be held in a
/// `let`) to `id`. Does nothing when `target` is `nil`.
public func <<< <Target: AccessibilityIdentifiable & AnyObject>(target: Target?, id: String) {
    guard var object = target else { return }
    object.accessibilityIdentifier = id
}

#if canImport(UIKit) && !os(watchOS)
/// Sets a view's (or bar item's) accessibility identifier to `id`'s
/// `accessibilityID` (the pretty name for a
/// ``PrettyRawRepresentable`` enum). Does nothing when `target` is `nil`.
@MainActor
public func <<< <ID: RawRepresentable>(target: (any UIAccessibilityIdentification)?, id: ID) where ID.RawValue == String {
    target?.accessibilityIdentifier = id.accessibilityID
}

/// Sets a view's (or bar item's) accessibility identifier to `id`. Does nothing when `target`
/// is `nil`.
@MainActor
public func <<< (target: (any UIAccessibilityIdentification)?, id: String) {
    target?.accessibilityIdentifier = id
}
#elseif canImport(AppKit)
/// Sets a view's accessibility identifier to `id`'s `accessibilityID`
/// (the pretty name for a ``PrettyRawRepresentable`` enum). Does nothing when `target` is `nil`.
@MainActor
public func <<< <ID: RawRepresentable>(target: NSView?, id: ID) where ID.RawValue == String {
    target?.setAccessibilityIdentifier(id.accessibilityID)
}

/// Sets a view's accessibility identifier to `id`. Does nothing when `target` is `nil`.
@MainActor
public func <<< (target: NSView?, id: String) {
    target?.setAccessibilityIdentifier(id)
}
#endif
