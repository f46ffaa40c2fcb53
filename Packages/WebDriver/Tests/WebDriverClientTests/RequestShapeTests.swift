import Foundation
import Logging
import Testing
@testable import WebDriverClient

@Suite("Request shapes")
struct RequestShapeTests {
    @Test func newSessionBody() throws {
        let transport = FakeTransport.session()
        let caps = Capabilities(alwaysMatch: ["browserName": "chrome", "goog:chromeOptions": ["args": ["--headless=new"]]],
                                firstMatch: [["platformName": "linux"]])
        let session = try makeSession(transport, capabilities: caps)
        let request = transport.sent[0]
        #expect(request.request.method == .post)
        #expect(request.request.url.absoluteString == "http://127.0.0.1:4444/session")
        #expect(request.bodyText == #"{"capabilities":{"alwaysMatch":{"browserName":"chrome","goog:chromeOptions":{"args":["--headless=new"]}},"firstMatch":[{"platformName":"linux"}]}}"#)
        #expect(request.timeout == 30)
        #expect(session.id == "S1")
        #expect(session.browserName == "chrome")
        #expect(session.isAppium == false)
    }

    @Test func appiumIsDetectedFromReturnedCapabilities() throws {
        let transport = FakeTransport { _ in
            FakeTransport.ok(["sessionId": "A", "capabilities": ["platformName": "iOS", "appium:udid": "U"]])
        }
        let session = try makeSession(transport)
        #expect(session.isAppium)
        #expect(session.capabilities["appium:udid"] == "U")
    }

    @Test func findElementAndChildren() throws {
        let transport = FakeTransport.session { request in
            request.url.path.hasSuffix("/elements")
                ? FakeTransport.ok([["element-6066-11e4-a52e-4f735466cecf": "c1"], ["element-6066-11e4-a52e-4f735466cecf": "c2"]])
                : FakeTransport.ok(["element-6066-11e4-a52e-4f735466cecf": "e1"])
        }
        let session = try makeSession(transport)
        let element = try session.findElement(using: .cssSelector, value: "button.primary")
        #expect(element.id == "e1")
        #expect(transport.last?.path == "/session/S1/element")
        #expect(transport.last?.bodyText == #"{"using":"css selector","value":"button.primary"}"#)

        let children = try session.findElements(using: .iosPredicateString, value: "label == 'OK'", from: element)
        #expect(children.map(\.id) == ["c1", "c2"])
        #expect(transport.last?.path == "/session/S1/element/e1/elements")
        #expect(transport.last?.bodyText == #"{"using":"-ios predicate string","value":"label == 'OK'"}"#)

        for (strategy, wire) in [(LocatorStrategy.linkText, "link text"), (.partialLinkText, "partial link text"),
                                 (.tagName, "tag name"), (.xpath, "xpath"), (.accessibilityId, "accessibility id"),
                                 (.className, "class name"), (.iosClassChain, "-ios class chain"),
                                 (.androidUIAutomator, "-android uiautomator"), (.id, "id")] {
            _ = try session.findElement(using: strategy, value: "v")
            #expect(transport.last?.json?["using"]?.stringValue == wire)
        }
    }

    @Test func executeWithElementReferencesInAndOut() throws {
        let transport = FakeTransport.session { _ in
            FakeTransport.ok(["found": ["element-6066-11e4-a52e-4f735466cecf": "r1"],
                              "list": [["element-6066-11e4-a52e-4f735466cecf": "r2"], 7]])
        }
        let session = try makeSession(transport)
        let result = try session.executeSync("return f(arguments[0], arguments[1])",
                                             arguments: [.element(ElementReference(id: "in1")), ["x": 1]])
        #expect(transport.last?.path == "/session/S1/execute/sync")
        #expect(transport.last?.bodyText == #"{"args":[{"element-6066-11e4-a52e-4f735466cecf":"in1"},{"x":1}],"script":"return f(arguments[0], arguments[1])"}"#)
        #expect(result["found"]?.elementReference?.id == "r1")
        #expect(result.allElementReferences.map(\.id) == ["r1", "r2"])

        _ = try session.executeAsync("arguments[0](1)")
        #expect(transport.last?.path == "/session/S1/execute/async")
        #expect(transport.last?.bodyText == #"{"args":[],"script":"arguments[0](1)"}"#)
    }

