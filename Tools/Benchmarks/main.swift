// `make bench`: how fast the engines answer.
//
// 1. The in-memory engine: the median time of one query on a 10,000-node tree (target ≤ 1 ms).
// 2. The web engine in headless Chromium: for tap, type, value read and waitFor, the WebDriver
//    requests each action sends and its median latency.
// 3. Resolution at scale: a list of 100 to 50,000 rows, three query shapes, our whole round trip
//    beside Playwright-Python's locator.count() on the same pages (see ScalingBenchmark).
//
// Flags: --iterations=N, --skip-web (1 only), --scaling-only (3 only), --scaling-iterations=N.
import ElementCore
import Foundation
import InMemoryEngine
import WebDriver

let arguments = CommandLine.arguments
let iterations = Int(arguments.first { $0.hasPrefix("--iterations=") }?.dropFirst(13) ?? "") ?? 200
let skipWeb = arguments.contains("--skip-web")
let scalingOnly = arguments.contains("--scaling-only")
let scalingIterations = Int(arguments.first { $0.hasPrefix("--scaling-iterations=") }?.dropFirst(21) ?? "") ?? 5

print("TABTestKit benchmarks (\(iterations) iterations each, medians)")
print(String(repeating: "─", count: 72))
if !scalingOnly { InMemoryBenchmark.run(iterations: iterations) }
if !skipWeb {
    do {
        if !scalingOnly { try WebBenchmark.run(iterations: max(20, iterations / 4)) }
        try ScalingBenchmark.run(iterations: max(1, scalingIterations))
    } catch {
        print("web engine: could not run: \(error)")
        exit(1)
    }
}
