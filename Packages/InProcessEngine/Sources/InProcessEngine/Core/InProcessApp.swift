import ElementCore
import Foundation

/// A view controller shown in a key window of the test's own process, driven with an API like
/// UI Testing's: the API of the "UI tests without UI Testing" experiment, with its names.
///
/// ```swift
/// let app = App(controller: SomeViewController())
/// try app.tapButton(title: "Sign in")
/// let greeting = try app.label("Welcome back")
/// try app.switch("Remember me")?.toggle()
/// ```
///
/// Use it through ``App``, which is `InProcessApp` over the platform's toolkit: UIKit on iOS
/// and visionOS (`App(controller: UIViewController)`), the in-memory view tree elsewhere
/// (`App(controller: InMemoryViewController)`).
///
/// Finders search the *top* view controller's view (a controller pushed on a navigation
/// stack or presented modally covers those below) and ignore views that are hidden, that do
/// not take touches, or that lie outside the controller's view: see ``Screen``'s rules in
/// the package documentation. When nothing matches, they follow ``failureBehavior``; the
/// failure says what was searched, which matching views are not visible and why, and what is
/// visible instead. Interactions with disabled elements are ignored.
@preconcurrency @MainActor
public struct InProcessApp<Toolkit: InProcessToolkit> {
    /// What the finders do when nothing matches.
    public let failureBehavior: FailureBehavior
    /// The window the controller is shown in.
    public let host: any InProcessHost

    /// Shows `controller` as the root of a new key window, its view loaded and laid out.
    public init(controller: Toolkit.Controller, failureBehavior: FailureBehavior = .failTest) {
        self.failureBehavior = failureBehavior
        self.host = Toolkit.host(controller)
    }

    /// Shows the controller with `identifier` from the storyboard named `storyboard`. When
    /// either does not exist, the test fails at this line (whatever the failure behaviour:
    /// it is a mistake in the test) and the app shows nothing.
    public init(
        storyboard: String,
        identifier: String,
        bundle: Bundle? = nil,
        failureBehavior: FailureBehavior = .failTest,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.failureBehavior = failureBehavior
        switch Toolkit.instantiate(storyboard: storyboard, identifier: identifier, bundle: bundle) {
        case .success(let controller):
            host = Toolkit.host(controller)
        case .failure(let error):
            Failures.record(error, fileID: fileID, filePath: filePath, line: line, column: column)
            host = EmptyHost(bounds: InMemoryWindow.defaultBounds)
        }
    }

    /// An engine over the same window, so Screens, Contexts and Steps can drive it:
    /// `withEngine(app.engine) { … }`.
    public var engine: InProcessEngine { InProcessEngine(host: host) }

    /// The top view controller: the one whose view the finders search.
    public var topViewController: Toolkit.Controller? {
        Screen.read(host)?.top.controller.object as? Toolkit.Controller
    }

    /// The top view controller, when it is an alert controller.
    public var alertViewController: Toolkit.AlertController? {
        Screen.read(host)?.top.controller.object as? Toolkit.AlertController
    }

    /// The first visible table view, if any (never fails).
    public var tableView: Toolkit.TableView? {
        ViewSearch(host: host).first(.table())?.object as? Toolkit.TableView
    }

    // MARK: Finders

    /// A label whose text, accessibility label or accessibility identifier is `identifier`;
    /// with no identifier, the first visible label.
    public func label(_ identifier: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) throws -> Toolkit.Label? {
        try find(.label(identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A button whose title (for the normal state) is `title`.
    public func button(title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) throws -> Toolkit.Button? {
        try find(.button(title: title), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A button whose title, accessibility label or accessibility identifier is
    /// `identifier`; with no identifier, the first visible button.
    public func button(_ identifier: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) throws -> Toolkit.Button? {
        try find(.button(identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Sends the target-actions of the button titled `title`, unless it is disabled; then
    /// lets the transition it started finish.
    public func tapButton(title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) throws {
        guard let node = try findNode(.button(title: title), fileID: fileID, filePath: filePath, line: line, column: column),
              let control = node as? any ControlNode else { return }
        Interactions.tap(control)
        host.settle()
    }

    /// A switch whose accessibility label or identifier is `identifier`; with no identifier,
    /// the first visible switch.
    public func `switch`(_ identifier: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) throws -> Toolkit.Switch? {
        try find(.accessible(.switch, identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The first table cell with a label whose text is `text` among its subviews.
    public func cell(containingText text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) throws -> Toolkit.TableCell? {
        try find(.cell(.tableCell, containingText: text), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The first collection view cell with a label whose text is `text` among its subviews.
    public func collectionCell(containingText text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) throws -> Toolkit.CollectionCell? {
        try find(.cell(.collectionCell, containingText: text), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A stepper whose accessibility label or identifier is `identifier`; with no identifier,
    /// the first visible stepper.
    public func stepper(_ identifier: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) throws -> Toolkit.Stepper? {
        try find(.accessible(.stepper, identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A slider whose accessibility label or identifier is `identifier`; with no identifier,
    /// the first visible slider.
    public func slider(_ identifier: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) throws -> Toolkit.Slider? {
        try find(.accessible(.slider, identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A text field whose placeholder, accessibility label or identifier is `identifier`;
    /// with no identifier, the first visible text field.
    public func textField(_ identifier: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) throws -> Toolkit.TextField? {
        try find(.textField(identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A scroll view (a table and a collection view are scroll views too) whose accessibility
    /// label or identifier is `identifier`; with no identifier, the first visible one.
    public func scrollView(_ identifier: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) throws -> Toolkit.ScrollView? {
        try find(.scrollView(identifier), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Searching

    private func find<Found>(_ criterion: ViewCriterion, fileID: StaticString, filePath: StaticString,
                             line: UInt, column: UInt) throws -> Found? {
        guard let node = try findNode(criterion, fileID: fileID, filePath: filePath, line: line, column: column) else { return nil }
        return node.object as? Found
    }

    func findNode(_ criterion: ViewCriterion, fileID: StaticString, filePath: StaticString,
                          line: UInt, column: UInt) throws -> (any ViewNode)? {
        let search = ViewSearch(host: host)
        if let node = search.first(criterion) { return node }
        switch failureBehavior {
        case .doNothing:
            return nil
        case .failTest:
            Failures.record(InProcessError.notFound(search.explainAbsence(of: criterion)),
                            fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        case .raiseException:
            throw InProcessError.notFound(search.explainAbsence(of: criterion))
        }
    }
}
