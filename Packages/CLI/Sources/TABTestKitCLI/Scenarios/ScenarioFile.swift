/// A scenario to write as Swift: a `TABTestCase` subclass with one test that runs one
/// `Scenario` of Given/When/Then steps on generated Screens.
public struct ScenarioFile: Sendable, Equatable {
    /// One step.
    public struct Step: Sendable, Equatable {
        /// What a step does, which decides its keyword: the first context is `Given`, an action
        /// `When`, an outcome `Then`, and a step of the same role as the one before it `And`.
        public enum Role: Sendable, Equatable {
            /// Where the scenario starts.
            case context
            /// What the user does.
            case action
            /// What the user sees.
            case outcome
        }

        /// What the step does.
        public var role: Role
        /// `I` or `the`, as in `When(I: tap(…))` and `Then(the: value(of: …))`.
        public var subject: String
        /// The call, e.g. `tap(loginScreen.logInButton)`.
        public var call: String

        /// Creates a step.
        public init(_ role: Role, _ subject: String = "I", _ call: String) {
            self.role = role
            self.subject = subject
            self.call = call
        }
    }

    /// A text typed into a secure field: written as a placeholder the environment can replace.
    public struct SecureInput: Sendable, Equatable {
        /// The property holding it, e.g. `secureText1`.
        public var property: String
        /// The environment variable that replaces the placeholder.
        public var variable: String
        /// The element it was typed into, e.g. `loginScreen.passwordField`.
        public var element: String
    }

    /// Comment lines at the top (without `//`).
    public var header: [String]
    /// The module imported for the framework.
    public var importedModule: String
    /// The test class, e.g. `RecordedTests`.
    public var className: String
    /// Its superclass: `TABTestCase`, or a subclass of it that chooses the engine.
    public var baseClass: String
    /// The test method, e.g. `test_recorded`.
    public var testName: String
    /// The scenario's description.
    public var title: String
    /// The steps, in order.
    public var steps: [Step]
    /// The texts typed into secure fields.
    public var secureInputs: [SecureInput]

    /// Creates a scenario file.
    public init(header: [String], importedModule: String, className: String, baseClass: String, testName: String,
                title: String, steps: [Step], secureInputs: [SecureInput] = []) {
        self.header = header
        self.importedModule = importedModule
        self.className = className
        self.baseClass = baseClass
        self.testName = testName
        self.title = title
        self.steps = steps
        self.secureInputs = secureInputs
    }

    /// Whether a step opens a path, so the file needs its `open(path:)` helper.
    var opensPaths: Bool { steps.contains { $0.call.hasPrefix("open(path: ") } }

    /// The placeholder typed for a secure input.
    static func placeholder(for input: SecureInput) -> String {
        "placeholder-" + input.property
    }

    /// The file's text.
    public func render() -> String {
        var lines = header.map { "// " + $0 }
        if opensPaths || !secureInputs.isEmpty { lines.append("import Foundation") }
        lines.append("import \(importedModule)")
        lines.append("")
        lines.append("final class \(className): \(baseClass) {")
        for input in secureInputs {
            lines.append("    /// What was typed into `\(input.element)`: recorded as a placeholder, never its value.")
            lines.append("    /// \(input.variable) replaces it.")
            lines.append("    private var \(input.property): String {")
            lines.append("        ProcessInfo.processInfo.environment[\(SwiftNames.literal(input.variable))] ?? \(SwiftNames.literal(Self.placeholder(for: input)))")
            lines.append("    }")
            lines.append("")
        }
        lines.append("    func \(testName)() {")
        lines.append("        Scenario(\(SwiftNames.literal(title))) {")
        var previous: Step.Role?
        for step in steps {
            lines.append("            \(keyword(for: step.role, after: previous))(\(step.subject): \(step.call))")
            previous = step.role
        }
        lines.append("        }")
        lines.append("    }")
        lines.append("}")
        if opensPaths {
            lines += [
                "",
                "private extension \(className) {",
                "    /// Opens `path` in the app under test, relative to its base URL.",
                "    func open(path: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {",
                "        guard let url = URL(string: path) else {",
                "            let cause = ElementFailure(.invalidArgument(\"it is not a URL\"), attempt: \"open \\(path)\", query: nil)",
                "            return Failures.record(cause, fileID: fileID, filePath: filePath, line: line)",
                "        }",
                "        open(url, fileID: fileID, filePath: filePath, line: line)",
                "    }",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func keyword(for role: Step.Role, after previous: Step.Role?) -> String {
        if previous == nil { return role == .outcome ? "Then" : (role == .action ? "When" : "Given") }
        if role == previous { return "And" }
        switch role {
        case .context: return "Given"
        case .action: return "When"
        case .outcome: return "Then"
        }
    }
}
