// UIKit, as far as TABTestKit's Apple-only code uses it: accessibility identifiers
// (UIAccessibilityIdentification.h) and the classes that adopt them, and, for InProcessEngine's
// UIKit adapter, the views, controls and view controllers it reads and drives (the other files
// of this module).
//
// Signatures: how the iOS/tvOS SDK (Xcode 16) headers import into Swift: the protocol refines
// NSObjectProtocol (so it is class-bound) and, like every UIKit API, is main-actor isolated
// (`NS_SWIFT_UI_ACTOR`), which Swift imports as pre-concurrency (`@preconcurrency @MainActor`,
// as it imports every Objective-C declaration): Swift 5 code that has not adopted concurrency
// calls it from anywhere, Swift 6 code is told when it calls it off the main actor.
// `accessibilityIdentifier` is a nullable copy property, so `String?`.
// UIKit re-exports Foundation, as on Apple. Bodies never run.
//
// Only iOS, tvOS and visionOS checks have it (watchOS's UIKit has no UIView).
@_exported import Foundation

/// `@protocol UIAccessibilityIdentification <NSObject>`.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

/// UIResponder.h.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { false }
}

/// UIView.h, with `@interface UIView (UIAccessibility) <UIAccessibilityIdentification>`.
///
/// `accessibilityLabel` and `accessibilityValue` belong to NSObject's informal UIAccessibility
/// protocol on Apple; they are declared on UIView here, where the code that reads them does.
@preconcurrency @MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// `[[UIView alloc] init]` is `initWithFrame:CGRectZero`.
    public override convenience init() { self.init(frame: .zero) }
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityValue: String?

    open var frame: CGRect
    open var bounds: CGRect = .zero
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var gestureRecognizers: [UIGestureRecognizer]?
    open var subviews: [UIView] { [] }
    open var superview: UIView? { nil }
    open var window: UIWindow? { nil }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func addSubview(_ view: UIView) {}
    open func layoutIfNeeded() {}
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

/// UIGestureRecognizer.h.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {}

/// UIBarItem.h, with `@interface UIBarItem (UIAccessibility) <UIAccessibilityIdentification>`.
@preconcurrency @MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    open var title: String?
    open var isEnabled = true
}
