import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Queries and actions of the Appium engine, checked request by request against ``FakeAppiumServer``.
@Suite("Appium engine: resolution and actions")
struct AppiumModeTests {
    let server = FakeAppiumServer()
    let okPredicate = #"type == "XCUIElementTypeButton" AND (name == "OK" OR label == "OK")"#

    @Test func alertButtonIsFoundStepByStepThenClicked() throws {
        let alert = #"type == "XCUIElementTypeAlert" AND (name == "Error" OR label == "Error")"#
        server.find(AppiumTesting.predicate, alert, returns: ["A1"])
        server.find(AppiumTesting.predicate, okPredicate, from: "A1", returns: ["B1"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            withEngine(engine) { Alert(id: "Error").actionButton(withID: "OK").tap() }
        }
        #expect(failures.isEmpty)
        #expect(server.requests == [
            AppiumTesting.find(AppiumTesting.predicate, alert),
            AppiumTesting.find(AppiumTesting.predicate, okPredicate, from: "A1"),
            AppiumTesting.attribute("hittable", of: "B1"),
            AppiumTesting.attribute("enabled", of: "B1"),
            "POST /session/s1/element/B1/click {}",
        ])
    }

    @Test func aTypeWithoutIdIsAClassName() throws {
        server.find("class name", "XCUIElementTypeButton", returns: ["B1"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture { withEngine(engine) { Button().tap() } }
        #expect(failures.isEmpty)
        #expect(server.requests.first == AppiumTesting.find("class name", "XCUIElementTypeButton"))
        #expect(server.requests.last == "POST /session/s1/element/B1/click {}")
    }

    @Test func anyTypeWithAnIdIsAnAccessibilityIdAndTheSnapshotReadsTheType() throws {
        server.find("accessibility id", "Logo", returns: ["L1"])
        server.attributes(of: "L1", ["type": "XCUIElementTypeImage", "name": "Logo", "label": "Company logo",
                                     "selected": "false", "hittable": "false"])
        server.rect(of: "L1", x: 10, y: 20, width: 30, height: 40)
        let engine = try AppiumTesting.launched(server)
        let snapshot = try engine.resolve(AnyNode(id: "Logo").query).get()
        #expect(snapshot == ElementSnapshot(type: .image, identifier: "Logo", label: "Company logo",
                                            frame: CGRect(x: 10, y: 20, width: 30, height: 40),
                                            isHittable: false, isVisible: true))
        #expect(server.requests == [AppiumTesting.find("accessibility id", "Logo")]
            + ["type", "name", "label", "value"].map { AppiumTesting.attribute($0, of: "L1") }
            + ["GET /session/s1/element/L1/rect"]
            + ["enabled", "selected", "hittable", "visible"].map { AppiumTesting.attribute($0, of: "L1") })
    }

    @Test func textInputsAlsoReadPlaceholderAndFocus() throws {
        let predicate = #"type == "XCUIElementTypeTextField" AND (name == "Name" OR label == "Name")"#
        server.find(AppiumTesting.predicate, predicate, returns: ["T1"])
        server.attributes(of: "T1", ["placeholderValue": "Your name", "focused": "true", "value": "Ada"])
        let engine = try AppiumTesting.launched(server)
        let snapshot = try engine.resolve(TextField(id: "Name").query).get()
        #expect(snapshot.placeholder == "Your name")
        #expect(snapshot.hasKeyboardFocus)
        #expect(snapshot.value == "Ada")
        #expect(server.requests.count == 11)
    }

    @Test func strictMatchingListsTheMatches() throws {
        server.find(AppiumTesting.predicate, okPredicate, returns: ["B1", "B2"])
        server.attributes(of: "B1", ["name": "ok1", "label": "OK"])
        server.attributes(of: "B2", ["name": "ok2", "label": "OK"])
        server.rect(of: "B1", x: 10, y: 20, width: 100, height: 40)
        server.rect(of: "B2", x: 10, y: 80, width: 100, height: 40)
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            ElementConfiguration.with(AppiumTesting.quick) { withEngine(engine) { Button(id: "OK").tap() } }
        }
        let message = try #require(failures.first?.message)
        #expect(message.contains(#"2 elements match Button "OK" and strict matching needs one"#))
        #expect(message.contains(#"[0] button "OK" id=ok1 at (10, 20, 100×40)"#))
        #expect(message.contains(#"[1] button "OK" id=ok2 at (10, 80, 100×40)"#))
        #expect(!server.requests.contains { $0.hasSuffix("/click {}") })
        // One report: the lookup, then name, label and rect of each match (the type is known).
        #expect(Array(server.requests.prefix(7)) == [AppiumTesting.find(AppiumTesting.predicate, okPredicate)]
            + ["B1", "B2"].flatMap { id in
                [AppiumTesting.attribute("name", of: id), AppiumTesting.attribute("label", of: id), "GET /session/s1/element/\(id)/rect"]
            })
    }

    @Test func anExplicitIndexPicksAmongTheMatches() throws {
        server.find(AppiumTesting.predicate, okPredicate, returns: ["B1", "B2"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture { withEngine(engine) { Button(id: "OK", index: 1).tap() } }
        #expect(failures.isEmpty)
        #expect(server.requests.last == "POST /session/s1/element/B2/click {}")
    }

    @Test func idsAreEscapedInPredicates() throws {
        let engine = try AppiumTesting.launched(server)
        let id = "Say \"hi\" \\ now\nplease"
        withEngine(engine) { _ = Button(id: id).determine(.exists, timeout: 0) }
        let expected = #"type == "XCUIElementTypeButton" AND (name == "Say \"hi\" \\ now\nplease" OR label == "Say \"hi\" \\ now\nplease")"#
        #expect(server.requests == [AppiumTesting.find(AppiumTesting.predicate, expected)])
    }

    @Test func filtersAreAndedAndAFilterWithoutFormatIsAnInvalidQuery() throws {
        let engine = try AppiumTesting.launched(server)
        withEngine(engine) { _ = Button().filtered(by: FormatFilter(format: #"label BEGINSWITH "Log""#)).determine(.exists, timeout: 0) }
        #expect(server.requests == [AppiumTesting.find(AppiumTesting.predicate, #"type == "XCUIElementTypeButton" AND (label BEGINSWITH "Log")"#)])
        server.clear()
        let failures = Failures.capture {
            withEngine(engine) { Button(id: "OK").filtered(by: FormatFilter(format: nil)).tap() }
        }
        #expect(failures.first?.message.contains("its filter no-format has no NSPredicate format") == true)
        #expect(server.requests.isEmpty)
    }

    @Test func aNotHittableElementIsNotActionable() throws {
        server.find(AppiumTesting.predicate, okPredicate, returns: ["B1"])
        server.attributes(of: "B1", ["hittable": "false"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            ElementConfiguration.with(AppiumTesting.quick) { withEngine(engine) { Button(id: "OK").tap() } }
        }
        #expect(failures.first?.message.contains("it is not actionable: it is not hittable") == true)
        #expect(!server.requests.contains { $0.hasSuffix("/click {}") })
    }

    @Test func gesturesAreMobileCommands() throws {
        server.find(AppiumTesting.predicate, okPredicate, returns: ["B1"])
        server.rect(of: "B1", x: 10, y: 20, width: 200, height: 40)
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            withEngine(engine) {
                Button(id: "OK").doubleTap()
                Button(id: "OK").twoFingerTap()
                Button(id: "OK").longPress(duration: 1.5)
                ElementOperations.perform(.tapCoordinate(NormalizedCoordinate(dx: 0.25, dy: 0.5)), on: Button(id: "OK"),
                                          fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            }
        }
        #expect(failures.isEmpty)
        #expect(server.requests.filter { $0.contains("/execute/sync") } == [
            AppiumTesting.mobile("mobile: doubleTap", #"{"elementId":"B1"}"#),
            AppiumTesting.mobile("mobile: twoFingerTap", #"{"elementId":"B1"}"#),
            AppiumTesting.mobile("mobile: touchAndHold", #"{"duration":1.5,"elementId":"B1"}"#),
            AppiumTesting.mobile("mobile: tap", #"{"elementId":"B1","x":50,"y":20}"#),
        ])
    }

    @Test func dragsAndRefreshesAreDragFromToForDurationInScreenPoints() throws {
        let list = #"type == "XCUIElementTypeScrollView" AND (name == "List" OR label == "List")"#
        let feed = #"type == "XCUIElementTypeTable" AND (name == "Feed" OR label == "Feed")"#
        server.find(AppiumTesting.predicate, list, returns: ["S1"])
        server.find(AppiumTesting.predicate, feed, returns: ["T1"])
        let frame = CGRect(x: 0, y: 100, width: 400, height: 600)
        for id in ["S1", "T1"] { server.rect(of: id, x: 0, y: 100, width: 400, height: 600) }
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            withEngine(engine) {
                ScrollView(id: "List").scroll(.downwards)
                Table(id: "Feed").refresh()
            }
        }
        #expect(failures.isEmpty)
        func drag(_ from: NormalizedCoordinate, _ to: NormalizedCoordinate) -> String {
            let start = from.point(in: frame), end = to.point(in: frame)
            let body: JSONValue = ["duration": 0.5, "fromX": .number(Double(start.x)), "fromY": .number(Double(start.y)),
                                   "toX": .number(Double(end.x)), "toY": .number(Double(end.y))]
            return AppiumTesting.mobile("mobile: dragFromToForDuration", body.serialized())
        }
        #expect(server.requests.filter { $0.contains("/execute/sync") } == [
            drag(.middle, .topThird),
            drag(NormalizedCoordinate(dx: 0.5, dy: 0.2), NormalizedCoordinate(dx: 0.5, dy: 0.9)),
        ])
        #expect(server.requests.contains(AppiumTesting.attribute("visible", of: "S1")))
    }

    @Test func matchesAreLightSnapshots() throws {
        server.find("class name", "XCUIElementTypeButton", returns: ["B1", "B2", "B3"])
        for (id, label) in [("B1", "One"), ("B2", "Two"), ("B3", "Three")] { server.attributes(of: id, ["label": .string(label)]) }
        let engine = try AppiumTesting.launched(server)
        let matches = withEngine(engine) { ElementOperations.allMatches(of: Button()) }
        #expect(matches.map(\.label) == ["One", "Two", "Three"])
        #expect(server.requests.count == 1 + 3 * 3)
    }

    @Test func otherAppsAreSearchedOnlyInTheForeground() throws {
        let wifi = #"type == "XCUIElementTypeCell" AND (name == "Wi-Fi" OR label == "Wi-Fi")"#
        server.find(AppiumTesting.predicate, wifi, returns: ["C1"])
        server.appState("com.apple.Preferences", 3)
        let engine = try AppiumTesting.launched(server)
        let cell = Cell(id: "Wi-Fi", parent: Application(.bundleIdentifier("com.apple.Preferences")))
        #expect(withEngine(engine) { cell.determine(.exists, timeout: 0) } == false)
        #expect(server.requests == [AppiumTesting.mobile("mobile: queryAppState", #"{"bundleId":"com.apple.Preferences"}"#)])
        server.appState("com.apple.Preferences", 4)
        server.clear()
        #expect(withEngine(engine) { cell.determine(.exists, timeout: 0) })
        #expect(Array(server.requests.prefix(2)) == [
            AppiumTesting.mobile("mobile: queryAppState", #"{"bundleId":"com.apple.Preferences"}"#),
            AppiumTesting.find(AppiumTesting.predicate, wifi),
        ])
    }

    @Test func staleElementsAreNotFoundAtTheirStep() throws {
        let alert = #"type == "XCUIElementTypeAlert" AND (name == "Error" OR label == "Error")"#
        server.find(AppiumTesting.predicate, alert, returns: ["A1"])
        server.find(AppiumTesting.predicate, okPredicate, from: "A1", returns: ["B1"])
        server.makeStale("B1")
        let engine = try AppiumTesting.launched(server)
        let button = Alert(id: "Error").actionButton(withID: "OK")
        guard case .notFound(step: 1) = try engine.resolve(button.query) else {
            Issue.record("a stale element read should be notFound at its own step")
            return
        }
        server.makeStale("A1")
        guard case .notFound(step: 1) = try engine.resolve(button.query) else {
            Issue.record("a stale parent should be notFound at the step searching it")
            return
        }
    }

    @Test func whatOnlyABrowserHasIsUnsupportedSayingSo() throws {
        let engine = try AppiumTesting.launched(server)
        let page = try #require(engine.capability(PageReading.self))
        let url = #expect(throws: EngineError.self) { try page.pageURL() }
        #expect(url?.description == "An app driven through Appium has no page address.")
        let title = #expect(throws: EngineError.self) { try page.pageTitle() }
        #expect(title?.description == "An app driven through Appium has no page title.")
        let tree = #expect(throws: EngineError.self) { try engine.pageTree() }
        #expect(tree?.description == "An Appium session has no page to read: use its page source (XML) instead.")
        #expect(engine.pageProblem() == nil)
        #expect(server.requests.isEmpty)
    }

    @Test func thePageSourceIsTheDriversXML() throws {
        let engine = try AppiumTesting.launched(server)
        let source = try #require(engine.pageSource())
        #expect(source.name == "app-source.xml" && source.mediaType == "application/xml")
        #expect(source.text == FakeAppiumServer.source)
        #expect(server.requests == ["GET /session/s1/source"])
    }

    @Test func waitingForChangesSleepsAtMostAQuarterSecond() throws {
        let engine = try AppiumTesting.launched(server)
        let started = Date()
        engine.waitForChange(timeout: 5)
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed >= 0.2 && elapsed < 4, "a short sleep, not the 5 s timeout")
        #expect(server.requests.isEmpty)
    }
}

/// A filter with a fixed `NSPredicate` format, or none.
struct FormatFilter: QueryFilter {
    var format: String?
    var predicateFormat: String? { format }
    var description: String { format ?? "no-format" }
    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool { true }
}
