import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 11, missing element types: checkbox, radio button, link, combo box, search field,
/// progress indicator, menu and a number field, found by their web roles in Chromium
/// (`Pages/controls.html`).
@Suite("Element types found by their web roles", .serialized)
struct ElementTypeTests {
    @Test func aCheckBoxReadsAndChangesItsCheckedState() throws {
        try ServedPage.with("controls.html") { _ in
            let agree = CheckBox(id: "I agree")
            #expect(agree.isChecked == false)
            let failures = ServedPage.failures { agree.adjust(to: true) }
            #expect(failures.isEmpty, "\(failures)")
            #expect(agree.value == true)
            let again = ServedPage.failures { agree.adjust(to: true) }
            #expect(again.first?.contains("that is already its value") == true, "adjusting to the same state fails: \(again)")
        }
    }

    @Test func radioButtonsReadWhichIsSelected() throws {
        try ServedPage.with("controls.html") { _ in
            #expect(RadioButton(id: "Small").value == true)
            #expect(RadioButton(id: "Large").value == false)
            let failures = ServedPage.failures { RadioButton(id: "Large").tap() }
            #expect(failures.isEmpty, "\(failures)")
            #expect(RadioButton(id: "Large").value == true)
            #expect(RadioButton(id: "Small").value == false)
        }
    }

    @Test func radiosInAGroupAreRadioButtonsAndTheGroupIsQueryable() throws {
        try ServedPage.with("controls.html") { _ in
            let size = RadioGroup(id: "Size")   // a <fieldset> of radio inputs, named by its legend
            #expect(size.value == "Small")
            let plan = RadioGroup(id: "Plan")   // a role=radiogroup of role=radio spans
            #expect(plan.value == "Free")
            #expect(!SegmentedControl(id: "Plan").exists, "a radio group of radios is no segmented control")
            #expect(ElementOperations.allMatches(of: RadioButton(parent: plan)).map(\.label) == ["Free", "Pro"])
            let failures = ServedPage.failures {
                size.radioButton("Large").tap()
                plan.radioButton("Pro").tap()
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(size.value == "Large")
            #expect(plan.value == "Pro")
            #expect(RadioButton(id: "Pro", parent: plan).value == true)
        }
    }

    @Test func hiddenNodesMatchOnlyWhenAskedFor() throws {
        try ServedPage.with("controls.html") { engine throws in
            let chores = Cell(parent: Table(id: "Chores")).query.allMatches
            #expect(try engine.matches(chores).map(\.label) == ["Dishes"])
            let all = try engine.matchesIncludingHidden(chores)
            #expect(all.map(\.label) == ["Dishes", "Laundry", "Ironing", "Dusting"])
            #expect(all.map(\.isVisible) == [true, false, false, true], "aria-hidden is out of the tree, yet drawn")
            #expect(try engine.matchesIncludingHidden(Cell(id: "Ironing").query).count == 1, "by the name it would have")
            #expect(!Cell(id: "Ironing").exists, "resolution never matches hidden nodes")
        }
    }

    @Test func aLinkNavigates() throws {
        try ServedPage.with("controls.html") { _ in
            #expect(Link(id: "Next page").value == "Next page")
            let failures = ServedPage.failures { Link(id: "Next page").tap() }
            #expect(failures.isEmpty, "\(failures)")
            #expect(Header(id: "Page 2").waitFor(.exists))
        }
    }

    @Test func comboBoxSearchFieldAndNumberFieldAreEditable() throws {
        try ServedPage.with("controls.html") { _ in
            let failures = ServedPage.failures {
                ComboBox(id: "Fruit").type("Banana")
                SearchField(id: "Search").type("shoes")
                Stepper(id: "Quantity").fill(with: "42")
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(ComboBox(id: "Fruit").value == "Banana")
            #expect(SearchField(id: "Search").value == "shoes")
            #expect(SearchField(id: "Search").placeholder == "Find…")
            #expect(Stepper(id: "Quantity").value == "42")
        }
    }

    @Test func progressAndMenuItems() throws {
        try ServedPage.with("controls.html") { _ in
            #expect(ProgressIndicator(id: "Upload").value == 0.3)
            let actions = Menu(id: "Actions")
            #expect(actions.item("Paste").value == "Paste")
            #expect(ElementOperations.allMatches(of: MenuItem(parent: actions)).map(\.label) == ["Copy", "Paste"])
        }
    }
}
