import ArgumentParser
import Foundation
import WebDriver

/// `tabtestkit generate …`: write code from the app.
public struct GenerateCommand: ParsableCommand {
    /// The command's description.
    public static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write code from the app.",
        subcommands: [GenerateScreenCommand.self]
    )

    /// Creates the command (ArgumentParser fills it in).
    public init() {}
}

/// `tabtestkit generate screen <url | page-source file>`: a typed Screen from a live page or a
/// page source, or (`--check`) whether a committed one still matches.
public struct GenerateScreenCommand: ParsableCommand {
    /// The command's description.
    public static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Write a Screen struct from a live web page or an XCUI / Appium page source.",
        discussion: """
        The web page is opened in headless Chromium (or at TABTESTKIT_WEBDRIVER_URL) and read as the web engine \
        sees it, once it has settled. Each element gets its type from the engine, its id from the test id, the \
        identifier, else the accessible name, and a parent when its id is repeated. The same page gives the same file.

        With --check, nothing is written: the committed Screen is compared with the app, and the command exits \
        with 1 listing every element that no longer matches. Exit status 2: the page or a file could not be read.
        """
    )

    @Argument(help: "The page: an http(s) or file URL, an HTML file, or an XCUI / Appium page source (XML).")
    var source: String

    @Option(name: .long, help: "The Screen's name (default: from its trait, e.g. WelcomeHeader → WelcomeScreen).")
    var name: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Write the Screen here instead of printing it.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Compare this committed Screen with the app instead of writing one.", valueName: "file"))
    var check: String?

    @Option(name: .long, help: ArgumentHelp("Also write a scenario that sees every element of the Screen.", valueName: "file"))
    var scenario: String?

    @Option(name: .customLong("base-class"), help: "The superclass of the scenario's test class.")
    var baseClass = "TABTestCase"

    @Option(name: .customLong("import"), help: "The module the files import.")
    var importedModule = "TABTestKit"

    @Option(name: .customLong("test-id-attribute"), help: "The HTML attribute holding test ids.")
    var testIDAttribute = "data-testid"

    @Option(name: .customLong("wait-for"), help: "An identifier or name that shows the page is ready.")
    var waitFor: String?

    @Option(name: .long, help: "How long the page may take to settle, in seconds.")
    var timeout: Double = 20

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Runs it.
    public func run() throws {
        let options = ScreenGeneration.Options(
            name: name, importedModule: importedModule, baseClass: baseClass,
            page: LivePage.Options(waitFor: waitFor, timeout: timeout, testIDAttribute: testIDAttribute)
        )
        let tree: ScreenTreeResult
        do {
            let source = try ScreenGeneration.Source(self.source)
            tree = ScreenTreeResult(source: source, tree: try ScreenGeneration.tree(of: source, options: options))
        } catch {
            Console.error("\(error)")
            throw ExitCode(2)
        }
        if let check {
            try runCheck(file: check, tree: tree, options: options)
            return
        }
        do {
            let generated = try ScreenGeneration.generate(tree.tree, source: tree.source, options: options, withScenario: scenario != nil)
            if let output {
                try Console.write(generated.screen, to: output)
                Console.note("Wrote \(generated.plan.name) (\(generated.plan.elements.count) elements) to \(output)")
            } else {
                print(generated.screen, terminator: "")
            }
            if let scenario, let text = generated.scenario {
                try Console.write(text, to: scenario)
                Console.note("Wrote \(generated.plan.name)Tests to \(scenario)")
            }
        } catch {
            Console.error("\(error)")
            throw ExitCode(2)
        }
    }

    private func runCheck(file: String, tree: ScreenTreeResult, options: ScreenGeneration.Options) throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            Console.error("cannot read \(file): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        let screenFile = ScreenFile(text: text)
        guard !screenFile.declarations.isEmpty else {
            Console.error("\(file) declares no element this tool can read (let name = Kind(id: …)).")
            throw ExitCode(2)
        }
        let planner = ScreenPlanner(name: options.name, source: tree.source.label)
        let report = ScreenCheck.check(screenFile, against: tree.tree, planner: planner)
        for line in report.lines(file: file) { Console.info(line) }
        if !report.mismatches.isEmpty { throw ExitCode(1) }
    }
}

/// A source and its tree.
struct ScreenTreeResult {
    var source: ScreenGeneration.Source
    var tree: PageTree
}
