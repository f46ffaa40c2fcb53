import Foundation
import Logging

/// A tab prepared ahead of the test that will use it: a fresh isolated context (cookies,
/// storage, permissions and cache of its own) with one blank tab in it.
package struct PreparedTab: Sendable {
    /// The isolated context: a BiDi user context, or a CDP browser context (the same thing
    /// inside Chromium).
    package let context: String
    /// The tab's WebDriver window handle.
    package let handle: String
    /// The tab's flattened CDP session, when the browser is controlled over CDP.
    package var pageSession: String? = nil
    /// The keys of the scripts already registered in the tab (CDP registers them per tab).
    package var preloaded: Set<String> = []
}

/// The control connection of a browser kept for a worker (WebDriverClient's shared browsers).
package protocol BrowserControl: Sendable {
    /// `false` once the connection closed (the browser or the driver went away).
    var isOpen: Bool { get }
    /// A fresh isolated context with a blank background tab in it.
    func prepareTab(timeout: TimeInterval) throws -> PreparedTab
    /// What the test that gets `tab` can do with it beyond classic commands.
    func control(of tab: PreparedTab) -> any TabControl
    /// Removes the tab's context, and with it its cookies, storage, permissions and tabs.
    func remove(_ tab: PreparedTab)
    /// Closes the connection.
    func close()
}

#if canImport(WebSocketKit)
/// A browser controlled over WebDriver BiDi: user contexts, preload scripts and
/// `script.message` channels.
package struct BiDiBrowserControl: BrowserControl {
    let connection: BiDiConnection
    /// The keys of the preload scripts the browser already runs (BiDi registers them browser-wide).
    private let preloaded = LockedValue(Set<String>())

    init(connection: BiDiConnection) {
        self.connection = connection
    }

    /// Subscribes to page messages and defines the press-report function in every document.
    package static func open(url: URL, timeout: TimeInterval, logger: Logger) throws -> BiDiBrowserControl {
        let connection = try BiDiConnection.connect(to: url, timeout: timeout, logger: logger)
        do {
            try PressReports.enable(on: connection, timeout: timeout)
        } catch {
            connection.close()
            throw error
        }
        return BiDiBrowserControl(connection: connection)
    }

    package var isOpen: Bool { connection.isOpen }

    package func prepareTab(timeout: TimeInterval) throws -> PreparedTab {
        let deadline = Date().addingTimeInterval(timeout)
        let created = try connection.send("browser.createUserContext", timeout: max(0.5, deadline.timeIntervalSinceNow))
        guard let userContext = created["userContext"]?.stringValue else {
            throw WebDriverError.invalidResponse(command: "BiDi browser.createUserContext", httpStatus: 0, body: created.serialized())
        }
        do {
            // In the background: preparing it must not hide the page of the test that is running.
            let tab = try connection.send("browsingContext.create", ["type": "tab", "userContext": .string(userContext), "background": true],
                                          timeout: max(0.5, deadline.timeIntervalSinceNow))
            guard let context = tab["context"]?.stringValue else {
                throw WebDriverError.invalidResponse(command: "BiDi browsingContext.create", httpStatus: 0, body: tab.serialized())
            }
            return PreparedTab(context: userContext, handle: context)
        } catch {
            _ = try? connection.send("browser.removeUserContext", ["userContext": .string(userContext)], timeout: 2)
            throw error
        }
    }

    package func control(of tab: PreparedTab) -> any TabControl {
        BiDiTab(browser: self, userContext: tab.context)
    }

    package func remove(_ tab: PreparedTab) {
        _ = try? connection.send("browser.removeUserContext", ["userContext": .string(tab.context)], timeout: 10)
    }

    package func close() {
        connection.close()
    }

    struct BiDiTab: TabControl {
        let browser: BiDiBrowserControl
        let userContext: String

        var bidi: (any BiDiEndpoint)? { browser.connection }

        func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
            browser.connection.takeMessage(channel: channel, timeout: timeout, matching: matching)
        }

        func preload(_ functionDeclaration: String, key: String, timeout: TimeInterval) throws {
            if browser.preloaded.withLock({ $0.contains(key) }) { return }
            try browser.connection.send("script.addPreloadScript", ["functionDeclaration": .string(functionDeclaration)], timeout: timeout)
            browser.preloaded.withLock { _ = $0.insert(key) }
        }

        func openTab(type: WindowType, timeout: TimeInterval) throws -> String {
            let created = try browser.connection.send("browsingContext.create", ["type": .string(type.rawValue), "userContext": .string(userContext)],
                                                      timeout: timeout)
            return created["context"]?.stringValue ?? ""
        }

        /// BiDi's script and input commands cost what the classic ones cost: the classic
        /// channel carries page requests.
        func pageChannel(for session: WebDriverSession) -> (any PageChannel)? { nil }
    }
}
#endif
