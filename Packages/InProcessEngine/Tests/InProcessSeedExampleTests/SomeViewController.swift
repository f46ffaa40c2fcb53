#if !(canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK))
import Foundation
import InProcessEngine

/// The app side of the seed's example: one of each element its API reaches. On iOS this
/// would be a UIViewController; here it is an in-memory one.
final class SomeViewController: InMemoryViewController, InMemoryTableViewDataSource, InMemoryTableViewDelegate {
    private let label = InMemoryLabel(text: "Some label", frame: CGRect(x: 20, y: 60, width: 300, height: 20))
    private let status = InMemoryLabel(text: "", frame: CGRect(x: 20, y: 90, width: 300, height: 20))
    private let table = InMemoryTableView(frame: CGRect(x: 0, y: 400, width: 390, height: 132))

    /// Whether the "Main" storyboard exists (once registered, it does).
    nonisolated static let hasMainStoryboard = true

    /// Registers the "Main" storyboard, as a compiled storyboard is in an iOS app's bundle.
    nonisolated static func registerStoryboard() {
        MainActor.assumeIsolated {
            InMemoryStoryboard.register("Main", controllers: ["Some identifier": { SomeViewController() }])
        }
    }

    override func viewDidLoad() {
        view.addSubview(label)
        view.addSubview(status)
        let button = InMemoryButton(title: "Some button", frame: CGRect(x: 20, y: 120, width: 150, height: 40))
        button.addAction(for: .touchUpInside) { [weak self] _ in self?.status.text = "Tapped" }
        let alertButton = InMemoryButton(title: "Show alert", frame: CGRect(x: 200, y: 120, width: 150, height: 40))
        alertButton.addAction(for: .touchUpInside) { [weak self] _ in self?.showAlert() }
        let aSwitch = InMemorySwitch(frame: CGRect(x: 20, y: 180, width: 51, height: 31))
        aSwitch.accessibilityLabel = "Some switch"
        let stepper = InMemoryStepper(frame: CGRect(x: 20, y: 230, width: 94, height: 32))
        stepper.accessibilityLabel = "Some stepper"
        let slider = InMemorySlider(frame: CGRect(x: 20, y: 280, width: 200, height: 30))
        slider.accessibilityLabel = "Some slider"
        let textField = InMemoryTextField(placeholder: "Some placeholder", frame: CGRect(x: 20, y: 330, width: 200, height: 30))
        table.dataSource = self
        table.delegate = self
        for subview in [button, alertButton, aSwitch, stepper, slider, textField, table] as [InMemoryView] {
            view.addSubview(subview)
        }
    }

    private func showAlert() {
        let alert = InMemoryAlertController(title: "Some alert", message: nil, preferredStyle: .alert)
        alert.addAction(InMemoryAlertAction(title: "OK") { [weak self] _ in self?.status.text = "Alert dismissed" })
        present(alert, animated: true)
    }

    func tableView(_ tableView: InMemoryTableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: InMemoryTableView, cellForRowAt indexPath: IndexPath) -> InMemoryTableViewCell {
        InMemoryTableViewCell(text: ["Some cell", "Another cell", "A third cell"][indexPath.row % 3])
    }

    func tableView(_ tableView: InMemoryTableView, didSelectRowAt indexPath: IndexPath) {
        status.text = "Selected \(tableView.cellForRow(at: indexPath)?.textLabel.text ?? "")"
    }
}
#endif
