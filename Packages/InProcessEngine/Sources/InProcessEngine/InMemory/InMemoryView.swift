import Foundation

/// A view of the in-memory view tree: the platform-neutral toolkit the in-process engine
/// drives where UIKit does not exist (Linux, macOS) and in the engine's own tests.
///
/// The classes mirror the UIKit classes they stand for, with the same property names
/// (`frame`, `isHidden`, `alpha`, `isUserInteractionEnabled`, `accessibilityIdentifier`…),
/// so a test reads the same against both. Frames are set by hand: there is no layout engine.
///
/// ```swift
/// final class GreetingViewController: InMemoryViewController {
///     override func viewDidLoad() {
///         let label = InMemoryLabel(text: "Hello", frame: CGRect(x: 20, y: 100, width: 200, height: 20))
///         view.addSubview(label)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class InMemoryView {
    /// The frame in the superview's coordinates (in the window's, for a controller's view).
    open var frame: CGRect
    /// Whether the view (and everything in it) is hidden.
    open var isHidden = false
    /// The opacity, from 0 to 1; below 0.01 the view counts as hidden.
    open var alpha: Double = 1
    /// Whether the view and its subviews receive touches.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the view's bounds.
    open var clipsToBounds = false
    /// Whether the view has gesture recognizers (the engine cannot trigger them, and says so).
    open var hasGestureRecognizers = false
    /// The accessibility identifier.
    open var accessibilityIdentifier: String?
    /// The accessibility label.
    open var accessibilityLabel: String?
    /// The accessibility value.
    open var accessibilityValue: String?
    /// The subviews, back to front.
    public private(set) var subviews: [InMemoryView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: InMemoryView?

    /// Creates a view.
    public init(frame: CGRect = .zero) {
        self.frame = frame
    }

    /// Adds `view` in front of the other subviews (taking it from its superview first).
    public func addSubview(_ view: InMemoryView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The frame in window coordinates: the superviews' origins added, scroll offsets taken away.
    public var frameInWindow: CGRect {
        guard let superview else { return frame }
        let origin = superview.frameInWindow.origin
        let scrolled = superview.boundsOrigin
        return frame.offsetBy(dx: origin.x - scrolled.x, dy: origin.y - scrolled.y)
    }

    /// The top left of the bounds: the content offset of a scroll view, else zero.
    var boundsOrigin: CGPoint { .zero }

    /// The node the in-process engine reads this view through.
    var node: any ViewNode { MemoryViewNode(base: self) }

    /// What the view is, for the engine.
    var kind: ViewKind { .view }

    /// Lets the view bring its subviews up to date before the engine reads them (a table
    /// loads the cells it shows).
    func prepareSubviews() {}
}

/// A text label (`UILabel`). Like UIKit's, it does not take touches by default.
@preconcurrency @MainActor
open class InMemoryLabel: InMemoryView {
    /// The text.
    open var text: String?

    /// A label showing `text`.
    public init(text: String? = nil, frame: CGRect = .zero) {
        self.text = text
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override var kind: ViewKind { .label }
}

/// An image (`UIImageView`): only its accessibility label matters to the engine.
@preconcurrency @MainActor
open class InMemoryImageView: InMemoryView {
    override var kind: ViewKind { .image }

    /// An image view; `isUserInteractionEnabled` is `false`, as in UIKit.
    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}

/// What every in-memory node reads from its view.
@MainActor
protocol MemoryNode: ViewNode {
    associatedtype Base: InMemoryView
    var base: Base { get }
}

extension MemoryNode {
    var object: AnyObject { base }
    var kind: ViewKind { base.kind }
    var typeName: String { String(describing: type(of: base)) }
    var frameInWindow: CGRect { base.frameInWindow }
    var isHidden: Bool { base.isHidden }
    var alpha: Double { base.alpha }
    var isUserInteractionEnabled: Bool { base.isUserInteractionEnabled }
    var isEnabled: Bool { (base as? InMemoryControl)?.isEnabled ?? true }
    var clipsToBounds: Bool { base.clipsToBounds }
    var handlesTouchesItself: Bool { base.hasGestureRecognizers }
    var accessibilityIdentifier: String? { base.accessibilityIdentifier }
    var accessibilityLabel: String? { base.accessibilityLabel }
    var accessibilityValue: String? { base.accessibilityValue }
    var text: String? {
        switch base {
        case let label as InMemoryLabel: return label.text
        case let field as InMemoryTextField: return field.text
        case let textView as InMemoryTextView: return textView.text
        default: return nil
        }
    }
    var title: String? { (base as? InMemoryButton)?.title }
    var placeholder: String? { (base as? InMemoryTextField)?.placeholder }
    var subviews: [any ViewNode] {
        base.prepareSubviews()
        return base.subviews.map(\.node)
    }
}

/// A plain view's node.
struct MemoryViewNode: MemoryNode {
    let base: InMemoryView
}
