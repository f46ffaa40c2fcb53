import Foundation
import Testing
@testable import WebDriverClient
#if !canImport(Darwin)
import Glibc
#endif

/// Real-browser tests against the managed Chromium. They fail (never skip) when Chromium cannot start.
@Suite("Managed Chromium (real browser)", .serialized)
struct BrowserTests {
    static func page(_ html: String) -> String {
        "data:text/html;charset=utf-8," + (html.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? html)
    }

    func withSession(_ body: (WebDriverSession) throws -> Void) throws {
        let session = try ManagedChromium.shared().newSession()
        defer { session.delete() }
        try body(session)
    }

    /// Polls `condition` every 20 ms until it holds or `timeout` passes.
    func waitUntil(timeout: TimeInterval = 5, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return try condition()
    }

    @Test func navigateTitleAndExecute() throws {
        try withSession { session in
            try session.navigate(to: Self.page("<title>Hello page</title><p id=p>text</p>"))
            #expect(try session.title() == "Hello page")
            #expect(try session.currentURL().hasPrefix("data:text/html"))
            #expect(try session.executeSync("return arguments[0] + arguments[1]", arguments: [2, 3]) == 5)
            let paragraph = try session.findElement(using: .cssSelector, value: "#p")
            // Element references go in and come back out, nested.
            let result = try session.executeSync("return {same: arguments[0], list: [document.body]}", arguments: [.element(paragraph)])
            #expect(result["same"]?.elementReference == paragraph)
            #expect(result.allElementReferences.count == 2)
            #expect(try session.source().contains("<p id=\"p\">text</p>"))
        }
    }

    @Test func clickChangesText() throws {
        try withSession { session in
            try session.navigate(to: Self.page("<button id=b onclick=\"this.textContent='Clicked'\">Press</button>"))
            let button = try session.findElement(using: .xpath, value: "//button")
            #expect(try session.text(of: button) == "Press")
            try session.click(button)
            #expect(try session.text(of: button) == "Clicked")
            #expect(try session.isEnabled(button))
            #expect(try session.isDisplayed(button))
            #expect(try session.tagName(of: button) == "button")
        }
    }

    @Test func typingSendsRealKeyEvents() throws {
        try withSession { session in
            try session.navigate(to: Self.page("""
                <input id=i><script>window.keys = 0; i.addEventListener('keydown', () => window.keys++)</script>
                """))
            let input = try session.findElement(using: .cssSelector, value: "#i")
            try session.sendKeys(input, text: "hello" + Key.backspace)
            #expect(try session.property("value", of: input) == "hell")
            #expect(try session.executeSync("return window.keys") == 6)
            #expect(try session.activeElement() == input)
            try session.clear(input)
            try session.sendKeys(input, text: "s3cret", redacted: true)
            #expect(try session.property("value", of: input) == "s3cret")
            #expect(try session.attribute("id", of: input) == "i")
            #expect(try session.attribute("missing", of: input) == nil)
        }
    }

    @Test func rectRoleLabelAndCSS() throws {
        try withSession { session in
            try session.navigate(to: Self.page("""
                <body style="margin:0"><button id=b aria-label="Save document"
                 style="position:absolute; left:40px; top:30px; width:120px; height:50px; color:rgb(255, 0, 0)">S</button>
                <h2 id=h>Title</h2><input type=checkbox id=c checked></body>
                """))
            let button = try session.findElement(using: .cssSelector, value: "#b")
            #expect(try session.rect(of: button) == ElementRect(x: 40, y: 30, width: 120, height: 50))
            #expect(try session.computedRole(of: button) == "button")
            #expect(try session.computedLabel(of: button) == "Save document")
            #expect(try session.computedRole(of: session.findElement(using: .tagName, value: "h2")) == "heading")
            #expect(try session.cssValue("color", of: button).contains("255, 0, 0"))
            #expect(try session.isSelected(session.findElement(using: .cssSelector, value: "#c")))
            #expect(try session.findElements(using: .cssSelector, value: "nothing-here").isEmpty)
        }
    }

    @Test func screenshotsArePNG() throws {
        try withSession { session in
            try session.navigate(to: Self.page("<div id=d style='width:50px;height:40px;background:blue'></div>"))
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            let full = try session.screenshot()
            #expect(Array(full.prefix(8)) == png)
            #expect(full.count > 1000)
            let element = try session.elementScreenshot(session.findElement(using: .cssSelector, value: "#d"))
            #expect(Array(element.prefix(8)) == png)
        }
    }

