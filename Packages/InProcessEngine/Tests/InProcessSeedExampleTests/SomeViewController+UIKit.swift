#if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
import Foundation
import UIKit

/// The app side of the seed's example on iOS: one of each element its API reaches, built in
/// code.
final class SomeViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let label = UILabel(frame: CGRect(x: 20, y: 60, width: 300, height: 20))
    private let status = UILabel(frame: CGRect(x: 20, y: 90, width: 300, height: 20))
    private let table = UITableView(frame: CGRect(x: 0, y: 400, width: 390, height: 132), style: .plain)
    private let cellTexts = ["Some cell", "Another cell", "A third cell"]

    /// Whether the app bundle has a compiled "Main" storyboard (a test bundle usually has none).
    nonisolated static var hasMainStoryboard: Bool { Bundle.main.url(forResource: "Main", withExtension: "storyboardc") != nil }

    /// Nothing to do: UIKit finds the storyboard in the app bundle.
    nonisolated static func registerStoryboard() {}

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Some label"
        view.addSubview(label)
        view.addSubview(status)
        let button = UIButton(frame: CGRect(x: 20, y: 120, width: 150, height: 40))
        button.setTitle("Some button", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.status.text = "Tapped" }, for: .touchUpInside)
        let alertButton = UIButton(frame: CGRect(x: 200, y: 120, width: 150, height: 40))
        alertButton.setTitle("Show alert", for: .normal)
        alertButton.addAction(UIAction { [weak self] _ in self?.showAlert() }, for: .touchUpInside)
        let aSwitch = UISwitch(frame: CGRect(x: 20, y: 180, width: 51, height: 31))
        aSwitch.accessibilityLabel = "Some switch"
        let stepper = UIStepper(frame: CGRect(x: 20, y: 230, width: 94, height: 32))
        stepper.accessibilityLabel = "Some stepper"
        let slider = UISlider(frame: CGRect(x: 20, y: 280, width: 200, height: 30))
        slider.accessibilityLabel = "Some slider"
        let textField = UITextField(frame: CGRect(x: 20, y: 330, width: 200, height: 30))
        textField.placeholder = "Some placeholder"
        table.dataSource = self
        table.delegate = self
        for subview in [button, alertButton, aSwitch, stepper, slider, textField, table] as [UIView] {
            view.addSubview(subview)
        }
    }

    private func showAlert() {
        let alert = UIAlertController(title: "Some alert", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in self?.status.text = "Alert dismissed" })
        present(alert, animated: false)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cellTexts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let text = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
        text.text = cellTexts[indexPath.row % cellTexts.count]
        cell.contentView.addSubview(text)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        status.text = "Selected \(cellTexts[indexPath.row % cellTexts.count])"
    }
}
#endif
