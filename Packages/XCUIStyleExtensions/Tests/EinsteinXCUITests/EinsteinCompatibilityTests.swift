// Einstein's UITest API (its Class/UITest folder and its app-side identifier helpers), written
// the way Einstein's README and demo tests write it. Three parts: the predicates; the helpers on
// TABTestKit's engine types (what `"id".element` is where XCUI is not the engine), run on the
// in-memory engine; and the same helpers on XCUI's own types (what they are on Apple platforms),
// run here on XCUIShim.
import EinsteinXCUI
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing
import XCTest

/// Identifiers shared by an app and its UI tests, as Einstein's README declares them.
struct DemoAccessID {
    enum Tabs: String, PrettyRawRepresentable { case first, second }
    enum Controls: String, PrettyRawRepresentable { case button, buttonLabel, segment, segmentLabel, slider, sliderLabel, `switch`, field }
    enum Plain: String { case title = "DemoTitle" }
}

/// A value Einstein's predicates can check, as its demo's predicate tests use one.
final class PredicateItem: PredicateBaseExtensionProtocol {
    typealias T = PredicateItem
    var exists = true
    var isEnabled = true
    var isHittable = true
    var isSelected = true
    var label = ""
    var identifier = ""
    var elementType: ElementType = .button
}

// MARK: Predicates

@Suite("Einstein: EasyPredicate")
struct EinsteinPredicateTests {
    let cases: [EasyPredicate] = [
        .exists(false), .isEnabled(false), .isHittable(false), .isSelected(false), .label(.equals, "DanielYang"),
        .label(.notEqual, ""), .label(.beginsWith, "Daniel"), .label(.endsWith, "Yang"), .label(.contains, "lY"),
        .label(.other("!="), ""), .identifier("xcodeyang"), .type(.window),
    ]

    func items() -> (PredicateItem, PredicateItem) {
        let other = PredicateItem()
        (other.exists, other.isEnabled, other.isHittable, other.isSelected) = (false, false, false, false)
        (other.label, other.identifier, other.elementType) = ("DanielYang", "xcodeyang", .window)
        return (PredicateItem(), other)
    }

    @Test func everyCasePicksTheSameItemAloneInAGroupAndNegated() throws {
        let (plain, named) = items()
        let array = [plain, named] as NSArray
        for predicate in cases {
            let alone = try #require(array.filtered(using: predicate.toPredicate) as? [PredicateItem], "\(predicate.regularString)")
            #expect(alone.count == 1 && alone.first === named, "\(predicate.rawValue.rawValue)")
            let grouped = array.filtered(using: [predicate].toPredicate(.and)) as? [PredicateItem]
            #expect(grouped?.first === named)
            let negated = array.filtered(using: [predicate].toPredicate(.not)) as? [PredicateItem]
            #expect(negated?.count == 1 && negated?.first === plain, "\(predicate.regularString)")
        }
    }

    @Test func mergingFollowsEinsteinsLogic() {
        let (plain, named) = items()
        let array = [plain, named] as NSArray
        let (pet, pef, pit) = (EasyPredicate.exists(true), EasyPredicate.exists(false), EasyPredicate.isSelected(true))
        #expect(array.filtered(using: [pet, pef].merged().toPredicate).isEmpty)
        #expect(array.filtered(using: pet.and(pef).toPredicate).isEmpty)
        #expect(array.filtered(using: [pet, pef].merged(withLogic: .or).toPredicate).count == 2)
        #expect(array.filtered(using: pet.or(pef).toPredicate).count == 2)
        #expect((array.filtered(using: [pet, pit].merged(withLogic: .not).toPredicate) as? [PredicateItem])?.first === named)
        #expect((array.filtered(using: pet.not.and(pit.not).toPredicate) as? [PredicateItem])?.first === named)
        let logic: NSCompoundPredicate.LogicalType = .or
        #expect(array.filtered(using: [pet, pef].toPredicate(logic)).count == 2)
    }

