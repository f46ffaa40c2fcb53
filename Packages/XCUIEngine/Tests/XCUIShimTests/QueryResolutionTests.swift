#if !canImport(Darwin)
import Foundation
import Testing
import XCUIShim

extension ShimTests {
    @Suite("Query resolution")
    @MainActor
    struct QueryResolution {
        let root: ShimNode
        let app = XCUIApplication()

        init() {
            root = installDemoApp()
        }

        @Test func descendantsAreInDocumentOrder() {
            #expect(app.buttons.count == 5)
            let labels = app.buttons.allElementsBoundByIndex.map(\.label)
            #expect(labels == ["Back", "Log in", "OK", "Cancel", "OK"])
            #expect(app.descendants(matching: .any).count == root.allDescendants.count)
            #expect(app.otherElements.count == 0)
        }

        @Test func identifierOrLabelMatches() {
            #expect(app.buttons["login"].exists)
            #expect(app.buttons["Log in"].exists)
            #expect(app.buttons["login"].label == "Log in")
            #expect(app.buttons["Log in"].identifier == "login")
            #expect(app.buttons.matching(identifier: "back").count == 1)
            #expect(app.descendants(matching: .any).matching(.button, identifier: "Back").count == 1)
            #expect(app.buttons["nope"].exists == false)
            #expect(app.staticTexts["login"].exists == false)
        }

        @Test func boundIndexAndCount() {
            #expect(app.cells.count == 3)
            #expect(app.cells.element(boundBy: 1).label == "Row 1")
            #expect(app.cells.element(boundBy: 2).identifier == "row2")
            #expect(app.cells.element(boundBy: 3).exists == false)
            #expect(app.tables.cells.staticTexts.count == 3)
        }

        @Test func nestedScoping() {
            let alertOK = app.alerts["Error"].buttons["OK"]
            #expect(alertOK.exists)
            #expect(alertOK.isEnabled == false)
            #expect(app.windows["main"].buttons["OK"].isEnabled == true)
            #expect(app.alerts.element.staticTexts.element.label == "Something failed")
            #expect(app.alerts.element.descendants(matching: .any).count == 3)
            #expect(app.windows.element.children(matching: .button).count == 2)
            #expect(app.children(matching: .alert).count == 1)
            #expect(app.children(matching: .button).count == 0)
            #expect(XCUIShimHarness.failures.isEmpty)
        }

        @Test func ambiguousElementReportsAFailureButExists() {
            let ok = app.buttons["OK"]
            #expect(ok.exists)
            #expect(XCUIShimHarness.failures.isEmpty)
            ok.tap()
            #expect(XCUIShimHarness.failures.count == 1)
            #expect(XCUIShimHarness.failures.first?.message.hasPrefix("Multiple matching elements") == true)
            #expect(app.buttons.matching(identifier: "OK").firstMatch.isEnabled == true)
        }

        @Test func containingAndFirstMatch() {
            #expect(app.cells.containing(.staticText, identifier: "Item 2").element.identifier == "row2")
            #expect(app.cells.containing(.button, identifier: nil).count == 0)
            #expect(app.buttons.firstMatch.identifier == "back")
            #expect(app.cells.element(matching: .cell, identifier: "row0").label == "Row 0")
            #expect(app.firstMatch.exists)
        }

        @Test func missingElementsReportAndReturnNeutralValues() {
            let missing = app.buttons["Missing"]
            #expect(missing.label == "")
            #expect(missing.value == nil)
            #expect(missing.isHittable == false)
            let message = "No matches found for app.descendants(.button).matching(.button, \"Missing\").element"
            #expect(XCUIShimHarness.failures.map(\.message) == [message, message])
            #expect(XCUIShimHarness.failures.map(\.call).last?.hasSuffix(".element.value") == true)
            #expect(throws: XCUIShimError.self) { try missing.snapshot() }
        }

        @Test func queriesReResolveAfterTreeChanges() {
            let alert = app.alerts["Error"]
            #expect(alert.exists)
            root.firstDescendant("errorAlert")?.removeFromParent()
            #expect(alert.exists == false)
            root.append(ShimNode(.alert, label: "Error"))
            #expect(alert.exists)
            root.firstDescendant("status")?.label = "Busy"
            #expect(app.staticTexts["status"].label == "Busy")
        }

        @Test func applicationsHaveSeparateTrees() {
            let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
            #expect(springboard.buttons.count == 0)
            XCUIShimHarness.install(ShimNode(.button, label: "Allow"), forBundleIdentifier: "com.apple.springboard")
            #expect(springboard.buttons["Allow"].exists)
            #expect(app.buttons["Allow"].exists == false)
            springboard.shimTree = ShimNode(.application) { ShimNode(.button, label: "Don't Allow") }
            #expect(springboard.buttons.element.label == "Don't Allow")
            #expect(XCUIApplication(bundleIdentifier: "com.apple.springboard").buttons.count == 1)
        }

        @Test func attributesAndSnapshot() throws {
            let field = app.textFields["username"]
            #expect(field.placeholderValue == "Username")
            #expect(field.frame == CGRect(x: 10, y: 100, width: 200, height: 40))
            #expect(field.elementType == .textField)
            #expect(field.hasFocus == false)
            #expect(field.isSelected == false)
            #expect(field.horizontalSizeClass == .unspecified)
            #expect(field.title == "")

            let snapshot = try app.tables["list"].snapshot()
            #expect(snapshot.elementType == .table)
            #expect(snapshot.children.count == 3)
            #expect(snapshot.children[1].label == "Row 1")
            #expect(snapshot.children[1].children.first?.label == "Item 1")
            let dictionary = snapshot.dictionaryRepresentation
            #expect(dictionary[.identifier] as? String == "list")
            #expect(dictionary[.elementType] as? UInt == XCUIElement.ElementType.table.rawValue)
            #expect((dictionary[.children] as? [[XCUIElement.AttributeName: Any]])?.count == 3)
            #expect(dictionary[.placeholderValue] == nil)
        }

        @Test func debugDescriptionShowsPathAndSubtree() {
            let text = app.alerts.element.debugDescription
            #expect(text.contains("Query: app.descendants(.alert).element"))
            #expect(text.contains("label: \"Cancel\""))
        }

        @Test func elementsAreIdentityHashable() {
            let a = app.buttons["login"]
            let b = app.buttons["login"]
            #expect(a == a)
            #expect(a != b)
            #expect(Set([a, a, b]).count == 2)
        }
    }
}
#endif
