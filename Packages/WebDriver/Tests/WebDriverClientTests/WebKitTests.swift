import Foundation
import Testing
@testable import WebDriverClient

/// WebKitGTK through WebKitWebDriver under Xvfb. Optional: runs when `Tools/install-browser.sh --webkit`
/// installed the packages (set TABTESTKIT_REQUIRE_WEBKIT=1 to make a missing install fail instead).
@Suite("Managed WebKit (real browser)", .serialized,
       .enabled(if: ManagedWebKit.isInstalled || ProcessInfo.processInfo.environment["TABTESTKIT_REQUIRE_WEBKIT"] == "1",
                "WebKitWebDriver and Xvfb are not installed (Tools/install-browser.sh --webkit)"))
struct WebKitTests {
    @Test func navigateClickTypeAndScreenshot() throws {
        let webKit = try ManagedWebKit.shared()
        let session = try webKit.newSession()
        defer { session.delete() }
        #expect(session.browserName == "MiniBrowser")
        try session.navigate(to: BrowserTests.page("""
            <title>webkit</title><button id=b onclick="this.textContent='Clicked'">Press</button><input id=i>
            """))
        #expect(try session.title() == "webkit")
        let button = try session.findElement(using: .cssSelector, value: "#b")
        try session.click(button)
        #expect(try session.text(of: button) == "Clicked")
        let input = try session.findElement(using: .cssSelector, value: "#i")
        try session.sendKeys(input, text: "hello" + Key.backspace)
        #expect(try session.property("value", of: input) == "hell")
        #expect(try session.executeSync("return arguments[0] * 2", arguments: [21]) == 42)
        let png = try session.screenshot()
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let display = try #require(webKit.display)
        #expect(FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display.dropFirst())"))
    }

    @Test func stopCleansUpTheDisplay() throws {
        let webKit = try ManagedWebKit()
        try webKit.start()
        let display = try #require(webKit.display)
        let root = try #require(webKit.serverURL)
        webKit.stop()
        #expect(!FileManager.default.fileExists(atPath: "/tmp/.X\(display.dropFirst())-lock"))
        #expect(throws: WebDriverError.self) {
            try WireClient(serverURL: root, transport: PlatformDefaultTransport.shared).send(.get, "status", body: nil, timeout: 1)
        }
    }
}
