import Foundation
import PackagePlugin

/// Turns the `.feature` (and `.feature.md`) files of a test target into Swift, at every build:
///
/// - a constant per file, `FeatureFiles.login` for `Login.feature`, holding the file's text (so
///   tests need no resources and run wherever the test bundle runs);
/// - when the target declares a class named after the file — `LoginFeature` for `Login.feature`,
///   `TableListFeature` for `table-list.feature` — adopting `FeatureTestCase`, one XCTest test
///   method per scenario and outline row in an extension of it. XCTest on Linux only runs test
///   methods that exist when the target is compiled, so they are written here rather than
///   added at run time.
@main
struct GherkinFeatures: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let features = target.sourceFiles.map(\.url).filter { Naming.isFeatureFile($0.lastPathComponent) }
        guard !features.isEmpty else { return [] }
        let swiftSources = target.sourceFiles(withSuffix: "swift").compactMap { try? String(contentsOf: $0.url, encoding: .utf8) }
        let constants = Naming.constantNames(for: features, in: context.package.directoryURL)
        let generator = try context.tool(named: "gherkin-features").url
        let root = context.package.directoryURL.standardizedFileURL.path
        return features.map { feature in
            let constant = constants[feature] ?? "feature"
            let className = Naming.className(for: feature)
            let declaresClass = swiftSources.contains { Naming.declares(className, in: $0) }
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(constant).feature.swift")
            let path = feature.standardizedFileURL.path
            let uri = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : feature.lastPathComponent
            var arguments = ["--input", path, "--output", output.path, "--uri", uri, "--constant", constant]
            if declaresClass { arguments += ["--xctest-class", className] }
            return .buildCommand(
                displayName: "Generating tests from \(feature.lastPathComponent)",
                executable: generator,
                arguments: arguments,
                inputFiles: [feature],
                outputFiles: [output]
            )
        }
    }
}

/// The names the plugin gives feature files in Swift.
enum Naming {
    /// Whether a file is a feature file: `.feature` or `.feature.md`.
    static func isFeatureFile(_ name: String) -> Bool {
        name.hasSuffix(".feature") || name.hasSuffix(".feature.md")
    }

    /// `Login` for `Login.feature` and `Login.feature.md`.
    static func baseName(of file: URL) -> String {
        var name = file.lastPathComponent
        for suffix in [".md", ".feature"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The words of a file name: `table-list` → `["table", "list"]`.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// `tableList` for `table-list.feature`; files of the same name in different folders get
    /// their folder's name first (`adminLogin`).
    static func constantNames(for files: [URL], in directory: URL) -> [URL: String] {
        var names: [URL: String] = [:]
        let plain = Dictionary(grouping: files) { lowerCamel(words(baseName(of: $0))) }
        for (name, group) in plain {
            if group.count == 1, let file = group.first {
                names[file] = name
                continue
            }
            for file in group {
                let folders = file.deletingLastPathComponent().path.dropFirst(directory.path.count).split(separator: "/").map(String.init)
                names[file] = lowerCamel(folders.flatMap(words) + words(baseName(of: file)))
            }
        }
        return names
    }

    /// `TableListFeature` for `table-list.feature`.
    static func className(for file: URL) -> String {
        let name = words(baseName(of: file)).map(capitalizedFirst).joined()
        return (name.first?.isNumber == true ? "F" + name : name) + "Feature"
    }

    /// Whether `source` declares a class named `name`.
    static func declares(_ name: String, in source: String) -> Bool {
        source.split(whereSeparator: \.isNewline).contains { line in
            let tokens = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            return zip(tokens, tokens.dropFirst()).contains { $0 == "class" && $1 == name }
        }
    }

    private static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "feature" }
        let name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(capitalizedFirst).joined()
        return name.first?.isNumber == true ? "feature" + name : name
    }

    private static func capitalizedFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
