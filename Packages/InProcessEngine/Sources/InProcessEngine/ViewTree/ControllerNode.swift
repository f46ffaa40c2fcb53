import Foundation

/// One view controller, as the in-process engine reads it.
///
/// The engine follows ``presented`` and ``visibleChild`` from the window's root to the *top*
/// controller (see ``TopController``) and searches only that controller's view.
@preconcurrency @MainActor
public protocol ControllerNode {
    /// The toolkit's object behind the node (a `UIViewController`, an
    /// ``InMemoryViewController``).
    var object: AnyObject { get }
    /// The controller's class name, for messages.
    var typeName: String { get }
    /// The controller's view, loaded if it was not yet.
    var view: (any ViewNode)? { get }
    /// The controller it presents modally, if any.
    var presented: (any ControllerNode)? { get }
    /// The child on screen, for containers: a navigation controller's top controller, a tab
    /// bar controller's selected one.
    var visibleChild: (any ControllerNode)? { get }
    /// The navigation bar, when the controller is a navigation controller.
    var navigation: (any NavigationNode)? { get }
    /// The tab bar, when the controller is a tab bar controller.
    var tabs: (any TabsNode)? { get }
    /// The alert, when the controller is an alert (or action sheet) controller.
    var alert: (any AlertNode)? { get }
}

/// A navigation controller's bar.
@preconcurrency @MainActor
public protocol NavigationNode {
    /// Whether the bar is hidden.
    var isBarHidden: Bool { get }
    /// The bar's frame in window coordinates.
    var barFrame: CGRect { get }
    /// The bar's accessibility identifier.
    var barIdentifier: String? { get }
    /// The title of the top controller's navigation item.
    var topTitle: String? { get }
    /// The back button's title, or `nil` when there is nothing to go back to.
    var backTitle: String? { get }
    /// Goes back one controller, as the back button does.
    func goBack()
}

/// A tab bar controller's bar.
@preconcurrency @MainActor
public protocol TabsNode {
    /// Whether the bar is hidden.
    var isBarHidden: Bool { get }
    /// The bar's frame in window coordinates.
    var barFrame: CGRect { get }
    /// The tabs, in order.
    var items: [TabItem] { get }
    /// The selected tab.
    var selectedIndex: Int? { get }
    /// Selects a tab as a tap does (asking the delegate). Returns whether it was selected.
    func select(at index: Int) -> Bool
}

/// One tab of a tab bar.
public struct TabItem: Sendable, Hashable {
    /// The tab's title.
    public var title: String?
    /// The tab's accessibility identifier.
    public var identifier: String?
    /// Whether the tab is enabled.
    public var isEnabled: Bool

    /// Creates a tab item.
    public init(title: String?, identifier: String? = nil, isEnabled: Bool = true) {
        self.title = title
        self.identifier = identifier
        self.isEnabled = isEnabled
    }
}

/// An alert or action sheet.
@preconcurrency @MainActor
public protocol AlertNode {
    /// The title.
    var title: String? { get }
    /// The message.
    var message: String? { get }
    /// Whether it is an action sheet rather than an alert.
    var isActionSheet: Bool { get }
    /// Its frame in window coordinates.
    var frame: CGRect { get }
    /// Its buttons, in order.
    var actions: [AlertButton] { get }
    /// Dismisses the alert, then runs the handler of the action at `index`. Returns `false`
    /// when the toolkit could not run the handler.
    func perform(actionAt index: Int) -> Bool
}

/// One button of an alert.
public struct AlertButton: Sendable, Hashable {
    /// How the button is shown.
    public enum Style: Sendable, Hashable {
        /// An ordinary button.
        case `default`
        /// The button that cancels.
        case cancel
        /// A button that destroys something.
        case destructive
    }

    /// The title.
    public var title: String?
    /// The style.
    public var style: Style
    /// Whether it is enabled.
    public var isEnabled: Bool

    /// Creates an alert button.
    public init(title: String?, style: Style = .default, isEnabled: Bool = true) {
        self.title = title
        self.style = style
        self.isEnabled = isEnabled
    }
}

/// Where the controllers are shown: a key window (UIKit's `UIWindow`, ``InMemoryWindow``).
@preconcurrency @MainActor
public protocol InProcessHost: AnyObject, Sendable {
    /// The window's root controller, if one is shown.
    var root: (any ControllerNode)? { get }
    /// The window's bounds.
    var bounds: CGRect { get }
    /// A PNG picture of the window, or `nil` when the toolkit cannot draw.
    func screenshot() -> Data?
    /// Takes the controller off the window (the app "terminates").
    func close()
    /// Lets transitions that an interaction started (an animated push, pop, presentation or
    /// dismissal) finish, so the next search sees where they lead. Returns at once when none is
    /// running.
    func settle()
}
