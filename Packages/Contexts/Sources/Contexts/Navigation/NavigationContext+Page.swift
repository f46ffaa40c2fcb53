import ElementCore
import Foundation

extension NavigationContext {
    /// Waits until the page's address is `url`.
    ///
    /// `url` is a whole address (`http://127.0.0.1:8080/profile`), a path with its query and
    /// fragment (`/profile?id=4`), or a fragment (`#/todos`): each is compared with the same
    /// part of the address. Only engines that show pages (the web engine) have an address.
    public func see(
        url: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        waitForPage("address", expected: Describing.value(url), timeout: timeout,
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                    read: { (page) throws(EngineError) in try page.pageURL()?.absoluteString ?? "" },
                    isExpected: { PageAddress.matches($0, url) })
    }

    /// Waits until the page's address contains `fragment` (`"/orders/"`, `"?page=2"`).
    public func see(
        urlContaining fragment: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        waitForPage("address", expected: "containing \(Describing.value(fragment))", timeout: timeout,
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                    read: { (page) throws(EngineError) in try page.pageURL()?.absoluteString ?? "" },
                    isExpected: { $0.contains(fragment) })
    }

    /// Waits until the page's title is `expected`.
    public func title(
        is expected: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        waitForPage("title", expected: Describing.value(expected), timeout: timeout,
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                    read: { (page) throws(EngineError) in try page.pageTitle() },
                    isExpected: { $0 == expected })
    }

    private func waitForPage(
        _ what: String,
        expected: String,
        timeout: TimeInterval?,
        at site: CallSite,
        read: (any PageReading) throws(EngineError) -> String,
        isExpected: (String) -> Bool
    ) {
        guard let driver = site.driver(for: "check the page \(what)") else { return }
        guard let page = driver.capability(PageReading.self) else {
            site.record(ElementFailure(.unsupported("the \(driver.name) engine shows no pages"), attempt: "check the page \(what)",
                                       query: nil, observations: ["Expected:  \(expected)"]))
            return
        }
        Waiting.until(
            driver: driver, timeout: timeout, at: site,
            attempt: "the page \(what) to be \(expected)",
            expected: expected,
            observe: { () -> Result<String, Presence.Problem> in
                do throws(EngineError) {
                    return .success(try read(page))
                } catch {
                    return .failure(Presence.Problem(reason: "it could not be read: \(error)"))
                }
            },
            describe: { Describing.value($0) },
            isExpected: isExpected
        )
    }
}

/// Comparing a page address with what a test expects.
enum PageAddress {
    /// Whether `address` is `expected`: the whole address, or (for `/path…` or `#fragment`)
    /// the same part of it.
    static func matches(_ address: String, _ expected: String) -> Bool {
        if address == expected { return true }
        guard let components = URLComponents(string: address) else { return false }
        if expected.hasPrefix("#") { return "#" + (components.fragment ?? "") == expected }
        if expected.hasPrefix("/") {
            var local = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            if let query = components.percentEncodedQuery { local += "?" + query }
            if let fragment = components.percentEncodedFragment { local += "#" + fragment }
            // A path without a fragment matches whatever fragment the page has.
            let withoutFragment = local.split(separator: "#", maxSplits: 1).first.map(String.init) ?? local
            return local == expected || (!expected.contains("#") && withoutFragment == expected)
        }
        return false
    }
}