    @Test func predicatesAreRawRepresentable() throws {
        for predicate in cases where predicate != .label(.other("!="), "") {
            #expect(EasyPredicate(rawValue: predicate.rawValue) == predicate)
        }
        #expect(EasyPredicate.label(.beginsWith, "abc").regularString == "label BEGINSWITH \"abc\"")
        #expect(PredicateRawValue.bool(key: .exists, comparison: .equals, value: true).rawValue == "exists == true")
        #expect(PredicateRawValue.string(key: .identifier, comparison: .contains, value: "x").rawValue == "identifier CONTAINS \"x\"")
        #expect(PredicateRawValue.type(value: .button).rawValue == "\(PredicateKey.type.elementType.rawValue) == 9")
        #expect(PredicateRawValue(rawValue: "label != ''") == .custom(regular: "label != ''"))
        #expect(EasyPredicate(rawValue: .custom(regular: "exists == true")) == .other("exists == true"))
        #expect([PredicateKey.bool.exists, .isEnabled, .isHittable, .isSelected].count == 4)
        #expect(PredicateKey.string.label.rawValue == "label" && PredicateKey.string.identifier.rawValue == "identifier")
        let comparisons: [Comparison] = [.equals, .notEqual, .beginsWith, .contains, .endsWith, .like, .matches, .other("BEGINSWITH[c]")]
        #expect(comparisons.map(\.rawValue) == ["==", "!=", "BEGINSWITH", "CONTAINS", "ENDSWITH", "LIKE", "MATCHES", "BEGINSWITH[c]"])
        #expect(Comparison(rawValue: "=") == .equals && Comparison.other("!=") == .notEqual)
        #expect(Comparison(rawValue: "IN").rawValue == "IN")
        #expect(throws: (any Error).self) { try EasyPredicate.label(.other("IN"), "x").evaluate(ElementSnapshot(type: .button)) }
        #expect(EasyPredicate.exists(true) == EasyPredicate.exists(true))
    }

    @Test func waitUntilAndAssertBreakOnOwnTypes() {
        let (plain, named) = items()
        #expect(plain.waitUntil(predicates: [.exists(true)], logic: .and, timeout: 0.1, handler: { false }).result == .timedOut)
        let tuple = named.waitUntil(predicates: [.exists(false), .type(.window)])
        #expect(tuple.result == .completed && tuple.element === named)
        #expect(named.waitUntil(predicates: [.exists(true), .exists(false)], logic: .or, timeout: 1, handler: nil).result == .completed)
        #expect(named.waitUntil(predicates: [.exists(false)], logic: .not, timeout: 0.1, handler: { true }).result == .timedOut)
        #expect(named.assertBreak(predicates: [.label(.equals, "DanielYang")], logic: .and) === named)
        let failures = Failures.capture { #expect(plain.assertBreak(predicates: [.label(.equals, "x")]) == nil) }
        #expect(failures.count == 1)
        let cause = failures.first?.cause as? XCUIStyleFailure
        #expect(cause?.kind == .mismatch && cause?.expected == #"label == "x""#)
    }
}

// MARK: Helpers on the engine's types (in memory)

/// The demo's first screen: tabs, controls whose labels report what happened, a text field.
func einsteinDemoApp() -> InMemoryApp {
    InMemoryApp(name: "Demo") {
        InMemoryNode(.button, id: "DemoAccessID_Tabs_first", label: "First")
        InMemoryNode(.button, id: "DemoAccessID_Tabs_second", label: "Second").onTap { ui in ui.remove("DemoAccessID_Controls_button") }
        InMemoryNode(.staticText, id: "DemoTitle", label: "Demo")
        InMemoryNode(.button, id: "DemoAccessID_Controls_button", label: "Tap me").onTap { ui in
            ui.setLabel("clicked", of: "DemoAccessID_Controls_buttonLabel")
        }
        InMemoryNode(.staticText, id: "DemoAccessID_Controls_buttonLabel", label: "not clicked")
        InMemoryNode(.segmentedControl, id: "DemoAccessID_Controls_segment") {
            InMemoryNode(.button, label: "First")
            InMemoryNode(.button, label: "Second").onTap { ui in ui.setLabel("1", of: "DemoAccessID_Controls_segmentLabel") }
        }
        InMemoryNode(.staticText, id: "DemoAccessID_Controls_segmentLabel", label: "0")
        InMemoryNode(.slider, id: "DemoAccessID_Controls_slider", value: "50%")
        InMemoryNode(.staticText, id: "DemoAccessID_Controls_sliderLabel", label: "0.5")
        InMemoryNode(.switch, id: "DemoAccessID_Controls_switch", value: "1")
        InMemoryNode(.textField, id: "DemoAccessID_Controls_field", value: "old")
    }
}

/// An XCTestCase, as Einstein's suites are, whose engine is the in-memory one.
final class EinsteinEngineTests: XCTestCase {
    let driver = InMemoryEngine(app: einsteinDemoApp(), otherApps: [
        SystemBundleIdentifier.springboard: InMemoryApp { InMemoryNode(.icon, label: "Other app") },
    ])

