import ElementCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Steps of the peer benchmark that the contexts do not offer.
extension PeerBenchTestCase {
    /// Makes the mock API fail this test's logins (`PUT /api/mock/{uuid}`), as the Playwright
    /// and Selenium suites do with one HTTP request of their own.
    ///
    /// It waits for the answer on the calling thread: XCTest runs test methods on the main
    /// thread, never on a Swift concurrency thread.
    func theServerFailsLogins(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        guard let appURL, let uuid = testUUID,
              let url = URL(string: "api/mock/\(uuid)", relativeTo: appURL) else {
            return Failures.record("No app URL or test UUID to set the mock API with.", fileID: fileID, filePath: filePath, line: line)
        }
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.httpMethod = "PUT"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"login":"failing"}"#.utf8)
        // The status, or why there is none, handed from URLSession's queue to this thread.
        let outcome = Locked<(status: Int?, error: String?)>((nil, nil))
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, response, error in
            outcome.withLock { $0 = ((response as? HTTPURLResponse)?.statusCode, error.map { "\($0)" }) }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 10) == .success else {
            return Failures.record("PUT \(url.absoluteString) got no answer within 10 s.", fileID: fileID, filePath: filePath, line: line)
        }
        let (status, error) = outcome.current
        if status != 200 {
            let seen = error ?? "status \(status.map(String.init) ?? "none")"
            Failures.record("Expected PUT \(url.absoluteString) to answer 200, got \(seen).", fileID: fileID, filePath: filePath, line: line)
        }
    }

    /// Opens one of the app's deep links (`/deeplink/table`…) in the running app.
    func open(deepLink path: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        guard let url = URL(string: path) else {
            return Failures.record("\(path) is not a URL.", fileID: fileID, filePath: filePath, line: line)
        }
        open(url, fileID: fileID, filePath: filePath, line: line)
    }

    /// Asserts how many cells a table or collection view holds.
    func numberOfCells<C: CellContaining>(in container: C, is expected: Int,
                                          fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        container.waitFor(.exists, fileID: fileID, filePath: filePath, line: line)
        let seen = container.numberOfCells()
        if seen != expected {
            Failures.record("Expected \(expected) cells in \(container.queryDescription), got \(seen).",
                            fileID: fileID, filePath: filePath, line: line)
        }
    }
}
