import ElementCore
import Foundation
import InProcessEngine
import Testing

/// Every interaction of the seed's API, and the rule that interactions with disabled
/// elements are ignored.
@MainActor
@Suite struct SeedInteractionTests {
    @Test func tapButtonSendsTheTargetActions() throws {
        let controller = RootViewController()
        let app = MemoryApp(controller: controller)
        try app.tapButton(title: "Button title")
        #expect(controller.statusLabel.text == "Changed label text")
        #expect(try app.label("Changed label text") === controller.statusLabel)
    }

    @Test func tapButtonIgnoresADisabledButton() throws {
        let controller = RootViewController()
        let app = MemoryApp(controller: controller, failureBehavior: .doNothing)
        try app.tapButton(title: "Disabled button title")
        #expect(controller.statusLabel.text == "Label text")
        #expect(try app.button(title: "Disabled button title")?.tap() == false)
    }

    @Test func aButtonsPrimaryActionRunsOnceWithItsTouchUpInsideActions() throws {
        let controller = InMemoryViewController()
        let button = InMemoryButton(title: "Save", frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var events: [String] = []
        button.addAction(for: .touchUpInside) { _ in events.append("touchUpInside") }
        button.addAction(for: .primaryActionTriggered) { _ in events.append("primaryActionTriggered") }
        controller.view.addSubview(button)
        try MemoryApp(controller: controller).tapButton(title: "Save")
        #expect(events == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func toggleFlipsTheSwitchAndSendsValueChanged() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        #expect(try app.label("Disabled") === form.switchLabel)
        #expect(try app.switch("A switch")?.toggle() == true)
        #expect(form.aSwitch.isOn)
        #expect(try app.label("Enabled") === form.switchLabel)
        try app.switch("A switch")?.toggle()
        #expect(!form.aSwitch.isOn)
    }

    @Test func disabledControlsIgnoreEveryInteraction() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        #expect(try app.switch("A disabled switch")?.toggle() == false)
        #expect(try app.switch("A disabled switch")?.isOn == false)
        #expect(try app.stepper("A disabled stepper")?.increment() == false)
        #expect(try app.stepper("A disabled stepper")?.decrement() == false)
        #expect(try app.stepper("A disabled stepper")?.value == 0)
        #expect(try app.slider("A disabled slider")?.set(value: 0.5) == false)
        #expect(try app.slider("A disabled slider")?.value == 0)
        #expect(try app.textField("Disabled text field placeholder")?.type(text: "Some typed text.") == false)
        #expect(try app.textField("Disabled text field placeholder")?.text == "")
        #expect(form.switchLabel.text == "Disabled")
    }

    @Test func stepperStepsWithinItsLimits() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        let stepper = try #require(try app.stepper("A stepper"))
        #expect(stepper.increment())
        #expect(form.stepperLabel.text == "3.0")
        #expect(stepper.increment() == false)
        #expect(stepper.value == 3)
        #expect(stepper.decrement())
        #expect(stepper.decrement())
        #expect(form.stepperLabel.text == "1.0")
        stepper.wraps = true
        stepper.value = 3
        #expect(stepper.increment())
        #expect(stepper.value == 0)
        #expect(stepper.decrement())
        #expect(stepper.value == 3)
    }

    @Test func sliderSetsTheValueWithinItsRange() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        #expect(try app.slider("A slider")?.set(value: 30) == true)
        #expect(form.sliderLabel.text == "30.0")
        try app.slider("A slider")?.set(value: 250)
        #expect(form.slider.value == 100)
        #expect(form.sliderLabel.text == "100.0")
    }

    @Test func typeTextGoesThroughTheDelegateOneCharacterAtATime() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        let textField = try #require(try app.textField("Text field placeholder"))
        #expect(textField.type(text: "Some typed text."))
        #expect(textField.text == "Some typed text.")
        #expect(textField.isEditing)
        #expect(try app.label("Some typed text.") === form.textLabel)
        #expect(form.delegateCalls.prefix(3) == ["0,0:S", "1,0:o", "2,0:m"])
        form.refusedCharacters = ["1", "2"]
        textField.type(text: " 1a2b")
        #expect(textField.text == "Some typed text. ab")
    }

    @Test func typingStopsWhenTheDelegateRefusesToBeginEditing() throws {
        final class Refusing: InMemoryTextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: InMemoryTextField) -> Bool { false }
        }
        let form = FormViewController()
        let app = MemoryApp(controller: form)
        let refusing = Refusing()
        form.textField.delegate = refusing
        #expect(try app.textField("Text field placeholder")?.type(text: "abc") == false)
        #expect(form.textField.text == "")
    }

    @Test func cellTapSelectsThroughTheIndexPathAndTheDelegate() throws {
        let table = TableViewController()
        let navigation = InMemoryNavigationController(rootViewController: table)
        let app = MemoryApp(controller: navigation)
        #expect(try app.cell(containingText: "Row 3")?.tap() == true)
        #expect(table.selections == [IndexPath(row: 2, section: 0)])
        #expect(table.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(try app.label("You selected row 3") != nil)
    }

    @Test func cellTapIsRefusedByTheDelegatesWillSelect() throws {
        let table = TableViewController()
        table.refusedRows = [2]
        let app = MemoryApp(controller: table)
        #expect(try app.cell(containingText: "Row 2")?.tap() == false)
        #expect(table.selections.isEmpty)
        table.table.allowsSelection = false
        #expect(try app.cell(containingText: "Row 1")?.tap() == false)
    }

    @Test func collectionCellTapSelectsThroughTheDelegate() throws {
        let grid = CollectionViewController()
        grid.refusedItems = [5]
        let app = MemoryApp(controller: grid)
        #expect(try app.collectionCell(containingText: "Item 4")?.tap() == true)
        #expect(try app.collectionCell(containingText: "Item 5")?.tap() == false)
        #expect(grid.selections == [IndexPath(item: 3, section: 0)])
    }

    @Test func swipesScrollAndPage() throws {
        let controller = ScrollingViewController()
        let app = MemoryApp(controller: controller, failureBehavior: .doNothing)
        let content = try #require(try app.scrollView("Content"))
        for _ in 0..<10 { content.swipeUp() }
        #expect(content.contentOffset.y == 1600)
        #expect(content.swipeUp() == false)
        #expect(try app.label("Bottom") != nil)
        let pages = try #require(try app.scrollView("Pages"))
        #expect(pages.swipeLeft())
        #expect(pages.contentOffset.x == 300)
        #expect(controller.pageLabel.text == "page 2 of 3")
        pages.swipeLeft()
        #expect(pages.swipeLeft() == false)
        #expect(controller.pageLabel.text == "page 3 of 3")
        pages.swipeRight()
        #expect(controller.pageLabel.text == "page 2 of 3")
        #expect(content.swipeDown())
    }

    @Test func scrollingASwipeIntoAScrolledTableLoadsTheRowsThatComeIntoView() throws {
        let app = MemoryApp(controller: TableViewController(), failureBehavior: .doNothing)
        #expect(try app.cell(containingText: "Row 30") == nil)
        let table = try #require(app.tableView)
        for _ in 0..<5 { table.swipeUp() }
        #expect(try app.cell(containingText: "Row 30") != nil)
        #expect(try app.cell(containingText: "Row 1") == nil)
    }
}
