import ElementCore
import Foundation
import SystemApps

extension AppContext {
    /// Asserts that the app under test is TABTestKit's example app, `TABTestKit_Example`, by its
    /// name (``SystemApps/BaseApp/name``). TABTestKit 1.8's example suite uses it after
    /// relaunching; it is kept so that suite runs unchanged.
    public func goBackToTABTestKitExampleApp<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        let expected = "TABTestKit_Example"
        let name = App.shared.name
        guard name != expected else { return }
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).record(ElementFailure(
            .mismatch(expected: Describing.value(expected),
                      observed: name.isEmpty ? "no app name (the app was never seen running)" : Describing.value(name)),
            attempt: "confirm that the app under test is \(Describing.value(expected))", query: nil
        ))
    }

    /// ``goBackToTABTestKitExampleApp(fileID:filePath:line:column:_:)`` as a step body by
    /// reference: `Then(I: goBackToTABTestKitExampleApp)`.
    @_disfavoredOverload
    public func goBackToTABTestKitExampleApp() {
        let site = referenceSite()
        goBackToTABTestKitExampleApp(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
