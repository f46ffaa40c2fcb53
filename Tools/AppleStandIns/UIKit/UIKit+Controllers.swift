// The view controllers, windows and scenes InProcessEngine's UIKit adapter reads and drives:
// UIViewController.h, UINavigationController.h, UINavigationItem.h, UINavigationBar.h,
// UITabBarController.h, UITabBar.h, UITabBarItem.h, UIAlertController.h, UIWindow.h,
// UIScene.h, UIWindowScene.h, UIApplication.h, UIStoryboard.h, UIGraphicsImageRenderer.h,
// as the iOS SDK (Xcode 16) imports them into Swift. Bodies never run.
import Foundation

/// UIViewControllerTransitionCoordinator.h.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}

/// UIViewController.h.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    open var view: UIView!
    open var viewIfLoaded: UIView? { nil }
    open func loadViewIfNeeded() {}
    open func viewDidLoad() {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {}
    open var title: String?
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var tabBarItem: UITabBarItem!
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {}
}

/// UINavigationItem.h.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var backButtonTitle: String?
}

/// UINavigationBar.h.
@preconcurrency @MainActor
open class UINavigationBar: UIView {}

/// UINavigationController.h.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public convenience init(rootViewController: UIViewController) { self.init() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open var topViewController: UIViewController? { nil }
    open var viewControllers: [UIViewController] = []
    open var navigationBar: UINavigationBar { UINavigationBar(frame: .zero) }
    open var isNavigationBarHidden = false
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

/// UITabBar.h.
@preconcurrency @MainActor
open class UITabBar: UIView {}

/// UITabBarItem.h.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {}

/// UITabBarController.h (its methods are all optional; see the README's limits).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {}

/// UITabBarController.h.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    weak open var delegate: (any UITabBarControllerDelegate)?
    open var viewControllers: [UIViewController]?
    open var selectedViewController: UIViewController?
    open var selectedIndex = 0
    open var tabBar: UITabBar { UITabBar(frame: .zero) }
}

/// UIAlertController.h.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// `UIAlertActionStyle`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.init()
    }
    open var title: String? { nil }
    open var style: UIAlertAction.Style { .default }
    open var isEnabled = true
}

/// UIAlertController.h.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// `UIAlertControllerStyle`.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init() }
    open var message: String?
    open var preferredStyle: UIAlertController.Style { .alert }
    open var actions: [UIAlertAction] { [] }
    open func addAction(_ action: UIAlertAction) {}
}

/// UIScene.h.
@preconcurrency @MainActor
open class UIScene: UIResponder {}

/// UIWindowScene.h.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {}

/// UIWindow.h.
@preconcurrency @MainActor
open class UIWindow: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

/// UIApplication.h.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    open class var shared: UIApplication { UIApplication() }
    open var connectedScenes: Set<UIScene> { [] }
}

/// UIStoryboard.h.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { super.init() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

/// UIGraphicsImageRenderer.h.
open class UIGraphicsImageRendererContext: NSObject {}

/// UIGraphicsImageRenderer.h.
open class UIGraphicsImageRenderer: NSObject {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void
    public init(bounds: CGRect) { super.init() }
    open func pngData(actions: UIGraphicsImageRenderer.DrawingActions) -> Data { Data() }
}
