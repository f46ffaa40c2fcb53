import ElementCore
import Foundation

/// Functions for the software keyboard.
///
/// ```swift
/// When(I: tap(signUpScreen.emailField))
/// Then(the: keyboardType(is: .emailAddress))
/// ```
public protocol KeyboardContext {}

extension KeyboardContext {
    /// Asserts that the keyboard shown is of `expected` type (inferred from its keys),
    /// waiting for it within one deadline.
    public func keyboardType(
        is expected: Keyboard.KeyboardType,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = site.driver(for: "check the keyboard type") else { return }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var observed = "not checked yet"
        let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            guard Presence.isPresent(keyboard, driver: driver) else {
                observed = "no keyboard is shown"
                return nil
            }
            let keys = ((try? driver.matches(Keyboard.Key(parent: keyboard).query)) ?? [])
                .map { $0.label.isEmpty ? $0.identifier : $0.label }
            let type = Keyboard.KeyboardType.infer(fromKeys: keys)
            observed = "\(type) (keys: \(keys.prefix(12).joined(separator: " "))\(keys.count > 12 ? " …" : ""))"
            return type == expected ? true : nil
        } ?? false
        guard !reached else { return }
        site.record(ElementFailure(.timedOut(expected: "\(expected)", observed: observed),
                                   attempt: "the keyboard to be of type \(expected)", query: keyboard.query, timeout: timeout))
    }
}
