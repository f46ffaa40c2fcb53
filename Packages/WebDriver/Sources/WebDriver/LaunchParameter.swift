import ElementCore
import Foundation

/// How launch arguments and environment reach a web app.
///
/// Launching opens the base URL with the query parameter `__tabtestkit`, whose value is the
/// base64url encoding (no padding) of the JSON
/// `{"arguments": ["TABTestKit.Clean", …], "environment": {"TABTestKit.UUID": "…", …}}`.
/// The page reads it at start-up (the example app keeps it in `sessionStorage` under
/// `TABTestKit.launch` and removes it from the address bar).
public enum LaunchParameter {
    /// The query parameter's name.
    public static let name = "__tabtestkit"

    /// `url` with the launch parameter added.
    public static func url(_ url: URL, adding launch: LaunchConfiguration) -> URL {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return url }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        var items = (components.queryItems ?? []).filter { $0.name != name }
        items.append(URLQueryItem(name: name, value: encode(launch)))
        components.queryItems = items
        return components.url ?? url
    }

    /// `url` as messages may show it: without credentials, without the launch parameter (the
    /// launch arguments and environment are the test's private business), and a `data:` URL
    /// only by its kind.
    public static func displayString(_ url: URL) -> String {
        if url.scheme?.lowercased() == "data" { return "a data: URL" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
        components.user = nil
        components.password = nil
        if let items = components.queryItems {
            let kept = items.filter { $0.name != name }
            components.queryItems = kept.isEmpty ? nil : kept
        }
        return components.url?.absoluteString ?? url.absoluteString
    }

    /// The parameter's value for a launch configuration.
    public static func encode(_ launch: LaunchConfiguration) -> String {
        let payload: [String: Any] = ["arguments": launch.arguments, "environment": launch.environment]
        let data = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data("{}".utf8)
        return data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The launch configuration a parameter value carries, if it is valid.
    public static func decode(_ value: String) -> LaunchConfiguration? {
        var base64 = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return LaunchConfiguration(
            arguments: object["arguments"] as? [String] ?? [],
            environment: object["environment"] as? [String: String] ?? [:]
        )
    }

    /// A deep link or page URL made absolute: relative paths against the base URL, custom
    /// schemes (`my-app://detail/5`) onto the base URL's origin (`/detail/5`).
    public static func resolve(_ url: URL, against baseURL: URL?) -> URL {
        if let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" { return url }
        guard let baseURL else { return url }
        if url.scheme == nil {
            return URL(string: url.absoluteString, relativeTo: baseURL)?.absoluteURL ?? url
        }
        let path = "/" + [url.host ?? "", url.path].joined().trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        components?.path = path
        components?.query = url.query
        components?.fragment = url.fragment
        return components?.url ?? url
    }
}
