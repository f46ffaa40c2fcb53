import ElementCore
import Foundation

extension InteractionContext {
    /// Waits until the text `element` shows is `expected`: a field's text, a label's or a
    /// link's visible text (on the web, its `innerText`, whitespace collapsed).
    ///
    /// A failure shows the text seen last, or, when the element is missing, the node of its
    /// type whose name is nearest (`closest: Label "2 items left"`).
    public func text<E: Element>(
        of element: E,
        is expected: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        waitForText(of: element, "be", Describing.value(expected), timeout: timeout,
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0 == expected }
    }

    /// Waits until the text `element` shows contains `fragment`.
    public func text<E: Element>(
        of element: E,
        contains fragment: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        waitForText(of: element, "contain", Describing.value(fragment), timeout: timeout,
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.contains(fragment) }
    }

    /// Waits until the text `element` shows matches the regular expression `pattern`
    /// somewhere (`#"^\d+ items? left$"#` to match all of it).
    public func text<E: Element>(
        of element: E,
        matches pattern: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(pattern)
        } catch {
            site.record(ElementFailure(.invalidArgument("/\(pattern)/ is not a valid regular expression (\(error))"),
                                       attempt: "check the text of \(QueryBuilder.step(for: element))", query: element.query))
            return
        }
        waitForText(of: element, "match", "/\(pattern)/", timeout: timeout, at: site) { (try? regex.firstMatch(in: $0)) != nil }
    }

    /// Waits until `element`'s query matches `expected` nodes (rows, results, items).
    ///
    /// Every match counts, on screen or scrolled away. Nodes hidden from the accessibility tree
    /// (on the web `display: none`, `hidden`, `aria-hidden`) count only with `includingHidden`
    /// (rows a filter hides, say); the element's ancestors must be shown either way. Engines
    /// that cannot see hidden nodes (XCUI) fail at once when asked to. The element's index is
    /// ignored.
    ///
    /// ```swift
    /// Then(I: count(of: listScreen.rows, is: 2))
    /// And(I: count(of: listScreen.rows, is: 5, includingHidden: true))
    /// ```
    public func count<E: Element>(
        of element: E,
        is expected: Int,
        includingHidden: Bool = false,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = AppAvailability.driver(for: element, doing: "count", at: site) else { return }
        let query = element.query.allMatches
        let hiddenMatcher = driver.capability(HiddenNodeMatching.self)
        if includingHidden, hiddenMatcher == nil {
            site.record(ElementFailure(
                .unsupported("the \(driver.name) engine cannot see nodes hidden from the accessibility tree"),
                attempt: "count \(QueryBuilder.step(for: element)) including hidden nodes", query: query
            ))
            return
        }
        let counted = includingHidden ? "matches (hidden ones included)" : "matches"
        Waiting.until(
            driver: driver, timeout: timeout, at: site,
            attempt: "\(expected) \(counted) of \(QueryBuilder.step(for: element))", query: query,
            expected: "\(expected)",
            observe: { () -> Result<[ElementSnapshot], Presence.Problem> in
                do throws(EngineError) {
                    if includingHidden, let hiddenMatcher { return .success(try hiddenMatcher.matchesIncludingHidden(query)) }
                    return .success(try driver.matches(query))
                } catch {
                    return .failure(Presence.Problem(reason: error.explanation(for: query)))
                }
            },
            describe: { matches in
                let shown = matches.prefix(5).map(\.description).joined(separator: ", ")
                return "\(matches.count)" + (matches.isEmpty ? "" : " (\(shown)\(matches.count > 5 ? ", …" : ""))")
            },
            isExpected: { $0.count == expected }
        )
    }

    private func waitForText(
        of element: any Element,
        _ verb: String,
        _ expected: String,
        timeout: TimeInterval?,
        at site: CallSite,
        isExpected: (String) -> Bool
    ) {
        guard let driver = AppAvailability.driver(for: element, doing: "read the text of", at: site) else { return }
        Waiting.until(
            driver: driver, timeout: timeout, at: site,
            attempt: "the text of \(QueryBuilder.step(for: element)) to \(verb) \(expected)", query: element.query,
            expected: verb == "be" ? expected : "\(verb) \(expected)",
            observe: { Presence.resolve(element, driver: driver).map(ShownText.of) },
            describe: { Describing.value($0) },
            isExpected: isExpected,
            explainMissing: { ClosestMatch.describe(for: element, engine: driver) }
        )
    }
}

/// The text a node shows a user.
enum ShownText {
    /// Inputs show their value; everything else its visible text, or its value when it shows
    /// none (a progress bar).
    static func of(_ snapshot: ElementSnapshot) -> String {
        let inputs: Set<ElementType> = [.textField, .secureTextField, .textView, .searchField, .comboBox, .stepper]
        if inputs.contains(snapshot.type) { return snapshot.value ?? "" }
        return snapshot.text.isEmpty ? (snapshot.value ?? "") : snapshot.text
    }
}
