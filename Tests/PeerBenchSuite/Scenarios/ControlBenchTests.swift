import TABTestKit

/// The Other screen's controls: a button, a switch, a stepper, a segmented control and a
/// picker.
final class ControlBenchTests: PeerBenchTestCase {
    func test_buttonTaps() {
        Scenario("Tapping a button twice") {
            Given(I: open(deepLink: "/deeplink/other"))
            And(I: see(otherScreen))
            When(I: tap(otherScreen.exampleButton))
            And(I: tap(otherScreen.exampleButton))
            Then(the: value(of: otherScreen.tapCountLabel, is: "Tapped 2 times"))
        }
    }

    func test_switch() {
        Scenario("Switching a switch on and off") {
            Given(I: open(deepLink: "/deeplink/other"))
            And(the: value(of: otherScreen.switchLabel, is: "Switch is off"))
            When(I: adjust(otherScreen.toggle, to: .on))
            Then(the: value(of: otherScreen.switchLabel, is: "Switch is on"))
            When(I: adjust(otherScreen.toggle, to: .off))
            Then(the: value(of: otherScreen.switchLabel, is: "Switch is off"))
        }
    }

    func test_stepper() {
        Scenario("Stepping a stepper up and down") {
            Given(I: open(deepLink: "/deeplink/other"))
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
            Given(I: open(deepLink: "/deeplink/other"))
            And(the: value(of: otherScreen.segmentedLabel, is: "Selected segment: First"))
            When(I: tap(otherScreen.segmentedControl.button(withID: "Segmented-Second")))
            Then(the: state(of: otherScreen.segmentedControl.button(withID: "Segmented-Second"), is: .selected))
            And(the: value(of: otherScreen.segmentedLabel, is: "Selected segment: Second"))
        }
    }

    func test_picker() {
        Scenario("Picking a value") {
            Given(I: open(deepLink: "/deeplink/other"))
            And(the: value(of: otherScreen.pickerLabel, is: "Picked: Red"))
            When(I: adjust(otherScreen.picker.wheel(0), to: "Blue"))
            Then(the: value(of: otherScreen.pickerLabel, is: "Picked: Blue"))
        }
    }
}
