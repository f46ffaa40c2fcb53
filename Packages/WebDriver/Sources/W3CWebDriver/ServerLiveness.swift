import Foundation

/// Tells a WebDriver server that stopped answering from one that is merely busy, quickly.
///
/// A command may legitimately take long (a page that loads slowly, a script that waits), but a
/// server always answers `GET /status` at once, even while a session is busy. So when a request
/// got nothing for ``silence`` seconds, the client asks for `GET /status`: no answer within
/// ``probeTimeout`` seconds means the server accepts connections but answers nothing (hung,
/// stopped with SIGSTOP, a proxy that lost its upstream). The request then fails with
/// ``WebDriverError/serverNotAnswering(url:command:silence:probe:)`` after about three seconds
/// instead of its full deadline.
///
/// The failure is remembered per server: later requests first ask `GET /status` (for at most
/// ``recheckTimeout``) and fail at once with the same error while it gets no answer, so later
/// tests fail fast instead of waiting again; a server that answers again is forgotten.
enum ServerLiveness {
    /// Seconds without a response after which the server is asked whether it is alive.
    static let silence: TimeInterval = 1
    /// How long `GET /status` may take before the server counts as not answering.
    static let probeTimeout: TimeInterval = 2
    /// How long `GET /status` may take for a server already known not to answer.
    static let recheckTimeout: TimeInterval = 1

    private static let silent = LockedValue<[String: WebDriverError]>([:])

    /// Throws the remembered error when the server was found not answering and still does not
    /// answer; forgets it when it answers again.
    static func checkEarlierSilence(of client: WireClient) throws {
        let key = client.serverURL.absoluteString
        guard let earlier = silent.withLock({ $0[key] }) else { return }
        guard answers(client, within: recheckTimeout) else { throw earlier }
        silent.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// Remembers that the server does not answer.
    static func remember(_ error: WebDriverError, for client: WireClient) {
        silent.withLock { $0[client.serverURL.absoluteString] = error }
    }

    /// Whether `GET /status` gets any HTTP answer within `seconds`.
    static func answers(_ client: WireClient, within seconds: TimeInterval) -> Bool {
        let url = client.serverURL.appendingPathComponentsPreservingQuery("status")
        let request = HTTPRequest(method: .get, url: url, headers: client.headers)
        return (try? client.transport.send(request, timeout: seconds)) != nil
    }
}