    override func invokeTest() {
        withEngine(driver) { super.invokeTest() }
    }

    func test_theDemoSuiteRuns() {
        typealias Page = DemoAccessID.Controls
        group(text: "Delete app before app launch") { _ in Springboard.deleteAppIfNeed("Not installed") }
        app.launch()
        DemoAccessID.Tabs.first.element.tap()
        Page.button.element.assert(predicate: .exists(true)).tap()
        Page.buttonLabel.element.assert(predicate: .label(.equals, "clicked"))
        Page.segment.element.children(predicate: .label(.equals, "Second")).element.tap()
        Page.segmentLabel.element.assert(predicate: .label(.equals, "1"))
        Page.slider.element.assertBreak(predicate: .isHittable(true))?.press(forDuration: 0.3, thenDragTo: Page.sliderLabel.element)
        Page.switch.element.setSwitch(on: false)
        XCTAssertTrue(Switch(id: Page.switch).value == .off)
        Page.field.element.clearAndType(text: "new")
        XCTAssertTrue(Page.field.element.value == "new")
        Page.field.element.tapAndType(text: "er").hidenKeyboard(inApp: app)
        XCTAssertTrue(Page.field.element.value == "newer")
        DemoAccessID.Tabs.second.element.tap()
        Page.button.element.assert(predicate: .exists(false))
        XCTAssertTrue(driver.actionLog.contains { $0.contains("Second") })
    }

    func test_elementQueryAndIdentifierHelpers() {
        XCTAssertTrue(DemoAccessID.Plain.title.element.waitUntilExists(timeout: 1).result == .completed)
        XCTAssertTrue(DemoAccessID.Plain.title.element.waitUntil(predicate: .label(.equals, "Demo"), timeout: 1, handler: nil).result == .completed)
        XCTAssertTrue("DemoTitle".element.waitUntilExistsAssert(timeout: 1).label == "Demo")
        XCTAssertTrue(DemoAccessID.Controls.button.count == 1 && DemoAccessID.Controls.button[0].label == "Tap me")
        XCTAssertTrue(DemoAccessID.Controls.button.query.count == 1)
        XCTAssertTrue(DemoAccessID.Plain.title.queryFor(identifier: .title).firstMatch.label == "Demo")
        XCTAssertTrue("DemoTitle".query.count == 1)
        let ids: [DemoAccessID.Controls] = [.button, .slider, .switch]
        XCTAssertTrue(ids.elements(predicates: [.isEnabled(true)], logic: .and, timeout: 0).count == 3)
        XCTAssertTrue(ids.anyElement(predicate: .type(.slider))?.elementType == .slider)
        let found = [Button(id: "DemoAccessID_Tabs_first"), Button(id: "Nope")].elements(predicates: [.exists(true)], logic: .and, timeout: 0)
        XCTAssertTrue(found.count == 1 && [Button(id: "Nope")].anyElement(predicate: .exists(true)) == nil)
        let root = Application.underTest
        let buttons = root.descendants(predicates: [.type(.button)])
        XCTAssertTrue(buttons.element(safeIndex: 99) == nil && buttons.element(safeIndex: 0) != nil)
        XCTAssertTrue(buttons.assertEmpty() != nil && root.descendants(predicate: .label(.equals, "Nope")).assertEmpty(empty: true) != nil)
        XCTAssertTrue(buttons.matching(predicates: [.label(.beginsWith, "F")]).count == 2)
        XCTAssertTrue(buttons.matching(predicate: .label(.equals, "Tap me")).element.exists)
        XCTAssertTrue(buttons.element(predicates: [.label(.equals, "Tap me")], logic: .and).exists)
        XCTAssertTrue(buttons.element(predicate: .identifier("DemoAccessID_Tabs_first")).exists && buttons.filter(predicate: .label(.equals, "Second")).count == 2)
        let segments = root.descendants(matching: .segmentedControl)
        XCTAssertTrue(segments.descendants(predicates: [.type(.button)]).count == 2 && segments.descendants(predicate: .label(.equals, "First")).count == 1)
        XCTAssertTrue(root.children(predicates: [.type(.segmentedControl)], logic: .and).containing(predicate: .label(.equals, "Second")).count == 1)
        XCTAssertTrue(root.descendants(matching: .any).containing(predicates: [.label(.equals, "First")]).count == 1)
        XCTAssertTrue(root.childElement(predicate: .label(.equals, "Demo"))?.label == "Demo")
        XCTAssertTrue(DemoAccessID.Controls.button.element.wait(0).tapIfExists(timeout: 0).forceTap(timeout: 1).exists)
        XCTAssertTrue(DemoAccessID.Controls.button.element.assert(predicate: .isEnabled(true), timeout: 1).isEnabled)
        let failures = Failures.capture { XCTAssertTrue(Button(id: "Nope").assertBreak(predicate: .exists(true), timeout: 0) == nil) }
        XCTAssertTrue(failures.count == 1)
    }

