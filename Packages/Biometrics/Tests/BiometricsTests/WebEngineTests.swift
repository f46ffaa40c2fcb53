import Biometrics
import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

@Suite("Biometrics on the web and Appium engines (scripted remote end)")
struct WebEngineTests {
    @Test func appiumIOSBodies() throws {
        let (engine, transport) = try scriptedAppiumEngine(["platformName": "iOS", "appium:automationName": "XCUITest"])
        let before = transport.summaries.count
        let failures = withEngine(engine) {
            Failures.capture {
                Biometrics.enrolled()
                Biometrics.successfulAuthentication()
                Biometrics.unsuccessfulAuthentication()
                Biometrics.unenrolled()
            }
        }
        #expect(failures.isEmpty)
        let bodies: [String] = [
            #"{"args":[{"isEnabled":true}],"script":"mobile: enrollBiometric"}"#,
            #"{"args":[{"match":true,"type":"faceId"}],"script":"mobile: sendBiometricMatch"}"#,
            #"{"args":[{"match":true,"type":"touchId"}],"script":"mobile: sendBiometricMatch"}"#,
            #"{"args":[{"match":false,"type":"faceId"}],"script":"mobile: sendBiometricMatch"}"#,
            #"{"args":[{"match":false,"type":"touchId"}],"script":"mobile: sendBiometricMatch"}"#,
            #"{"args":[{"isEnabled":false}],"script":"mobile: enrollBiometric"}"#,
        ]
        let expected = bodies.map { "POST /session/S1/execute/sync " + $0 }
        #expect(Array(transport.summaries.dropFirst(before)) == expected)
    }

    @Test func chromiumVirtualAuthenticator() throws {
        let (engine, transport) = try scriptedEngine(["browserName": "chrome"]) { request in
            request.url.path.hasSuffix("/webauthn/authenticator") ? ScriptedTransport.ok("AUTH") : ScriptedTransport.ok(nil)
        }
        let before = transport.summaries.count
        let failures = withEngine(engine) {
            Failures.capture {
                Biometrics.enrolled()
                Biometrics.unsuccessfulAuthentication()
                Biometrics.successfulAuthentication()
                Biometrics.unenrolled()
            }
        }
        #expect(failures.isEmpty)
        let authenticator: String = "POST /session/S1/webauthn/authenticator "
            + #"{"hasResidentKey":true,"hasUserVerification":true,"isUserConsenting":true,"isUserVerified":true,"#
            + #""protocol":"ctap2","transport":"internal"}"#
        let expected: [String] = [
            authenticator,
            #"POST /session/S1/webauthn/authenticator/AUTH/uv {"isUserVerified":false}"#,
            #"POST /session/S1/webauthn/authenticator/AUTH/uv {"isUserVerified":true}"#,
            "DELETE /session/S1/webauthn/authenticator/AUTH ",
        ]
        #expect(Array(transport.summaries.dropFirst(before)) == expected)
    }

    @Test func authenticatingBeforeEnrollingFailsClearly() throws {
        let (engine, _) = try scriptedEngine(["browserName": "chrome"])
        let failures = withEngine(engine) { Failures.capture { Biometrics.successfulAuthentication() } }
        #expect(failures.count == 1)
        #expect(unsupported(failures.first)?.attempt == "authenticate with biometrics")
        #expect(unsupported(failures.first)?.reason == "biometrics are not enrolled: call Biometrics.enrolled() first")
    }

    @Test func webKitAnswersUnknownCommand() throws {
        let (engine, _) = try scriptedEngine(["browserName": "MiniBrowser"], name: "WebKit (WebDriver)") { request in
            request.url.path.contains("/webauthn/") ? ScriptedTransport.error("unknown command") : ScriptedTransport.ok(nil)
        }
        let failures = withEngine(engine) { Failures.capture { Biometrics.enrolled() } }
        #expect(failures.count == 1)
        #expect(unsupported(failures.first)?.attempt == "enrol biometrics")
        #expect(unsupported(failures.first)?.reason.hasPrefix("""
        WebKit (WebDriver) cannot simulate biometrics: this browser does not support \
        WebAuthn virtual authenticators (WebKit does not; use Chromium)
        """) == true)
    }

    @Test func beforeLaunchEnrollingFailsAndUnenrollingIsANoOp() {
        let engine = WebDriverEngine(configuration: .init(baseURL: nil) { throw EngineError.unsupported("no browser here") })
        let failures = withEngine(engine) {
            Failures.capture {
                Biometrics.unenrolled()
                Biometrics.enrolled()
            }
        }
        #expect(failures.count == 1)
        #expect(unsupported(failures.first)?.attempt == "enrol biometrics")
        // The suite's one check of the text: the engine's reason follows what could not be done.
        #expect(failures.map(\.message) == ["""
        Could not enrol biometrics: WebDriver cannot simulate biometrics while the app is not running: launch the app \
        first (the virtual authenticator, or Appium's biometric commands, live in the session each launch opens).
        """])
    }
}