    @Test func pointerAndWheelActions() throws {
        try withSession { session in
            try session.navigate(to: Self.page("""
                <body style="margin:0">
                <button id=b style="position:absolute;left:100px;top:100px;width:100px;height:40px"
                  onclick="this.textContent='hit ' + event.clientX + ',' + event.clientY">x</button>
                <div id=s style="position:absolute;left:0;top:200px;width:300px;height:200px;overflow:auto">
                  <div style="height:3000px">tall</div></div></body>
                """))
            try session.performActions([.pointer(id: "mouse", actions: [.move(x: 150, y: 120), .down(), .up()])])
            let button = try session.findElement(using: .cssSelector, value: "#b")
            #expect(try session.text(of: button) == "hit 150,120")

            let scroller = try session.findElement(using: .cssSelector, value: "#s")
            try session.performActions([.wheel(id: "wheel", actions: [.scroll(deltaX: 0, deltaY: 400, origin: .element(scroller))])])
            let scrolled = try waitUntil { (try session.property("scrollTop", of: scroller).doubleValue ?? 0) > 0 }
            #expect(scrolled)

            // Keyboard actions: Shift+a types "A".
            try session.navigate(to: Self.page("<input id=i autofocus>"))
            let input = try session.findElement(using: .cssSelector, value: "#i")
            try session.click(input)
            try session.performActions([.key(id: "kbd", actions: [.down(Key.shift), .down("a"), .up("a"), .up(Key.shift)] + KeyAction.typing("b"))])
            #expect(try session.property("value", of: input) == "Ab")
            try session.releaseActions()
        }
    }

    @Test func nativeDialogs() throws {
        try withSession { session in
            try session.navigate(to: Self.page("<title>dialogs</title>"))
            // alert
            try session.executeSync("setTimeout(() => alert('Hello alert'), 0)")
            #expect(waitUntil { (try? session.alertText()) != nil })
            #expect(try session.alertText() == "Hello alert")
            try session.acceptAlert()
            #expect(throws: WebDriverError.self) { try session.alertText() }

            // confirm, dismissed
            try session.executeSync("setTimeout(() => { window.answer = confirm('Sure?') }, 0)")
            #expect(waitUntil { (try? session.alertText()) == "Sure?" })
            try session.dismissAlert()
            #expect(try waitUntil { try session.executeSync("return window.answer") == false })

            // prompt, answered
            try session.executeSync("setTimeout(() => { window.answer = prompt('Name?') }, 0)")
            #expect(waitUntil { (try? session.alertText()) == "Name?" })
            try session.sendAlertText("Bob")
            try session.acceptAlert()
            #expect(try waitUntil { try session.executeSync("return window.answer") == "Bob" })

            // With no dialog open, the typed error says so.
            do {
                try session.acceptAlert()
                Issue.record("expected no such alert")
            } catch let error as WebDriverError {
                #expect(error.code == .noSuchAlert)
            }
        }
    }

    @Test func windows() throws {
        try withSession { session in
            try session.navigate(to: Self.page("<title>first</title>"))
            let first = try session.windowHandle()
            let second = try session.newWindow(type: .tab)
            #expect(Set(try session.windowHandles()) == [first, second])
            try session.switchToWindow(second)
            try session.navigate(to: Self.page("<title>second</title>"))
            #expect(try session.title() == "second")
            #expect(try session.closeWindow() == [first])
            try session.switchToWindow(first)
            #expect(try session.title() == "first")
            let rect = try session.setWindowRect(width: 1000, height: 700)
            #expect(rect.width == 1000)
            #expect(try session.windowRect().height == 700)
        }
    }

    @Test func executeAsyncWithCallback() throws {
        try withSession { session in
            try session.navigate(to: Self.page("<title>async</title>"))
            let value = try session.executeAsync(
                "const done = arguments[arguments.length - 1]; setTimeout(() => done(arguments[0] * 2), 50)",
                arguments: [21]
            )
            #expect(value == 42)
            try session.setTimeouts(script: 0.3)
            do {
                try session.executeAsync("/* never calls back */")
                Issue.record("expected a script timeout")
            } catch let error as WebDriverError {
                #expect(error.code == .scriptTimeout)
            }
        }
    }

    @Test func typedErrorsFromTheBrowser() throws {
        try withSession { session in
            try session.navigate(to: Self.page("<p id=p>x</p>"))
            do {
                _ = try session.findElement(using: .cssSelector, value: "#missing")
                Issue.record("expected no such element")
            } catch let error as WebDriverError {
                #expect(error.code == .noSuchElement)
            }
            let paragraph = try session.findElement(using: .cssSelector, value: "#p")
            try session.executeSync("document.getElementById('p').remove()")
            do {
                _ = try session.text(of: paragraph)
                Issue.record("expected a stale element")
            } catch let error as WebDriverError {
                #expect(error.code == .staleElementReference)
                #expect(error.description.contains("re-resolve it"))
            }
            do {
                _ = try session.findElement(using: .cssSelector, value: "p[[")
                Issue.record("expected an invalid selector")
            } catch let error as WebDriverError {
                #expect(error.code == .invalidSelector)
            }
            do {
                try session.executeSync("throw new Error('kaboom')")
                Issue.record("expected a javascript error")
            } catch let error as WebDriverError {
                #expect(error.code == .javascriptError)
                #expect(error.description.contains("kaboom"))
            }
        }
    }

