import CucumberExpressions
import Testing

/// Custom parameter types, the registry's rules, and converting arguments.
@Suite struct ParameterTypeTests {
    enum Color: String, Sendable { case red, green, blue }

    private func registryWithColor() throws -> ParameterTypeRegistry {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "color", regexp: "red|green|blue") { text in
            guard let color = Color(rawValue: text) else { throw Unknown(text) }
            return color
        })
        return registry
    }

    struct Unknown: Error { let text: String; init(_ text: String) { self.text = text } }

    @Test func aCustomTypeMatchesAndConverts() throws {
        let expression = try CucumberExpression("I pick a {color} pen", parameterTypes: registryWithColor())
        let arguments = try #require(expression.match("I pick a green pen"))
        #expect(try arguments.first?.value(as: Color.self) == .green)
        #expect(expression.match("I pick a pink pen") == nil)
    }

    @Test func aTypeWithSeveralGroupsReceivesEachGroup() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "point", regexps: [#"\((\d+),(\d+)\)"#]) { values in
            values.compactMap { $0.flatMap { Int($0) } }
        })
        let expression = try CucumberExpression("I click at {point}", parameterTypes: registry)
        let arguments = try #require(expression.match("I click at (3,4)"))
        #expect(try arguments[0].value(as: [Int].self) == [3, 4])
        #expect(arguments[0].group.value == "(3,4)")
    }

    @Test func builtInTypesGiveSwiftValues() throws {
        let expression = try CucumberExpression("{int} {float} {double} {byte} {short} {long} {word} {string} {}")
        let arguments = try #require(expression.match(#"-7 1.5 2.25 8 300 9000000000 cukes "in a bag" rest of it"#))
        #expect(try arguments[0].value(as: Int.self) == -7)
        #expect(try arguments[1].value(as: Float.self) == 1.5)
        #expect(try arguments[2].value(as: Double.self) == 2.25)
        #expect(try arguments[3].value(as: Int8.self) == 8)
        #expect(try arguments[4].value(as: Int16.self) == 300)
        #expect(try arguments[5].value(as: Int64.self) == 9_000_000_000)
        #expect(try arguments[6].value(as: String.self) == "cukes")
        #expect(try arguments[7].value(as: String.self) == "in a bag")
        #expect(try arguments[8].value(as: String.self) == "rest of it")
        let registry = ParameterTypeRegistry()
        for name in ["int", "float", "double", "byte", "short", "long", "word", "string", "", "biginteger", "bigdecimal"] {
            #expect(registry.parameterType(named: name) != nil, "{\(name)} is missing")
        }
    }

    @Test func aNumberTooBigForItsTypeIsAnErrorNotAWrongValue() throws {
        let arguments = try #require(try CucumberExpression("{byte}").match("300"))
        #expect(throws: CucumberExpressionError.self) { try arguments[0].value() }
    }

    @Test func askingForTheWrongTypeIsAnError() throws {
        let arguments = try #require(try CucumberExpression("{int}").match("3"))
        #expect {
            try arguments[0].value(as: String.self)
        } throws: { error in
            (error as? CucumberExpressionError)?.message == "The {int} argument '3' is of type Int, not String"
        }
    }

    @Test func theRegistryRejectsDuplicatesAndBadNames() throws {
        var registry = try registryWithColor()
        #expect {
            try registry.define(ParameterType(name: "color", regexp: "cyan") { $0 })
        } throws: { error in
            (error as? CucumberExpressionError)?.message == "There is already a parameter type with name color"
        }
        #expect(throws: CucumberExpressionError.self) { try ParameterType(name: "a(b)", regexp: "x") { $0 } }
        #expect {
            try registry.define(ParameterType(name: "number", regexps: [#"\d+"#], preferForRegexpMatch: true) { $0 })
        } throws: { error in
            (error as? CucumberExpressionError)?.message.hasPrefix("There can only be one preferential parameter type per regexp") == true
        }
    }

    @Test func regularExpressionGroupsUseTheMatchingParameterType() throws {
        let expression = try RegularExpression(#"^I have (\d+) cukes? in my (\w+)$"#)
        let arguments = try #require(expression.match("I have 42 cukes in my belly"))
        #expect(try arguments[0].value(as: Int.self) == 42)
        #expect(try arguments[1].value(as: String.self) == "belly")
    }

    @Test func aRegexpSharedByTypesWithoutAPreferenceIsAmbiguous() {
        // {float}, {double} and {bigdecimal} share this regexp and none is preferential.
        let floatRegexp = #"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[E][+-]?\d+)?"#
        #expect {
            try RegularExpression("^costs (\(floatRegexp))$")
        } throws: { error in
            (error as? CucumberExpressionError)?.message.contains("matches multiple parameter types") == true
        }
    }

    @Test func anInvalidRegularExpressionIsAnError() {
        #expect(throws: CucumberExpressionError.self) { try RegularExpression("^unclosed (group$") }
    }

    @Test func expressionsCanBeSharedBetweenTasks() async throws {
        let expression = try CucumberExpression("I have {int} cucumber(s)")
        let counts = try await withThrowingTaskGroup(of: Int?.self) { group in
            for count in 1...20 {
                group.addTask { try expression.match("I have \(count) cucumbers")?.first?.value(as: Int.self) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(counts.compactMap { $0 }) == Set(1...20))
    }
}
