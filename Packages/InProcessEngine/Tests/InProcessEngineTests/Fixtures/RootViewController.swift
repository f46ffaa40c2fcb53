import Foundation
import InProcessEngine

/// Labels and buttons in every state the finders' rules care about, and buttons that push,
/// pop, present, dismiss and show an alert.
final class RootViewController: InMemoryViewController {
    let statusLabel = InMemoryLabel(text: "Label text", frame: CGRect(x: 20, y: 100, width: 300, height: 20))
    private(set) var alertResult: String?

    override func viewDidLoad() {
        title = "Root"
        view.addSubview(statusLabel)
        addLabel { $0.accessibilityLabel = "a11y labeled label"; $0.text = "Labelled" }
        addLabel { $0.accessibilityIdentifier = "a11y identified label"; $0.text = "Identified" }
        addLabel { $0.text = "Hidden label text"; $0.isHidden = true }
        addLabel { $0.text = "Transparent label text"; $0.alpha = 0 }
        addLabel { $0.text = "Off screen label text"; $0.frame.origin.x = 1000 }
        let hiddenContainer = InMemoryView(frame: CGRect(x: 0, y: 280, width: 390, height: 40))
        hiddenContainer.isHidden = true
        hiddenContainer.addSubview(InMemoryLabel(text: "Label in hidden container", frame: CGRect(x: 0, y: 0, width: 200, height: 20)))
        view.addSubview(hiddenContainer)
        let untouchable = InMemoryView(frame: CGRect(x: 0, y: 330, width: 390, height: 100))
        untouchable.isUserInteractionEnabled = false
        untouchable.addSubview(InMemoryLabel(text: "Label in untouchable container", frame: CGRect(x: 0, y: 0, width: 300, height: 20)))
        untouchable.addSubview(InMemoryButton(title: "Button in untouchable container", frame: CGRect(x: 0, y: 30, width: 300, height: 40)))
        view.addSubview(untouchable)

        addButton("Button title") { [weak self] in self?.statusLabel.text = "Changed label text" }
        addButton("Disabled button title") { [weak self] in self?.statusLabel.text = "Changed label text" }.isEnabled = false
        addButton("Hidden button title") { [weak self] in self?.statusLabel.text = "Changed label text" }.isHidden = true
        addButton("Off screen button title") { [weak self] in self?.statusLabel.text = "Changed label text" }.frame.origin.y = 2000
        let identified = addButton("Identified button") {}
        identified.accessibilityIdentifier = "a11y identified button"
        addButton("Push view controller") { [weak self] in self?.navigationController?.pushViewController(RootViewController(), animated: true) }
        addButton("Pop view controller") { [weak self] in self?.navigationController?.popViewController(animated: true) }
        addButton("Present view controller") { [weak self] in self?.present(RootViewController(), animated: true) }
        addButton("Dismiss view controller") { [weak self] in self?.dismiss(animated: true) }
        addButton("Show alert") { [weak self] in self?.showAlert() }
    }

    private var nextY: CGFloat = 130
    private var nextButtonY: CGFloat = 450

    private func addLabel(_ configure: (InMemoryLabel) -> Void) {
        let label = InMemoryLabel(frame: CGRect(x: 20, y: nextY, width: 300, height: 20))
        configure(label)
        nextY += 24
        view.addSubview(label)
    }

    @discardableResult
    private func addButton(_ title: String, action: @escaping @MainActor () -> Void) -> InMemoryButton {
        let button = InMemoryButton(title: title, frame: CGRect(x: 20, y: nextButtonY, width: 300, height: 24))
        nextButtonY += 30
        button.addAction(for: .touchUpInside) { _ in action() }
        view.addSubview(button)
        return button
    }

    private func showAlert() {
        let alert = InMemoryAlertController(title: "Alert title", message: "Alert message.", preferredStyle: .alert)
        alert.addAction(InMemoryAlertAction(title: "Dismiss", style: .cancel) { [weak self] _ in
            self?.statusLabel.text = "Changed label text"
            self?.alertResult = "Dismiss"
        })
        let disabled = InMemoryAlertAction(title: "Disabled") { [weak self] _ in self?.alertResult = "Disabled" }
        disabled.isEnabled = false
        alert.addAction(disabled)
        present(alert, animated: true)
    }
}
