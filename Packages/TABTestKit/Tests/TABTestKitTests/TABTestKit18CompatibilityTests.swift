// TABTestKit 1.8's public API, written the way its README and its example suite write it: the
// example's screens and classes (only renamed to stay apart from this target's fixtures), and
// every other public member of 1.8. The example suite's steps run on an in-memory model of the
// example app (ExampleAppFixture.swift); what needs Springboard, Settings, a URL handler or XCUI
// itself is type-checked only (`typeCheckedOnly()`, never called), here through XCUIShim.
import TABTestKit
#if !canImport(Darwin)
import XCUIShim
#endif

// MARK: The example suite's screens, as 1.8 wrote them

let biometricLoginScreen18 = BiometricLoginScreen18()

struct BiometricLoginScreen18: Screen {
    let trait = Header(id: "Welcome")
    let logInLabel = Label(id: "Please log in with biometrics")
    let logInButton = Button(id: "Log in")
    let faceIDPermissionAlert: Alert = .faceIDPermission18
    let biometricsFailedAlert: Alert = .biometricsFailed18
}

extension BiometricLoginScreen18: Completable {
    func complete() {
        Biometrics.enrolled()
        logInButton.tap()
        if faceIDPermissionAlert.determine(.exists, timeout: 1) {
            faceIDPermissionAlert.actionButton(withID: "OK").tap()
        }
        Biometrics.successfulAuthentication()
    }
}

extension Alert {
    static let faceIDPermission18 = Alert(id: "Do you want to allow “TABTestKit_Example” to use Face ID?", parent: springboard,
                                          dismissButtonID: "Don’t Allow")
    static let biometricsFailed18 = Alert(id: "Login failed", dismissButtonID: "OK")
}

struct CollectionViewScreen18: ScrollableScreen {
    let trait = CollectionView()
    let header = Header(id: "Collection")
    lazy var firstCell = trait.cell(matchingID: "CollectionCell 0")
}

extension CollectionViewScreen18: Refreshable, InteractionContext {
    func refresh() {
        scroll(trait, .upwards, until: trait.cell(matchingID: "CollectionCell 0"), is: .visible)
        trait.scroll(.upwards)
    }
}

let otherElementsScreen18 = OtherElementsScreen18()

struct OtherElementsScreen18: Screen {
    let trait = Header(id: "Other elements")
    let scrollView = ScrollView(id: "MyScrollView")
    let label = Label(id: "Example label")
    let button = Button(id: "Example button")
    let alertButton = Button(id: "Alert button")
    let segmentedControl = SegmentedControl(parent: View(id: "ExampleSegmentedControl"))
    let textField = TextField(id: "ExampleTextField")
    let secureTextField = SecureTextField(id: "ExampleSecureTextField")
    let slider = Slider(id: "ExampleSlider")
    let toggle = Switch(id: "ExampleSwitch")
    let stepper = Stepper(id: "ExampleStepper")
    let pageIndicator = PageIndicator(id: "ExamplePageControl")
    let image = Image(id: "ExampleImage")
    let picker = Picker(id: "ExamplePicker")
    let timePicker = DatePicker(id: "ExampleTimePicker")
    let shareSheet = ActivitySheet()
    let alert = Alert(id: "Alert title", message: "Alert message", dismissButtonID: "Dismiss")
}

extension OtherElementsScreen18: Scrollable {
    func scroll(_ direction: ElementAttributes.Direction) { scrollView.scroll(direction) }
}

let tabBarScreen18 = TabBarScreen18()

struct TabBarScreen18: Screen {
    var trait: TabBar { tabBar }
    let tabBar = TabBar()
    var tableTabBarButton: Button { tabBar.button(withID: "Table") }
    var otherTabBarButton: Button { tabBar.button(withID: "Other") }
}

let tableScreen18 = TableScreen18()

struct TableScreen18: Screen {
    let trait = Header(id: "Table")
    let table = Table()
    var section0Header: Header { table.header(withID: "SECTION NUMERO 0") }
    var lastCell: Cell { table.cell(index: table.numberOfCells() - 1) }
}

extension TableScreen18: Scrollable, Refreshable, InteractionContext {
    func scroll(_ direction: ElementAttributes.Direction) { table.scroll(direction) }
    func refresh() { scroll(table, .upwards, until: section0Header, is: .visible) }
}

let tableSelectionScreen18 = TableSelectionScreen18()

struct TableSelectionScreen18: Screen {
    let trait = View(id: "TableSelection")
    let navBar = NavBar()
    let backButton = Button(id: "Table")
}

struct PageScreen18: Screen {
    var trait: View { view }
    let view = View(id: "PageView")
    var scrollView: ScrollView { ScrollView(parent: view) }
    var pageIndicator: PageIndicator { PageIndicator(parent: view) }
}