    func test_testCaseHelpers() throws {
        killAppAndRelaunch()
        tryLaunch(count: 1)
        tryLaunch(arguments: [DemoAccessID.Plain.title], count: 1, wait: 1)
        XCTAssertTrue(driver.launchHistory.last?.arguments == ["DemoTitle"])
        hideAlertsIfNeeded()
        var screenshots = 0
        group(text: "Screenshot") { activity in
            takeScreenshot(activity: activity, name: "Screen")
            screenshots = activity.attachments.count
        }
        takeScreenshot(groupName: "Group", name: "Screen")
        XCTAssertTrue(screenshots == 1 && !isSimulator())
        let airplane = Failures.capture { setAirplane(true) }
        XCTAssertEqual(airplane.count, 1, "this engine has no Settings app, and says so")
        tryTearDown(wait: 1)
        XCTAssertEqual(try driver.state(of: .underTest), .notRunning)
    }

    func test_identifiersAreSetAppSide() {
        struct FakeView: AccessibilityIdentifiable { var accessibilityIdentifier: String? }
        var view = FakeView()
        view.accessibilityID(DemoAccessID.Tabs.first)
        XCTAssertTrue(view.accessibilityIdentifier == DemoAccessID.Tabs.first.prettyRawValue)
        view <<< DemoAccessID.Plain.title
        XCTAssertTrue(view.accessibilityIdentifier == "DemoTitle")
    }
}

// MARK: Helpers on XCUI's types (what they are on Apple platforms), run on XCUIShim

#if !canImport(Darwin)
import XCUIShim

@Suite("Einstein: XCUIElement helpers, on XCUIShim", .serialized, .shimWorldTurn)
@MainActor
struct EinsteinXCUIShimTests {
    let app: XCUIApplication

