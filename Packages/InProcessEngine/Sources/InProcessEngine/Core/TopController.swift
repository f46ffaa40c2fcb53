/// The seed's first rule: only the *top* view controller's view is searched.
///
/// From the window's root, the top controller is found by following, at each level, the
/// controller presented modally (it covers everything below it) and otherwise the child a
/// container shows (a navigation controller's top controller, a tab bar controller's
/// selected one). The navigation and tab bars that stay on screen around the top controller
/// are those of the containers passed since the last modal presentation.
@preconcurrency @MainActor
public struct TopController {
    /// The top controller.
    public let controller: any ControllerNode
    /// The navigation controller around it whose bar is on screen, if any.
    public let navigation: (any NavigationNode)?
    /// The tab bar controller around it whose bar is on screen, if any.
    public let tabs: (any TabsNode)?
    /// The controllers from the root to the top one.
    public let chain: [any ControllerNode]

    /// The deepest chain followed; deeper ones (only a presentation cycle makes them) stop there.
    static let maximumDepth = 64

    /// Finds the top controller below `root`.
    public init(root: any ControllerNode) {
        var current = root
        var chain = [root]
        var navigation = root.navigation
        var tabs = root.tabs
        for _ in 0..<Self.maximumDepth {
            if let presented = current.presented {
                // A modal presentation covers the bars of the containers below it.
                current = presented
                navigation = presented.navigation
                tabs = presented.tabs
            } else if let child = current.visibleChild {
                current = child
                navigation = child.navigation ?? navigation
                tabs = child.tabs ?? tabs
            } else {
                break
            }
            chain.append(current)
        }
        self.controller = current
        self.navigation = navigation
        self.tabs = tabs
        self.chain = chain
    }
}
