import ElementCore
import Foundation
import WebDriver
import WebDriverClient

/// Actions against a small page in headless Chromium: requests per action and latency.
enum WebBenchmark {
    static let page = """
    <h1>Bench</h1>
    <input data-testid=Field aria-label=Field>
    <p data-testid=Count>0</p>
    <button onclick="const c = document.querySelector('[data-testid=Count]'); c.textContent = String(Number(c.textContent) + 1)">Tap me</button>
    """

    static func run(iterations: Int) throws {
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        let url = URL(string: "data:text/html;charset=utf-8," + (page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))!
        try engine.open(url)
        withEngine(engine) {
            let button = Button(id: "Tap me")
            let field = TextField(id: "Field")
            let count = Label(id: "Count")
            _ = button.exists // installs the page runtime
            print("web engine, headless Chromium through chromedriver")
            print("  action                 requests   median")
            measure("tap", engine, iterations) { button.tap() }
            measure("type 5 characters", engine, iterations) { field.type("hello") }
            measure("value read", engine, iterations) { _ = count.value }
            measure("waitFor(.exists)", engine, iterations) { count.waitFor(.exists) }
            measure("waitFor(.hittable)", engine, iterations) { button.waitFor(.hittable) }
        }
        try isolation(url, iterations: max(10, iterations / 5))
    }

    /// Per-test isolation: a launch (a clean browser at the page) and its end, as each test
    /// does, in each isolation mode: back to back, and around a 0.5 s test body (not counted),
    /// during which a shared browser prepares the next test's user context.
    static func isolation(_ url: URL, iterations: Int) throws {
        print("  per-test isolation (launch + close, medians of \(iterations))    back to back   0.5 s test body")
        var modes: [(String, [String: String])] = [("new session", [SessionIsolation.environmentVariable: "session"])]
        if ManagedChromium.supportsUserContexts {
            modes.insert(("user context", [SessionIsolation.environmentVariable: "user-context"]), at: 0)
        }
        for (name, environment) in modes {
            let warmUp = try WebDriverEngine.chromium(baseURL: nil, environment: environment)
            try warmUp.open(url)  // a browser already running for the worker, as after the first test
            warmUp.close()
            let backToBack = try isolationMedian(url, environment, iterations, body: 0)
            let withBody = try isolationMedian(url, environment, iterations, body: 0.5)
            print("    \(name.padding(toLength: 42, withPad: " ", startingAt: 0))\(Statistics.format(backToBack)) \(Statistics.format(withBody))")
        }
    }

    static func isolationMedian(_ url: URL, _ environment: [String: String], _ iterations: Int, body: TimeInterval) throws -> Double {
        var samples: [Double] = []
        for _ in 0..<iterations {
            let started = Date()
            let engine = try WebDriverEngine.chromium(baseURL: nil, environment: environment)
            try engine.open(url)
            let launched = Date()
            Thread.sleep(forTimeInterval: body)
            let ending = Date()
            engine.close()
            samples.append((launched.timeIntervalSince(started) + Date().timeIntervalSince(ending)) * 1000)
        }
        samples.sort()
        return samples.isEmpty ? 0 : samples[samples.count / 2]
    }

    static func measure(_ name: String, _ engine: WebDriverEngine, _ iterations: Int, _ action: () -> Void) {
        let before = engine.requestCount
        let median = Statistics.medianMilliseconds(iterations, action)
        let requests = Double(engine.requestCount - before) / Double(iterations)
        print("  \(name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", requests))   \(Statistics.format(median))")
    }
}
