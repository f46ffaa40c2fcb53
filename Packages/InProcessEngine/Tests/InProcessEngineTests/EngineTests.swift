import ElementCore
import Foundation
import InProcessEngine
import Testing

/// ElementCore's typed elements, driven in-process: the same Screens run here as on XCUI or
/// in a browser.
@MainActor
@Suite struct DriverTests {
    /// Short waits: the in-process engine changes the screen at once.
    let quick = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3)

    @Test func labelsButtonsAndTheirValuesReadAsOnXCUI() throws {
        let app = MemoryApp(controller: RootViewController())
        withEngine(app.engine) {
            #expect(Label(id: "Label text").value == "Label text")
            #expect(Label(id: "a11y identified label").value == "Identified")
            #expect(Button(id: "a11y identified button").value == "Identified button")
            Button(id: "Button title").tap()
            #expect(Label(id: "Changed label text").determine(.exists, timeout: 0))
            #expect(Label(id: "Hidden label text").determine(not: .exists, timeout: 0))
            #expect(Label(id: "Off screen label text").determine(not: .exists, timeout: 0))
        }
    }

    @Test func tappingADisabledButtonFailsNamingTheReason() throws {
        let controller = RootViewController()
        let app = MemoryApp(controller: controller)
        let failures = ElementConfiguration.with(quick) {
            Failures.capture { withEngine(app.engine) { Button(id: "Disabled button title").tap() } }
        }
        #expect(controller.statusLabel.text == "Label text")
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix(
            "Could not tap Button \"Disabled button title\" within 0.30 s: it is not actionable: it is disabled") == true)
        #expect(withEngine(app.engine) { Button(id: "Disabled button title").determine(.exists, timeout: 0) })
        #expect(withEngine(app.engine) { Button(id: "Disabled button title").determine(not: .enabled, timeout: 0) })
    }

    @Test func controlsAreAdjustedThroughTheirTypedElements() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        withEngine(app.engine) {
            let aSwitch = Switch(id: "A switch")
            #expect(aSwitch.value == .off)
            aSwitch.adjust(to: .on)
            #expect(form.aSwitch.isOn)
            #expect(Label(id: "Enabled").determine(.exists, timeout: 0))
            let slider = Slider(id: "A slider")
            #expect(abs(slider.value - 0.2) < 0.001)
            slider.adjust(to: 0.75)
            #expect(form.slider.value == 75)
            Stepper(id: "A stepper").incrementButton.tap()
            #expect(form.stepper.value == 3)
            #expect(Stepper(id: "A stepper").incrementButton.determine(not: .enabled, timeout: 0))
            Stepper(id: "A stepper").decrementButton.tap()
            #expect(form.stepperLabel.text == "2.0")
        }
    }

    @Test func typingGoesThroughTheDelegateAndSecureTextNeverAppears() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        let driver = app.engine
        withEngine(driver) {
            let field = TextField(id: "Text field placeholder")
            field.type("Hello")
            #expect(field.value == "Hello")
            #expect(field.determine(.hasKeyboardFocus, timeout: 0))
            let password = SecureTextField(id: "PasswordField")
            password.type("hunter2")
            #expect(password.value == "•••••••")
        }
        #expect(form.passwordField.text == "hunter2")
        #expect(form.delegateCalls.count == 5)
        #expect(driver.actionLog.contains("type \"Hello\" textField \"Text field placeholder\""))
        #expect(!driver.actionLog.joined().contains("hunter2"))
    }

    @Test func aCellIsTappedThroughItsLabelAndTheNavigationBarGoesBack() throws {
        let table = TableViewController()
        let app = MemoryApp(controller: InMemoryNavigationController(rootViewController: table))
        withEngine(app.engine) {
            let rows = Table(id: "TableView")
            #expect(rows.numberOfCells() == 10)
            #expect(rows.cell(matchingID: "Row 3").determine(.exists, timeout: 0))
            // A tap on a cell's label reaches the cell, as UIKit's hit-testing would.
            ElementOperations.perform(.tap, on: Label(id: "Row 3", parent: rows.cell(matchingID: "Row-3")),
                                      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            #expect(table.selections == [IndexPath(row: 2, section: 0)])
            #expect(NavBar().header.value == "Row 3")
            #expect(Label(id: "You selected row 3").determine(.exists, timeout: 0))
            NavBar().button(withID: "Back").tap()
            #expect(Label(id: "You selected row 3").determine(not: .exists, timeout: 0))
            #expect(rows.determine(.exists, timeout: 0))
        }
    }

    @Test func scrollingUntilARowIsVisibleLoadsIt() throws {
        let table = TableViewController()
        let app = MemoryApp(controller: table)
        withEngine(app.engine) {
            let rows = Table(id: "TableView")
            let last = rows.cell(matchingID: "Row 30")
            #expect(last.determine(not: .exists, timeout: 0))
            for _ in 0..<20 where !last.determine(.exists, timeout: 0) { rows.scroll(.downwards) }
            last.tap()
        }
        #expect(table.selections == [IndexPath(row: 29, section: 0)])
    }

    @Test func alertsAndTabsAreDrivenThroughTheirButtons() throws {
        let root = RootViewController()
        let form = FormViewController()
        form.title = "Form"
        root.title = "Root"
        let tabs = InMemoryTabBarController()
        tabs.viewControllers = [root, form]
        let app = MemoryApp(controller: tabs)
        withEngine(app.engine) {
            TabBar().button(withID: "Form").tap()
            #expect(tabs.selectedIndex == 1)
            #expect(TabBar().button(withID: "Form").determine(.selected, timeout: 0))
            TabBar().button(withID: "Root").tap()
            Button(id: "Show alert").tap()
            let alert = Alert(id: "Alert title", dismissButtonID: "Dismiss")
            #expect(alert.messageLabel("Alert message.").determine(.exists, timeout: 0))
            #expect(Button(id: "Show alert").determine(not: .exists, timeout: 0))
            alert.dismiss()
        }
        #expect(root.alertResult == "Dismiss")
    }

    @Test func strictMatchingFailsOnSeveralMatches() throws {
        let app = MemoryApp(controller: TableViewController())
        let failures = ElementConfiguration.with(quick) {
            Failures.capture { withEngine(app.engine) { Cell(parent: Table()).tap() } }
        }
        #expect(failures.first?.message.contains("10 elements match Cell and strict matching needs one") == true)
    }

    @Test func gesturesTheEngineCannotDeliverAreUnsupportedNotPretended() throws {
        let controller = InMemoryViewController()
        let card = InMemoryView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.accessibilityIdentifier = "Card"
        card.hasGestureRecognizers = true
        controller.view.addSubview(card)
        let button = InMemoryButton(title: "Save", frame: CGRect(x: 0, y: 300, width: 200, height: 40))
        controller.view.addSubview(button)
        let app = MemoryApp(controller: controller)
        let failures = ElementConfiguration.with(quick) {
            Failures.capture {
                withEngine(app.engine) {
                    ElementOperations.perform(.tap, on: View(id: "Card"), fileID: #fileID, filePath: #filePath, line: #line, column: #column)
                    Button(id: "Save").doubleTap()
                    Button(id: "Save").longPress()
                }
            }
        }
        #expect(failures.count == 3)
        #expect(failures[0].message.contains("gesture recognizers"))
        #expect(failures[1].message.contains("cannot double tap button \"Save\""))
        #expect(failures[2].message.contains("cannot long press"))
    }

    @Test func tappingACoordinateReachesTheViewThere() throws {
        let controller = RootViewController()
        let app = MemoryApp(controller: controller)
        _ = withEngine(app.engine) {
            ElementOperations.perform(.tapCoordinate(.middle), on: Button(id: "Button title"),
                                      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        }
        #expect(controller.statusLabel.text == "Changed label text")
    }
}
