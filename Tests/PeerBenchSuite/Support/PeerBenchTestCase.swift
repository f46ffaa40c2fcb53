import ElementCore
import Foundation
import SystemApps
import TABTestKit

/// The base of the peer benchmark's tests: a plain `TABTestCase` on the example app served
/// by the benchmark harness (`make bench-peers`), whose URL arrives in `TABTESTKIT_APP_URL`.
///
/// Nothing here is tuned for speed: each test gets what every `TABTestCase` gets (its own
/// engine, a clean launch with a new UUID, the app terminated after it), so the timing is
/// what a user of the framework sees.
class PeerBenchTestCase: TABTestCase {
    /// The framework's default engine (headless Chromium on `TABTESTKIT_APP_URL`), with a
    /// failure that says how to run this suite when the variable is missing.
    override func makeEngine() throws -> any Engine {
        guard let raw = ProcessInfo.processInfo.environment[TABTestKitEngine.appURLVariable], !raw.isEmpty else {
            throw PeerBenchError.notStartedByTheHarness
        }
        return try TABTestKitEngine.platformDefault()
    }

    /// The example app's URL, as the harness passed it.
    var appURL: URL? {
        ProcessInfo.processInfo.environment[TABTestKitEngine.appURLVariable].flatMap(URL.init(string:))
    }

    /// This test's UUID as the app sends it to the mock API.
    var testUUID: String? { App.shared.launchEnvironment[LaunchKey.uuid] }
}

/// Why the peer benchmark suite cannot run.
enum PeerBenchError: Error, CustomStringConvertible {
    case notStartedByTheHarness

    var description: String {
        """
        PeerBenchSuite runs only from `make bench-peers` (Tools/BenchPeers/bench_peers.py), which \
        serves the example app and sets \(TABTestKitEngine.appURLVariable). `make test` skips it.
        """
    }
}
