import TagExpressions
import Testing

/// Tag expressions behave as Cucumber's: precedence, grouping, escaping, formatting and errors.
@Suite struct TagExpressionTests {
    @Test(arguments: [
        ("", "" ),
        ("@smoke", "@smoke"),
        ("@smoke and @fast", "( @smoke and @fast )"),
        ("@smoke or @fast", "( @smoke or @fast )"),
        ("not @slow", "not ( @slow )"),
        ("@a and @b and @c", "( ( @a and @b ) and @c )"),
        ("@a or @b or @c", "( ( @a or @b ) or @c )"),
        ("@a or @b and @c", "( @a or ( @b and @c ) )"),
        ("not @a and @b", "( not ( @a ) and @b )"),
        ("not not @a", "not ( not ( @a ) )"),
        ("not (@a or @b) and @c", "( not ( @a or @b ) and @c )"),
        ("(@a or @b) and (@c or @d)", "( ( @a or @b ) and ( @c or @d ) )"),
        ("@web\\(chrome\\) or @api", "( @web\\(chrome\\) or @api )"),
        ("@a\\\\ and @b", "( @a\\\\ and @b )"),
        ("@two\\ words", "@two\\ words"),
        ("  @a   or(@b)  ", "( @a or @b )"),
    ])
    func formatsLikeCucumber(expression: String, formatted: String) throws {
        #expect(try TagExpression(expression).description == formatted)
    }

    @Test func precedenceAndGroupingDecideTheResult() throws {
        let expression = try TagExpression("@smoke and not (@slow or @flaky)")
        #expect(expression.evaluate(tags: ["@smoke"]))
        #expect(!expression.evaluate(tags: ["@smoke", "@slow"]))
        #expect(!expression.evaluate(tags: ["@smoke", "@flaky"]))
        #expect(!expression.evaluate(tags: ["@fast"]))

        let orBeforeAnd = try TagExpression("@a or @b and @c")
        #expect(orBeforeAnd.evaluate(tags: ["@a"]))
        #expect(!orBeforeAnd.evaluate(tags: ["@b"]))
        #expect(orBeforeAnd.evaluate(tags: ["@b", "@c"]))
    }

    @Test func emptyExpressionSelectsEverything() throws {
        let expression = try TagExpression("   ")
        #expect(expression.evaluate(tags: []))
        #expect(expression.evaluate(tags: ["@anything"]))
    }

    @Test func tagsMatchExactly() throws {
        let expression = try TagExpression("@smoke")
        #expect(!expression.evaluate(tags: ["@smoke-test", "@Smoke", "smoke"]))
        #expect(expression.evaluate(tags: ["@other", "@smoke"]))
    }

    @Test func escapesKeepParenthesesBackslashesAndSpacesInATag() throws {
        let expression = try TagExpression(#"@x\(1\) or @y\\ or @two\ words"#)
        #expect(expression.evaluate(tags: ["@x(1)"]))
        #expect(expression.evaluate(tags: [#"@y\"#]))
        #expect(expression.evaluate(tags: ["@two words"]))
        #expect(!expression.evaluate(tags: ["@x", "@y", "@two"]))
    }

    @Test func anEscapedParenthesisOrOperatorWordIsATag() throws {
        let parenthesis = try TagExpression(#"\( or @a"#)
        #expect(parenthesis.evaluate(tags: ["("]))
        #expect(!parenthesis.evaluate(tags: ["@b"]))
    }

    @Test(arguments: [
        ("@a @b or", TagExpressionError.Reason.expectedOperator),
        ("@a and (@b not)", .expectedOperator),
        ("@a and or", .expectedOperand),
        ("or @a", .expectedOperand),
        ("@a and", .expectedOperand),
        ("not", .expectedOperand),
        ("@a and not", .expectedOperand),
        ("( @a and @b ) )", .unmatchedClosingParenthesis),
        ("( ( @a and @b )", .unmatchedOpeningParenthesis),
        ("@a or \\b", .illegalEscape("b")),
        ("@a\\ or @b", .expectedOperator),
        ("()", .expectedOperand),
    ])
    func malformedExpressionsAreRejected(expression: String, reason: TagExpressionError.Reason) {
        #expect {
            try TagExpression(expression)
        } throws: { error in
            let error = error as? TagExpressionError
            return error?.reason == reason && error?.expression == expression
        }
    }

    @Test func errorMessagesAreCucumbers() {
        #expect {
            try TagExpression("@a and")
        } throws: { error in
            (error as? TagExpressionError)?.message
                == #"Tag expression "@a and" could not be parsed because of syntax error: Expected operand."#
        }
        #expect {
            try TagExpression(#"x or \y"#)
        } throws: { error in
            (error as? TagExpressionError)?.message
                == #"Tag expression "x or \y" could not be parsed because of syntax error: Illegal escape before "y"."#
        }
    }
}
