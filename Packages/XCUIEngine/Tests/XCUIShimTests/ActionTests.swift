#if !canImport(Darwin)
import Foundation
import Testing
import XCUIShim

extension ShimTests {
    @Suite("Typing, actions and callbacks")
    @MainActor
    struct Actions {
        let root: ShimNode
        let app = XCUIApplication()

        init() {
            root = installDemoApp()
        }

        @Test func typeTextAppendsAndDeleteRemovesTheLastCharacter() {
            let field = app.textFields["username"]
            field.typeText("alice")
            #expect(field.value as? String == "alice")
            field.typeText("x")
            #expect(field.value as? String == "alicex")
            field.typeText(XCUIKeyboardKey.delete.rawValue)
            #expect(field.value as? String == "alice")
            field.typeText("\u{8}\u{8}")
            #expect(field.value as? String == "ali")
            field.typeKey(.delete, modifierFlags: [])
            #expect(field.value as? String == "al")
            field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 10) + "bob" + XCUIKeyboardKey.return.rawValue)
            #expect(field.value as? String == "bob")
            field.typeKey("a", modifierFlags: .command)
            #expect(field.value as? String == "bob")
            field.typeKey("Z", modifierFlags: .shift)
            #expect(field.value as? String == "bobZ")
            #expect(root.firstDescendant("username")?.stringValue == "bobZ")
        }

        @Test func typingGoesToTheFocusedDescendant() {
            root.firstDescendant("password")?.hasFocus = true
            app.typeText("s3cret")
            #expect(app.secureTextFields["password"].value as? String == "s3cret")
            #expect(app.textFields["username"].value == nil)
        }

        @Test func focusCanBeRequired() {
            XCUIShimHarness.requiresFocusForTyping = true
            app.textFields["username"].typeText("nope")
            #expect(app.textFields["username"].value == nil)
            #expect(XCUIShimHarness.failures.first?.message.contains("keyboard focus") == true)
        }

        @Test func tapHandlersSimulateTheAppReacting() {
            let root = self.root
            root.firstDescendant("login")?.onTap { _ in
                root.firstDescendant("status")?.label = "Logged in"
                root.append(ShimNode(.alert, label: "Welcome") { ShimNode(.button, label: "Continue") })
            }
            #expect(app.alerts["Welcome"].exists == false)
            app.buttons["Log in"].tap()
            #expect(app.staticTexts["status"].label == "Logged in")
            #expect(app.alerts["Welcome"].buttons["Continue"].exists)
        }

        @Test func actionEventsCarryTheActionAndTheCall() throws {
            let events = Box<[ShimAction]>([])
            let calls = Box<[String]>([])
            root.firstDescendant("list")?.onAction { event in
                events.value.append(event.action)
                calls.value.append(event.call)
            }
            let table = app.tables["list"]
            table.swipeUp()
            table.press(forDuration: 0.5)
            table.pinch(withScale: 2, velocity: 1)
            table.press(forDuration: 1, thenDragTo: app.cells.element(boundBy: 0))
            table.adjust(toPickerWheelValue: "March")
            table.scroll(byDeltaX: 0, deltaY: 20)
            let row0 = try #require(root.firstDescendant("row0"))
            #expect(events.value == [
                .swipeUp, .press(duration: 0.5), .pinch(scale: 2, velocity: 1),
                .pressThenDrag(duration: 1, target: row0), .adjustPickerWheel("March"), .scroll(deltaX: 0, deltaY: 20),
            ])
            #expect(calls.value.first == "app.descendants(.table).matching(.table, \"list\").element.swipeUp()")
        }

        @Test func dragToAMissingElementIsReported() {
            let delivered = Box(false)
            root.firstDescendant("row0")?.onAction { _ in delivered.value = true }
            app.cells["row0"].press(forDuration: 1, thenDragTo: app.cells["row9"])
            #expect(delivered.value == false)
            #expect(XCUIShimHarness.failures.map(\.call) == [
                "app.descendants(.cell).matching(.cell, \"row0\").element.press(forDuration: 1.0, thenDragTo: app.descendants(.cell).matching(.cell, \"row9\").element)",
            ])
            let from = app.cells["row0"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
            from.press(forDuration: 0.5, thenDragTo: app.cells["row2"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.1)))
            #expect(delivered.value == true)
        }

        @Test func actionsDoNotMutateByDefault() {
            let slider = ShimNode(.slider, identifier: "volume")
            root.append(slider)
            app.sliders["volume"].adjust(toNormalizedSliderPosition: 0.8)
            #expect(app.sliders["volume"].normalizedSliderPosition == 0)
            slider.onAction { event in
                if case .adjustSlider(let position) = event.action { event.node.normalizedSliderPosition = position }
            }
            app.sliders["volume"].adjust(toNormalizedSliderPosition: 0.8)
            #expect(app.sliders["volume"].normalizedSliderPosition == 0.8)
        }

        @Test func coordinatesComputeScreenPoints() {
            let points = Box<[CGPoint]>([])
            root.firstDescendant("login")?.onAction { event in
                if let point = event.screenPoint { points.value.append(point) }
            }
            let center = app.buttons["login"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
            #expect(center.screenPoint == CGPoint(x: 60, y: 222))
            let shifted = center.withOffset(CGVector(dx: 5, dy: -2))
            #expect(shifted.screenPoint == CGPoint(x: 65, y: 220))
            #expect(shifted.referencedElement.identifier == "login")
            shifted.tap()
            #expect(points.value == [CGPoint(x: 65, y: 220)])
        }

        @Test func nonHittableElementsCannotBeTapped() {
            let tapped = Box(false)
            let login = root.firstDescendant("login")
            login?.isHittable = false
            login?.onTap { _ in tapped.value = true }
            #expect(app.buttons["login"].isHittable == false)
            app.buttons["login"].tap()
            #expect(tapped.value == false)
            #expect(XCUIShimHarness.failures.first?.message.hasPrefix("Element is not hittable") == true)
        }

        @Test func failureHandlerReceivesFailures() {
            let received = Box<[String]>([])
            XCUIShimHarness.setFailureHandler { received.value.append($0.message) }
            app.buttons["Missing"].tap()
            #expect(received.value.count == 1)
            #expect(XCUIShimHarness.failures.first?.call == "app.descendants(.button).matching(.button, \"Missing\").element.tap()")
        }

        @Test func applicationLifecycle() {
            let launched = Box<[XCUIShimLaunch]>([])
            XCUIShimHarness.setLaunchHandler { launched.value.append($0) }
            #expect(app.state == .notRunning)
            app.launchArguments = ["-uiTests"]
            app.launchEnvironment = ["MODE": "demo"]
            app.launch()
            #expect(app.state == .runningForeground)
            #expect(launched.value.first?.arguments == ["-uiTests"])
            #expect(launched.value.first?.environment == ["MODE": "demo"])
            XCUIDevice.shared.press(.home)
            #expect(app.state == .runningBackground)
            app.activate()
            #expect(app.state == .runningForeground)
            app.terminate()
            #expect(app.state == .notRunning)
            #expect(app.wait(for: .runningForeground, timeout: 0.05) == false)
            app.open(URL(string: "demo://item/1")!)
            #expect(app.wait(for: .runningForeground, timeout: 0.05))
            #expect(XCUIShimHarness.launches().map(\.kind) == [.launch, .open(URL(string: "demo://item/1")!)])
            XCUIShimHarness.setState(.runningBackgroundSuspended)
            #expect(app.state == .runningBackgroundSuspended)
        }

        @Test func deviceScreenAndScreenshots() {
            XCUIDevice.shared.orientation = .landscapeRight
            #expect(XCUIDevice.shared.orientation == .landscapeRight)
            #expect(XCUIShimHarness.deviceOrientation == .landscapeRight)
            XCUIDevice.shared.appearance = .dark
            #expect(XCUIShimHarness.deviceAppearance == .dark)
            XCUIDevice.shared.system.open(URL(string: "https://example.com")!)
            #expect(XCUIShimHarness.systemOpenedURLs == [URL(string: "https://example.com")!])
            let png = XCUIScreen.main.screenshot().pngRepresentation
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(app.buttons["login"].screenshot().pngRepresentation == png)
            #expect(XCUIScreen.screens.count == 1)
        }
    }
}
#endif
