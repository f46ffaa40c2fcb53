import ElementCore
import Foundation
import WebDriver

/// Turns a ``Recording`` into files: a Screen per screen seen (written by ``ScreenRenderer``, as
/// `tabtestkit generate screen` writes them) and a scenario of Given/When/Then steps on them.
///
/// - The scenario starts by seeing the first screen (after opening the start page when it is
///   not the app's root); each time the page shows another screen, a `Then I see(…)` step says so;
///   it ends by seeing the screen shown when the recording stopped.
/// - Taps become `tap(…)` on the nearest element that can be tapped; typing becomes
///   `type(…, into:)` (with `delete(_:charactersFrom:)` first when text was removed); a chosen
///   option or date becomes `adjust(picker.wheel(0), to:)`, a slider's position `adjust(slider, to:)`;
///   a page reached without an action, `open(path:)`.
/// - What was typed into a password field is never known: the step types a property that reads an
///   environment variable, with a placeholder by default.
public struct RecordedScenarioBuilder: Sendable {
    /// The name of the scenario: its class is the name + `Tests`, e.g. `RecordedTests`.
    public var name: String
    /// The test class's superclass.
    public var baseClass: String
    /// The module the files import.
    public var importedModule: String

    /// Creates a builder.
    public init(name: String = "Recorded", baseClass: String = "TABTestCase", importedModule: String = "TABTestKit") {
        self.name = name
        self.baseClass = baseClass
        self.importedModule = importedModule
    }

    /// The files, as names and texts, in a stable order: the Screens by name, then the scenario.
    public struct Output: Sendable, Equatable {
        /// The Screens.
        public var screens: [ScreenPlan]
        /// The scenario.
        public var scenario: ScenarioFile
        /// Steps that could not be written, and why.
        public var warnings: [String]

        /// File name → text.
        public func files(importedModule: String) -> [(name: String, text: String)] {
            let renderer = ScreenRenderer(importedModule: importedModule)
            let screenFiles = screens.sorted { $0.name < $1.name }.map { ("\($0.name).swift", renderer.render($0)) }
            return screenFiles + [("\(scenario.className).swift", scenario.render())]
        }
    }

    /// The files of `recording`.
    public func build(_ recording: Recording) -> Output {
        var catalog = ScreenCatalog()
        var steps: [ScenarioFile.Step] = []
        var secureInputs: [ScenarioFile.SecureInput] = []
        var warnings = recording.warnings
        var current: Int?
        let startPath = ScreenCatalog.path(of: recording.startURL.absoluteString)
        if startPath != "/" { steps.append(.init(.context, "I", "open(path: \(SwiftNames.literal(startPath)))")) }

        func see(_ screen: Int) {
            guard screen != current else { return }
            let role: ScenarioFile.Step.Role = steps.allSatisfy { $0.role == .context } ? .context : .outcome
            steps.append(.init(role, "I", "see(\(catalog.screens[screen].variableName))"))
            current = screen
        }

        for (number, event) in recording.events.enumerated() {
            if event.kind == .open {
                steps.append(.init(.action, "I", "open(path: \(SwiftNames.literal(ScreenCatalog.path(of: event.url))))"))
                current = nil
                continue
            }
            guard let tree = event.tree, let target = tree.target, let found = catalog.screen(for: tree) else {
                warnings.append("Event \(number + 1) (\(event.kind.rawValue) on \(ScreenCatalog.path(of: event.url))) has no element to name: left out.")
                continue
            }
            let (screen, plan) = found
            see(screen)
            let accepts: (ElementKind) -> Bool
            switch event.kind {
            case .tap: accepts = { $0.isTappable }
            case .type: accepts = { $0.isEditable }
            default: accepts = { [.picker, .datePicker, .slider].contains($0.type) }
            }
            guard let planned = Self.nearest(target, in: tree, plan: plan, accepting: accepts) else {
                warnings.append("Event \(number + 1): no element that can take a \(event.kind.rawValue) at the \(event.kind.rawValue)'s target: left out.")
                continue
            }
            let element = catalog.element(planned, of: plan, in: screen)
            let reference = "\(catalog.screens[screen].variableName).\(catalog.screens[screen].elements[element].name)"
            switch event.kind {
            case .tap:
                steps.append(.init(.action, "I", "tap(\(reference))"))
            case .type where event.isSecure:
                let input = Self.secureInput(for: reference, existing: secureInputs)
                if !secureInputs.contains(input) { secureInputs.append(input) }
                steps.append(.init(.action, "I", "type(\(input.property), into: \(reference))"))
            case .type:
                steps += Self.typing(from: event.initialText ?? "", to: event.text ?? "", into: reference)
            default:
                let value = tree.nodes[plan.elements[planned].node].snapshot.value ?? ""
                steps.append(Self.adjusting(plan.elements[planned].kind, reference: reference, value: value))
            }
        }
        if let finalTree = recording.finalTree, let screen = catalog.screen(for: finalTree)?.screen {
            // End by seeing where the recording stopped, unless the last step already says so.
            if !(current == screen && steps.last?.call.hasPrefix("see(") == true) {
                current = nil
                see(screen)
            }
        }
        let words = SwiftNames.words(name)
        let className = SwiftNames.upperCamel(words.isEmpty ? ["Recorded"] : words) + "Tests"
        let scenario = ScenarioFile(
            header: ["Recorded by `tabtestkit record` from \(SwiftNames.commentText(startPath, limit: 200)).",
                     "It uses the Screens recorded with it; passwords typed are placeholders (see below)."],
            importedModule: importedModule, className: className, baseClass: baseClass,
            testName: "test_" + SwiftNames.lowerCamel(words.isEmpty ? ["recorded"] : words),
            title: words.isEmpty ? "Recorded" : words.joined(separator: " "), steps: steps, secureInputs: secureInputs
        )
        return Output(screens: catalog.screens, scenario: scenario, warnings: warnings)
    }