    @Test func actionsBody() throws {
        let transport = FakeTransport.session()
        let session = try makeSession(transport)
        let target = ElementReference(id: "t")
        try session.performActions([
            .pointer(id: "mouse", type: .mouse, actions: [
                .move(x: 10.4, y: 20, origin: .viewport, duration: 0.1), .down(), .pause(0.05), .up(button: .right),
            ]),
            .pointer(id: "finger", type: .touch, actions: [.move(x: 0, y: 0, origin: .element(target)), .move(x: 5, y: 0, origin: .pointer)]),
            .key(id: "kbd", actions: [.down(Key.shift), .down("a"), .up("a"), .up(Key.shift), .pause()]),
            .wheel(id: "wheel", actions: [.scroll(x: 1, y: 2, deltaX: 0, deltaY: 300, origin: .element(target), duration: 0.2)]),
            .none(id: "idle", pauses: [0.5, nil]),
        ])
        #expect(transport.last?.path == "/session/S1/actions")
        let expected = #"{"actions":["#
            + #"{"actions":[{"duration":100,"origin":"viewport","type":"pointerMove","x":10,"y":20},{"button":0,"type":"pointerDown"},{"duration":50,"type":"pause"},{"button":2,"type":"pointerUp"}],"id":"mouse","parameters":{"pointerType":"mouse"},"type":"pointer"},"#
            + #"{"actions":[{"origin":{"element-6066-11e4-a52e-4f735466cecf":"t"},"type":"pointerMove","x":0,"y":0},{"origin":"pointer","type":"pointerMove","x":5,"y":0}],"id":"finger","parameters":{"pointerType":"touch"},"type":"pointer"},"#
            + #"{"actions":[{"type":"keyDown","value":"\#u{E008}"},{"type":"keyDown","value":"a"},{"type":"keyUp","value":"a"},{"type":"keyUp","value":"\#u{E008}"},{"type":"pause"}],"id":"kbd","type":"key"},"#
            + #"{"actions":[{"deltaX":0,"deltaY":300,"duration":200,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t"},"type":"scroll","x":1,"y":2}],"id":"wheel","type":"wheel"},"#
            + #"{"actions":[{"duration":500,"type":"pause"},{"type":"pause"}],"id":"idle","type":"none"}"#
            + #"]}"#
        #expect(transport.last?.bodyText == expected)

        try session.releaseActions()
        #expect(transport.last?.request.method == .delete)
        #expect(transport.last?.path == "/session/S1/actions")
        #expect(KeyAction.typing("ab") == [.down("a"), .up("a"), .down("b"), .up("b")])
    }

    @Test func sendKeysClearClickAndReads() throws {
        let transport = FakeTransport.session { request in
            switch request.url.lastPathComponent {
            case "rect": return FakeTransport.ok(["x": 1, "y": 2.5, "width": 30, "height": 40])
            case "enabled", "displayed": return FakeTransport.ok(true)
            case "selected": return FakeTransport.ok(false)
            case "computedrole": return FakeTransport.ok("button")
            case "computedlabel": return FakeTransport.ok("Save")
            case "data-x": return FakeTransport.ok(nil)
            default: return FakeTransport.ok("txt")
            }
        }
        let session = try makeSession(transport)
        let element = ElementReference(id: "e 1")
        try session.sendKeys(element, text: "hi" + Key.enter)
        #expect(transport.last?.path == "/session/S1/element/e 1/value")
        #expect(transport.last?.request.url.absoluteString.hasSuffix("/element/e%201/value") == true)
        #expect(transport.last?.bodyText == "{\"text\":\"hi\u{E007}\"}")
        try session.click(element)
        #expect(transport.last?.path == "/session/S1/element/e 1/click")
        #expect(transport.last?.bodyText == "{}")
        try session.clear(element)
        #expect(transport.last?.path == "/session/S1/element/e 1/clear")
        #expect(try session.rect(of: element) == ElementRect(x: 1, y: 2.5, width: 30, height: 40))
        #expect(try session.isEnabled(element))
        #expect(try session.isDisplayed(element))
        #expect(try session.isSelected(element) == false)
        #expect(try session.computedRole(of: element) == "button")
        #expect(try session.computedLabel(of: element) == "Save")
        #expect(try session.attribute("data-x", of: element) == nil)
        #expect(try session.text(of: element) == "txt")
        #expect(try session.cssValue("color", of: element) == "txt")
        #expect(transport.last?.path == "/session/S1/element/e 1/css/color")
        _ = try session.property("value", of: element)
        #expect(transport.last?.path == "/session/S1/element/e 1/property/value")
    }

    @Test func redactedTextIsNeverLogged() throws {
        let store = CapturingLogHandler.Store()
        var logger = Logger(label: "TABTestKit.WebDriver", factory: { _ in CapturingLogHandler(store: store) })
        logger.logLevel = .trace
        let transport = FakeTransport.session()
        let session = try makeSession(transport, logger: logger)
        let element = ElementReference(id: "pw")
        try session.sendKeys(element, text: "hunter2-secret", redacted: true)
        try session.sendAlertText("alert-secret", redacted: true)
        try session.sendKeys(element, text: "visible-text")
        let lines = store.all
        #expect(!lines.contains { $0.contains("hunter2-secret") || $0.contains("alert-secret") })
        #expect(lines.contains { $0.contains("visible-text") })
        #expect(lines.contains { $0.hasPrefix("debug") && $0.contains("POST session/S1/element/pw/value 200") && $0.contains("ms") })
        #expect(transport.sent[1].bodyText?.contains("hunter2-secret") == true)  // it is still sent
    }

