import ElementCore
import ElementCoreTestSupport
import Foundation
import Testing
import WebDriver

/// The shared conformance suite on the web engine, in real headless Chromium: the fixture is
/// rendered as semantic HTML and opened as a `data:` URL.
@Suite("Conformance: web engine in headless Chromium", .serialized)
struct ConformanceTests {
    @Test func followsTheSharedMatchingRules() throws {
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        try engine.open(try #require(ConformanceFixture.dataURL()))
        let failures = ConformanceSuite.run(on: engine)
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }
}
