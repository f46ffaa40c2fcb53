import ElementCore
import Foundation
import WebDriver
import WebDriverClient

/// A page of `Pages/` open in a fresh headless Chromium, with the engine scoped for the body.
enum ServedPage {
    /// Opens `path` and runs `body` with short timeouts (a test that waits, fails fast).
    static func with(_ path: String, timeout: TimeInterval = 5, _ body: (WebDriverEngine) throws -> Void) throws {
        let server = try PageServers.fixtures.get()
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        try engine.open(PageServers.url(path, on: server))
        try withEngine(engine) {
            try ElementConfiguration.with(ElementConfiguration(defaultTimeout: timeout, actionTimeout: timeout)) { try body(engine) }
        }
    }

    /// Runs `body`, expecting no failures; returns their messages for `#expect`.
    static func failures(_ body: () -> Void) -> [String] {
        Failures.capture(body).map(\.message)
    }

    /// Evaluates `script` in the page.
    static func evaluate(_ script: String, in engine: WebDriverEngine) throws -> JSONValue {
        guard let session = engine.currentSession else { return .null }
        return try session.executeSync(script)
    }
}
