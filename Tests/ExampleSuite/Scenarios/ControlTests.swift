import BDD
import Contexts
import ElementCore
import XCTest

/// The controls of the Other screen: view, label, button, switch, slider, stepper,
/// segmented control, picker, date picker, page indicator and image.
final class ControlTests: ExampleAppTestCase {
    func test_viewLabelButtonAndImage() {
        Scenario("Seeing static elements and tapping a button") {
            Given(I: open(.otherScreen))
            And(I: see(otherScreen))
            And(I: see(otherScreen.view))
            And(the: value(of: otherScreen.title, is: "Other elements"))
            And(the: value(of: otherScreen.exampleLabel, is: "Example label"))
            And(the: value(of: otherScreen.image, is: "image of random object"))
            And(the: value(of: otherScreen.exampleButton, is: "Example button"))
            When(I: tap(otherScreen.exampleButton))
            And(I: tap(otherScreen.exampleButton))
            Then(the: value(of: otherScreen.tapCountLabel, is: "Tapped 2 times"))
        }
    }

    func test_switch() {
        Scenario("Switching a switch on and off") {
            Given(I: open(.otherScreen))
            And(the: value(of: otherScreen.toggle, is: .off))
            When(I: adjust(otherScreen.toggle, to: .on))
            Then(the: value(of: otherScreen.toggle, is: .on))
            And(the: value(of: otherScreen.switchLabel, is: "Switch is on"))
            When(I: adjust(otherScreen.toggle, to: .off))
            Then(the: value(of: otherScreen.switchLabel, is: "Switch is off"))
        }
        Scenario("Adjusting a switch to the value it already has fails") {
            Given(the: value(of: otherScreen.toggle, is: .off))
            Then(the: adjustingFails(otherScreen.toggle, to: .off))
            And(the: value(of: otherScreen.switchLabel, is: "Switch is off"))
        }
    }

    func test_slider() {
        Scenario("Sliding a slider") {
            Given(I: open(.otherScreen))
            And(the: value(of: otherScreen.slider, is: 0.5))
            When(I: adjust(otherScreen.slider, to: 0.8))
            Then(the: value(of: otherScreen.slider, is: 0.8))
            And(the: value(of: otherScreen.sliderLabel, is: "Slider value: 0.80"))
            When(I: adjust(otherScreen.slider, to: 0))
            Then(the: value(of: otherScreen.sliderLabel, is: "Slider value: 0.00"))
            And(the: adjustingFails(otherScreen.slider, to: 0))
        }
    }

    func test_stepper() {
        Scenario("Stepping a stepper up and down") {
            Given(I: open(.otherScreen))
            And(the: value(of: otherScreen.stepperLabel, is: "0"))
            And(the: state(of: otherScreen.stepper.decrementButton, isNot: .enabled))
            When(I: tap(otherScreen.stepper.incrementButton))
            And(I: tap(otherScreen.stepper.incrementButton))
            Then(the: value(of: otherScreen.stepperLabel, is: "2"))
            And(the: state(of: otherScreen.stepper.decrementButton, is: .enabled))
            When(I: tap(otherScreen.stepper.decrementButton))
            And(I: tap(otherScreen.stepper.decrementButton))
            Then(the: value(of: otherScreen.stepperLabel, is: "0"))
            And(the: state(of: otherScreen.stepper.decrementButton, isNot: .enabled))
        }
    }

    func test_segmentedControl() {
        Scenario("Choosing a segment") {
            Given(I: open(.otherScreen))
            And(the: value(of: otherScreen.segmentedLabel, is: "Selected segment: First"))
            And(the: state(of: otherScreen.segmentedControl.button(withID: "First"), is: .selected))
            When(I: tap(otherScreen.segmentedControl.button(withID: "Second")))
            Then(the: value(of: otherScreen.segmentedLabel, is: "Selected segment: Second"))
            And(the: state(of: otherScreen.segmentedControl.button(withID: "Segmented-Second"), is: .selected))
            And(the: state(of: otherScreen.segmentedControl.button(withID: "First"), isNot: .selected))
        }
    }

    func test_pickers() {
        Scenario("Picking a value in a picker") {
            Given(I: open(.otherScreen))
            And(the: value(of: otherScreen.picker.wheel(0), is: "Red"))
            When(I: adjust(otherScreen.picker.wheel(0), to: "Blue"))
            Then(the: value(of: otherScreen.picker.wheel(0), is: "Blue"))
            And(the: value(of: otherScreen.pickerLabel, is: "Picked: Blue"))
        }
        Scenario("Picking a date in a date picker") {
            Given(the: value(of: otherScreen.datePicker.wheel(0), is: "2020-01-01"))
            When(I: adjust(otherScreen.datePicker.wheel(0), to: "2021-06-15"))
            Then(the: value(of: otherScreen.datePicker.wheel(0), is: "2021-06-15"))
            And(the: value(of: otherScreen.datePickerLabel, is: "Date: 2021-06-15"))
        }
    }

    func test_pageIndicator() {
        Scenario("Reading a page indicator") {
            Given(I: open(.otherScreen))
            Then(the: value(of: otherScreen.pageIndicator, is: "page 1 of 3"))
        }
    }
}
