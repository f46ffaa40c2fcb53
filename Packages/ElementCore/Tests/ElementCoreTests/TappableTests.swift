import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Tappable on the in-memory engine")
struct TappableTests {
    static func gestureApp(_ log: EventLog) -> InMemoryEngine {
        app {
            InMemoryNode(.button, label: "Go")
                .on(.tap) { _ in log.append("tap") }
                .on(.doubleTap) { _ in log.append("double") }
                .on(.longPress) { _ in log.append("long") }
        }
    }

    @Test func tapRunsTheTapBehaviour() {
        let log = EventLog()
        let driver = Self.gestureApp(log)
        expectNoFailures(on: driver) { Button(id: "Go").tap() }
        #expect(log.events == ["tap"])
        #expect(driver.actionLog == ["tap button \"Go\""])
    }

    @Test func doubleTapRunsTapThenDoubleTap() {
        let log = EventLog()
        let driver = Self.gestureApp(log)
        expectNoFailures(on: driver) { Button(id: "Go").doubleTap() }
        #expect(log.events == ["tap", "double"])
        #expect(driver.actionLog == ["double tap button \"Go\""])
    }

    @Test func twoFingerTapRunsTheTapBehaviour() {
        let log = EventLog()
        let driver = Self.gestureApp(log)
        expectNoFailures(on: driver) { Button(id: "Go").twoFingerTap() }
        #expect(log.events == ["tap"])
        #expect(driver.actionLog == ["two-finger tap button \"Go\""])
    }

    @Test func longPressRunsTheLongPressBehaviour() {
        let log = EventLog()
        let driver = Self.gestureApp(log)
        expectNoFailures(on: driver) {
            Button(id: "Go").longPress()
            Button(id: "Go").longPress(duration: 2)
        }
        #expect(log.events == ["long", "long"])
        #expect(driver.actionLog == ["long press (0.5 s) button \"Go\"", "long press (2.0 s) button \"Go\""])
    }

    @Test func negativeLongPressFailsAtOnce() throws {
        let log = EventLog()
        let driver = Self.gestureApp(log)
        #expect(causes(on: driver) { Button(id: "Go").longPress(duration: -1) }
            == [Cause(.invalidArgument("the duration must be zero or more"), attempt: "long-press Button \"Go\" for -1.0 s")])
        #expect(causes(on: driver) { Button(id: "Go").longPress(duration: .infinity) }.map(\.reason)
            == [.invalidArgument("the duration must be zero or more")])
        #expect(log.events.isEmpty)
    }

    @Test func disabledButtonFailsAfterTheActionTimeout() throws {
        let log = EventLog()
        let driver = app { InMemoryNode(.button, label: "Send").disabled().onTap { _ in log.append("tap") } }
        var elapsed: TimeInterval = 0
        let recorded = messages(on: driver) { elapsed = measure { Button(id: "Send").tap() } }
        let message = try #require(recorded.first)
        #expect(recorded.count == 1)
        #expect(message == """
            Could not tap Button "Send" within 0.30 s: it is not actionable: it is disabled
              Query:     App › Button "Send"
            """)
        #expect(elapsed >= 0.29, "it retried until the action timeout")
        #expect(elapsed < 5, "and then stopped")
        #expect(log.events.isEmpty)
        #expect(driver.actionLog.isEmpty)
    }

    @Test func actionTimeoutIsSeparateFromTheDefaultTimeout() throws {
        let driver = app { InMemoryNode(.button, label: "Send").disabled() }
        let configuration = ElementConfiguration(defaultTimeout: 5, actionTimeout: 0.2)
        #expect(causes(on: driver, configuration: configuration) { Button(id: "Send").doubleTap() }
            == [Cause(.notActionable("it is disabled"), attempt: "double tap Button \"Send\"", timeout: 0.2)])
        // An explicit timeout wins.
        #expect(causes(on: driver, configuration: configuration) { Button(id: "Send").longPress(timeout: 0.1) }.map(\.timeout) == [0.1])
    }

    @Test func tapRetriesUntilTheButtonIsEnabled() {
        let log = EventLog()
        let driver = app { InMemoryNode(.button, label: "Send").disabled().onTap { _ in log.append("tap") } }
        driver.update { ui in ui.after(0.1) { ui in ui.setEnabled(true, "Send") } }
        expectNoFailures(on: driver, configuration: ElementConfiguration(defaultTimeout: 5, actionTimeout: 5)) {
            Button(id: "Send").tap()
        }
        #expect(log.events == ["tap"])
    }

    @Test func tapOnAMissingButtonSaysItDoesNotExist() throws {
        let driver = app { InMemoryNode(.button, label: "Other") }
        let message = try #require(messages(on: driver) { Button(id: "Nope").tap() }.first)
        #expect(message == """
            Could not tap Button "Nope" within 0.30 s: it does not exist
              Query:     App › Button "Nope"
            """)
    }

    @Test func behavioursCanChangeTheInterface() {
        let driver = app {
            InMemoryNode(.staticText, id: "Count", label: "Count", value: "0")
            InMemoryNode(.button, label: "Add").onTap { ui in
                let count = Int(ui.node("Count")?.value ?? "0") ?? 0
                ui.setValue("\(count + 1)", of: "Count")
            }
        }
        expectNoFailures(on: driver) {
            Button(id: "Add").tap()
            Button(id: "Add").tap()
            Button(id: "Add").doubleTap()
            // A double tap runs the tap behaviours once, then the double-tap ones.
            #expect(Label(id: "Count").value == "3")
        }
    }

    @Test func cellsAndIconsAndKeysAreTappable() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.icon, label: "Safari").onTap { _ in log.append("icon") }
            InMemoryNode(.keyboard) {
                InMemoryNode(.key, label: "a").onTap { _ in log.append("key") }
            }
            // Scroll containers fill the rest of the screen: keep them last.
            InMemoryNode(.table, id: "List") {
                InMemoryNode(.cell, label: "Row").onTap { _ in log.append("cell") }
            }
        }
        expectNoFailures(on: driver) {
            Icon(id: "Safari").tap()
            keyboard.key("a").tap()
            Table(id: "List").cell(matchingID: "Row").tap()
        }
        #expect(log.events == ["icon", "key", "cell"])
    }

    @Test func customTappableElementUsesItsKindName() throws {
        let driver = app { InMemoryNode(.button, label: "Other") }
        #expect(causes(on: driver) { AvatarButton(id: "me").tap() }
            == [Cause(.notFound(query: "App › Avatar \"me\""), attempt: "tap Avatar \"me\"", timeout: 0.3)])
    }
}
