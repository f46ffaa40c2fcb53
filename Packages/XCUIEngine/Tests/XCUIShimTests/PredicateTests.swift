#if !canImport(Darwin)
import Foundation
import Testing
import XCUIShim

struct PredicateCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: Bool
    let make: @Sendable () -> NSPredicate

    init(_ format: String, _ expected: Bool) {
        self.text = format
        self.expected = expected
        self.make = { NSPredicate(format: format) }
    }

    init(_ text: String, _ expected: Bool, _ make: @escaping @Sendable () -> NSPredicate) {
        self.text = text
        self.expected = expected
        self.make = make
    }

    var testDescription: String { text }
}

let predicateNode = ShimNode(.button, identifier: "submitButton", label: "Submit Order", value: "Crème brûlée",
                             hasFocus: true)

let predicateCases: [PredicateCase] = [
    PredicateCase("label == 'Submit Order'", true),
    PredicateCase("label = \"Submit Order\"", true),
    PredicateCase("label == %@ [String]", true) { NSPredicate(format: "label == %@", "Submit Order") },
    PredicateCase("identifier == 'submitButton'", true),
    PredicateCase("identifier != 'x'", true),
    PredicateCase("label <> 'Submit Order'", false),
    PredicateCase("label BEGINSWITH 'Sub'", true),
    PredicateCase("label BEGINSWITH 'sub'", false),
    PredicateCase("label BEGINSWITH[c] 'sub'", true),
    PredicateCase("label beginswith[c] 'SUB'", true),
    PredicateCase("label CONTAINS[c] 'ORDER'", true),
    PredicateCase("label ENDSWITH 'Order'", true),
    PredicateCase("label LIKE 'Sub*Ord?r'", true),
    PredicateCase("label LIKE[c] 'sub*'", true),
    PredicateCase("label LIKE 'Sub'", false),
    PredicateCase("label MATCHES 'Sub.*r'", true),
    PredicateCase("label MATCHES 'Sub'", false),
    PredicateCase("label MATCHES[c] '^submit.*$'", true),
    PredicateCase("value CONTAINS[cd] 'creme'", true),
    PredicateCase("value CONTAINS[c] 'creme'", false),
    PredicateCase("value ==[cd] 'CREME BRULEE'", true),
    PredicateCase("elementType == 9", true),
    PredicateCase("elementType == %d [.button.rawValue]", true) {
        NSPredicate(format: "elementType == %d", XCUIElement.ElementType.button.rawValue)
    },
    PredicateCase("elementType == %lu [48]", false) { NSPredicate(format: "elementType == %lu", UInt(48)) },
    PredicateCase("elementType > 5 AND elementType <= 9", true),
    PredicateCase("exists == true", true),
    PredicateCase("exists == 1", true),
    PredicateCase("isEnabled == YES AND isSelected == NO", true),
    PredicateCase("enabled == false", false),
    PredicateCase("isHittable == TRUE && hasFocus == TRUE", true),
    PredicateCase("isSelected == true OR label == 'Submit Order'", true),
    PredicateCase("NOT (label == 'x')", true),
    PredicateCase("!(label == 'Submit Order')", false),
    PredicateCase("placeholderValue == nil", true),
    PredicateCase("placeholderValue == NULL OR title != ''", true),
    PredicateCase("label IN {'A', 'Submit Order'}", true),
    PredicateCase("'Submit Order' == label", true),
    PredicateCase("%K == %@ [identifier]", true) { NSPredicate(format: "%K == %@", "identifier", "submitButton") },
    PredicateCase("argumentArray", true) {
        NSPredicate(format: "label BEGINSWITH %@ AND elementType == %@", argumentArray: ["Sub", 9])
    },
    PredicateCase("TRUEPREDICATE", true),
]

extension ShimTests {
    @Suite("NSPredicate(format:) subset")
    @MainActor
    struct Predicates {
        static let node = predicateNode

        init() {
            XCUIShimHarness.reset()
        }

