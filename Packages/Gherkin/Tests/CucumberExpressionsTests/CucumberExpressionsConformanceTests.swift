@testable import CucumberExpressions
import ConformanceData
import Foundation
import Testing
import Yams

/// Every case of Cucumber's Cucumber Expressions conformance data (tokenizer, parser,
/// transformation to a regular expression, matching, and regular-expression matching).
@Suite struct CucumberExpressionsConformanceTests {
    @Test func everyConformanceCaseGivesCucumbersResult() throws {
        let root = try ConformanceData.directory("cucumber-expressions/testdata")
        let folders: [(String, (Case) throws -> String?)] = [
            ("cucumber-expression/tokenizer", tokenizerDifference),
            ("cucumber-expression/parser", parserDifference),
            ("cucumber-expression/transformation", transformationDifference),
            ("cucumber-expression/matching", { try matchingDifference($0, regular: false) }),
            ("regular-expression/matching", { try matchingDifference($0, regular: true) }),
        ]
        var total = 0
        var failures: [String] = []
        for (folder, check) in folders {
            let files = try ConformanceData.files(in: root.appendingPathComponent(folder), endingWith: ".yaml")
            #expect(!files.isEmpty, "no cases in \(folder)")
            for file in files {
                total += 1
                let yaml = try String(contentsOf: file, encoding: .utf8)
                guard let fields = try Yams.load(yaml: yaml) as? [String: Any] else {
                    failures.append("\(folder)/\(file.lastPathComponent): not a YAML mapping")
                    continue
                }
                if let difference = try check(Case(fields: fields)) {
                    failures.append("\(folder)/\(file.lastPathComponent): \(difference)")
                }
            }
        }
        print("Cucumber Expressions conformance: \(total - failures.count)/\(total)")
        #expect(total >= 100, "the conformance folders look incomplete")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private func tokenizerDifference(_ test: Case) throws -> String? {
        do {
            let tokens = try ExpressionTokenizer.tokenize(test.expression)
            if let exception = test.exception { return "tokenized, expected the error\n\(exception)" }
            let actual = tokens.map { "\($0.type.rawValue) \($0.start)..<\($0.end) '\($0.text)'" }
            let expected = (test.fields["expected_tokens"] as? [[String: Any]] ?? []).map { token in
                "\(token["type"] as? String ?? "?") \(token["start"] as? Int ?? -1)..<\(token["end"] as? Int ?? -1) "
                    + "'\(token["text"] as? String ?? "?")'"
            }
            return actual == expected ? nil : "tokens \(actual), expected \(expected)"
        } catch {
            return test.exception == error.message ? nil : "error:\n\(error.message)\nexpected:\n\(test.exception ?? "no error")"
        }
    }

    private func parserDifference(_ test: Case) throws -> String? {
        do {
            let ast = try ExpressionParser.parse(test.expression)
            if let exception = test.exception { return "parsed, expected the error\n\(exception)" }
            return nodeDifference(ast, test.fields["expected_ast"] as? [String: Any] ?? [:], path: "ast")
        } catch {
            return test.exception == error.message ? nil : "error:\n\(error.message)\nexpected:\n\(test.exception ?? "no error")"
        }
    }

    private func nodeDifference(_ node: CucumberExpressionNode, _ expected: [String: Any], path: String) -> String? {
        guard node.kind.rawValue == expected["type"] as? String, node.start == expected["start"] as? Int,
              node.end == expected["end"] as? Int else {
            return "\(path): \(node.kind.rawValue) \(node.start)..<\(node.end), expected \(expected)"
        }
        if let token = expected["token"] as? String {
            return node.token == token && node.children.isEmpty ? nil : "\(path): token \(node.token ?? "nil"), expected \(token)"
        }
        let children = expected["nodes"] as? [[String: Any]] ?? []
        guard node.token == nil, node.children.count == children.count else {
            return "\(path): \(node.children.count) children, expected \(children.count)"
        }
        for (index, (child, expectedChild)) in zip(node.children, children).enumerated() {
            if let difference = nodeDifference(child, expectedChild, path: "\(path).nodes[\(index)]") { return difference }
        }
        return nil
    }

    private func transformationDifference(_ test: Case) throws -> String? {
        let expression = try CucumberExpression(test.expression)
        let expected = test.fields["expected_regex"] as? String
        return expression.regexPattern == expected ? nil : "regex \(expression.regexPattern), expected \(expected ?? "nil")"
    }

    private func matchingDifference(_ test: Case, regular: Bool) throws -> String? {
        do {
            let expression: any StepExpression = regular
                ? try RegularExpression(test.expression) : try CucumberExpression(test.expression)
            let arguments = expression.match(test.fields["text"] as? String ?? "")
            let values = try arguments?.map { try $0.value() }
            if let exception = test.exception { return "matched, expected the error\n\(exception)" }
            let expected = test.fields["expected_args"] as? [Any]
            guard let values, let expected else {
                return values == nil && expected == nil ? nil : "arguments \(String(describing: values)), expected \(String(describing: expected))"
            }
            guard values.count == expected.count, zip(values, expected).allSatisfy(ArgumentComparison.same) else {
                return "arguments \(values), expected \(expected)"
            }
            return nil
        } catch let error as CucumberExpressionError {
            return test.exception == error.message ? nil : "error:\n\(error.message)\nexpected:\n\(test.exception ?? "no error")"
        }
    }
}

/// One YAML case.
struct Case {
    let fields: [String: Any]
    var expression: String { fields["expression"] as? String ?? "" }
    var exception: String? { fields["exception"] as? String }
}

/// Whether a converted argument equals the YAML's expected value (a number, text or null).
enum ArgumentComparison {
    static func same(_ actual: (any Sendable)?, _ expected: Any) -> Bool {
        switch expected {
        case is NSNull: return actual == nil
        case let text as String: return actual as? String == text
        case let integer as Int:
            guard let actual = actual as? any BinaryInteger else { return false }
            return "\(actual)" == "\(integer)"
        case let number as Double:
            if let actual = actual as? Float { return actual == Float(number) }
            if let actual = actual as? Double { return actual == number }
            return false
        default: return false
        }
    }
}