    @Test func killedBrowserFailsFastAndNextSessionWorks() throws {
        let chromium = try ManagedChromium.shared()
        let session = try chromium.newSession()
        try session.navigate(to: Self.page("<title>doomed</title>"))
        let arguments = session.requestedCapabilities["goog:chromeOptions"]?["args"]?.arrayValue ?? []
        let profileArgument = try #require(arguments.compactMap(\.stringValue).first { $0.hasPrefix("--user-data-dir=") })
        let browserPIDs = SupervisedProcess.processes(mentioning: profileArgument)
        #expect(!browserPIDs.isEmpty)
        for pid in browserPIDs { kill(pid, SIGKILL) }

        let start = Date()
        do {
            _ = try session.title()
            Issue.record("a command to a killed browser must throw")
        } catch let error as WebDriverError {
            #expect(error.isSessionGone, "unexpected error: \(error)")
        }
        #expect(Date().timeIntervalSince(start) < 5)
        session.delete()
        let profile = String(profileArgument.dropFirst("--user-data-dir=".count))
        #expect(!FileManager.default.fileExists(atPath: profile))

        let next = try chromium.newSession()
        defer { next.delete() }
        try next.navigate(to: Self.page("<title>alive</title>"))
        #expect(try next.title() == "alive")
    }

    @Test func killedDriverIsRestartedForTheNextSession() throws {
        // A private driver: other suites in this process keep using the shared one meanwhile.
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let session = try chromium.newSession()
        let restarts = chromium.restartCount
        let group = try #require(chromium.driverProcessGroup)
        kill(-group, SIGKILL)

        let start = Date()
        do {
            _ = try session.title()
            Issue.record("a command to a dead driver must throw")
        } catch let error as WebDriverError {
            #expect(error.description.contains("is not running or died"), "unexpected error: \(error)")
        }
        #expect(Date().timeIntervalSince(start) < 5)
        session.delete()

        let next = try chromium.newSession()
        defer { next.delete() }
        #expect(chromium.restartCount == restarts + 1)
        try next.navigate(to: Self.page("<title>restarted</title>"))
        #expect(try next.title() == "restarted")

        // Stopping takes the driver, its browsers and its private folder away.
        let folder = try #require(chromium.privateFolder)
        chromium.stop()
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(waitUntil(timeout: 2) { SupervisedProcess.processes(mentioning: folder).isEmpty })
        #expect(throws: WebDriverError.self) { try next.title() }
    }

    @Test func hungBrowserStartTimesOutWithTheLikelyCause() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-hang-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fakeBrowser = folder.appendingPathComponent("hanging-browser").path
        try "#!/bin/sh\nexec sleep 60\n".write(toFile: fakeBrowser, atomically: true, encoding: .utf8)
        chmod(fakeBrowser, 0o755)

        let isolated = try ManagedChromium()
        defer { isolated.stop() }
        let start = Date()
        do {
            let session = try isolated.newSession(capabilities: .chromium(binary: fakeBrowser), timeout: 2)
            session.delete()
            Issue.record("a browser that never starts must time out")
        } catch let error as WebDriverError {
            guard case .sessionStartTimedOut = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(error.description.contains("failed to start"))
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func watchdogStopsTheDriverWhenTheTestProcessDies() throws {
        let base = FileManager.default.temporaryDirectory.path
        // A stand-in for the test process: a shell that just sleeps.
        let parentRoot = (base as NSString).appendingPathComponent("tabtestkit-wd-parent-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: parentRoot, withIntermediateDirectories: true)
        let fakeParent = try SupervisedProcess(executable: "/bin/sleep", arguments: ["60"], privateRoot: parentRoot,
                                               environment: [:], logPath: parentRoot + "/log")
        defer {
            fakeParent.terminate()
            try? FileManager.default.removeItem(atPath: parentRoot)
        }

        let root = (base as NSString).appendingPathComponent("tabtestkit-wd-\(UUID().uuidString.prefix(13))")
        try FileManager.default.createDirectory(atPath: root + "/tmp", withIntermediateDirectories: true)
        let port = try freeLoopbackPort()
        let driver = try SupervisedProcess(
            executable: BrowserLocator.chromedriver(),
            arguments: ["--port=\(port)", "--allowed-ips=127.0.0.1"],
            privateRoot: root,
            environment: ["TMPDIR": root + "/tmp"],
            logPath: root + "/driver.log",
            parentPID: fakeParent.pid
        )
        defer {
            driver.terminate()
            try? FileManager.default.removeItem(atPath: root)
        }
        let url = URL(string: "http://127.0.0.1:\(port)")!
        let ready = waitUntil {
            (try? WireClient(serverURL: url, transport: PlatformDefaultTransport.shared)
                .send(.get, "status", body: nil, timeout: 1))?["ready"] == true
        }
        #expect(ready)

        // The "test process" dies without any cleanup of its own.
        kill(-fakeParent.pid, SIGKILL)
        let stopped = waitUntil(timeout: 5) { !driver.isRunning }
        #expect(stopped, "the watchdog must kill the driver's process group")
        #expect(waitUntil(timeout: 2) { !FileManager.default.fileExists(atPath: root) })
        #expect(SupervisedProcess.processes(mentioning: root).isEmpty)
        #expect(throws: WebDriverError.self) {
            try WireClient(serverURL: url, transport: PlatformDefaultTransport.shared).send(.get, "status", body: nil, timeout: 1)
        }
    }
}
