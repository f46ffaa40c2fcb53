import Foundation
import TABTestKit

extension TodoMVC {
    /// Runs `body` as one TABTestKit test against this implementation: headless Chromium
    /// launched clean at the app (a user context of its own), the app's Screen, and waits of
    /// 3 s rather than the 10 s default: the apps are local and answer in milliseconds, and
    /// 192 tests, a third of them failing today, must fit CI's budget. The Playwright peer
    /// (`Tools/conformance/todomvc_playwright.py`) waits as long.
    func run(_ body: (TodoScreen) -> Void) async throws {
        let server = try server()
        let engine = try WebDriverEngine.chromium(baseURL: server.baseURL)
        let screen = TodoScreen(app: self)
        // The asynchronous form runs the launch, the body and the termination on a thread of
        // their own: engine calls block, and must not hold one of Swift concurrency's threads.
        await withTABTestKit(engine: engine) { () async in
            ElementConfiguration.with(.todoMVC) { body(screen) }
        }
    }
}

extension ElementConfiguration {
    /// 3 s for checks and actions.
    static let todoMVC = ElementConfiguration(defaultTimeout: 3, actionTimeout: 3)
}
