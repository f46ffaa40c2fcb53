// `make bench`: how fast the engines answer.
//
// 1. The in-memory engine: the median time of one query on a 10,000-node tree (target ≤ 1 ms).
// 2. The web engine in headless Chromium: for tap, type, value read and waitFor, the WebDriver
//    requests each action sends and its median latency.
import ElementCore
import Foundation
import InMemoryDriver
import WebDriver

let arguments = CommandLine.arguments
let iterations = Int(arguments.first { $0.hasPrefix("--iterations=") }?.dropFirst(13) ?? "") ?? 200
let skipWeb = arguments.contains("--skip-web")

print("TABTestKit benchmarks (\(iterations) iterations each, medians)")
print(String(repeating: "─", count: 72))
InMemoryBenchmark.run(iterations: iterations)
if !skipWeb {
    do {
        try WebBenchmark.run(iterations: max(20, iterations / 4))
    } catch {
        print("web engine: could not run: \(error)")
        exit(1)
    }
}
