/// The rules of the Gherkin grammar. The AST builder makes a node for those that build one.
enum RuleType: String, Hashable, CaseIterable, Sendable {
    case gherkinDocument = "GherkinDocument"
    case feature = "Feature"
    case featureHeader = "FeatureHeader"
    case rule = "Rule"
    case ruleHeader = "RuleHeader"
    case background = "Background"
    case scenarioDefinition = "ScenarioDefinition"
    case scenario = "Scenario"
    case examplesDefinition = "ExamplesDefinition"
    case examples = "Examples"
    case examplesTable = "ExamplesTable"
    case step = "Step"
    case stepArgument = "StepArg"
    case dataTableAndMaybeDocString = "DataTableAndMaybeDocString"
    case docStringAndMaybeDataTable = "DocStringAndMaybeDataTable"
    case dataTable = "DataTable"
    case docString = "DocString"
    case tags = "Tags"
    case descriptionHelper = "DescriptionHelper"
    case description = "Description"
}

/// The right-hand side of a grammar rule.
indirect enum GrammarExpression: Sendable {
    case token(TokenType)
    case rule(RuleType)
    case sequence([GrammarExpression])
    case choice([GrammarExpression])
    case optional(GrammarExpression)
    case zeroOrMore(GrammarExpression)
    case oneOrMore(GrammarExpression)
}

/// A hint that settles an ambiguous tag line: the rule is entered through a skippable token
/// only if, skipping such tokens, the next line is `target`.
struct Lookahead: Hashable, Sendable {
    /// The tokens that may come before the target, in the order they are tried.
    let skipping: [TokenType]
    let target: TokenType
}

struct GrammarRule: Sendable {
    let expression: GrammarExpression
    /// Whether the AST builder makes a node for the rule (Cucumber marks these with `!`).
    let buildsNode: Bool
    let lookahead: Lookahead?
}

/// Cucumber's Gherkin grammar (`gherkin.berp`): the same rules, written as Swift values.
///
/// `Comment` and `Empty` lines are also accepted (and ignored) wherever a state does not
/// otherwise expect free text; the state machine adds that.
enum GherkinGrammar {
    static let root = RuleType.gherkinDocument

    static let rules: [RuleType: GrammarRule] = {
        let tagsThen: (TokenType) -> Lookahead = { Lookahead(skipping: [.empty, .comment, .tagLine], target: $0) }
        func node(_ expression: GrammarExpression, lookahead: Lookahead? = nil) -> GrammarRule {
            GrammarRule(expression: expression, buildsNode: true, lookahead: lookahead)
        }
        func helper(_ expression: GrammarExpression) -> GrammarRule {
            GrammarRule(expression: expression, buildsNode: false, lookahead: nil)
        }
        return [
            .gherkinDocument: node(.optional(.rule(.feature))),
            .feature: node(.sequence([.rule(.featureHeader), .optional(.rule(.background)),
                                      .zeroOrMore(.rule(.scenarioDefinition)), .zeroOrMore(.rule(.rule))])),
            .featureHeader: node(.sequence([.optional(.token(.language)), .optional(.rule(.tags)),
                                            .token(.featureLine), .rule(.descriptionHelper)])),
            .rule: node(.sequence([.rule(.ruleHeader), .optional(.rule(.background)),
                                   .zeroOrMore(.rule(.scenarioDefinition))])),
            .ruleHeader: node(.sequence([.optional(.rule(.tags)), .token(.ruleLine), .rule(.descriptionHelper)])),
            .background: node(.sequence([.token(.backgroundLine), .rule(.descriptionHelper), .zeroOrMore(.rule(.step))])),
            // A tag line could start a scenario or a rule: it is the scenario's when one follows.
            .scenarioDefinition: node(.sequence([.optional(.rule(.tags)), .rule(.scenario)]),
                                      lookahead: tagsThen(.scenarioLine)),
            .scenario: node(.sequence([.token(.scenarioLine), .rule(.descriptionHelper),
                                       .zeroOrMore(.rule(.step)), .zeroOrMore(.rule(.examplesDefinition))])),
            // After examples, a tag line could start more examples or the next scenario.
            .examplesDefinition: node(.sequence([.optional(.rule(.tags)), .rule(.examples)]),
                                      lookahead: tagsThen(.examplesLine)),
            .examples: node(.sequence([.token(.examplesLine), .rule(.descriptionHelper), .optional(.rule(.examplesTable))])),
            .examplesTable: node(.sequence([.token(.tableRow), .zeroOrMore(.token(.tableRow))])),
            .step: node(.sequence([.token(.stepLine), .optional(.rule(.stepArgument))])),
            .stepArgument: helper(.choice([.rule(.dataTableAndMaybeDocString), .rule(.docStringAndMaybeDataTable)])),
            .dataTableAndMaybeDocString: helper(.sequence([.rule(.dataTable), .optional(.rule(.docString))])),
            .docStringAndMaybeDataTable: helper(.sequence([.rule(.docString), .optional(.rule(.dataTable))])),
            .dataTable: node(.oneOrMore(.token(.tableRow))),
            .docString: node(.sequence([.token(.docStringSeparator), .zeroOrMore(.token(.other)),
                                        .token(.docStringSeparator)])),
            .tags: node(.oneOrMore(.token(.tagLine))),
            // Descriptions may be interspersed with comments.
            .descriptionHelper: helper(.sequence([.zeroOrMore(.token(.empty)), .optional(.rule(.description))])),
            .description: node(.oneOrMore(.choice([.token(.other), .token(.comment)]))),
        ]
    }()
}
