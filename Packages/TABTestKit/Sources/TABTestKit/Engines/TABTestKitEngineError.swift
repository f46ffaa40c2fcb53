/// Why no engine could be made for a test.
public enum TABTestKitEngineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The web engine needs the app's URL in the named environment variable.
    case missingAppURL(variable: String)
    /// The variable holds something that is not an absolute URL.
    case invalidAppURL(variable: String, value: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .missingAppURL(let variable):
            return """
            No engine for this test: set \(variable) to the URL of the web app under test \
            (e.g. \(variable)=http://127.0.0.1:8080/), set TABTESTKIT_WEBDRIVER_URL and \
            TABTESTKIT_CAPABILITIES=appium-ios for a native app through Appium, or choose an engine: override \
            TABTestCase.makeEngine(), adopt TABTestCaseEngineProviding, pass `engine:` to the \
            .tabTestKit trait, or set TABTestKitEngine.defaultFactory.
            """
        case .invalidAppURL(let variable, let value):
            return "\(variable) is \"\(value)\", which is not an absolute URL (e.g. http://127.0.0.1:8080/)."
        }
    }
}
