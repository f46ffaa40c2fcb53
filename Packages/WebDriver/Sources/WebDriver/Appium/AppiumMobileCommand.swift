import ElementCore
import Foundation
import WebDriverClient

/// One `mobile:` execute method of Appium's XCUITest driver: the script name and its single
/// argument, sent as `POST /session/{id}/execute/sync {"script": …, "args": [body]}`.
///
/// Names and parameters follow the driver's "Execute Methods" reference.
struct AppiumMobileCommand: Equatable, Sendable {
    /// The script, e.g. `mobile: launchApp`.
    var script: String
    /// The parameters, passed as the only argument.
    var body: JSONValue

    // MARK: Gestures

    /// `mobile: doubleTap {elementId}`.
    static func doubleTap(_ element: ElementReference) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: doubleTap", body: ["elementId": .string(element.id)])
    }

    /// `mobile: twoFingerTap {elementId}`.
    static func twoFingerTap(_ element: ElementReference) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: twoFingerTap", body: ["elementId": .string(element.id)])
    }

    /// `mobile: touchAndHold {elementId, duration}` (seconds).
    static func touchAndHold(_ element: ElementReference, duration: Double) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: touchAndHold",
                            body: ["elementId": .string(element.id), "duration": .number(duration)])
    }

    /// `mobile: tap {elementId, x, y}`: with an element, the point is relative to its top-left corner.
    static func tap(_ element: ElementReference, x: Double, y: Double) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: tap",
                            body: ["elementId": .string(element.id), "x": .number(x), "y": .number(y)])
    }

    /// `mobile: dragFromToForDuration {fromX, fromY, toX, toY, duration}` in screen points; the
    /// duration is how long the finger rests before moving (the driver accepts 0.5…60 s).
    static func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.5) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: dragFromToForDuration", body: [
            "fromX": .number(Double(start.x)), "fromY": .number(Double(start.y)),
            "toX": .number(Double(end.x)), "toY": .number(Double(end.y)),
            "duration": .number(duration),
        ])
    }

    // MARK: Biometrics (iOS simulators)

    /// `mobile: enrollBiometric {isEnabled}`.
    static func enrollBiometric(_ enrolled: Bool) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: enrollBiometric", body: ["isEnabled": .bool(enrolled)])
    }

    /// `mobile: sendBiometricMatch {type, match}` for Face ID then Touch ID, so that either kind
    /// of simulator hears it.
    static func sendBiometricMatch(_ matches: Bool) -> [AppiumMobileCommand] {
        ["faceId", "touchId"].map { type in
            AppiumMobileCommand(script: "mobile: sendBiometricMatch", body: ["type": .string(type), "match": .bool(matches)])
        }
    }

    // MARK: Apps

    /// `mobile: launchApp {bundleId, arguments, environment}`; the arguments and environment are
    /// left out when empty (the driver ignores them when the app is already running).
    static func launchApp(_ bundleID: String, _ launch: LaunchConfiguration = LaunchConfiguration()) -> AppiumMobileCommand {
        var body: [String: JSONValue] = ["bundleId": .string(bundleID)]
        if !launch.arguments.isEmpty { body["arguments"] = .array(launch.arguments.map(JSONValue.string)) }
        if !launch.environment.isEmpty { body["environment"] = .object(launch.environment.mapValues(JSONValue.string)) }
        return AppiumMobileCommand(script: "mobile: launchApp", body: .object(body))
    }

    /// `mobile: terminateApp {bundleId}` (nothing happens when the app is not running).
    static func terminateApp(_ bundleID: String) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: terminateApp", body: ["bundleId": .string(bundleID)])
    }

    /// `mobile: activateApp {bundleId}` (fails when the app is not running).
    static func activateApp(_ bundleID: String) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: activateApp", body: ["bundleId": .string(bundleID)])
    }

    /// `mobile: queryAppState {bundleId}`: an `XCUIApplicationState` number.
    static func queryAppState(_ bundleID: String) -> AppiumMobileCommand {
        AppiumMobileCommand(script: "mobile: queryAppState", body: ["bundleId": .string(bundleID)])
    }

    /// `mobile: backgroundApp {seconds: -1}`: the foreground app goes to the background and is
    /// not brought back (any negative number means "do not restore").
    static let backgroundApp = AppiumMobileCommand(script: "mobile: backgroundApp", body: ["seconds": -1])

    /// `mobile: deepLink {url, bundleId}`; without a bundle id the URL scheme's default app opens it.
    static func deepLink(_ url: URL, bundleID: String?) -> AppiumMobileCommand {
        var body: [String: JSONValue] = ["url": .string(url.absoluteString)]
        if let bundleID { body["bundleId"] = .string(bundleID) }
        return AppiumMobileCommand(script: "mobile: deepLink", body: .object(body))
    }
}
