import Foundation

/// The capabilities sent with `POST /session`: what browser or device to start and how.
///
/// Use a preset (``chromium(headless:binary:extraArguments:)``, ``webKitGTK(binary:)``,
/// ``appiumIOS(bundleId:app:udid:deviceName:platformVersion:)``, ``appiumAndroid(appPackage:appActivity:app:udid:deviceName:platformVersion:)``),
/// parse JSON with ``fromJSON(_:)``, and combine them with `merging(_:)`.
public struct Capabilities: Sendable, Equatable {
    /// Capabilities every match must satisfy.
    public var alwaysMatch: [String: JSONValue]
    /// Alternatives tried in order; each is merged with ``alwaysMatch``.
    public var firstMatch: [[String: JSONValue]]

    /// Creates capabilities.
    public init(alwaysMatch: [String: JSONValue] = [:], firstMatch: [[String: JSONValue]] = []) {
        self.alwaysMatch = alwaysMatch
        self.firstMatch = firstMatch
    }

    /// The `capabilities` member of the new-session body: `{"alwaysMatch": {…}, "firstMatch": [{…}]}`.
    ///
    /// `firstMatch` always holds at least one (possibly empty) entry, as the specification requires.
    public var json: JSONValue {
        .object([
            "alwaysMatch": .object(alwaysMatch),
            "firstMatch": .array((firstMatch.isEmpty ? [[:]] : firstMatch).map(JSONValue.object)),
        ])
    }

    /// The capability `name` from ``alwaysMatch``, else from the first ``firstMatch`` entry that has it.
    public subscript(name: String) -> JSONValue? {
        get { alwaysMatch[name] ?? firstMatch.lazy.compactMap { $0[name] }.first }
        set { alwaysMatch[name] = newValue }
    }

    /// The `platformName` capability, lowercased (`"ios"`, `"android"`, `"linux"`…).
    public var platformName: String? { self["platformName"]?.stringValue?.lowercased() }

    /// `true` when these capabilities ask for an Appium session (any `appium:` key, or an iOS/Android platform).
    public var isAppium: Bool {
        let keys = Set(alwaysMatch.keys).union(firstMatch.flatMap(\.keys))
        if keys.contains(where: { $0.hasPrefix("appium:") }) { return true }
        return platformName == "ios" || platformName == "android"
    }

    /// Returns these capabilities with `other` laid over them.
    ///
    /// `alwaysMatch` entries are merged deeply: objects merge member by member, and `args` arrays in
    /// vendor options (e.g. `goog:chromeOptions.args`) are concatenated without duplicates; any other
    /// value in `other` replaces the existing one. `firstMatch` entries of `other` are appended.
    public func merging(_ other: Capabilities) -> Capabilities {
        var result = self
        result.alwaysMatch = Self.deepMerge(alwaysMatch, other.alwaysMatch)
        result.firstMatch += other.firstMatch
        return result
    }

    /// Returns these capabilities with the `alwaysMatch` entries in `values` merged over them.
    public func merging(_ values: [String: JSONValue]) -> Capabilities {
        merging(Capabilities(alwaysMatch: values))
    }

    /// Returns these capabilities with `webauthn:virtualAuthenticators` set, so that the WebAuthn
    /// extension commands (virtual authenticators, credentials, user verification) are available.
    public func withVirtualAuthenticators() -> Capabilities {
        merging(["webauthn:virtualAuthenticators": true])
    }

    /// Returns these capabilities with `goog:chromeOptions.args` extended by `arguments`.
    public func addingChromiumArguments(_ arguments: [String]) -> Capabilities {
        merging(["goog:chromeOptions": ["args": .array(arguments.map(JSONValue.string))]])
    }

    /// Parses capabilities from JSON.
    ///
    /// Accepts the new-session body (`{"capabilities": {…}}`), the `capabilities` object itself
    /// (`{"alwaysMatch": {…}, "firstMatch": […]}`), or a flat object of capabilities, which becomes
    /// `alwaysMatch`.
    ///
    /// - Throws: ``WebDriverError/invalidCapabilities(_:)`` when the text is not valid JSON or not an object.
    public static func fromJSON(_ text: String) throws -> Capabilities {
        // Errors say where the text breaks, never what it holds: capabilities carry access keys.
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw WebDriverError.invalidCapabilities("the text is not valid JSON (\(JSONErrorPosition.describe(in: text))); its content is not shown, as it may hold keys")
        }
        guard var object = value.objectValue else {
            throw WebDriverError.invalidCapabilities("expected a JSON object, got \(Self.kind(of: value))")
        }
        if let inner = object["capabilities"]?.objectValue { object = inner }
        if object["alwaysMatch"] != nil || object["firstMatch"] != nil {
            guard object["alwaysMatch"].map({ $0.objectValue != nil }) ?? true else {
                throw WebDriverError.invalidCapabilities("alwaysMatch must be an object")
            }
            let firstMatch = try (object["firstMatch"]?.arrayValue ?? []).map { entry -> [String: JSONValue] in
                guard let members = entry.objectValue else {
                    throw WebDriverError.invalidCapabilities("each firstMatch entry must be an object")
                }
                return members
            }
            return Capabilities(alwaysMatch: object["alwaysMatch"]?.objectValue ?? [:], firstMatch: firstMatch)
        }
        return Capabilities(alwaysMatch: object)
    }

    /// `an array`, `a string`…: what a JSON value is, without its content.
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    static func deepMerge(_ base: [String: JSONValue], _ overlay: [String: JSONValue]) -> [String: JSONValue] {
        var result = base
        for (key, newValue) in overlay {
            switch (result[key], newValue) {
            case (.object(let old)?, .object(let new)):
                result[key] = .object(deepMerge(old, new))
            case (.array(let old)?, .array(let new)) where key == "args":
                result[key] = .array(old + new.filter { !old.contains($0) })
            default:
                result[key] = newValue
            }
        }
        return result
    }
}
