#if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
import InProcessUIKitCalls
import UIKit

/// UIKit's view controllers as the in-process engine reads them.
struct UIKitControllerNode: ControllerNode {
    let base: UIViewController

    var object: AnyObject { base }
    var typeName: String { String(describing: type(of: base)) }

    var view: (any ViewNode)? {
        base.loadViewIfNeeded()
        guard let view = base.viewIfLoaded else { return nil }
        return UIKitViews.node(view)
    }

    /// The presented controller, unless it is on its way out.
    var presented: (any ControllerNode)? {
        guard let presented = base.presentedViewController, !presented.isBeingDismissed else { return nil }
        return UIKitControllerNode(base: presented)
    }

    var visibleChild: (any ControllerNode)? {
        switch base {
        case let navigation as UINavigationController: return navigation.topViewController.map(UIKitControllerNode.init)
        case let tabs as UITabBarController: return tabs.selectedViewController.map(UIKitControllerNode.init)
        default: return nil
        }
    }

    var navigation: (any NavigationNode)? { (base as? UINavigationController).map(UIKitNavigationNode.init) }
    var tabs: (any TabsNode)? { (base as? UITabBarController).map(UIKitTabsNode.init) }
    var alert: (any AlertNode)? { (base as? UIAlertController).map(UIKitAlertNode.init) }
}

struct UIKitNavigationNode: NavigationNode {
    let base: UINavigationController

    var isBarHidden: Bool { base.isNavigationBarHidden || base.navigationBar.isHidden }
    var barFrame: CGRect { base.navigationBar.convert(base.navigationBar.bounds, to: nil) }
    var barIdentifier: String? { base.navigationBar.accessibilityIdentifier }
    var topTitle: String? { base.topViewController.flatMap { $0.navigationItem.title ?? $0.title } }
    var backTitle: String? {
        let stack = base.viewControllers
        guard stack.count > 1 else { return nil }
        let previous = stack[stack.count - 2]
        return previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
    }

    /// Pops without animation, so the stack and the views change at once.
    func goBack() { base.popViewController(animated: false) }
}

struct UIKitTabsNode: TabsNode {
    let base: UITabBarController

    var isBarHidden: Bool { base.tabBar.isHidden }
    var barFrame: CGRect { base.tabBar.convert(base.tabBar.bounds, to: nil) }
    var items: [TabItem] {
        (base.viewControllers ?? []).map { child in
            TabItem(title: child.tabBarItem.title ?? child.title, identifier: child.tabBarItem.accessibilityIdentifier,
                    isEnabled: child.tabBarItem.isEnabled)
        }
    }
    var selectedIndex: Int? { base.selectedViewController == nil ? nil : base.selectedIndex }
    func select(at index: Int) -> Bool { UIKitCalls.selectTab(at: index, of: base) }
}

struct UIKitAlertNode: AlertNode {
    let base: UIAlertController

    var title: String? { base.title }
    var message: String? { base.message }
    var isActionSheet: Bool { base.preferredStyle == .actionSheet }
    var frame: CGRect {
        guard let view = base.viewIfLoaded else { return .zero }
        return view.convert(view.bounds, to: nil)
    }
    var actions: [AlertButton] {
        base.actions.map { action in
            let style: AlertButton.Style
            switch action.style {
            case .cancel: style = .cancel
            case .destructive: style = .destructive
            default: style = .default
            }
            return AlertButton(title: action.title, style: style, isEnabled: action.isEnabled)
        }
    }

    func perform(actionAt index: Int) -> Bool {
        guard base.actions.indices.contains(index) else { return false }
        return UIKitCalls.perform(base.actions[index], of: base)
    }
}
#endif
