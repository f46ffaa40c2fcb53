import ElementCore
import Foundation
import WebDriver

/// Opens an HTML page in a fresh headless Chromium session and runs `body` with the engine
/// scoped. Short timeouts keep expected failures fast.
func withPage<Result>(
    _ html: String,
    timeout: TimeInterval = 2,
    _ body: (WebDriverEngine) throws -> Result
) throws -> Result {
    let engine = try WebDriverEngine.chromium(baseURL: nil)
    defer { engine.close() }
    try engine.open(dataURL(html))
    return try Engine.using(engine) {
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
