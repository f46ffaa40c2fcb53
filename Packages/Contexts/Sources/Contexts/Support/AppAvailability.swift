import ElementCore

/// Fails at once, with a clear message, when an element lives in an app the engine does not
/// have (Springboard on the web engine, say), instead of letting a wait time out.
enum AppAvailability {
    /// Whether the app `element`'s query starts from is available; records a failure when
    /// the engine says it is not. The app under test is always available.
    static func check(_ element: any Element, driver: any Engine, doing what: String, at site: CallSite) -> Bool {
        let app = element.query.app
        guard app != .underTest else { return true }
        do throws(EngineError) {
            _ = try driver.state(of: app)
            return true
        } catch {
            guard case .unsupported(let reason) = error else { return true }
            site.record(ElementFailure(
                .unsupported("its app, \(app), is not available on the \(driver.name) engine"),
                attempt: "\(what) \(QueryBuilder.step(for: element))", query: element.query, observations: ["Reason:    \(reason)"]
            ))
            return false
        }
    }

    /// The current engine, after checking that `element`'s app is available.
    static func driver(for element: any Element, doing what: String, at site: CallSite) -> (any Engine)? {
        guard let driver = site.driver(for: "\(what) \(element.kindName)") else { return nil }
        return check(element, driver: driver, doing: what, at: site) ? driver : nil
    }
}
