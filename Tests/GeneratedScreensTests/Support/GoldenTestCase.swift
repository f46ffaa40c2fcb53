import ExampleAppServer
import Foundation
import TABTestKit
import TABTestKitCLI
import WebDriver

/// The base of the generated scenarios (`generate screen --scenario --base-class GoldenTestCase`):
/// a `TABTestCase` on the example app, served once per run, in headless Chromium.
class GoldenTestCase: TABTestCase {
    override func makeEngine() throws -> any Engine {
        try WebDriverEngine.chromium(baseURL: try GoldenServer.shared.get().baseURL)
    }
}

/// The one example-app server of this target's run, started on first use.
enum GoldenServer {
    static let shared: Result<ExampleAppServer, any Error> = Result { try ExampleAppServer.start() }
}

/// The example app's pages the golden Screens are generated from, and what shows each is ready.
enum GoldenPages {
    static let all: [(path: String, readyWhen: String)] = [
        ("/", "WelcomeHeader"),
        ("/profile", "ProfileHeader"),
        ("/table", "TableHeader"),
        ("/detail/3", "DetailHeader"),
        ("/collection", "CollectionHeader"),
        ("/other", "OtherHeader"),
        ("/page", "PageHeader"),
    ]

    /// How this target's files are generated: `tabtestkit generate screen <url> --wait-for <id>
    /// --scenario … --base-class GoldenTestCase`.
    static func options(readyWhen id: String) -> ScreenGeneration.Options {
        ScreenGeneration.Options(baseClass: "GoldenTestCase", page: LivePage.Options(waitFor: id))
    }

    /// This target's folder in the checkout.
    static var folder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent() }
}
