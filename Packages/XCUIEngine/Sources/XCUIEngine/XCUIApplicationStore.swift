import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// The engine's `XCUIApplication` instances, one per `AppTarget`, and the launch
/// arguments each had before the engine first launched it. Main-actor state, like XCUI's.
@MainActor
final class XCUIApplicationStore {
    private let bundleIdentifier: String?
    private var instances: [AppTarget: XCUIApplication] = [:]
    private var baseLaunches: [AppTarget: LaunchConfiguration] = [:]

    /// A store that creates the app under test from a bundle identifier (`nil`: the test
    /// target's own app) when first needed.
    nonisolated init(bundleIdentifier: String?) {
        self.bundleIdentifier = bundleIdentifier
    }

    /// A store whose app under test is `application`.
    init(application: XCUIApplication) {
        self.bundleIdentifier = nil
        instances[.underTest] = application
    }

    /// The application for a target, created on first use.
    func application(_ target: AppTarget) -> XCUIApplication {
        if let existing = instances[target] { return existing }
        let created: XCUIApplication
        switch target {
        case .underTest:
            created = bundleIdentifier.map { XCUIApplication(bundleIdentifier: $0) } ?? XCUIApplication()
        case .bundleIdentifier(let identifier):
            created = XCUIApplication(bundleIdentifier: identifier)
        }
        instances[target] = created
        return created
    }

    /// Sets the launch arguments and environment for a launch: those the application had
    /// before the engine first launched it, then the configuration's (whose environment
    /// values win).
    func prepareLaunch(of target: AppTarget, with configuration: LaunchConfiguration) -> XCUIApplication {
        let app = application(target)
        let base = baseLaunches[target] ?? LaunchConfiguration(arguments: app.launchArguments, environment: app.launchEnvironment)
        baseLaunches[target] = base
        app.launchArguments = base.arguments + configuration.arguments
        app.launchEnvironment = base.environment.merging(configuration.environment) { _, new in new }
        return app
    }
}
