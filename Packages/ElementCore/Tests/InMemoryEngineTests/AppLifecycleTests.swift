import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// An app that shows a different screen when launched with `-loggedIn`, and handles
/// `myapp://` links by showing the linked screen.
private func lifecycleApp(withURLHandler: Bool = true) -> InMemoryApp {
    let launch: @Sendable (LaunchConfiguration) -> [InMemoryNode] = { configuration in
        if configuration.arguments.contains("-loggedIn") {
            return [InMemoryNode(.other, label: "Home"), InMemoryNode(.textField, label: "Search")]
        }
        return [
            InMemoryNode(.other, label: "Welcome"),
            InMemoryNode(.staticText, label: "Locale", value: configuration.environment["LOCALE"] ?? "none"),
            InMemoryNode(.textField, label: "Search"),
        ]
    }
    guard withURLHandler else { return InMemoryApp(launch: launch) }
    return InMemoryApp(openURL: { url, ui in
        guard url.scheme == "myapp" else { return false }
        ui.show { InMemoryNode(.other, label: "Linked \(url.host ?? "")") }
        return true
    }, launch: launch)
}

private let fast = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3, appTimeout: 0.3)

private func run(_ driver: InMemoryEngine, _ body: () -> Void) -> [String] {
    Failures.capture {
        withEngine(driver) { ElementConfiguration.with(fast, operation: body) }
    }.map(\.message)
}

/// Runs `body` on `driver` and expects it to record no failure.
private func expectClean(_ driver: InMemoryEngine, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
    #expect(run(driver, body) == [], sourceLocation: sourceLocation)
}

