// gherkin-features: the GherkinFeatures plugin's tool. Writes the Swift of one feature file:
//
//     gherkin-features --input <file> --output <swift file> --uri <name in reports>
//                      --constant <FeatureFiles member> [--xctest-class <class>]
import Foundation

do {
    let options = try Options(CommandLine.arguments.dropFirst())
    let source = try String(contentsOfFile: options.input, encoding: .utf8)
    let swift = FeatureSwiftWriter(options: options, source: source).swift()
    try swift.write(toFile: options.output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("gherkin-features: error: \(error)\n".utf8))
    exit(1)
}

/// The command line.
struct Options {
    let input: String
    let output: String
    let uri: String
    let constant: String
    let xctestClass: String?

    init(_ arguments: ArraySlice<String>) throws {
        var values: [String: String] = [:]
        var remaining = arguments
        while let flag = remaining.popFirst() {
            guard flag.hasPrefix("--"), let value = remaining.popFirst() else {
                throw UsageError(message: "expected --flag value pairs, got \(flag)")
            }
            values[String(flag.dropFirst(2))] = value
        }
        func required(_ name: String) throws -> String {
            guard let value = values[name] else { throw UsageError(message: "missing --\(name)") }
            return value
        }
        input = try required("input")
        output = try required("output")
        uri = try required("uri")
        constant = try required("constant")
        xctestClass = values["xctest-class"]
    }
}

/// A command line the tool does not understand.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