    @Test func alertsAndWindows() throws {
        let transport = FakeTransport.session { request in
            switch (request.method, request.url.path) {
            case (.get, "/session/S1/alert/text"): return FakeTransport.ok("Are you sure?")
            case (.post, "/session/S1/window/new"): return FakeTransport.ok(["handle": "W2", "type": "tab"])
            case (.get, "/session/S1/window/handles"): return FakeTransport.ok(["W1", "W2"])
            case (.delete, "/session/S1/window"): return FakeTransport.ok(["W1"])
            case (_, "/session/S1/window/rect"): return FakeTransport.ok(["x": 0, "y": 0, "width": 800, "height": 600])
            default: return FakeTransport.ok(nil)
            }
        }
        let session = try makeSession(transport)
        #expect(try session.alertText() == "Are you sure?")
        try session.sendAlertText("Bob")
        #expect(transport.last?.path == "/session/S1/alert/text")
        #expect(transport.last?.bodyText == #"{"text":"Bob"}"#)
        try session.acceptAlert()
        #expect(transport.last?.path == "/session/S1/alert/accept")
        try session.dismissAlert()
        #expect(transport.last?.path == "/session/S1/alert/dismiss")

        #expect(try session.newWindow(type: .window) == "W2")
        #expect(transport.last?.bodyText == #"{"type":"window"}"#)
        #expect(try session.windowHandles() == ["W1", "W2"])
        try session.switchToWindow("W2")
        #expect(transport.last?.bodyText == #"{"handle":"W2"}"#)
        #expect(try session.closeWindow() == ["W1"])
        let rect = try session.setWindowRect(width: 800, height: 600)
        #expect(transport.last?.bodyText == #"{"height":600,"width":800}"#)
        #expect(rect.width == 800)
        try session.setTimeouts(script: 5, pageLoad: 10, implicit: 0)
        #expect(transport.last?.bodyText == #"{"implicit":0,"pageLoad":10000,"script":5000}"#)
    }

    @Test func webAuthnThroughRawSend() throws {
        let transport = FakeTransport.session { _ in FakeTransport.ok("AUTH-1") }
        let session = try makeSession(transport, capabilities: Capabilities.chromium().withVirtualAuthenticators())
        #expect(transport.sent[0].json?["capabilities"]?["alwaysMatch"]?["webauthn:virtualAuthenticators"] == true)
        let id = try session.send(method: .post, path: "webauthn/authenticator", body: [
            "protocol": "ctap2", "transport": "internal", "hasResidentKey": true,
            "hasUserVerification": true, "isUserConsenting": true, "isUserVerified": true,
        ])
        #expect(id == "AUTH-1")
        #expect(transport.last?.path == "/session/S1/webauthn/authenticator")
        #expect(transport.last?.bodyText == #"{"hasResidentKey":true,"hasUserVerification":true,"isUserConsenting":true,"isUserVerified":true,"protocol":"ctap2","transport":"internal"}"#)
        try session.send(method: .post, path: "/webauthn/authenticator/AUTH-1/uv", body: ["isUserVerified": false])
        #expect(transport.last?.path == "/session/S1/webauthn/authenticator/AUTH-1/uv")
        try session.send(method: .delete, path: "webauthn/authenticator/AUTH-1")
        #expect(transport.last?.request.method == .delete)
        #expect(transport.last?.request.body == nil)
    }

    @Test func screenshotDecodesBase64() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let transport = FakeTransport.session { _ in FakeTransport.ok(.string(png.base64EncodedString())) }
        let session = try makeSession(transport)
        #expect(try session.screenshot() == png)
        #expect(try session.elementScreenshot(ElementReference(id: "e")) == png)
        #expect(transport.last?.path == "/session/S1/element/e/screenshot")
    }

    @Test func deleteIsIdempotentAndLaterCommandsFail() throws {
        let transport = FakeTransport.session()
        let session = try makeSession(transport)
        let ran = LockedValue(0)
        session.onDelete { ran.withLock { $0 += 1 } }
        session.delete()
        session.delete()
        #expect(transport.sent.filter { $0.request.method == .delete }.count == 1)
        #expect(transport.last?.path == "/session/S1")
        #expect(ran.current == 1)
        #expect(session.isDeleted)
        #expect(throws: WebDriverError.sessionDeleted(id: "S1")) { try session.title() }
    }

    @Test func deleteToleratesADeadSession() throws {
        let transport = FakeTransport.session { request in
            request.method == .delete ? FakeTransport.error("invalid session id") : FakeTransport.ok(nil)
        }
        let session = try makeSession(transport)
        session.delete()
        #expect(session.isDeleted)
    }
}
