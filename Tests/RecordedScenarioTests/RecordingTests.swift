import ElementCore
import Foundation
import TABTestKitCLI
import WebDriver
import WebDriverClient
import XCTest

/// `Recorded/` holds what `tabtestkit record` wrote while a script used the example app: the
/// Screens it saw and `RecordedLoginTests`, which this target compiles and runs in Chromium (it
/// replays green). This test records the same script again — driving the page through the web
/// engine while the recorder listens — and requires the same files, byte for byte.
///
/// After a change to the app or the recorder, rewrite them with
/// `TABTESTKIT_UPDATE_GOLDEN=1 swift test --skip-build --filter RecordedScenarioTests.RecordingTests`
/// and review the difference.
final class RecordingTests: XCTestCase {
    /// Typed into the password field: it must appear in no recorded file.
    private let password = "Recorded-S3cret-77"

    func test_recordingAScriptedSessionWritesTheCommittedScenario() throws {
        let server = try RecordingServer.shared.get()
        let engine = try WebDriverEngine.chromium(baseURL: server.baseURL)
        defer { engine.close() }
        let session = RecordingSession(engine: engine)
        try session.start()
        withEngine(engine) { script(baseURL: server.baseURL, engine: engine) }
        let recording = session.stop()

        let output = RecordedScenarioBuilder(name: "Recorded login", baseClass: "RecordedTestCase").build(recording)
        XCTAssertEqual(output.warnings, [])
        let files = output.files(importedModule: "TABTestKit")
        XCTAssertEqual(files.map(\.name), ["DetailScreen.swift", "OtherScreen.swift", "ProfileScreen.swift", "TableScreen.swift",
                                           "WelcomeScreen.swift", "RecordedLoginTests.swift"])
        for file in files {
            XCTAssertFalse(file.text.contains(password), "\(file.name) holds the password")
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Recorded")
        let update = ProcessInfo.processInfo.environment["TABTESTKIT_UPDATE_GOLDEN"] == "1"
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            if update {
                try Data(file.text.utf8).write(to: url, options: .atomic)
                continue
            }
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), file.text, "Recorded/\(file.name) is not what the recorder writes today")
        }
    }

    /// What the user does: logs in, goes to Other, picks a colour, switches the switch, slides
    /// the slider, types the table's address, and opens a row.
    private func script(baseURL: URL, engine: WebDriverEngine) {
        XCTAssertTrue(Header(id: "WelcomeHeader").waitFor(.exists, .visible))
        TextField(id: "UsernameField").type("Someone")
        SecureTextField(id: "PasswordField").type(password)
        Button(id: "LoginButton").tap()
        XCTAssertTrue(Header(id: "ProfileHeader").waitFor(.exists, .visible))
        Button(id: "OtherTab").tap()
        XCTAssertTrue(Header(id: "OtherHeader").waitFor(.exists, .visible))
        Picker(id: "Picker").wheel(0).adjust(to: "Blue")
        Switch(id: "Switch").tap()
        Slider(id: "Slider").adjust(to: 0.8)
        // As if typed into the address bar: a new page that no action led to. A user takes a
        // moment to type an address; a page loading within 1.5 s of an action is that action's doing.
        Thread.sleep(forTimeInterval: 1.6)
        guard let table = URL(string: "table", relativeTo: baseURL) else { return XCTFail("no table URL") }
        XCTAssertNoThrow(try engine.currentSession?.navigate(to: table.absoluteURL))
        XCTAssertTrue(Header(id: "TableHeader").waitFor(.exists, .visible))
        Cell(id: "Row-3").tap()
        XCTAssertTrue(Header(id: "DetailHeader").waitFor(.exists, .visible))
    }
}
