import ExampleAppServer
import Foundation
import TABTestKitCLI
import XCTest

/// `tabtestkit generate screen` as a user runs it: against the example app in headless Chromium
/// (its Table page, whose committed Screen is `Tests/GeneratedScreensTests/Screens/TableScreen.swift`),
/// and on an XCUI page source.
final class GenerateCommandTests: XCTestCase {
    private static let server = Result { try ExampleAppServer.start() }
    private let golden = ToolRun.root.appendingPathComponent("Tests/GeneratedScreensTests/Screens/TableScreen.swift")

    private func tableURL() throws -> String {
        try XCTUnwrap(URL(string: "table", relativeTo: try Self.server.get().baseURL)?.absoluteString)
    }

    func test_printingTheTableScreenGivesTheCommittedFile() throws {
        let result = try ToolRun.tabtestkit(["generate", "screen", try tableURL(), "--wait-for", "TableHeader"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains(try String(contentsOf: golden, encoding: .utf8)), result.output)
    }

    func test_checkPassesOnTheCommittedScreenAndListsWhatNoLongerMatches() throws {
        let passing = try ToolRun.tabtestkit(["generate", "screen", try tableURL(), "--wait-for", "TableHeader", "--check", golden.path])
        XCTAssertEqual(passing.status, 0, passing.output)
        XCTAssertTrue(passing.output.contains("elements of \(golden.path) match the app."), passing.output)

        let folder = try ToolRun.temporaryFolder("check")
        let stale = folder.appendingPathComponent("TableScreen.swift")
        let text = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertTrue(text.contains("Button(id: \"ProfileButton\")"), "the committed Screen has the Profile button")
        try Data(text.replacingOccurrences(of: "Button(id: \"ProfileButton\")", with: "Button(id: \"SettingsButton\")").utf8).write(to: stale)
        let failing = try ToolRun.tabtestkit(["generate", "screen", try tableURL(), "--wait-for", "TableHeader", "--check", stale.path])
        XCTAssertEqual(failing.status, 1, failing.output)
        XCTAssertTrue(failing.output.contains("App › Button \"SettingsButton\" — no node matches it"), failing.output)
        XCTAssertTrue(failing.output.contains("note: the app also shows Button \"ProfileButton\", not in the Screen"), failing.output)
    }

    func test_aPageSourceFileGivesAScreenWithoutABrowser() throws {
        let folder = try ToolRun.temporaryFolder("xml")
        let source = folder.appendingPathComponent("settings.xml")
        try Data("""
        <AppiumAUT><XCUIElementTypeApplication name="Settings" label="Settings">
          <XCUIElementTypeNavigationBar name="Settings" label="Settings"><XCUIElementTypeButton name="Back" label="Back"/></XCUIElementTypeNavigationBar>
          <XCUIElementTypeSwitch name="AirplaneSwitch" label="Airplane Mode" value="0"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """.utf8).write(to: source)
        let output = folder.appendingPathComponent("SettingsScreen.swift")
        let result = try ToolRun.tabtestkit(["generate", "screen", source.path, "--name", "Settings screen", "-o", output.path])
        XCTAssertEqual(result.status, 0, result.output)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.contains("struct SettingsScreen: Screen {\n    var trait: NavBar { settingsNavBar }\n"), text)
        XCTAssertTrue(text.contains("    let airplaneSwitch = Switch(id: \"AirplaneSwitch\") // \"Airplane Mode\"\n"), text)
        let missing = try ToolRun.tabtestkit(["generate", "screen", folder.appendingPathComponent("nope.xml").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.output.contains("is neither a URL"), missing.output)
    }
}
