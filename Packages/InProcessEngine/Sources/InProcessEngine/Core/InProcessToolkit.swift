import Foundation

/// A user-interface toolkit the in-process engine can drive: its classes (what the seed's
/// finders return) and how it shows a controller in a key window.
///
/// Two exist: ``UIKitToolkit`` on iOS and visionOS, and ``InMemoryToolkit`` everywhere.
/// ``App`` is ``InProcessApp`` over the platform's toolkit.
@preconcurrency @MainActor
public protocol InProcessToolkit {
    /// The view controller class.
    associatedtype Controller: AnyObject
    /// The label class.
    associatedtype Label: AnyObject
    /// The button class.
    associatedtype Button: AnyObject
    /// The switch class.
    associatedtype Switch: AnyObject
    /// The stepper class.
    associatedtype Stepper: AnyObject
    /// The slider class.
    associatedtype Slider: AnyObject
    /// The text field class.
    associatedtype TextField: AnyObject
    /// The scroll view class.
    associatedtype ScrollView: AnyObject
    /// The table view class.
    associatedtype TableView: AnyObject
    /// The table cell class.
    associatedtype TableCell: AnyObject
    /// The collection cell class.
    associatedtype CollectionCell: AnyObject
    /// The alert controller class.
    associatedtype AlertController: AnyObject

    /// Shows `controller` as the root of a new key window, its view loaded and laid out.
    static func host(_ controller: Controller) -> any InProcessHost

    /// The controller with `identifier` in the storyboard named `storyboard`, or why there is
    /// none. Never crashes on a name that does not exist.
    static func instantiate(storyboard: String, identifier: String, bundle: Bundle?) -> Result<Controller, InProcessError>
}

/// A host that shows nothing: where an ``InProcessApp`` stands when its controller could
/// not be made (the failure was reported then).
@MainActor
final class EmptyHost: InProcessHost {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    var root: (any ControllerNode)? { nil }
    func screenshot() -> Data? { nil }
    func close() {}
    func settle() {}
}
