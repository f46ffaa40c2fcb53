import Testing
@testable import BDD

/// Finds the byte column (1-based) of the `(` or `{` that opens the first call
/// of `callee` on `line` of `source`, the way the compiler reports `#column`.
private func openingColumn(of callee: String, in source: String, line: Int) -> Int {
    let lines = Array(source.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let text = Array(lines[line - 1])
    let name = Array(callee.utf8)
    var index = 0
    while index + name.count <= text.count {
        if Array(text[index..<(index + name.count)]) == name {
            var cursor = index + name.count
            while cursor < text.count, text[cursor] == UInt8(ascii: " ") { cursor += 1 }
            if cursor < text.count, text[cursor] == UInt8(ascii: "(") || text[cursor] == UInt8(ascii: "{") {
                return cursor + 1
            }
        }
        index += 1
    }
    return 0
}

private func parse(_ source: String, callee: String, line: Int = 1) -> ParsedStepCall? {
    StepSourceParser.parse(source: source, line: line, column: openingColumn(of: callee, in: source, line: line))
}

@Suite("Step source parser")
struct StepSourceParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var callee: String
        var line = 1
        var expectedLabel: String?
        var expectedArgument: String?
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: "When(I: tap(profileScreen.logOutButton))", callee: "When", expectedLabel: "I", expectedArgument: "tap(profileScreen.logOutButton)"),
        Case(source: #"And(the: value(of: x, is: "y"))"#, callee: "And", expectedLabel: "the", expectedArgument: #"value(of: x, is: "y")"#),
        Case(source: #"Given(a: user(named: "Smith (Jr"))"#, callee: "Given", expectedLabel: "a", expectedArgument: #"user(named: "Smith (Jr")"#),
        Case(source: #"Then(I: see("closing ) paren"))"#, callee: "Then", expectedLabel: "I", expectedArgument: #"see("closing ) paren")"#),
        Case(source: #"Then(I: see("say \"hi\" (twice"))"#, callee: "Then", expectedLabel: "I", expectedArgument: #"see("say \"hi\" (twice")"#),
        Case(source: #"When(I: type("\(name.uppercased()) (x", into: field))"#, callee: "When", expectedLabel: "I", expectedArgument: #"type("\(name.uppercased()) (x", into: field)"#),
        Case(source: ##"Then(I: match(#"^\d+ ("#))"##, callee: "Then", expectedLabel: "I", expectedArgument: ##"match(#"^\d+ ("#)"##),
        Case(source: ##"Then(I: match(#"a "quoted" \#(value) ("#))"##, callee: "Then", expectedLabel: "I", expectedArgument: ##"match(#"a "quoted" \#(value) ("#)"##),
        Case(source: "When(I: fill(\n    form.name,\n    with: \"Ada\"\n))", callee: "When", expectedLabel: "I", expectedArgument: #"fill(form.name, with: "Ada")"#),
        Case(source: "When(I: app\n    .tap(button))", callee: "When", expectedLabel: "I", expectedArgument: "app.tap(button)"),
        Case(source: "Then(I: read(\"\"\"\n    a (\n    \"\"\"))", callee: "Then", expectedLabel: "I", expectedArgument: "read(\"\"\"\n    a (\n    \"\"\")"),
        Case(source: "When(I: tap(button)) // tap it (really", callee: "When", expectedLabel: "I", expectedArgument: "tap(button)"),
        Case(source: "When(I: tap(/* the ( */ button))", callee: "When", expectedLabel: "I", expectedArgument: "tap(button)"),
        Case(source: "When(I: tap(button, // comment (\n    twice: true))", callee: "When", expectedLabel: "I", expectedArgument: "tap(button, twice: true)"),
        Case(source: "Given(I: backgroundTheApp)", callee: "Given", expectedLabel: "I", expectedArgument: "backgroundTheApp"),
        Case(source: "When { tap(button) }", callee: "When", expectedLabel: nil, expectedArgument: "tap(button)"),
        Case(source: "Given(I: { launch() })", callee: "Given", expectedLabel: "I", expectedArgument: "launch()"),
        Case(source: "Given(I: {\n    launch()\n    wait()\n})", callee: "Given", expectedLabel: "I", expectedArgument: "launch() wait()"),
        Case(source: "BDD.When(I: tap(x))", callee: "When", expectedLabel: "I", expectedArgument: "tap(x)"),
        Case(source: "    \tThen(the: title(is: \"Home\"))", callee: "Then", expectedLabel: "the", expectedArgument: #"title(is: "Home")"#),
        Case(source: "Step(I: doSomething())", callee: "Step", expectedLabel: "I", expectedArgument: "doSomething()"),
        Case(source: "Then(I: see(flag ? a : b))", callee: "Then", expectedLabel: "I", expectedArgument: "see(flag ? a : b)"),
        Case(source: "When(a)", callee: "When", expectedLabel: nil, expectedArgument: "a"),
        Case(source: "When(I)", callee: "When", expectedLabel: nil, expectedArgument: "I"),
        Case(source: "When(the   :   thing())", callee: "When", expectedLabel: "the", expectedArgument: "thing()"),
        Case(source: "Then(I: see([1, 2, (3)], in: [\"a\": (4)]))", callee: "Then", expectedLabel: "I", expectedArgument: #"see([1, 2, (3)], in: ["a": (4)])"#),
        Case(source: "/* é ü */ When(I: tap(x))", callee: "When", expectedLabel: "I", expectedArgument: "tap(x)"),
        Case(source: "let 名前 = 1; When(I: tap(名前))", callee: "When", expectedLabel: "I", expectedArgument: "tap(名前)"),
        Case(source: "Then(I: open(\"http://example.com/(x)\"))", callee: "Then", expectedLabel: "I", expectedArgument: #"open("http://example.com/(x)")"#),
        Case(source: "Then(I: see(\"\"))", callee: "Then", expectedLabel: "I", expectedArgument: #"see("")"#),
        Case(source: "When(I:tap(x))", callee: "When", expectedLabel: "I", expectedArgument: "tap(x)"),
        Case(source: "When (I: tap(x))", callee: "When", expectedLabel: "I", expectedArgument: "tap(x)"),
        Case(source: "When(I: try perform(action))", callee: "When", expectedLabel: "I", expectedArgument: "perform(action)"),
        Case(source: "When(I: try? perform(action))", callee: "When", expectedLabel: "I", expectedArgument: "try? perform(action)"),
        Case(source: "// setup\nGiven(I: launch())\nWhen(I: tap(x))", callee: "When", line: 3, expectedLabel: "I", expectedArgument: "tap(x)"),
        Case(source: "When(I: tap(x))\r\nThen(I: see(y))\r\n", callee: "Then", line: 2, expectedLabel: "I", expectedArgument: "see(y)"),
        Case(source: "When(I: tap(\r\n    x\r\n))", callee: "When", expectedLabel: "I", expectedArgument: "tap(x)"),
    ]

    @Test("Parses the call, its label and its argument", arguments: cases)
    func parsesCall(_ testCase: Case) throws {
        let parsed = try #require(parse(testCase.source, callee: testCase.callee, line: testCase.line))
        #expect(parsed.callee == testCase.callee)
        #expect(parsed.label == testCase.expectedLabel)
        #expect(parsed.argument == testCase.expectedArgument)
    }

    @Test("Uses the column to pick one of several steps on a line")
    func picksStepByColumn() throws {
        let source = "Given(I: a()); When(I: b()); Then(the: c())"
        let first = try #require(parse(source, callee: "Given"))
        let second = try #require(parse(source, callee: "When"))
        let third = try #require(parse(source, callee: "Then"))
        #expect(first.callee == "Given" && first.argument == "a()")
        #expect(second.callee == "When" && second.argument == "b()")
        #expect(third.callee == "Then" && third.label == "the" && third.argument == "c()")
    }

    @Test("Accepts a column pointing at the callee instead of the parenthesis")
    func columnAtCallee() throws {
        let parsed = try #require(StepSourceParser.parse(source: "    When(I: tap(x))", line: 1, column: 5))
        #expect(parsed.callee == "When")
        #expect(parsed.argument == "tap(x)")
    }

    @Test("Falls back to the first keyword call on the line when the column is useless", arguments: [0, 1, 3, 500])
    func uselessColumn(column: Int) throws {
        let parsed = try #require(StepSourceParser.parse(source: "  Then(I: see(\"When(x)\"))", line: 1, column: column))
        #expect(parsed.callee == "Then")
        #expect(parsed.argument == #"see("When(x)")"#)
    }

    @Test("Finds no call on a line without one")
    func noCall() {
        #expect(StepSourceParser.parse(source: "let x = 1 // When(I: x)", line: 1, column: 3) == nil)
        #expect(StepSourceParser.parse(source: "let s = \"When(I: x)\"", line: 1, column: 0) == nil)
    }

    @Test("Returns nothing for lines outside the file", arguments: [0, -1, 3, 100])
    func lineOutOfRange(line: Int) {
        #expect(StepSourceParser.parse(source: "When(I: tap(x))\n", line: line, column: 5) == nil)
    }

    @Test("Gives up on the argument when the parentheses do not balance within bounds")
    func unbalanced() throws {
        let source = "When(I: tap(x,\n" + String(repeating: "    y,\n", count: StepSourceParser.maximumLines + 5) + "))"
        let parsed = try #require(parse(source, callee: "When"))
        #expect(parsed.callee == "When")
        #expect(parsed.argument == nil)
    }

    @Test("Gives up on the argument when a string is not terminated")
    func unterminatedString() throws {
        let parsed = try #require(parse("When(I: tap(\"x))", callee: "When"))
        #expect(parsed.argument == nil)
    }

    @Test("Gives up on the argument when brackets are mismatched")
    func mismatched() throws {
        let parsed = try #require(parse("When(I: tap(x]))", callee: "When"))
        #expect(parsed.argument == nil)
    }

    @Test("Reads a call spanning many lines up to the bound")
    func longCall() throws {
        let body = (1...20).map { "    arg\($0): \($0)," }.joined(separator: "\n")
        let parsed = try #require(parse("When(I: configure(\n\(body)\n    last: 0\n))", callee: "When"))
        let argument = try #require(parsed.argument)
        #expect(argument.hasPrefix("configure(arg1: 1, arg2: 2,"))
        #expect(argument.hasSuffix("arg20: 20, last: 0)"))
    }

    @Test("Normalizes whitespace but keeps string literals intact")
    func normalize() {
        #expect(StepSourceParser.normalize(Array("  a   b\n  c  ".utf8)) == "a b c")
        #expect(StepSourceParser.normalize(Array("f(\n  x\n)".utf8)) == "f(x)")
        #expect(StepSourceParser.normalize(Array("\"a   b\"  c".utf8)) == "\"a   b\" c")
    }
}