    init() {
        XCUIShimHarness.reset()
        XCUIShimHarness.install(label: "Demo") {
            ShimNode(.button, identifier: "DemoAccessID_Controls_button", label: "Tap me", frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            ShimNode(.segmentedControl, identifier: "DemoAccessID_Controls_segment", frame: CGRect(x: 0, y: 50, width: 200, height: 44)) {
                ShimNode(.button, label: "First", frame: CGRect(x: 0, y: 50, width: 100, height: 44))
                ShimNode(.button, label: "Second", frame: CGRect(x: 100, y: 50, width: 100, height: 44))
            }
            ShimNode(.switch, identifier: "DemoAccessID_Controls_switch", value: "1", frame: CGRect(x: 0, y: 100, width: 60, height: 30))
            ShimNode(.textField, identifier: "DemoAccessID_Controls_field", value: "old", frame: CGRect(x: 0, y: 150, width: 200, height: 40),
                     hasFocus: true)
            ShimNode(.button, identifier: "Disabled", label: "Disabled", isEnabled: false, isHittable: false)
        }
        app = XCUIApplication()
        app.launch()
    }

    @Test func waitingAndChecking() {
        let button = app.buttons["DemoAccessID_Controls_button"]
        #expect(button.waitUntil(predicate: .exists(true), timeout: 1).result == .completed)
        #expect(button.waitUntil(predicates: [.exists(true), .label(.equals, "Nope")], logic: .or, timeout: 0, handler: nil).result == .completed)
        #expect(app.buttons["Nope"].waitUntilExists(timeout: 0.2).result == .timedOut)
        #expect(button.waitUntil(predicate: .exists(true), timeout: 0.2, handler: { false }).result == .timedOut)
        #expect(button.waitUntilExistsAssert(timeout: 1).wait(0).label == "Tap me")
        #expect(button.assertBreak(predicate: .isHittable(true)) != nil)
        #expect(button.assertBreak(predicates: [.isEnabled(true), .type(.button)], logic: .and) != nil)
        #expect(button.assert(predicate: .label(.beginsWith, "Tap")).assert(predicate: .isEnabled(true), timeout: 1).exists)
        let failures = Failures.capture {
            #expect(app.buttons["Disabled"].assertBreak(predicate: .isEnabled(true)) == nil)
            app.buttons["Nope"].assert(predicate: .exists(true), timeout: 0)
            #expect(app.buttons.assertEmpty(empty: true) == nil)
        }
        let causes = failures.map { $0.cause as? XCUIStyleFailure }
        #expect(causes.map { $0?.kind } == [.mismatch, .mismatch, .mismatch])
        #expect(causes.first??.expected == "isEnabled == true")
        #expect(causes.last??.expected == "empty")
    }

    @Test func actions() {
        let segment = app.otherElements.element(matching: .segmentedControl, identifier: "DemoAccessID_Controls_segment")
        segment.children(predicate: .label(.equals, "Second")).element.tap()
        #expect(XCUIShimRecorder.shared.calls.contains { $0.hasSuffix(".tap()") })
        let field = app.textFields["DemoAccessID_Controls_field"]
        field.clearAndType(text: "new")
        #expect(field.value as? String == "new")
        field.tapAndType(text: "er", timeout: 1).hidenKeyboard(inApp: app)
        #expect(field.value as? String == "newer")
        let toggle = app.switches["DemoAccessID_Controls_switch"]
        toggle.setSwitch(on: true)
        let tapsBefore = XCUIShimRecorder.shared.calls.filter { $0.hasSuffix(".tap()") }.count
        toggle.setSwitch(on: false, timeout: 1)
        #expect(XCUIShimRecorder.shared.calls.filter { $0.hasSuffix(".tap()") }.count == tapsBefore + 1)
        app.buttons["DemoAccessID_Controls_button"].forceTap(timeout: 1).tapIfExists(timeout: 0)
        app.buttons["Nope"].tapIfExists(timeout: 0)
        let failures = Failures.capture { field.setSwitch(on: true, timeout: 0) }
        let cause = failures.first?.cause as? XCUIStyleFailure
        #expect(failures.count == 1 && cause?.kind == .mismatch && cause?.expected == "a switch")
    }

    @Test func queries() {
        let buttons = app.descendants(predicates: [.type(.button)], logic: .and)
        #expect(buttons.count == 4 && app.descendants(predicate: .label(.equals, "First")).count == 1)
        #expect(app.children(predicates: [.type(.segmentedControl)]).count == 1 && app.children(predicate: .type(.switch)).count == 1)
        #expect(app.childElement(predicate: .label(.equals, "Second"))?.exists == true)
        #expect(app.childElement(predicate: .label(.equals, "Nope")) == nil)
        #expect(buttons.element(safeIndex: 3)?.label == "Disabled" && buttons.element(safeIndex: 4) == nil)
        #expect(buttons.assertEmpty() != nil && buttons.matching(predicates: [.isEnabled(false)]).count == 1)
        #expect(buttons.matching(predicate: .label(.beginsWith, "F")).count == 1 && buttons.filter(predicate: .label(.endsWith, "d")).count == 2)
        #expect(buttons.element(predicates: [.label(.equals, "Tap me")]).exists && buttons.element(predicate: .label(.equals, "First")).exists)
        let segments = app.segmentedControls
        #expect(segments.descendants(predicates: [.type(.button)]).count == 2 && segments.descendants(predicate: .label(.equals, "Second")).count == 1)
        #expect(app.otherElements.containing(predicate: .label(.equals, "Second")).count + app.segmentedControls.containing(predicates: [.label(.equals, "First")]).count == 1)
        let all = buttons.allElementsBoundByIndex
        #expect(all.elements(predicates: [.isEnabled(true)], logic: .and, timeout: 0).count == 3)
        #expect(all.anyElement(predicate: .label(.equals, "Disabled"))?.isEnabled == false)
        // Einstein's `toPredicate` is an `NSPredicate`: checked by the compiler.
        let predicate: NSPredicate = EasyPredicate.exists(true).toPredicate
        withExtendedLifetime(predicate) {}
    }
}
#endif
