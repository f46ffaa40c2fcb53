#if !canImport(Darwin)
import Foundation
import Testing
import XCUIShim

extension ShimTests {
    @Suite("Call recording")
    @MainActor
    struct Recording {
        let app = XCUIApplication()

        init() {
            installDemoApp()
        }

        var calls: [String] { XCUIShimRecorder.shared.calls }

        @Test func canonicalExample() {
            app.alerts.matching(.alert, identifier: "Error").element(boundBy: 0)
                .buttons.matching(.button, identifier: "OK").element(boundBy: 0).tap()
            #expect(calls == [
                "app.descendants(.alert).matching(.alert, \"Error\").element(0).descendants(.button).matching(.button, \"OK\").element(0).tap()",
            ])
        }

        @Test func equivalentSpellingsRecordTheSameText() {
            app.alerts["Error"].buttons["Cancel"].tap()
            app.descendants(matching: .alert).matching(identifier: "Error").element
                .descendants(matching: .button).matching(.any, identifier: "Cancel").element.tap()
            app.alerts.element(matching: .alert, identifier: "Error").buttons.element(matching: .any, identifier: "Cancel").tap()
            let expected = "app.descendants(.alert).matching(.alert, \"Error\").element.descendants(.button).matching(.button, \"Cancel\").element.tap()"
            #expect(calls == [expected, expected, expected])
        }

        @Test func buildingQueriesRecordsNothing() {
            _ = app.tables.cells.element(boundBy: 2).staticTexts.firstMatch
            _ = app.buttons.matching(identifier: "x").containing(.image, identifier: nil)
            #expect(calls.isEmpty)
        }

        @Test func propertyReadsAndWaits() {
            _ = app.cells.count
            _ = app.cells.element(boundBy: 1).exists
            _ = app.staticTexts["status"].label
            _ = app.buttons["login"].waitForExistence(timeout: 0.5)
            _ = app.cells.allElementsBoundByIndex
            _ = app.cells.containing(.staticText, identifier: nil).firstMatch.isHittable
            _ = app.children(matching: .window).element.value
            #expect(calls == [
                "app.descendants(.cell).count",
                "app.descendants(.cell).element(1).exists",
                "app.descendants(.staticText).matching(.staticText, \"status\").element.label",
                "app.descendants(.button).matching(.button, \"login\").element.waitForExistence(timeout: 0.5)",
                "app.descendants(.cell).allElementsBoundByIndex",
                "app.descendants(.cell).containing(.staticText, nil).firstMatch.isHittable",
                "app.children(.window).element.value",
            ])
        }

        @Test func stringsAreEscaped() {
            app.staticTexts["say \"hi\"\\now\n"].tap()
            app.textFields["username"].typeText("tab\there\u{7F}")
            #expect(calls == [
                #"app.descendants(.staticText).matching(.staticText, "say \"hi\"\\now\n").element.tap()"#,
                #"app.descendants(.textField).matching(.textField, "username").element.typeText("tab\there\u{7F}")"#,
            ])
        }

        @Test func otherApplicationsAndLifecycle() {
            let other = XCUIApplication(bundleIdentifier: "com.example.other")
            other.launchArguments = ["-reset", "YES"]
            other.launchArguments.append("-uiTests")
            other.launchEnvironment["B"] = "2"
            other.launch()
            _ = other.state
            _ = other.wait(for: .runningForeground, timeout: 1)
            _ = other.buttons["Go"].exists
            other.terminate()
            app.activate()
            app.open(URL(string: "demo://deep/link?a=1")!)
            #expect(calls == [
                #"app("com.example.other").launchArguments = ["-reset", "YES"]"#,
                #"app("com.example.other").launchArguments = ["-reset", "YES", "-uiTests"]"#,
                #"app("com.example.other").launchEnvironment = ["B": "2"]"#,
                #"app("com.example.other").launch()"#,
                #"app("com.example.other").state"#,
                #"app("com.example.other").wait(for: .runningForeground, timeout: 1.0)"#,
                #"app("com.example.other").descendants(.button).matching(.button, "Go").element.exists"#,
                #"app("com.example.other").terminate()"#,
                "app.activate()",
                #"app.open("demo://deep/link?a=1")"#,
            ])
        }

        @Test func predicatesRenderCanonically() {
            _ = app.buttons.matching(NSPredicate(format: "label BEGINSWITH[c] %@", "log")).count
            _ = app.cells.element(matching: NSPredicate(format: "identifier = \"row1\" AND NOT (isSelected == YES OR label CONTAINS 'x')")).exists
            _ = app.cells.containing(NSPredicate(format: "label == %@", "Item 0")).count
            #expect(calls == [
                #"app.descendants(.button).matching(NSPredicate("label BEGINSWITH[c] 'log'")).count"#,
                #"app.descendants(.cell).matching(NSPredicate("identifier == 'row1' AND NOT (isSelected == TRUE OR label CONTAINS 'x')")).element.exists"#,
                #"app.descendants(.cell).containing(NSPredicate("label == 'Item 0'")).count"#,
            ])
        }

        @Test func gesturesCoordinatesDeviceAndScreen() {
            let login = app.buttons["login"]
            login.doubleTap()
            login.press(forDuration: 1.5, thenDragTo: app.cells.element(boundBy: 2))
            login.swipeUp(velocity: .fast)
            login.tap(withNumberOfTaps: 2, numberOfTouches: 1)
            app.sliders.element.adjust(toNormalizedSliderPosition: 0.25)
            login.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).withOffset(CGVector(dx: 5, dy: -2)).tap()
            XCUIDevice.shared.press(.home)
            XCUIDevice.shared.orientation = .landscapeLeft
            _ = XCUIScreen.main.screenshot()
            app.textFields["username"].typeKey(.delete, modifierFlags: [.command, .shift])
            #expect(calls == [
                #"app.descendants(.button).matching(.button, "login").element.doubleTap()"#,
                #"app.descendants(.button).matching(.button, "login").element.press(forDuration: 1.5, thenDragTo: app.descendants(.cell).element(2))"#,
                #"app.descendants(.button).matching(.button, "login").element.swipeUp(velocity: .fast)"#,
                #"app.descendants(.button).matching(.button, "login").element.tap(withNumberOfTaps: 2, numberOfTouches: 1)"#,
                #"app.descendants(.slider).element.adjust(toNormalizedSliderPosition: 0.25)"#,
                #"app.descendants(.button).matching(.button, "login").element.coordinate(dx: 0.5, dy: 0.5).withOffset(dx: 5.0, dy: -2.0).tap()"#,
                "device.press(.home)",
                "device.orientation = .landscapeLeft",
                "screen.screenshot()",
                #"app.descendants(.textField).matching(.textField, "username").element.typeKey(.delete, modifierFlags: [.shift, .command])"#,
            ])
        }

        @Test func resetClearsTheLog() {
            app.buttons["login"].tap()
            #expect(calls.count == 1)
            XCUIShimRecorder.shared.reset()
            #expect(calls.isEmpty)
        }

        @Test func recorderIsThreadSafe() {
            let recorder = XCUIShimRecorder()
            DispatchQueue.concurrentPerform(iterations: 1000) { index in
                recorder.record("call \(index)")
            }
            #expect(recorder.calls.count == 1000)
            #expect(Set(recorder.calls).count == 1000)
        }
    }
}
#endif
