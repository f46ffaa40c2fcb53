// apple-stand-in: platforms iOS tvOS visionOS
//
// UIKit, as far as TABTestKit's Apple-only code uses it: accessibility identifiers
// (UIAccessibilityIdentification.h) and the classes that adopt them.
//
// Signatures: how the iOS/tvOS SDK (Xcode 16) headers import into Swift: the protocol refines
// NSObjectProtocol (so it is class-bound) and, like every UIKit API, is main-actor isolated
// (`NS_SWIFT_UI_ACTOR`); `accessibilityIdentifier` is a nullable copy property, so `String?`.
// UIKit re-exports Foundation, as on Apple. Bodies never run.
//
// Not declared for watchOS, whose UIKit has no UIView: `make check-apple` does not use its
// watchOS view where a module's code depends on canImport(UIKit).
@_exported import Foundation

/// `@protocol UIAccessibilityIdentification <NSObject>`.
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

@MainActor
open class UIResponder: NSObject {}

/// `@interface UIView (UIAccessibility) <UIAccessibilityIdentification>`.
@MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    public init(frame: CGRect) { super.init() }
    open var accessibilityIdentifier: String?
}

/// `@interface UIBarItem (UIAccessibility) <UIAccessibilityIdentification>`.
@MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
}
