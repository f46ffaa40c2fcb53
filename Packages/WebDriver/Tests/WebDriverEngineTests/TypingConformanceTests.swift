import ElementCore
import ElementCoreTestSupport
import Foundation
import Testing
import WebDriver

/// The shared typing checks on the web engine, in real headless Chromium.
@Suite("Conformance: typing on the web engine in headless Chromium", .serialized)
struct TypingConformanceTests {
    @Test func typesAsEveryEngineDoes() throws {
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        try engine.open(try #require(TypingConformance.dataURL()))
        let failures = TypingConformance.run(on: engine)
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }
}
