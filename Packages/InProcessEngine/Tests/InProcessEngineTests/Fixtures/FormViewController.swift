import Foundation
import InProcessEngine

/// Every control of the seed's API, enabled and disabled, each echoing its value in a label.
final class FormViewController: InMemoryViewController, InMemoryTextFieldDelegate {
    let switchLabel = InMemoryLabel(text: "Disabled", frame: CGRect(x: 200, y: 100, width: 150, height: 20))
    let stepperLabel = InMemoryLabel(text: "2.0", frame: CGRect(x: 200, y: 140, width: 150, height: 20))
    let sliderLabel = InMemoryLabel(text: "20.0", frame: CGRect(x: 200, y: 180, width: 150, height: 20))
    let textLabel = InMemoryLabel(text: "", frame: CGRect(x: 200, y: 220, width: 150, height: 20))
    let aSwitch = InMemorySwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
    let stepper = InMemoryStepper(frame: CGRect(x: 20, y: 140, width: 94, height: 32))
    let slider = InMemorySlider(frame: CGRect(x: 20, y: 180, width: 150, height: 30))
    let textField = InMemoryTextField(placeholder: "Text field placeholder", frame: CGRect(x: 20, y: 220, width: 150, height: 30))
    let passwordField = InMemoryTextField(placeholder: "Password", frame: CGRect(x: 20, y: 260, width: 150, height: 30))
    /// Characters the text field's delegate refuses.
    var refusedCharacters: Set<Character> = []
    /// What the delegate was asked, in order.
    private(set) var delegateCalls: [String] = []

    override func viewDidLoad() {
        aSwitch.accessibilityLabel = "A switch"
        aSwitch.addAction(for: .valueChanged) { [weak self] control in
            self?.switchLabel.text = (control as? InMemorySwitch)?.isOn == true ? "Enabled" : "Disabled"
        }
        stepper.accessibilityLabel = "A stepper"
        stepper.value = 2
        stepper.maximumValue = 3
        stepper.addAction(for: .valueChanged) { [weak self] control in
            self?.stepperLabel.text = "\((control as? InMemoryStepper)?.value ?? -1)"
        }
        slider.accessibilityIdentifier = "A slider"
        slider.maximumValue = 100
        slider.setValue(20)
        slider.addAction(for: .valueChanged) { [weak self] control in
            self?.sliderLabel.text = "\(Double((control as? InMemorySlider)?.value ?? -1))"
        }
        textField.delegate = self
        textField.addAction(for: .editingChanged) { [weak self] control in
            self?.textLabel.text = (control as? InMemoryTextField)?.text
        }
        passwordField.isSecureTextEntry = true
        passwordField.accessibilityIdentifier = "PasswordField"
        for view in [switchLabel, stepperLabel, sliderLabel, textLabel, aSwitch, stepper, slider, textField, passwordField] as [InMemoryView] {
            self.view.addSubview(view)
        }
        addDisabledControls()
        addInvisibleControls()
    }

    func textField(_ textField: InMemoryTextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegateCalls.append("\(range.location),\(range.length):\(string)")
        return !string.contains(where: refusedCharacters.contains)
    }

    private func addDisabledControls() {
        let disabledSwitch = InMemorySwitch(frame: CGRect(x: 20, y: 320, width: 51, height: 31))
        disabledSwitch.accessibilityLabel = "A disabled switch"
        let disabledStepper = InMemoryStepper(frame: CGRect(x: 20, y: 360, width: 94, height: 32))
        disabledStepper.accessibilityLabel = "A disabled stepper"
        let disabledSlider = InMemorySlider(frame: CGRect(x: 20, y: 400, width: 150, height: 30))
        disabledSlider.accessibilityLabel = "A disabled slider"
        let disabledField = InMemoryTextField(placeholder: "Disabled text field placeholder", frame: CGRect(x: 20, y: 440, width: 150, height: 30))
        for control in [disabledSwitch, disabledStepper, disabledSlider, disabledField] as [InMemoryControl] {
            control.isEnabled = false
            control.addAction(for: .valueChanged) { [weak self] _ in self?.switchLabel.text = "A disabled control changed" }
            view.addSubview(control)
        }
    }

    private func addInvisibleControls() {
        let hiddenSwitch = InMemorySwitch(frame: CGRect(x: 20, y: 480, width: 51, height: 31))
        hiddenSwitch.accessibilityLabel = "A hidden switch"
        hiddenSwitch.isHidden = true
        let offScreenStepper = InMemoryStepper(frame: CGRect(x: -200, y: 480, width: 94, height: 32))
        offScreenStepper.accessibilityLabel = "An off screen stepper"
        let untouchableSlider = InMemorySlider(frame: CGRect(x: 20, y: 520, width: 150, height: 30))
        untouchableSlider.accessibilityLabel = "An untouchable slider"
        untouchableSlider.isUserInteractionEnabled = false
        let hiddenField = InMemoryTextField(placeholder: "Hidden text field placeholder", frame: CGRect(x: 20, y: 560, width: 150, height: 30))
        hiddenField.alpha = 0
        for control in [hiddenSwitch, offScreenStepper, untouchableSlider, hiddenField] as [InMemoryView] {
            view.addSubview(control)
        }
    }
}
