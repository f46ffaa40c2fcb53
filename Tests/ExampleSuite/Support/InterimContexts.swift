import ElementCore
import Foundation

// INTERIM: the subset of the Contexts package's functions this suite uses, with the same
// names and labels, until `Contexts` is declared in the root Package.swift. Then this file
// goes and `ExampleAppTestCase` subclasses `TABTestCase`.

extension ExampleAppTestCase {
    func see<S: Screen>(_ screen: S, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        screen.waitFor(fileID: fileID, filePath: filePath, line: line)
    }

    func see<E: Element>(_ element: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.waitFor(.exists, .visible, fileID: fileID, filePath: filePath, line: line)
    }

    func doNotSee<S: Screen>(_ screen: S, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        screen.waitForAbsence(fileID: fileID, filePath: filePath, line: line)
    }

    func doNotSee<E: Element>(_ element: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.waitFor(not: .exists, fileID: fileID, filePath: filePath, line: line)
    }

    func tap<T: Tappable>(_ element: T, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.tap(fileID: fileID, filePath: filePath, line: line)
    }

    func tap(_ buttonID: String, in alert: Alert, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        alert.actionButton(withID: buttonID).tap(fileID: fileID, filePath: filePath, line: line)
    }

    func type<E: Editable>(_ text: String, into element: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.type(text, fileID: fileID, filePath: filePath, line: line)
    }

    func delete<E: Editable>(_ count: Int, charactersFrom element: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.delete(numberOfCharacters: count, fileID: fileID, filePath: filePath, line: line)
    }

    func value<E: Element & ValueRepresentable>(of element: E, is expected: E.Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.waitFor(value: expected, fileID: fileID, filePath: filePath, line: line)
    }

    func state<E: Element>(of element: E, is states: ElementAttributes.State..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.waitFor(states: states, wanted: true, fileID: fileID, filePath: filePath, line: line)
    }

    func state<E: Element>(of element: E, isNot states: ElementAttributes.State..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        element.waitFor(states: states, wanted: false, fileID: fileID, filePath: filePath, line: line)
    }

    func adjust<A: Adjustable>(_ element: A, to value: A.Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        CallSite.with(fileID: fileID, filePath: filePath, line: line, column: column) { element.adjust(to: value) }
    }

    func refresh<R: Refreshable>(_ element: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        CallSite.with(fileID: fileID, filePath: filePath, line: line, column: column) { element.refresh() }
    }

    func dismiss(_ items: any Dismissable..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        CallSite.with(fileID: fileID, filePath: filePath, line: line, column: column) { for item in items { item.dismiss() } }
    }

    func scroll<S: Scrollable, E: Element>(
        _ scrollable: S, _ direction: ElementAttributes.Direction, until element: E, is states: ElementAttributes.State...,
        maxTries: Int = 10, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        for _ in 0..<maxTries {
            if element.determine(states: states, timeout: 0) { return }
            CallSite.with(fileID: fileID, filePath: filePath, line: line, column: column) { scrollable.scroll(direction) }
        }
        element.waitFor(states: states, wanted: true, timeout: 1, fileID: fileID, filePath: filePath, line: line)
    }

    func numberOfTabs(in tabBar: TabBar, is count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        let seen = tabBar.numberOfTabs
        if seen != count { Failures.record("The tab bar has \(seen) tabs, not \(count).", fileID: fileID, filePath: filePath, line: line) }
    }

    func open(_ url: URL, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        onEngine("open \(url)", fileID: fileID, filePath: filePath, line: line) { try $0.open(url) }
    }

    func backgroundTheApp() { onEngine("send the app to the background") { try $0.background(.underTest) } }
    func foregroundTheApp() { onEngine("bring the app to the foreground") { try $0.activate(.underTest) } }
    func terminateTheApp() { onEngine("terminate the app") { try $0.terminate(.underTest) } }
    func launchTheApp() { onEngine("launch the app") { try $0.launch(.underTest, configuration: launchConfiguration) } }
}

extension ExampleAppTestCase {
    func deviceBiometricsAreEnabled() { onBiometrics("enrol biometrics") { try $0.setBiometricsEnrolled(true) } }
    func deviceBiometricsAreDisabled() { onBiometrics("unenrol biometrics") { try $0.setBiometricsEnrolled(false) } }
    func successfullyAuthenticateBiometrics() { onBiometrics("match biometrics") { try $0.authenticateBiometrics(successfully: true) } }
    func failToAuthenticateBiometrics() { onBiometrics("fail biometrics") { try $0.authenticateBiometrics(successfully: false) } }

    private func onBiometrics(_ what: String, _ body: (any BiometricsControlling) throws -> Void) {
        onEngine(what) { driver in
            guard let biometrics = driver.capability(BiometricsControlling.self) else {
                throw DriverError.unsupported("\(driver.name) cannot simulate biometrics")
            }
            try body(biometrics)
        }
    }
}
