/// The keywords of one spoken language, as Cucumber defines them in `gherkin-languages.json`.
///
/// A feature file picks its language with a `# language: fr` header; without one the parser
/// uses its default language (English unless you choose another). Step keywords keep their
/// trailing space when the language separates words with spaces (`"Given "`), and have none in
/// languages that do not (`"假如"`).
public struct GherkinLanguage: Sendable, Hashable {
    /// The language's code, used in `# language:` headers (`"en"`, `"fr"`, `"en-lol"`).
    public let code: String
    /// The language's English name (`"French"`).
    public let name: String
    /// The language's name in the language itself (`"français"`).
    public let nativeName: String
    /// Keywords that start a feature (`"Feature"`, `"Business Need"`, `"Ability"`).
    public let feature: [String]
    /// Keywords that start a rule (`"Rule"`).
    public let rule: [String]
    /// Keywords that start a background (`"Background"`).
    public let background: [String]
    /// Keywords that start a scenario (`"Example"`, `"Scenario"`).
    public let scenario: [String]
    /// Keywords that start a scenario outline (`"Scenario Outline"`, `"Scenario Template"`).
    public let scenarioOutline: [String]
    /// Keywords that start an examples table (`"Examples"`, `"Scenarios"`).
    public let examples: [String]
    /// Keywords of context steps (`"Given "`, `"* "`).
    public let given: [String]
    /// Keywords of action steps (`"When "`, `"* "`).
    public let when: [String]
    /// Keywords of outcome steps (`"Then "`, `"* "`).
    public let then: [String]
    /// Keywords of steps that continue the previous kind (`"And "`, `"* "`).
    public let and: [String]
    /// Keywords of steps that continue the previous kind (`"But "`, `"* "`).
    public let but: [String]

    init(
        code: String, name: String, nativeName: String, feature: [String], rule: [String],
        background: [String], scenario: [String], scenarioOutline: [String], examples: [String],
        given: [String], when: [String], then: [String], and: [String], but: [String]
    ) {
        self.code = code
        self.name = name
        self.nativeName = nativeName
        self.feature = feature
        self.rule = rule
        self.background = background
        self.scenario = scenario
        self.scenarioOutline = scenarioOutline
        self.examples = examples
        self.given = given
        self.when = when
        self.then = then
        self.and = and
        self.but = but
    }

    /// Every language Cucumber knows, sorted by code.
    public static var all: [GherkinLanguage] { generatedTable }

    /// English, the default language of feature files.
    public static var english: GherkinLanguage {
        // The generated table always contains "en"; the fallback keeps this total anyway.
        named("en") ?? generatedTable[0]
    }

    /// The language with the given code (`"fr"`, `"en-lol"`), or `nil` when Cucumber has none.
    public static func named(_ code: String) -> GherkinLanguage? {
        byCode[code]
    }

    private static let byCode: [String: GherkinLanguage] = Dictionary(
        generatedTable.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first }
    )
}
