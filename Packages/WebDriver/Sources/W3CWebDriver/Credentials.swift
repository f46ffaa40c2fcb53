import Foundation

/// A user name and access key for a WebDriver server, sent as HTTP Basic authentication.
///
/// Device clouds give URLs such as `https://user:key@hub.example.com/wd/hub`. The key never
/// stays in a URL the framework keeps, prints or sends: ``WebDriverSession`` and
/// ``RemoteWebDriver`` take it out of the URL and send it in the `Authorization` header.
/// Its ``description`` never shows the key.
public struct WebDriverCredentials: Sendable, Equatable, CustomStringConvertible {
    /// The user name.
    public var user: String
    /// The access key or password.
    public var key: String

    /// Creates credentials.
    public init(user: String, key: String) {
        self.user = user
        self.key = key
    }

    /// The value of the `Authorization` header: `Basic base64(user:key)`.
    public var authorizationHeader: String {
        "Basic " + Data("\(user):\(key)".utf8).base64EncodedString()
    }

    /// `user:•••`.
    public var description: String { "\(user):•••" }
}

extension URL {
    /// The URL without its user and password, and the credentials they held (percent-decoded).
    public func splittingCredentials() -> (url: URL, credentials: WebDriverCredentials?) {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: true),
              components.user != nil || components.password != nil else { return (self, nil) }
        let credentials = WebDriverCredentials(user: components.user ?? "", key: components.password ?? "")
        components.user = nil
        components.password = nil
        return (components.url ?? self, credentials)
    }

    /// The URL without its user and password: what may be shown.
    public var withoutCredentials: URL { splittingCredentials().url }
}

/// A URL written by a person, safe to show in a message: without credentials, and without
/// anything before an `@` when it cannot even be parsed.
package func displayableURLText(_ text: String) -> String {
    if let url = URL(string: text), url.host != nil { return url.withoutCredentials.absoluteString }
    guard let at = text.lastIndex(of: "@") else { return text }
    let scheme = text.range(of: "://").map { String(text[..<$0.upperBound]) } ?? ""
    return scheme + "•••@" + text[text.index(after: at)...]
}