        @Test(arguments: predicateCases)
        func evaluatesAgainstANode(_ testCase: PredicateCase) {
            #expect(testCase.make().evaluate(with: Self.node) == testCase.expected)
            #expect(XCUIShimHarness.failures.isEmpty)
        }

        @Test(arguments: [
            ("label=='a'", "label == 'a'"),
            ("label BEGINSWITH[cd] \"x\"", "label BEGINSWITH[cd] 'x'"),
            ("a_key == 1", ""),
            ("isEnabled == YES && (label == 'a' || label == 'b')", "isEnabled == TRUE AND (label == 'a' OR label == 'b')"),
            ("NOT label == 'it\\'s'", "NOT label == 'it\\'s'"),
            ("elementType =< 3.5", "elementType <= 3.5"),
        ])
        func rendersCanonically(format: String, rendered: String) {
            let predicate = NSPredicate(format: format)
            if rendered.isEmpty {
                #expect(XCUIShimHarness.failures.count == 1)
                #expect(predicate.shimFormat == format)
            } else {
                #expect(predicate.shimFormat == rendered)
            }
        }

        @Test(arguments: ["label ==", "ANY children.label == 'x'", "frame.size.width > 10", "label == %@", "label BETWEEN {1, 2}", "(label == 'a'"])
        func unsupportedFormatsReportAFailureAndEvaluateFalse(format: String) {
            let predicate = NSPredicate(format: format)
            #expect(predicate.evaluate(with: Self.node) == false)
            #expect(XCUIShimHarness.failures.count == 1)
            #expect(XCUIShimHarness.failures.first?.message.hasPrefix("Invalid predicate") == true)
        }

        @Test func compoundAndBlockPredicates() {
            let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [
                NSPredicate(format: "label BEGINSWITH 'Sub'"),
                NSCompoundPredicate(orPredicateWithSubpredicates: [
                    NSPredicate(format: "identifier == 'x'"), NSPredicate(format: "hasFocus == true"),
                ]),
            ])
            #expect(compound.shimFormat == "label BEGINSWITH 'Sub' AND (identifier == 'x' OR hasFocus == TRUE)")
            #expect(compound.evaluate(with: Self.node))
            #expect(NSPredicate(block: { _, _ in true }).shimFormat == "<block>")
        }

        @Test func queriesFilterWithPredicates() {
            installDemoApp()
            let app = XCUIApplication()
            #expect(app.buttons.matching(NSPredicate(format: "label == 'OK'")).count == 2)
            #expect(app.buttons.matching(NSPredicate(format: "label == 'OK' AND isEnabled == false")).count == 1)
            let cellType = XCUIElement.ElementType.cell.rawValue
            #expect(app.descendants(matching: .any).matching(NSPredicate(format: "elementType == %d", cellType)).count == 3)
            #expect(app.cells.element(matching: NSPredicate(format: "identifier ENDSWITH '1'")).label == "Row 1")
            #expect(app.cells.containing(NSPredicate(format: "label CONTAINS 'Item 2'")).element.identifier == "row2")
            #expect(app.staticTexts.matching(NSPredicate(format: "label MATCHES 'Item [0-9]'")).count == 3)
        }

        @Test func elementsAndApplicationsAreEvaluationObjects() {
            installDemoApp()
            let app = XCUIApplication()
            let exists = NSPredicate(format: "exists == true")
            #expect(exists.evaluate(with: app.buttons["login"]))
            #expect(exists.evaluate(with: app.buttons["missing"]) == false)
            #expect(NSPredicate(format: "label == 'Ready'").evaluate(with: app.staticTexts["status"]))
            #expect(NSPredicate(format: "state == 1").evaluate(with: app))
            app.launch()
            #expect(NSPredicate(format: "state == %lu", XCUIApplication.State.runningForeground.rawValue).evaluate(with: app))
            #expect(XCUIShimHarness.failures.isEmpty)
        }
    }
}
#endif