    /// The planned element at `node` or its nearest ancestor that `accepts` takes.
    static func nearest(_ node: Int, in tree: PageTree, plan: ScreenPlan, accepting accepts: (ElementKind) -> Bool) -> Int? {
        let byNode = Dictionary(plan.elements.enumerated().map { ($1.node, $0) }, uniquingKeysWith: { first, _ in first })
        for candidate in [node] + tree.ancestors(of: node) {
            if let planned = byNode[candidate], accepts(plan.elements[planned].kind) { return planned }
        }
        return nil
    }

    /// The steps that turn a field's `old` text into `new` with the keyboard.
    static func typing(from old: String, to new: String, into reference: String) -> [ScenarioFile.Step] {
        if new.hasPrefix(old) {
            return [.init(.action, "I", "type(\(SwiftNames.literal(String(new.dropFirst(old.count)))), into: \(reference))")]
        }
        if old.hasPrefix(new) {
            return [.init(.action, "I", "delete(\(old.count - new.count), charactersFrom: \(reference))")]
        }
        return [.init(.action, "I", "delete(\(old.count), charactersFrom: \(reference))"),
                .init(.action, "I", "type(\(SwiftNames.literal(new)), into: \(reference))")]
    }

    /// The step that sets a picker, date picker or slider to what was chosen.
    static func adjusting(_ kind: ElementKind, reference: String, value: String) -> ScenarioFile.Step {
        if kind.type == .slider, let position = Double(value) {
            return .init(.action, "I", "adjust(\(reference), to: \(position))")
        }
        return .init(.action, "I", "adjust(\(reference).wheel(0), to: \(SwiftNames.literal(value)))")
    }

    /// The property standing for what was typed into a password field (one per field).
    static func secureInput(for reference: String, existing: [ScenarioFile.SecureInput]) -> ScenarioFile.SecureInput {
        if let known = existing.first(where: { $0.element == reference }) { return known }
        let words = SwiftNames.words(reference)
        let property = SwiftNames.lowerCamel(words + ["Text"])
        let variable = "TABTESTKIT_" + words.map { $0.uppercased() }.joined(separator: "_")
        return ScenarioFile.SecureInput(property: property, variable: variable, element: reference)
    }
}
