#if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
import ElementCore
import Foundation
import UIKit

/// A key `UIWindow` of the test's process showing one controller.
@MainActor
final class UIKitHost: InProcessHost {
    let window: UIWindow

    /// Shows `controller` as the root of a new key window (on the app's window scene when the
    /// tests run in a host app), its view loaded and laid out.
    init(controller: UIViewController) {
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
        window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: InMemoryWindow.defaultBounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
    }

    var root: (any ControllerNode)? { window.rootViewController.map(UIKitControllerNode.init) }
    var bounds: CGRect { window.bounds }

    func screenshot() -> Data? {
        let window = window
        return UIGraphicsImageRenderer(bounds: window.bounds).pngData { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }

    func close() {
        window.rootViewController = nil
        window.isHidden = true
    }

    func settle() { Self.settle(window) }

    /// Turns the run loop while a controller of `window` is being presented, dismissed or
    /// pushed, for at most `limit` seconds; returns at once when none is.
    static func settle(_ window: UIWindow?, limit: TimeInterval = 2) {
        let deadline = Date(timeIntervalSinceNow: limit)
        while isTransitioning(window), Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }

    private static func isTransitioning(_ window: UIWindow?) -> Bool {
        var controller = window?.rootViewController
        for _ in 0..<TopController.maximumDepth {
            guard let current = controller else { return false }
            if current.transitionCoordinator != nil || current.isBeingPresented || current.isBeingDismissed { return true }
            controller = current.presentedViewController
                ?? (current as? UINavigationController)?.topViewController
                ?? (current as? UITabBarController)?.selectedViewController
        }
        return false
    }
}

/// UIKit as a toolkit of the in-process engine: what ``App`` drives on iOS and visionOS.
public enum UIKitToolkit: InProcessToolkit {
    public typealias Controller = UIViewController
    public typealias Label = UILabel
    public typealias Button = UIButton
    public typealias Switch = UISwitch
    public typealias Stepper = UIStepper
    public typealias Slider = UISlider
    public typealias TextField = UITextField
    public typealias ScrollView = UIScrollView
    public typealias TableView = UITableView
    public typealias TableCell = UITableViewCell
    public typealias CollectionCell = UICollectionViewCell
    public typealias AlertController = UIAlertController

    /// A new key window showing `controller`.
    public static func host(_ controller: UIViewController) -> any InProcessHost {
        UIKitHost(controller: controller)
    }

    /// The controller from a compiled storyboard. The storyboard and the identifier are looked
    /// up first, because UIKit raises an Objective-C exception (a crash) for either missing.
    public static func instantiate(storyboard: String, identifier: String, bundle: Bundle?) -> Result<UIViewController, InProcessError> {
        let bundle = bundle ?? .main
        guard let compiled = bundle.url(forResource: storyboard, withExtension: "storyboardc") else {
            return .failure(.noSuchController("There is no storyboard \"\(storyboard)\" in \(bundle.bundlePath)."))
        }
        if let known = identifiers(in: compiled), !known.contains(identifier) {
            let list = known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return .failure(.noSuchController(
                "The storyboard \"\(storyboard)\" has no controller \"\(identifier)\"; it has \(list.isEmpty ? "none" : list)."))
        }
        return .success(UIStoryboard(name: storyboard, bundle: bundle).instantiateViewController(withIdentifier: identifier))
    }

    /// The controller identifiers a compiled storyboard lists in its Info.plist, or `nil` when
    /// it cannot be read (then UIKit decides).
    private static func identifiers(in storyboard: URL) -> Set<String>? {
        guard let data = try? Data(contentsOf: storyboard.appendingPathComponent("Info.plist")),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let names = plist["UIViewControllerIdentifiersToNibNames"] as? [String: Any] else { return nil }
        return Set(names.keys)
    }
}

extension InProcessEngine {
    /// An engine that shows a fresh `UIViewController` in a key window at each launch, made by
    /// `launcher` from the launch arguments and environment.
    public convenience init(
        openURL: (@MainActor @Sendable (URL) -> Bool)? = nil,
        launching launcher: @escaping @MainActor @Sendable (LaunchConfiguration) -> UIViewController
    ) {
        self.init(openURL: openURL) { configuration in UIKitToolkit.host(launcher(configuration)) }
    }
}

/// The seed's `App`: a `UIViewController` shown in a key window of the test's process.
public typealias App = InProcessApp<UIKitToolkit>
#endif