/// A custom element written for 1.8: its type is XCUI's (TABTestKit's own type, here and on
/// Apple platforms alike).
struct Banner18: Element, Tappable {
    let id: String? = "Banner"
    let type: XCUIElement.ElementType = .other
    let parent: Element = App.shared
}

// MARK: The example suite, run in memory

/// A TABTestCase that also adopts contexts DefaultContexts lacks, as the 1.8 example classes do
/// (which failed with "redundant conformance" before).
final class TABTestKit18CompatibilityTests: TABTestCase, SystemPreferencesContext, TabBarContext {
    override func makeEngine() throws -> any Engine {
        InMemoryEngine(app: tabTestKitExampleApp(), otherApps: [SystemBundleIdentifier.safari: InMemoryApp { InMemoryNode(.textField, id: "URL") }])
    }

    override func preLaunchSetup(_ launch: @escaping () -> Void) {
        App.shared.launchEnvironment["TZ"] = "UTC"
        launch()
    }

    override func preTerminationTearDown(_ terminate: @escaping () -> Void) {
        terminate()
    }

    func test_theExampleSuitesStepsPass() {
        let defaults: any DefaultContexts = self
        XCTAssertTrue(defaults is any TabBarContext, "the class adds its own contexts to DefaultContexts")
        let scenarios = [
            Scenario("Logging in with biometrics and landing on the table screen") {
                Given(I: see(biometricLoginScreen18))
                And(deviceBiometricsAreEnabled)
                When(I: complete(biometricLoginScreen18))
                Then(I: see(tableScreen18))
                And(the: numberOfTabs(in: tabBarScreen18.tabBar, is: 4))
                And(I: doNotSee(biometricLoginScreen18))
            },
            Scenario("Tapping on a cell and going back") {
                Given(I: see(tableScreen18.section0Header))
                When(I: tap(tableScreen18.table.cell(index: 0)))
                Then(I: see(tableSelectionScreen18))
                And(the: value(of: tableSelectionScreen18.navBar.header, is: "Row 0 section 0"))
                And(the: label(of: tableSelectionScreen18.navBar.header, is: "Row 0 section 0"))
                And(I: tap(tableSelectionScreen18.backButton))
                And(I: refresh(tableScreen18))
            },
            Scenario("Other elements") {
                Given(I: tap(tabBarScreen18.otherTabBarButton))
                Then(I: see(otherElementsScreen18))
                And(the: label(of: otherElementsScreen18.trait, is: "Other elements"))
                And(I: see(otherElementsScreen18.label))
                When(I: tap(otherElementsScreen18.button))
                Then(I: see(otherElementsScreen18.shareSheet))
                When(I: dismiss(otherElementsScreen18.shareSheet))
                Then(I: doNotSee(otherElementsScreen18.shareSheet))
                Given(I: tap(otherElementsScreen18.alertButton))
                Then(I: see(otherElementsScreen18.alert))
                And(the: message(in: otherElementsScreen18.alert, is: "Alert message"))
                When(I: tap(otherElementsScreen18.alert.dismissButton))
                Then(I: doNotSee(otherElementsScreen18.alert))
                When(I: tap(otherElementsScreen18.segmentedControl.button(withID: "Second")))
                Then(the: state(of: otherElementsScreen18.segmentedControl.button(withID: "Second"), is: .selected))
            },
            Scenario("Typing, adjusting and reading values") {
                Given(the: state(of: otherElementsScreen18.textField, isNot: .hasKeyboardFocus))
                When(I: tap(otherElementsScreen18.textField))
                Then(the: state(of: otherElementsScreen18.textField, is: .hasKeyboardFocus))
                And(I: type("Hello world", into: otherElementsScreen18.textField))
                And(the: value(of: otherElementsScreen18.textField, is: "Hello world"))
                And(I: delete(6, charactersFrom: otherElementsScreen18.textField))
                And(the: value(of: otherElementsScreen18.textField, is: "Hello"))
                And(I: type("Password!", into: otherElementsScreen18.secureTextField))
                And(the: value(of: otherElementsScreen18.secureTextField, is: "•••••••••"))
                When(I: adjust(otherElementsScreen18.slider, to: 1))
                Then(I: adjust(otherElementsScreen18.slider, to: 0))
                And(the: value(of: otherElementsScreen18.toggle, is: .on))
                When(I: adjust(otherElementsScreen18.toggle, to: .off))
                Then(the: value(of: otherElementsScreen18.toggle, is: .off))
                And(the: state(of: otherElementsScreen18.stepper.decrementButton, isNot: .enabled))
                When(I: tap(otherElementsScreen18.stepper.incrementButton))
                Then(the: state(of: otherElementsScreen18.stepper.decrementButton, is: .enabled))
                And(the: value(of: otherElementsScreen18.pageIndicator, is: "page 1 of 3"))
                And(I: scroll(otherElementsScreen18, .downwards, until: otherElementsScreen18.picker, is: .visible))
                And(the: value(of: otherElementsScreen18.image, is: "Ottoman"))
                And(the: value(of: otherElementsScreen18.picker.wheel(0), is: "Hello"))
                When(I: adjust(otherElementsScreen18.picker.wheel(0), to: "World"))
                Then(the: value(of: Picker.Wheel(index: 0, picker: otherElementsScreen18.picker), is: "World"))
            },
            Scenario("The app's lifecycle") {
                Given(I: backgroundTheApp)
                When(I: foregroundTheApp)
                Then(I: waitForApp(toBe: .runningForeground))
                When(I: relaunchTheApp)
                Then(I: goBackToTABTestKitExampleApp)
                And(I: see(biometricLoginScreen18))
                When(I: terminateTheApp)
                Then(I: launchTheApp(clean: false))
                And(I: openSafari)
                And(successfullyAuthenticateBiometrics)
                And(I: deviceBiometricsAreDisabled)
            },
        ]
        for scenario in scenarios {
            XCTAssertEqual(scenario.outcome, .passed, "\(scenario.description): \(scenario.steps.map(\.outcome))")
        }
        XCTAssertEqual(App.shared.name, "TABTestKit_Example")
    }

