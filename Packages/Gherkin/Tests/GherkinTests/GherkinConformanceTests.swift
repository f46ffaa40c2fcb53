import ConformanceData
import Foundation
import Gherkin
import Testing

/// Every feature file of Cucumber's Gherkin conformance data, compared with Cucumber's expected
/// output as JSON values: the AST and pickles for valid files, the errors for invalid ones.
@Suite struct GherkinConformanceTests {
    /// A case whose expected output cannot be matched exactly, and why. Its AST must still match,
    /// and its pickles too once the fields it lacks are removed from ours.
    struct KnownDifference {
        let reason: String
        let fieldsMissingFromExpectedPickles: [String]
        let fieldsMissingFromExpectedSteps: [String]
    }

    static let knownDifferences: [String: KnownDifference] = [
        "tags.md": KnownDifference(
            reason: "stale output of an older Cucumber with no source file: its pickles lack `location` and the steps' "
                + "`type`, which today's Cucumber writes (tags.feature.md, the same source, matches in full)",
            fieldsMissingFromExpectedPickles: ["location"], fieldsMissingFromExpectedSteps: ["type"]),
    ]

    @Test func everyConformanceFileGivesCucumbersOutput() throws {
        let good = try ConformanceData.directory("gherkin/testdata/good")
        let bad = try ConformanceData.directory("gherkin/testdata/bad")
        // One case per expected AST: classic (.feature) and Markdown (.feature.md) files, and
        // tags.md, whose source exists only inside its .source.ndjson.
        let goodFiles = try ConformanceData.files(in: good, endingWith: ".ast.ndjson").map {
            URL(fileURLWithPath: String($0.path.dropLast(".ast.ndjson".count)))
        }
        let badFiles = try ConformanceData.files(in: bad, endingWith: ".feature")
            + ConformanceData.files(in: bad, endingWith: ".feature.md")
        #expect(goodFiles.count > 40 && badFiles.count > 5, "the conformance folders look incomplete")

        var failures: [String] = []
        let goodPassed = goodFiles.filter { file in
            check(file, failures: &failures) { try goodCaseDifference(file) }
        }.count
        let badPassed = badFiles.filter { file in
            check(file, failures: &failures) { try badCaseDifference(file) }
        }.count

        let known = Self.knownDifferences.map { "\($0.key): \($0.value.reason)" }.sorted()
        print("Gherkin conformance: \(goodPassed)/\(goodFiles.count) good, \(badPassed)/\(badFiles.count) bad"
            + (known.isEmpty ? "" : "; known differences: " + known.joined(separator: "; ")))
        #expect(goodPassed + badPassed + known.count == goodFiles.count + badFiles.count)
        #expect(failures.isEmpty, "conformance failures:\n\(failures.joined(separator: "\n"))")
    }

    /// Runs one case: whether it matches exactly. A difference (or error) is a failure, except
    /// for a known difference, which must match once its missing fields are ignored.
    private func check(_ file: URL, failures: inout [String], _ run: () throws -> String?) -> Bool {
        let name = file.lastPathComponent
        let difference: String?
        do {
            difference = try run()
        } catch {
            difference = "threw \(error)"
        }
        if let difference {
            failures.append("\(name): \(difference)")
        }
        return difference == nil && Self.knownDifferences[name] == nil
    }

    /// The first difference between our AST and pickles and Cucumber's, or `nil`.
    private func goodCaseDifference(_ file: URL) throws -> String? {
        let uri = "../testdata/good/\(file.lastPathComponent)"
        let source = try FileManager.default.fileExists(atPath: file.path)
            ? String(contentsOf: file, encoding: .utf8) : embeddedSource(of: file)
        var ids = IDGenerator()
        let document: GherkinDocument
        do {
            document = try GherkinParser().parse(source: source, uri: uri, ids: &ids)
        } catch {
            return "unexpected parse errors: \(error)"
        }
        let pickles = PickleCompiler().compile(document, ids: &ids)

        let expectedAST = try ndjson(file.path + ".ast.ndjson")
        let actualAST = [JSONValue.object(["gherkinDocument": try json(document)])]
        if let difference = JSONValue.array(actualAST).firstDifference(from: .array(expectedAST)) {
            return "AST " + difference
        }
        let expectedPickles = try ndjson(file.path + ".pickles.ndjson")
        var actualPickles = try pickles.map { JSONValue.object(["pickle": try json($0)]) }
        if let known = Self.knownDifferences[file.lastPathComponent] {
            actualPickles = actualPickles.map { $0.removingPickleFields(known) }
        }
        if let difference = JSONValue.array(actualPickles).firstDifference(from: .array(expectedPickles)) {
            return "pickles " + difference
        }
        return nil
    }

    /// The first difference between our errors and Cucumber's, or `nil`.
    private func badCaseDifference(_ file: URL) throws -> String? {
        let source = try String(contentsOf: file, encoding: .utf8)
        let uri = "../testdata/bad/\(file.lastPathComponent)"
        let expected = try ndjson(file.path + ".errors.ndjson")
        do {
            _ = try GherkinParser().parse(source: source, uri: uri)
            return "parsed without errors"
        } catch {
            let actual = error.errors.map { error -> JSONValue in
                var location: [String: JSONValue] = ["line": .number(Double(error.line))]
                if let column = error.column { location["column"] = .number(Double(column)) }
                return .object(["parseError": .object([
                    "message": .string(error.message),
                    "source": .object(["uri": .string(uri), "location": .object(location)]),
                ])])
            }
            return JSONValue.array(actual).firstDifference(from: .array(expected))
        }
    }

    /// The text recorded in a case's `.source.ndjson`, for a case that has no source file.
    private func embeddedSource(of file: URL) throws -> String {
        guard case .object(let envelope)? = try ndjson(file.path + ".source.ndjson").first,
              case .object(let source)? = envelope["source"], case .string(let data)? = source["data"] else {
            throw ConformanceData.Missing(path: file.path)
        }
        return data
    }

    private func json(_ value: some Encodable) throws -> JSONValue {
        try JSONValue(encoding: value)
    }

    private func ndjson(_ path: String) throws -> [JSONValue] {
        try String(contentsOfFile: path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { try JSONValue(jsonData: Data($0.utf8)) }
    }
}

private extension JSONValue {
    /// A `{"pickle": ...}` envelope without the fields a known difference's expected output lacks.
    func removingPickleFields(_ known: GherkinConformanceTests.KnownDifference) -> JSONValue {
        guard case .object(let envelope) = self, case .object(var pickle)? = envelope["pickle"] else { return self }
        for field in known.fieldsMissingFromExpectedPickles { pickle[field] = nil }
        if case .array(let steps)? = pickle["steps"] {
            pickle["steps"] = .array(steps.map { step in
                guard case .object(var fields) = step else { return step }
                for field in known.fieldsMissingFromExpectedSteps { fields[field] = nil }
                return .object(fields)
            })
        }
        return .object(["pickle": .object(pickle)])
    }
}
