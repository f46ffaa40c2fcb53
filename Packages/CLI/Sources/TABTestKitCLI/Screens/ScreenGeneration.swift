import Foundation
import WebDriver

/// `tabtestkit generate screen` as a library: read a page (a live URL, an HTML file, or an
/// XCUI / Appium page source), plan its Screen and write it — with, on request, a scenario
/// that checks every element is there.
public enum ScreenGeneration {
    /// How a Screen is generated.
    public struct Options: Sendable {
        /// The Screen's name; `nil` derives it from the trait.
        public var name: String?
        /// The module the files import.
        public var importedModule: String
        /// The superclass of the generated scenario's test class.
        public var baseClass: String
        /// How a live page is read.
        public var page: LivePage.Options

        /// Creates options.
        public init(name: String? = nil, importedModule: String = "TABTestKit", baseClass: String = "TABTestCase",
                    page: LivePage.Options = LivePage.Options()) {
            self.name = name
            self.importedModule = importedModule
            self.baseClass = baseClass
            self.page = page
        }
    }

    /// Where a page comes from.
    public enum Source: Sendable, Equatable {
        /// A page to open in the browser (`http`, `https` or `file` URL).
        case url(URL)
        /// An XCUI / Appium page source (XML) on disk.
        case pageSource(URL)

        /// `text` as a source: a URL with a scheme, an `.html` file (opened as a `file` URL), or
        /// a page source file.
        public init(_ text: String) throws(ScreenSourceError) {
            if let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) {
                self = .url(url)
                return
            }
            let file = URL(fileURLWithPath: text)
            guard FileManager.default.fileExists(atPath: file.path) else { throw .notFound(text) }
            let lower = file.pathExtension.lowercased()
            self = lower == "html" || lower == "htm" ? .url(file) : .pageSource(file)
        }

        /// How the generated files name it: a URL's path and query (not its host or port, so
        /// the same app served elsewhere gives the same files), or the file's name.
        public var label: String {
            switch self {
            case .url(let url): return url.isFileURL ? url.lastPathComponent : ScreenCatalog.path(of: url.absoluteString)
            case .pageSource(let file): return file.lastPathComponent
            }
        }

        /// The path a test opens to show the page, when the page is the app's (an `http(s)` URL).
        public var appPath: String? {
            guard case .url(let url) = self, !url.isFileURL else { return nil }
            return label
        }
    }

    /// A generated Screen: its plan and files.
    public struct Generated: Sendable, Equatable {
        /// The plan.
        public var plan: ScreenPlan
        /// The Screen's Swift file.
        public var screen: String
        /// The scenario checking every element, when asked.
        public var scenario: String?
    }

    /// The tree of `source`: the live page once settled, or the page source read.
    public static func tree(of source: Source, options: Options) throws -> PageTree {
        switch source {
        case .url(let url):
            return try LivePage.read(url, options: options.page)
        case .pageSource(let file):
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw ScreenSourceError.unreadable(file.path, reason: error.localizedDescription)
            }
            return try PageSourceReader.tree(fromXML: data, source: file.lastPathComponent)
        }
    }

    /// The Screen of `tree`, and its scenario when `withScenario`.
    public static func generate(_ tree: PageTree, source: Source, options: Options, withScenario: Bool) throws -> Generated {
        let plan = try ScreenPlanner(name: options.name, source: source.label).plan(tree)
        let screen = ScreenRenderer(importedModule: options.importedModule).render(plan)
        let scenario = withScenario ? ScreenScenario.file(for: plan, path: source.appPath, options: options).render() : nil
        return Generated(plan: plan, screen: screen, scenario: scenario)
    }
}

/// The scenario `generate screen --scenario` writes: open the page, see the Screen, then see
/// each element (or, for one that was not visible, find it).
public enum ScreenScenario {
    /// The scenario of `plan`, for the page at `path` (opened first unless it is the root).
    public static func file(for plan: ScreenPlan, path: String?, options: ScreenGeneration.Options) -> ScenarioFile {
        var steps: [ScenarioFile.Step] = []
        if let path, path != "/" { steps.append(.init(.context, "I", "open(path: \(SwiftNames.literal(path)))")) }
        steps.append(.init(.context, "I", "see(\(plan.variableName))"))
        for (position, element) in plan.elements.enumerated() where position != plan.trait {
            let reference = "\(plan.variableName).\(element.name)"
            steps.append(element.isVisible
                ? .init(.outcome, "I", "see(\(reference))")
                : .init(.outcome, "the", "state(of: \(reference), is: .exists)"))
        }
        return ScenarioFile(
            header: ["Generated by `tabtestkit generate screen --scenario` from \(SwiftNames.commentText(plan.source, limit: 200)):",
                     "every element of \(plan.name) is on the page."],
            importedModule: options.importedModule, className: plan.name + "Tests", baseClass: options.baseClass,
            testName: "test_" + plan.variableName, title: "Every element of \(plan.name) is on the page", steps: steps
        )
    }
}

/// Why a source could not be read.
public enum ScreenSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither a URL nor an existing file.
    case notFound(String)
    /// The file cannot be read.
    case unreadable(String, reason: String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .notFound(let text):
            return "\(text) is neither a URL (http://…, https://…, file://…) nor an existing file (an XCUI / Appium page source, or HTML)."
        case .unreadable(let path, let reason): return "\(path) cannot be read: \(reason)"
        }
    }
}
