import Foundation

/// A navigation controller (`UINavigationController`): a stack of controllers, the top one on
/// screen under a navigation bar whose back button pops it.
@preconcurrency @MainActor
open class InMemoryNavigationController: InMemoryViewController {
    /// The stack, from the root to the top.
    public private(set) var viewControllers: [InMemoryViewController] = []
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false
    /// The navigation bar: its frame (window coordinates), `isHidden` and accessibility
    /// identifier are the bar's.
    public let navigationBar = InMemoryView(frame: CGRect(x: 0, y: 0, width: InMemoryWindow.defaultBounds.width, height: 44))

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: InMemoryViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    /// The controller on top of the stack.
    public var topViewController: InMemoryViewController? { viewControllers.last }

    /// Pushes `controller` on the stack (ignored when it is already in it).
    public func pushViewController(_ controller: InMemoryViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === controller }), controller !== self else { return }
        adopt(controller)
        controller.loadViewIfNeeded()
        viewControllers.append(controller)
    }

    /// Pops the top controller, unless it is the root; returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> InMemoryViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.parent = nil
        return popped
    }

    /// Pops every controller above the root.
    public func popToRootViewController(animated: Bool) {
        while popViewController(animated: animated) != nil {}
    }
}

/// What an ``InMemoryTabBarController`` asks and tells its delegate.
@preconcurrency @MainActor
public protocol InMemoryTabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected.
    func tabBarController(_ tabBarController: InMemoryTabBarController, shouldSelect viewController: InMemoryViewController) -> Bool
    /// The tab of `viewController` was selected.
    func tabBarController(_ tabBarController: InMemoryTabBarController, didSelect viewController: InMemoryViewController)
}

extension InMemoryTabBarControllerDelegate {
    /// Allows the selection.
    public func tabBarController(_ tabBarController: InMemoryTabBarController, shouldSelect viewController: InMemoryViewController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: InMemoryTabBarController, didSelect viewController: InMemoryViewController) {}
}

/// A tab bar controller (`UITabBarController`): one tab per controller, the selected one on
/// screen above a tab bar.
@preconcurrency @MainActor
open class InMemoryTabBarController: InMemoryViewController {
    /// The controllers of the tabs.
    public var viewControllers: [InMemoryViewController] = [] {
        didSet {
            for controller in viewControllers { adopt(controller) }
            if selectedIndex >= viewControllers.count { selectedIndex = 0 }
        }
    }
    /// The selected tab (setting it does not ask the delegate, as in UIKit).
    public var selectedIndex = 0
    /// The delegate asked when a tab is tapped.
    public weak var delegate: (any InMemoryTabBarControllerDelegate)?
    /// The tab bar: its frame (window coordinates), `isHidden` and accessibility identifier
    /// are the bar's.
    public let tabBar = InMemoryView(frame: CGRect(x: 0, y: InMemoryWindow.defaultBounds.height - 83,
                                                   width: InMemoryWindow.defaultBounds.width, height: 83))

    /// The selected tab's controller.
    public var selectedViewController: InMemoryViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }
}

struct MemoryNavigationNode: NavigationNode {
    let base: InMemoryNavigationController

    var isBarHidden: Bool { base.isNavigationBarHidden || base.navigationBar.isHidden }
    var barFrame: CGRect { base.navigationBar.frameInWindow }
    var barIdentifier: String? { base.navigationBar.accessibilityIdentifier }
    var topTitle: String? { base.topViewController?.title }
    var backTitle: String? {
        let stack = base.viewControllers
        guard stack.count > 1 else { return nil }
        return stack[stack.count - 2].title ?? "Back"
    }
    func goBack() { base.popViewController(animated: true) }
}

struct MemoryTabsNode: TabsNode {
    let base: InMemoryTabBarController

    var isBarHidden: Bool { base.tabBar.isHidden }
    var barFrame: CGRect { base.tabBar.frameInWindow }
    var items: [TabItem] {
        base.viewControllers.map { controller in
            TabItem(title: controller.tabBarItem.title ?? controller.title,
                    identifier: controller.tabBarItem.accessibilityIdentifier,
                    isEnabled: controller.tabBarItem.isEnabled)
        }
    }
    var selectedIndex: Int? { base.selectedViewController == nil ? nil : base.selectedIndex }

    func select(at index: Int) -> Bool {
        guard base.viewControllers.indices.contains(index) else { return false }
        let controller = base.viewControllers[index]
        guard controller.tabBarItem.isEnabled, base.delegate?.tabBarController(base, shouldSelect: controller) ?? true else { return false }
        base.selectedIndex = index
        base.delegate?.tabBarController(base, didSelect: controller)
        return true
    }
}
