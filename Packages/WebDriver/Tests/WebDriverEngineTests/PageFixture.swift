import ElementCore
import Foundation
import WebDriver
import WebDriverClient

/// Opens an HTML page in a fresh headless Chromium session and runs `body` with the engine
/// scoped. Short timeouts keep expected failures fast.
func withPage<Result>(
    _ html: String,
    timeout: TimeInterval = 2,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    _ body: (WebDriverEngine) throws -> Result
) throws -> Result {
    let engine = try WebDriverEngine.chromium(baseURL: nil, environment: environment)
    defer { engine.close() }
    try engine.open(dataURL(html))
    return try withEngine(engine) {
        try ElementConfiguration.with(ElementConfiguration(defaultTimeout: timeout, actionTimeout: timeout)) {
            try body(engine)
        }
    }
}

/// A `data:` URL for an HTML document.
func dataURL(_ html: String) -> URL {
    let encoded = html.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    return URL(string: "data:text/html;charset=utf-8," + encoded) ?? URL(fileURLWithPath: "/")
}

/// The environment asking the managed Chromium's shared browsers for `channel`.
func environment(for channel: IsolationChannel) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment[IsolationChannel.environmentVariable] = channel.rawValue
    return environment
}
