// webdriver-latency: measures the round-trip latency of common WebDriver commands against the
// managed Chromium (or a remote server from TABTESTKIT_WEBDRIVER_URL).
//
//   swift run -c release webdriver-latency [iterations]
import Foundation
import WebDriverClient

//   swift run webdriver-latency --hold   # prints "STARTING <pid>", starts a session, prints "READY <pid> <driver folder>", waits
//                                        # (used by the crash-safety tests to signal or kill this process)
if CommandLine.arguments.contains("--hold") {
    // Started in the background by a shell, this process inherits SIGINT ignored; a test process
    // run by `swift test` does not, and the crash-safety tests interrupt it as they would that one.
    signal(SIGINT, SIG_DFL)
    FileHandle.standardOutput.write(Data("STARTING \(getpid())\n".utf8))
    do {
        let chromium = try ManagedChromium.shared()
        let session = try chromium.newSession()
        try session.navigate(to: "data:text/html,<title>held</title>")
        FileHandle.standardOutput.write(Data("READY \(getpid()) \(chromium.privateFolder ?? "")\n".utf8))
        while true { Thread.sleep(forTimeInterval: 60) }
    } catch {
        print("FAILED \(error)")
        exit(1)
    }
}

//   swift run webdriver-latency --first-isolated [--via-chromedriver]
//       times this process's first isolated tab of the managed Chromium (the browser started
//       here, chromedriver attaching in the background), or, with --via-chromedriver, the same
//       tab over a browser chromedriver launches (how it was made before), and its first classic command.
if CommandLine.arguments.contains("--first-isolated") {
    let begin = ContinuousClock.now
    func since() -> String {
        let elapsed = ContinuousClock.now - begin
        return String(format: "%.0f ms", Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    do {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let session: WebDriverSession
        var kept: WebDriverSession?  // the browser's own session lives as long as its tab
        if CommandLine.arguments.contains("--via-chromedriver") {
            let shared = try chromium.newSession()
            kept = shared
            let address = shared.capabilities["goog:chromeOptions"]?["debuggerAddress"]?.stringValue ?? ""
            let control = DevToolsBrowserControl(connection: try DevToolsConnection.connect(
                debuggerAddress: address, transport: shared.transport, timeout: 10, logger: WebDriverLogging.logger(level: .info)))
            let tab = try control.prepareTab(timeout: 30)
            session = shared.borrowed(userContext: tab.context, control: control.control(of: tab), window: tab.handle)
        } else {
            session = try chromium.isolatedSession()
        }
        let tabReady = since()
        _ = try session.page.navigate(to: "data:text/html,<title>first</title>")
        let loaded = since()
        let title = try session.title()
        print("first isolated tab ready \(tabReady), page loaded over DevTools \(loaded), first classic command (\(title)) \(since())")
        session.delete()
        kept?.delete()
    } catch {
        print("FAILED \(error)")
        exit(1)
    }
    exit(0)
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 50

func measure(_ name: String, _ body: () throws -> Void) rethrows -> (String, [Double]) {
    try body()  // warm-up
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return (name, samples.sorted())
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

let page = "data:text/html;charset=utf-8,"
    + ("<title>latency</title><button id=b onclick=\"this.dataset.n=(+this.dataset.n||0)+1\">Press</button><input id=i>"
        .addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")

do {
    let sessionStart = ContinuousClock.now
    let session: WebDriverSession
    if let remote = try RemoteWebDriver.fromEnvironment() {
        session = try remote.newSession()
    } else {
        session = try ManagedChromium.shared().newSession()
    }
    let newSession = ContinuousClock.now - sessionStart
    defer { session.delete() }

    try session.navigate(to: page)
    let button = try session.findElement(using: .cssSelector, value: "#b")
    let input = try session.findElement(using: .cssSelector, value: "#i")

    let results = try [
        measure("GET title") { _ = try session.title() },
        measure("execute/sync") { _ = try session.executeSync("return 1 + 1") },
        measure("find element") { _ = try session.findElement(using: .cssSelector, value: "#b") },
        measure("click") { try session.click(button) },
        measure("send keys (5 chars)") { try session.sendKeys(input, text: "abcde") },
        measure("screenshot") { _ = try session.screenshot() },
    ]
    print("WebDriver latency, \(iterations) iterations, \(session.browserName ?? "?") at \(session.serverURL)")
    func pad(_ text: String) -> String { text.padding(toLength: 22, withPad: " ", startingAt: 0) }
    print(pad("command") + "  median ms     p90 ms     min ms")
    for (name, samples) in results {
        print(pad(name) + String(format: " %10.2f %10.2f %10.2f", percentile(samples, 0.5), percentile(samples, 0.9), samples[0]))
    }
    print(String(format: "new session (first, incl. driver start): %.0f ms",
                 Double(newSession.components.seconds) * 1000 + Double(newSession.components.attoseconds) / 1e15))
} catch {
    FileHandle.standardError.write(Data("webdriver-latency: \(error)\n".utf8))
    exit(1)
}
