// Auto Layout, stack views and colours, as far as the in-process seed's fixture view controllers
// use them (`make check-apple` type-checks those fixtures unchanged, so that the check measures
// InProcessEngine and not these stand-ins): NSLayoutConstraint.h, NSLayoutAnchor.h,
// UILayoutGuide.h, UIView.h's constraint-based layout members, UIStackView.h, UIColor.h, as the
// iOS SDK (Xcode 16) imports them into Swift. Bodies never run.
import Foundation

/// `NSLayoutConstraint.h`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// `UILayoutConstraintAxis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    open var isActive = false
    open var constant: CGFloat = 0
}

/// `NSLayoutAnchor.h`: the generic anchor (its `AnchorType` keeps x anchors apart from y anchors).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// `NSLayoutAnchor.h`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutAnchor.h`.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutAnchor.h`.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// `UILayoutGuide.h`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// `UIView.h`: `UIView (UIConstraintBasedLayoutInstallingConstraints)`,
/// `(UIViewLayoutConstraintCreation)`, `(UILayoutGuideSupport)` and the background colour. On
/// Apple these are Objective-C properties a subclass can override; a Swift extension's cannot
/// be, which no code checked here does.
extension UIView {
    public var backgroundColor: UIColor? {
        get { nil }
        set {}
    }
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        set {}
    }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
}

/// `UIStackView.h`.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// `UIStackViewDistribution`.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// `UIStackViewAlignment`.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    open var arrangedSubviews: [UIView] { [] }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
}

/// `UIColor.h`: the named colours as class properties.
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
}