    func test_stepsAndScenariosAreKnownWhileTheyRun() {
        Scenario("Knowing where we are") {
            Given {
                XCTAssertEqual(Scenario.current?.description, "Knowing where we are")
                XCTAssertEqual(Step.current?.line, #line - 2)
                XCTAssertEqual("\(Step.current?.function ?? "")", "test_stepsAndScenariosAreKnownWhileTheyRun()")
                XCTAssertTrue("\(Step.current?.file ?? "")".hasSuffix("TABTestKit18CompatibilityTests.swift"))
            }
            When(the: see(biometricLoginScreen18.logInLabel))
            Then(I: { XCTAssertNotNil(Step.current) })
        }
        XCTAssertNil(Step.current)
        XCTAssertNil(Scenario.current)
    }

    func test_elementsKeepTheirShapes() {
        let alert = Alert(id: "Error", message: "Oops", parent: App.shared, dismissButtonID: "OK")
        XCTAssertEqual(alert.dismissButton.id, "OK")
        XCTAssertEqual(alert.message, "Oops")
        XCTAssertEqual(alert.type, .alert)
        XCTAssertEqual(Sheet(id: "Options", parent: App.shared, dismissButtonID: "Cancel").dismissButton.id, "Cancel")
        XCTAssertEqual(ActivitySheet(parent: App.shared).cancelButton.id, "Close")
        XCTAssertEqual(keyboard.key("return", isActuallyButton: true).type, .button)
        XCTAssertEqual(Keyboard.Key(id: "a", parent: keyboard).type, .key)
        XCTAssertEqual([keyboard.decimal, keyboard.a, keyboard.moreNumbers, keyboard.moreLetters, keyboard.phonePadShift, keyboard.space,
                        keyboard.at, keyboard.hash, keyboard.zero, keyboard.dotCom, keyboard.forwardSlash, keyboard.exclamation].count, 12)
        XCTAssertEqual(keyboard.predictionBar.id, "Typing Predictions")
        XCTAssertEqual(Keyboard.KeyboardType.allCases.count, 9)
        XCTAssertEqual(Switch.State(rawValue: 1), .on)
        XCTAssertEqual(Banner18().type, .other)
        XCTAssertEqual(Icon.testRunner.parent.type, .application)
        XCTAssertEqual(Cell(id: nil, index: 1, parent: Table()).index, 1)
        XCTAssertEqual(DatePicker.Wheel(index: 2, picker: DatePicker(id: "Date")).index, 2)
        let direction: ElementAttributes.Direction = .from(CGVector(dx: 0.95, dy: 0.8), to: .topThird)
        XCTAssertEqual(direction, .from(ElementAttributes.Direction.NormalizedCoordinate(dx: 0.95, dy: 0.8), to: .topThird))
        XCTAssertEqual(CGVector.middle.offset(dx: 0, dy: -0.01), CGVector(dx: 0.5, dy: 0.49))
        let points: [CGVector] = [.middle, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
                                  .topThird, .leftThird, .bottomThird, .rightThird]
        XCTAssertEqual(points.count, 13)
        let states: [ElementAttributes.State] = [.exists, .hittable, .visible, .visibleIn(Table()), .selected, .enabled, .hasKeyboardFocus]
        XCTAssertEqual(states.count, 7)
        XCTAssertEqual([systemPreferencesRootScreen.table.type, systemPreferencesGeneralScreen.table.type,
                        systemPreferencesResetScreen.table.type], [.table, .table, .table])
        XCTAssertEqual(Safari().id, nil)
        XCTAssertEqual(SystemPreferences().type, .application)
        XCTAssertEqual(WebView(id: "Web").type, .webView)
        XCTAssertEqual(TextView(id: "Notes").type, .textView)
        XCTAssertEqual(CollectionViewScreen18().header.id, "Collection")
    }

    /// Compiled, never called: members that need Springboard, Settings, a URL handler or XCUI
    /// itself (through XCUIShim off Apple platforms).
    @MainActor
    func typeCheckedOnly() {
        resetAllPrivacyPrompts()
        openSystemPreferences()
        terminateSystemPreferences()
        open(URL(fileURLWithPath: "/deep-link"))
        keyboardType(is: .numberPad)
        longPress(otherElementsScreen18.button, duration: 1)
        doubleTap(otherElementsScreen18.button)
        twoFingerTap(otherElementsScreen18.button)
        tap("OK", in: Alert(id: "Error"))
        tap("Delete", in: Sheet(id: "Options"))
        scroll(tableScreen18, .upwards, until: tableScreen18.lastCell, isNot: .visible, maxTries: 3)
        scroll(PageScreen18().scrollView, .right, until: PageScreen18().pageIndicator, valueIs: "page 6 of 6")
        scroll(CollectionViewScreen18(), .from(.middle, to: .top), until: Banner18(), is: .exists, .visibleIn(CollectionView()))
        var collection = CollectionViewScreen18()
        refresh(collection)
        _ = collection.firstCell
        dismiss(Alert.biometricsFailed18, otherElementsScreen18.alert)
        complete(biometricLoginScreen18)
        see(Banner18())
        doNotSee(PageScreen18())
        deviceBiometricsAreDisabled()
        failToAuthenticateBiometrics()
        Biometrics.unenrolled()
        Biometrics.unsuccessfulAuthentication()
        biometricLoginScreen18.await()
        Alert.faceIDPermission18.await()
        Banner18().waitFor(.exists, .hittable, timeout: 5)
        Banner18().waitFor(not: .exists)
        _ = Banner18().determine(not: .visible, timeout: 1) && Banner18().determine(.enabled)
        Banner18().tap()
        Banner18().doubleTap()
        Banner18().twoFingerTap()
        Banner18().longPress(duration: 0.5)
        otherElementsScreen18.textField.type("text")
        otherElementsScreen18.textField.delete(numberOfCharacters: 2)
        _ = otherElementsScreen18.textField.placeholder
        _ = otherElementsScreen18.timePicker.numberOfWheels + otherElementsScreen18.picker.numberOfWheels
        _ = otherElementsScreen18.timePicker.wheel(0).value
        _ = (Banner18().label, Banner18().value, Banner18().frameInScreen, Banner18().topCoordinate, keyboard.topCoordinate)
        _ = Banner18().underlyingXCUIElement.exists
        _ = App.shared.underlyingXCUIElement.exists && App.shared.xcuiApplication.exists
        _ = Header(id: "Title").underlyingXCUIElement.wait(for: true, timeout: 1)
        _ = XCUIApplication().isVisible(in: XCUIApplication()) || XCUIApplication().hasKeyboardFocus
        _ = XCUIDevice.shared.frame
        _ = keyboard.keyboardType
        let bar: Keyboard.PredicationBar = Keyboard(parent: App.shared).predictionBar
        _ = (bar.topCoordinate, Stepper(id: "Stepper", index: 0, parent: App.shared).decrementButton, View(id: "V", index: 1, parent: App.shared))
        _ = (tabBarScreen18.tableTabBarButton, tabBarScreen18.tabBar.numberOfTabs, tableScreen18.table.numberOfCells(matchingID: "Row"))
        _ = (otherElementsScreen18.slider.value, otherElementsScreen18.stepper.incrementButton.value, NavBar().header.value)
        _ = (systemPreferencesRootScreen.generalCell, systemPreferencesGeneralScreen.resetCell, systemPreferencesResetScreen.resetCell)
        _ = systemPreferencesResetScreen.confirmResetSheet.actionButton(withID: "Reset Warnings")
        springboard.activate()
        App.shared.launch(clean: true)
        App.shared.launchArguments.removeAll()
        App.shared.background()
        App.shared.terminate()
        App.shared.activate()
        _ = App.shared.launch()
        guard App.shared.state == .runningForeground else { XCTFatalFail("The app is not running") }
        When(I: Banner18().tap())
        Then(the: state(of: Banner18(), is: .exists))
        And(I: { tap(Banner18()) })
    }
}
