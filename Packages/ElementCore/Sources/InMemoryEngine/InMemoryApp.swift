import ElementCore
import Foundation

/// An application for the in-memory engine: a function that builds its interface at each
/// launch, given the launch arguments and environment.
public struct InMemoryApp: Sendable {
    /// The app's name: the label of its root, as `XCUIApplication.label` reads (`""` by default).
    public let name: String
    let build: @Sendable (LaunchConfiguration) -> [InMemoryNode]
    let openURL: (@Sendable (URL, InMemoryUI) -> Bool)?
    let onBiometrics: (@Sendable (InMemoryBiometricOutcome, InMemoryUI) -> Void)?

    /// An app whose interface depends on how it was launched.
    ///
    /// - Parameters:
    ///   - name: the app's name (its root's label).
    ///   - openURL: handles deep links; returns whether the app could open the URL.
    ///   - onBiometrics: hears the outcome when the test answers a biometric prompt.
    public init(
        name: String = "",
        openURL: (@Sendable (URL, InMemoryUI) -> Bool)? = nil,
        onBiometrics: (@Sendable (InMemoryBiometricOutcome, InMemoryUI) -> Void)? = nil,
        @InMemoryNodeBuilder launch: @escaping @Sendable (LaunchConfiguration) -> [InMemoryNode]
    ) {
        self.name = name
        self.build = launch
        self.openURL = openURL
        self.onBiometrics = onBiometrics
    }

    /// An app whose interface is always the same at launch.
    public init(
        name: String = "",
        openURL: (@Sendable (URL, InMemoryUI) -> Bool)? = nil,
        onBiometrics: (@Sendable (InMemoryBiometricOutcome, InMemoryUI) -> Void)? = nil,
        @InMemoryNodeBuilder _ content: @escaping @Sendable () -> [InMemoryNode]
    ) {
        self.name = name
        self.build = { _ in content() }
        self.openURL = openURL
        self.onBiometrics = onBiometrics
    }
}

/// The state of one app inside the driver.
final class InMemoryRunningApp: @unchecked Sendable {
    let definition: InMemoryApp
    var root: InMemoryNode
    var state: AppState = .notRunning
    var layout: InMemoryLayout?

    init(definition: InMemoryApp) {
        self.definition = definition
        self.root = InMemoryNode(.application)
    }

    func launch(_ configuration: LaunchConfiguration) {
        root = InMemoryNode(.application, label: definition.name) { definition.build(configuration) }
        state = .runningForeground
        layout = nil
    }

    func currentLayout() -> InMemoryLayout {
        if let layout { return layout }
        let fresh = InMemoryLayout(root: root)
        layout = fresh
        return fresh
    }
}
