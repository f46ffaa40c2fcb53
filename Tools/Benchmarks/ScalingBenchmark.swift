import ElementCore
import Foundation
import WebDriver

/// How resolution grows with the page: a list of N rows `<li><span>Row i</span><button>Delete</button></li>`
/// at 100, 1k, 10k and 50k rows, three query shapes, the whole round trip through the web engine
/// (`engine.resolve`: the query sent, resolved in the page, the match's snapshot back), beside
/// Playwright-Python's `locator.count()` on the same pages in the same run
/// (Tools/BenchPeers/scaling_playwright.py, with `make bench-peers`' virtualenv when it exists).
enum ScalingBenchmark {
    static let rowCounts = [100, 1_000, 10_000, 50_000]

    /// A query shape: our query for a page of `rows` rows, and what it should resolve to.
    struct Shape: Sendable {
        var name: String
        var query: @Sendable (Int) -> ElementQuery
        var expectsAmbiguity: Bool
    }

    static let shapes: [Shape] = [
        // The issue's query: the Delete button of the last row, the row by its label.
        Shape(name: "role and name", query: { rows in Button(id: "Delete", parent: Cell(id: "Row \(rows - 1)")).query },
              expectsAmbiguity: false),
        // The row that shows a text (XCUI's containing(_:identifier:)).
        Shape(name: "text in a row", query: { rows in Cell().containing(.staticText, identifier: "Row \(rows - 1)").query },
              expectsAmbiguity: false),
        // Every row's button: a strict query fails, listing the matches.
        Shape(name: "ambiguous", query: { _ in Button(id: "Delete").query }, expectsAmbiguity: true),
    ]

    static func page(rows: Int) -> String {
        var html = "<!doctype html><meta charset=utf-8><title>Rows</title><ul>"
        html.reserveCapacity(rows * 56 + 80)
        for index in 0..<rows { html += "<li><span>Row \(index)</span><button>Delete</button></li>" }
        return html + "</ul>"
    }

    static func run(iterations: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-scaling-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pages: [(rows: Int, url: URL)] = []
        for rows in rowCounts {
            let url = folder.appendingPathComponent("rows-\(rows).html")
            try page(rows: rows).write(to: url, atomically: true, encoding: .utf8)
            pages.append((rows, url))
        }
        print("resolution at scale: a list of N rows <li><span>Row i</span><button>Delete</button></li>, medians")
        print("  machine load before: \(loadAverage())")
        let (ours, ourFailures) = try measureOurs(pages, iterations: iterations)
        let peer = PlaywrightColumn.measure(pages, iterations: iterations)
        print("  machine load after:  \(loadAverage())")
        print("  rows     query            TABTestKit resolve       Playwright count()       ÷ Playwright")
        for (rows, _) in pages {
            for shape in shapes {
                let key = "\(rows) \(shape.name)"
                let mine = ours[key].map { String(format: "%9.1f ms", $0) } ?? ourFailures[key] ?? "—"
                var theirs: String
                var ratio = ""
                switch peer {
                case .measured(let times, let over):
                    if let time = times[key] {
                        theirs = String(format: "%9.1f ms", time)
                        if let own = ours[key], time > 0 { ratio = String(format: "%6.2f×", own / time) }
                    } else if let seconds = over[key] {
                        theirs = "over \(seconds) s (stopped)"
                    } else {
                        theirs = "—"
                    }
                case .unavailable(let why): theirs = why
                }
                print("  \(String(rows).padding(toLength: 8, withPad: " ", startingAt: 0)) \(shape.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(mine.padding(toLength: 24, withPad: " ", startingAt: 0)) \(theirs.padding(toLength: 24, withPad: " ", startingAt: 0)) \(ratio)")
            }
        }
    }

    /// The median whole round trip of `engine.resolve` per page and shape ("rows shape" keys).
    /// Each answer is checked: the shape's single match, or an ambiguity for the ambiguous one;
    /// a wrong answer stops the benchmark. A resolution the engine gives up on (its script
    /// deadline on a huge page) is reported in the table, and the page's later shapes are skipped.
    static func measureOurs(_ pages: [(rows: Int, url: URL)], iterations: Int) throws -> ([String: Double], [String: String]) {
        var times: [String: Double] = [:]
        var failures: [String: String] = [:]
        for (rows, url) in pages {
            // An engine per page: opening another file: page in the same one is refused (it
            // would move there with history.pushState, which a file: origin does not allow).
            let engine = try WebDriverEngine.chromium(baseURL: nil)
            defer { engine.close() }
            try engine.open(url)
            _ = try? engine.resolve(Label(id: "Row 0").query)  // installs the page runtime
            let repeats = rows > 10_000 ? max(1, iterations / 5) : iterations
            var gaveUp = false
            for shape in shapes {
                let key = "\(rows) \(shape.name)"
                if gaveUp {
                    failures[key] = "skipped (page busy)"
                    continue
                }
                let query = shape.query(rows)
                // One untimed warm-up (JIT) per shape, as on Playwright's side; the largest page,
                // timed once, goes without.
                var failure: String?
                do {
                    if rows <= 10_000 { _ = try engine.resolve(query) }
                    times[key] = try median(repeats) {
                        let resolution = try engine.resolve(query)
                        switch resolution {
                        case .found where !shape.expectsAmbiguity: break
                        case .ambiguous where shape.expectsAmbiguity: break
                        default: failure = "\(shape.name) on \(rows) rows: \(resolution)"
                        }
                    }
                } catch {
                    // The page is still busy with the abandoned script: its later shapes would wait on it.
                    failures[key] = String(describing: error).contains("deadline") ? "gave up (30 s deadline)" : "gave up (error)"
                    gaveUp = true
                }
                if let failure { throw BenchmarkFailure(description: "unexpected resolution: \(failure)") }
            }
        }
        return (times, failures)
    }

    static func median(_ count: Int, _ body: () throws -> Void) throws -> Double {
        var samples: [Double] = []
        for _ in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        samples.sort()
        return samples.isEmpty ? 0 : samples[samples.count / 2]
    }

    /// The 1, 5 and 15 minute load averages (`uptime`'s), so a reader knows how busy the machine was.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        let fields = text.split(separator: " ").prefix(3).joined(separator: ", ")
        return "\(fields) (\(ProcessInfo.processInfo.activeProcessorCount) cores)"
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}
