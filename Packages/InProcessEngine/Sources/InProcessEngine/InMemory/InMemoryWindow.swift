import ElementCore
import Foundation

/// A window of the in-memory view tree (`UIWindow`): it shows a root controller.
@preconcurrency @MainActor
public final class InMemoryWindow: InProcessHost {
    /// The size of a phone screen in points, the default for windows and controllers' views.
    public nonisolated static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The window's bounds.
    public let bounds: CGRect
    /// The controller shown.
    public var rootViewController: InMemoryViewController?
    /// Whether the window was made key and visible.
    public private(set) var isKeyWindow = false

    /// A window of the given size.
    public init(frame: CGRect = InMemoryWindow.defaultBounds) {
        bounds = frame
    }

    /// Shows the window and loads the root controller's view.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        rootViewController?.loadViewIfNeeded()
    }

    // MARK: InProcessHost

    /// The root controller, as the engine reads it.
    public var root: (any ControllerNode)? {
        guard isKeyWindow else { return nil }
        return rootViewController.map(MemoryControllerNode.init)
    }

    /// `nil`: the in-memory view tree draws nothing.
    public func screenshot() -> Data? { nil }

    /// Takes the root controller off the window.
    public func close() {
        rootViewController = nil
        isKeyWindow = false
    }

    /// Nothing to wait for: in-memory transitions happen at once.
    public func settle() {}
}

/// Storyboards of the in-memory view tree: controllers registered under a storyboard name and
/// an identifier, so `App(storyboard:identifier:)` reads the same as with UIKit.
///
/// ```swift
/// InMemoryStoryboard.register("Main", controllers: ["Profile": { ProfileViewController() }])
/// let app = App(storyboard: "Main", identifier: "Profile")
/// ```
@preconcurrency @MainActor
public struct InMemoryStoryboard {
    private static var storyboards: [String: [String: @MainActor () -> InMemoryViewController]] = [:]

    /// The storyboard's name.
    public let name: String
    private let controllers: [String: @MainActor () -> InMemoryViewController]

    /// Registers (or replaces) a storyboard: a maker for each controller identifier.
    public static func register(_ name: String, controllers: [String: @MainActor () -> InMemoryViewController]) {
        storyboards[name] = controllers
    }

    /// The storyboard registered under `name`, or `nil`.
    public init?(name: String) {
        guard let controllers = Self.storyboards[name] else { return nil }
        self.name = name
        self.controllers = controllers
    }

    /// The identifiers of the storyboard's controllers.
    public var identifiers: [String] { controllers.keys.sorted() }

    /// A new controller for `identifier`, or `nil` when the storyboard has none.
    public func instantiateViewController(withIdentifier identifier: String) -> InMemoryViewController? {
        controllers[identifier]?()
    }
}

/// The in-memory view tree as a toolkit of the in-process engine.
public enum InMemoryToolkit: InProcessToolkit {
    public typealias Controller = InMemoryViewController
    public typealias Label = InMemoryLabel
    public typealias Button = InMemoryButton
    public typealias Switch = InMemorySwitch
    public typealias Stepper = InMemoryStepper
    public typealias Slider = InMemorySlider
    public typealias TextField = InMemoryTextField
    public typealias ScrollView = InMemoryScrollView
    public typealias TableView = InMemoryTableView
    public typealias TableCell = InMemoryTableViewCell
    public typealias CollectionCell = InMemoryCollectionViewCell
    public typealias AlertController = InMemoryAlertController

    /// A new key window showing `controller`.
    public static func host(_ controller: InMemoryViewController) -> any InProcessHost {
        let window = InMemoryWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// The controller registered with ``InMemoryStoryboard``.
    public static func instantiate(storyboard: String, identifier: String, bundle: Bundle?) -> Result<InMemoryViewController, InProcessError> {
        guard let board = InMemoryStoryboard(name: storyboard) else {
            return .failure(.noSuchController("There is no in-memory storyboard \"\(storyboard)\": register it with InMemoryStoryboard.register(_:controllers:)."))
        }
        guard let controller = board.instantiateViewController(withIdentifier: identifier) else {
            let known = board.identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
            return .failure(.noSuchController("The storyboard \"\(storyboard)\" has no controller \"\(identifier)\"; it has \(known.isEmpty ? "none" : known)."))
        }
        return .success(controller)
    }
}

extension InProcessEngine {
    /// An engine that shows a fresh in-memory controller at each launch, made by `launcher`
    /// from the launch arguments and environment.
    public convenience init(
        openURL: (@MainActor @Sendable (URL) -> Bool)? = nil,
        launching launcher: @escaping @MainActor @Sendable (LaunchConfiguration) -> InMemoryViewController
    ) {
        self.init(openURL: openURL) { configuration in InMemoryToolkit.host(launcher(configuration)) }
    }
}

#if !(canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK))
/// The seed's `App`: a controller shown in a window of this process. Here, where UIKit is not
/// available, it shows ``InMemoryViewController``s; on iOS and visionOS, `UIViewController`s.
public typealias App = InProcessApp<InMemoryToolkit>
#endif
