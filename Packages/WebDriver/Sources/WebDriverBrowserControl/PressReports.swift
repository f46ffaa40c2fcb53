import Foundation

/// The channel over which the page runtime's press guard reports whether a press reached its element.
///
/// The report arrives while the press is dispatched, as a call of a CDP binding (the managed
/// Chromium's default) or a WebDriver BiDi `script.message` event, so a tap needs no request
/// to check it (two requests instead of three). For a session of its own (a remote, Appium)
/// or a frame without the function, the engine asks the page instead.
package enum PressReports {
    /// The channel the reports arrive on (``WebDriverSession/pageMessage(channel:timeout:matching:)``).
    package static let channel = "tabtestkit-press"
    /// The page function the runtime calls with a report: a CDP binding of that name, or a
    /// BiDi channel a preload script puts there.
    package static let pageFunction = "__tabtestkitPressReport"

    #if canImport(WebSocketKit)
    /// Defines ``pageFunction`` in every document of the browser (a preload script with a
    /// channel argument) and subscribes to `script.message`: once per browser.
    static func enable(on connection: BiDiConnection, timeout: TimeInterval) throws {
        try connection.send("session.subscribe", ["events": ["script.message"]], timeout: timeout)
        // Not enumerable, so pages that list window's properties do not see it.
        let declaration = "(send) => { Object.defineProperty(window, '\(pageFunction)', { value: send, enumerable: false }); }"
        try connection.send("script.addPreloadScript", [
            "functionDeclaration": .string(declaration),
            "arguments": [["type": "channel", "value": ["channel": .string(channel)]]],
        ], timeout: timeout)
    }
    #endif
}