@Suite("App lifecycle on the in-memory engine")
struct AppLifecycleTests {
    @Test func launchedAtCreationByDefault() throws {
        let driver = InMemoryEngine(app: lifecycleApp())
        #expect(try driver.state(of: .underTest) == .runningForeground)
        expectClean(driver) { #expect(Header(id: "Welcome").exists) }
    }

    @Test func notLaunchedUntilAsked() throws {
        let driver = InMemoryEngine(app: lifecycleApp(), launched: false)
        #expect(try driver.state(of: .underTest) == .notRunning)
        expectClean(driver) { #expect(!Header(id: "Welcome").exists) }
        #expect(driver.launchHistory.isEmpty)
    }

    @Test func launchRecordsTheConfigurationAndBuildsFromIt() throws {
        let driver = InMemoryEngine(app: lifecycleApp(), launched: false)
        let plain = LaunchConfiguration(arguments: ["-reset"], environment: ["LOCALE": "fr_FR"])
        try driver.launch(.underTest, configuration: plain)
        expectClean(driver) {
            #expect(Label(id: "Locale").value == "fr_FR")
        }
        let loggedIn = LaunchConfiguration(arguments: ["-loggedIn"])
        try driver.launch(.underTest, configuration: loggedIn)
        expectClean(driver) {
            #expect(Header(id: "Home").exists)
            #expect(!Header(id: "Welcome").exists)
        }
        #expect(driver.launchHistory == [plain, loggedIn])
        #expect(driver.actionLog == ["launch App", "launch App"])
    }

    @Test func relaunchingStartsAfresh() throws {
        let driver = InMemoryEngine(app: lifecycleApp())
        expectClean(driver) { TextField(id: "Search").type("cats") }
        try driver.launch(.underTest, configuration: LaunchConfiguration())
        expectClean(driver) {
            #expect(TextField(id: "Search").value == "")
            #expect(TextField(id: "Search").determine(not: .hasKeyboardFocus, timeout: 0))
        }
    }

    @Test func terminateMakesElementsDisappear() throws {
        let driver = InMemoryEngine(app: lifecycleApp())
        try driver.terminate(.underTest)
        #expect(try driver.state(of: .underTest) == .notRunning)
        expectClean(driver) {
            #expect(!Header(id: "Welcome").exists)
            #expect(!Header(id: "Welcome").determine(.exists, timeout: 0.1))
            #expect(ElementOperations.allMatches(of: Header()).isEmpty)
        }
        let messages = run(driver) { Button(id: "Welcome").tap() }
        #expect(messages.count == 1)
        #expect(driver.actionLog == ["terminate App"])
    }

    @Test func backgroundAndActivateKeepTheInterface() throws {
        let driver = InMemoryEngine(app: lifecycleApp())
        expectClean(driver) { TextField(id: "Search").type("cats") }
        try driver.background(.underTest)
        #expect(try driver.state(of: .underTest) == .runningBackground)
        expectClean(driver) { #expect(!TextField(id: "Search").exists) }
        try driver.activate(.underTest)
        #expect(try driver.state(of: .underTest) == .runningForeground)
        expectClean(driver) { #expect(TextField(id: "Search").value == "cats") }
        #expect(driver.actionLog.suffix(2) == ["background App", "activate App"])
    }

    @Test func activatingAStoppedAppLaunchesIt() throws {
        let driver = InMemoryEngine(app: lifecycleApp(), launched: false)
        try driver.activate(.underTest)
        #expect(try driver.state(of: .underTest) == .runningForeground)
        expectClean(driver) { #expect(Header(id: "Welcome").exists) }
    }

    @Test func backgroundingAStoppedAppFails() {
        let driver = InMemoryEngine(app: lifecycleApp(), launched: false)
        #expect {
            try driver.background(.underTest)
        } throws: { error in
            guard let error = error as? EngineError, case .notActionable(let reason) = error else { return false }
            return reason == "App is not running"
        }
    }

    @Test func unknownAppsAreReported() {
        let driver = InMemoryEngine(app: lifecycleApp())
        let safari = AppTarget.bundleIdentifier("com.apple.mobilesafari")
        #expect {
            _ = try driver.state(of: safari)
        } throws: { error in
            guard let error = error as? EngineError, case .unsupported(let text) = error else { return false }
            return text == "The in-memory engine has no app App(\"com.apple.mobilesafari\"): pass it to InMemoryEngine(app:otherApps:)."
        }
        #expect(throws: EngineError.self) { try driver.launch(safari, configuration: LaunchConfiguration()) }
        #expect(throws: EngineError.self) { try driver.terminate(safari) }
        #expect(throws: EngineError.self) { try driver.activate(safari) }
    }

    @Test func otherAppsHaveTheirOwnTree() throws {
        let settingsID = "com.apple.Preferences"
        let driver = InMemoryEngine(app: lifecycleApp(), otherApps: [
            settingsID: InMemoryApp { InMemoryNode(.button, label: "General") },
        ])
        let settings = Application(.bundleIdentifier(settingsID))
        #expect(try driver.state(of: .bundleIdentifier(settingsID)) == .notRunning)
        expectClean(driver) { #expect(!Button(id: "General", parent: settings).exists) }
        try driver.activate(.bundleIdentifier(settingsID))
        expectClean(driver) {
            #expect(Button(id: "General", parent: settings).exists)
            #expect(!Button(id: "General").exists, "not in the app under test")
        }
        try driver.launch(.bundleIdentifier(settingsID), configuration: LaunchConfiguration(arguments: ["x"]))
        #expect(driver.launchHistory.isEmpty, "only launches of the app under test are recorded")
    }

    @Test func openURLWithAHandler() throws {
        let driver = InMemoryEngine(app: lifecycleApp())
        let url = try #require(URL(string: "myapp://profile"))
        try driver.open(url)
        #expect(driver.openedURLLog == [url])
        #expect(driver.actionLog.last == "open myapp://profile")
        expectClean(driver) { #expect(Header(id: "Linked profile").waitFor(.exists)) }
    }

    @Test func openURLLaunchesAStoppedApp() throws {
        let driver = InMemoryEngine(app: lifecycleApp(), launched: false)
        try driver.open(try #require(URL(string: "myapp://home")))
        #expect(try driver.state(of: .underTest) == .runningForeground)
        expectClean(driver) { #expect(Header(id: "Linked home").exists) }
    }

    @Test func openURLTheHandlerRefuses() throws {
        let driver = InMemoryEngine(app: lifecycleApp())
        let url = try #require(URL(string: "https://example.com"))
        #expect {
            try driver.open(url)
        } throws: { error in
            guard let error = error as? EngineError, case .unsupported(let text) = error else { return false }
            return text == "The in-memory app under test cannot open https://example.com."
        }
    }

    @Test func openURLWithoutAHandlerSaysWhatToDo() throws {
        let driver = InMemoryEngine(app: lifecycleApp(withURLHandler: false))
        let url = try #require(URL(string: "myapp://profile"))
        #expect {
            try driver.open(url)
        } throws: { error in
            guard let error = error as? EngineError, case .unsupported(let text) = error else { return false }
            return text == "The in-memory app under test has no URL handler: give its InMemoryApp an `openURL:` closure to open myapp://profile."
        }
        expectClean(driver) { #expect(Header(id: "Welcome").exists) }
    }

    @Test func screenshotIsAPNG() throws {
        let data = try InMemoryEngine(app: lifecycleApp()).screenshot()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func noOptionalCapabilities() {
        let driver = InMemoryEngine(app: lifecycleApp())
        #expect(driver.capability(CustomStringConvertible.self) == nil)
        #expect(driver.name == "in-memory")
    }
}
