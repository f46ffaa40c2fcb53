import Foundation

/// A view controller (`UIViewController`) of the in-memory view tree.
///
/// Override ``loadView()`` to make the view, or ``viewDidLoad()`` to fill the default one
/// (a view as large as the window). Presenting and dismissing follow UIKit: a controller
/// inside a navigation or tab bar controller presents from its outermost container, and
/// presenting from a controller that already presents does nothing.
@preconcurrency @MainActor
open class InMemoryViewController {
    /// The title: a navigation bar shows it, a tab shows it when the tab item has none.
    open var title: String?
    /// The tab this controller shows in a tab bar controller.
    public let tabBarItem = InMemoryTabBarItem()
    private var loadedView: InMemoryView?
    private var presented: InMemoryViewController?
    /// The container this controller is a child of (navigation or tab bar controller).
    public internal(set) weak var parent: InMemoryViewController?
    /// The controller that presented this one.
    public private(set) weak var presentingViewController: InMemoryViewController?

    /// A controller; its view is made when first needed.
    public init() {}

    /// The controller's view, loaded (``loadView()`` then ``viewDidLoad()``) on first use.
    public var view: InMemoryView {
        get {
            loadViewIfNeeded()
            return loadedView ?? InMemoryView()
        }
        set { loadedView = newValue }
    }

    /// Whether the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it was not yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = InMemoryView(frame: InMemoryWindow.defaultBounds) }
        viewDidLoad()
    }

    /// Makes the view; by default a view as large as the window. Set ``view`` in an override.
    open func loadView() {
        loadedView = InMemoryView(frame: InMemoryWindow.defaultBounds)
    }

    /// Called once the view is loaded: add subviews here.
    open func viewDidLoad() {}

    /// The navigation controller this controller is in.
    public var navigationController: InMemoryNavigationController? {
        var current: InMemoryViewController? = self
        while let controller = current {
            if let navigation = controller as? InMemoryNavigationController, navigation !== self { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The tab bar controller this controller is in.
    public var tabBarController: InMemoryTabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? InMemoryTabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The controller presented modally over this one (or over its containers).
    public var presentedViewController: InMemoryViewController? { presentationOwner.presented }

    /// The outermost container: where presentations are kept.
    private var presentationOwner: InMemoryViewController {
        var owner = self
        while let parent = owner.parent { owner = parent }
        return owner
    }

    /// Presents `controller` modally over this one (from its outermost container). Does
    /// nothing when that container already presents one, as UIKit refuses it.
    ///
    /// The completion is a plain closure (it runs here, on the main actor): with the class
    /// `@preconcurrency`, a `@MainActor` closure type here is mangled one way where it is defined
    /// and another in subclasses' tables, and a clean build fails to link.
    public func present(_ controller: InMemoryViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let owner = presentationOwner
        guard owner.presented == nil, controller !== owner, controller.presentingViewController == nil else { return }
        controller.loadViewIfNeeded()
        owner.presented = controller
        controller.presentingViewController = owner
        completion?()
    }

    /// Dismisses the controller this one presents, or, when it presents none, this one.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let owner = presentationOwner
        if let presented = owner.presented {
            presented.presentingViewController = nil
            owner.presented = nil
        } else if let presenting = owner.presentingViewController {
            presenting.presented = nil
            owner.presentingViewController = nil
        }
        completion?()
    }

    /// Makes `child` a child of this container.
    func adopt(_ child: InMemoryViewController) {
        child.parent = self
    }
}

/// A tab of a tab bar controller (`UITabBarItem`).
@preconcurrency @MainActor
public final class InMemoryTabBarItem {
    /// The title; the controller's title when `nil`.
    public var title: String?
    /// The accessibility identifier.
    public var accessibilityIdentifier: String?
    /// Whether the tab is enabled.
    public var isEnabled = true

    init() {}
}

struct MemoryControllerNode: ControllerNode {
    let base: InMemoryViewController

    var object: AnyObject { base }
    var typeName: String { String(describing: type(of: base)) }
    var view: (any ViewNode)? { base.view.node }
    var presented: (any ControllerNode)? { base.presentedViewController.map(MemoryControllerNode.init) }
    var visibleChild: (any ControllerNode)? {
        switch base {
        case let navigation as InMemoryNavigationController: return navigation.topViewController.map(MemoryControllerNode.init)
        case let tabs as InMemoryTabBarController: return tabs.selectedViewController.map(MemoryControllerNode.init)
        default: return nil
        }
    }
    var navigation: (any NavigationNode)? { (base as? InMemoryNavigationController).map(MemoryNavigationNode.init) }
    var tabs: (any TabsNode)? { (base as? InMemoryTabBarController).map(MemoryTabsNode.init) }
    var alert: (any AlertNode)? { (base as? InMemoryAlertController).map(MemoryAlertNode.init) }
}
