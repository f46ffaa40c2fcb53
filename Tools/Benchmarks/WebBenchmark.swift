import ElementCore
import Foundation
import WebDriver

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
        Engine.using(engine) {
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
    }

    static func measure(_ name: String, _ engine: WebDriverEngine, _ iterations: Int, _ action: () -> Void) {
        let before = engine.requestCount
        let median = Statistics.medianMilliseconds(iterations, action)
        let requests = Double(engine.requestCount - before) / Double(iterations)
        print("  \(name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", requests))   \(Statistics.format(median))")
    }
}
