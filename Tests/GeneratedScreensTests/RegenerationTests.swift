import ExampleAppServer
import Foundation
import TABTestKitCLI
import XCTest

/// The Screens and scenarios in `Screens/` and `Scenarios/` were written by
/// `tabtestkit generate screen` from the example app, and are compiled and run (in Chromium) as
/// this target's tests. This test generates them again from the live app and requires the same
/// bytes, so they stay what the tool writes today.
///
/// After a change to the app or the generator, rewrite them with
/// `TABTESTKIT_UPDATE_GOLDEN=1 swift test --skip-build --filter GeneratedScreensTests.RegenerationTests`
/// and review the difference.
final class RegenerationTests: XCTestCase {
    func test_generatingTheExampleAppsScreensAgainGivesTheCommittedFiles() throws {
        let server = try GoldenServer.shared.get()
        let update = ProcessInfo.processInfo.environment["TABTESTKIT_UPDATE_GOLDEN"] == "1"
        var names: [String] = []
        for page in GoldenPages.all {
            let url = try XCTUnwrap(URL(string: page.path, relativeTo: server.baseURL)?.absoluteURL)
            let options = GoldenPages.options(readyWhen: page.readyWhen)
            let source = ScreenGeneration.Source.url(url)
            let tree = try ScreenGeneration.tree(of: source, options: options)
            let generated = try ScreenGeneration.generate(tree, source: source, options: options, withScenario: true)
            let scenario = try XCTUnwrap(generated.scenario)
            names.append(generated.plan.name)
            let files = [
                ("Screens/\(generated.plan.name).swift", generated.screen),
                ("Scenarios/\(generated.plan.name)Tests.swift", scenario),
            ]
            for (path, text) in files {
                let file = GoldenPages.folder.appendingPathComponent(path)
                if update {
                    try Data(text.utf8).write(to: file, options: .atomic)
                    continue
                }
                let committed = try String(contentsOf: file, encoding: .utf8)
                XCTAssertEqual(committed, text, "\(path) is not what `tabtestkit generate screen \(page.path)` writes today")
            }
        }
        XCTAssertEqual(names, ["WelcomeScreen", "ProfileScreen", "TableScreen", "DetailScreen", "CollectionScreen", "OtherScreen", "PageScreen"])
    }
}
