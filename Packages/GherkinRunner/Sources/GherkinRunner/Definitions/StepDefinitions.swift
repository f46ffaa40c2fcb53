import BDD

/// The step definitions a feature's scenarios run with: `Given`, `When`, `Then`, `And` and `But`
/// definitions, custom parameter types, and other ``StepDefinitions`` to include.
///
/// ```swift
/// struct LoginSteps: TABTestKitContexts {
///     var definitions: StepDefinitions {
///         StepDefinitions {
///             ParameterType("tab", matching: "Home|Table|Collection") { Tab(rawValue: $0) }
///             Given("I am on the login screen") { see(loginScreen) }
///             When("I type {string} into the username field") { (name: String) in
///                 type(name, into: loginScreen.usernameField)
///             }
///             Then(/^I see (\d+) rows$/) { (count: Int) in numberOfCells(in: tableScreen.table, is: count) }
///         }
///     }
/// }
/// ```
///
/// The bodies are plain closures run inside a BDD step, so the contexts' functions (`see`,
/// `tap`, `type(_:into:)`…) act on the engine of the running test, and their failures fail the
/// step and point at its line of the feature file. Write definitions in a type that adopts
/// `TABTestKitContexts` (a `TABTestCase`, a Swift Testing suite, or a struct of their own) to
/// call those functions.
///
/// Expressions are compiled when a scenario runs: a malformed expression, or two parameter types
/// of one name, fails each scenario with the definition's file and line.
public struct StepDefinitions {
    /// The step definitions, in the order written.
    var definitions: [StepDefinition]
    /// The custom parameter types, in the order written.
    var parameterTypes: [ParameterTypeDefinition]

    /// The definitions `content` lists.
    public init(@StepDefinitionsBuilder _ content: () -> StepDefinitions) {
        self = content()
    }

    /// No definitions at all: every step is undefined.
    public init() {
        self.init(definitions: [], parameterTypes: [])
    }

    init(definitions: [StepDefinition], parameterTypes: [ParameterTypeDefinition]) {
        self.definitions = definitions
        self.parameterTypes = parameterTypes
    }

    /// How many step definitions there are.
    public var count: Int { definitions.count }

    /// These definitions followed by `other`'s.
    public func merging(_ other: StepDefinitions) -> StepDefinitions {
        StepDefinitions(definitions: definitions + other.definitions, parameterTypes: parameterTypes + other.parameterTypes)
    }
}

/// Builds ``StepDefinitions`` from `Given`/`When`/`Then`/`And`/`But` definitions,
/// `ParameterType(...)`s and other ``StepDefinitions``, with `if`, `switch` and `for` as needed.
@resultBuilder
public enum StepDefinitionsBuilder {
    /// A step definition.
    public static func buildExpression(_ definition: StepDefinition) -> StepDefinitions {
        StepDefinitions(definitions: [definition], parameterTypes: [])
    }

    /// A custom parameter type.
    public static func buildExpression(_ parameterType: ParameterTypeDefinition) -> StepDefinitions {
        StepDefinitions(definitions: [], parameterTypes: [parameterType])
    }

    /// Definitions written elsewhere, included.
    public static func buildExpression(_ definitions: StepDefinitions) -> StepDefinitions {
        definitions
    }

    /// The parts, in order.
    public static func buildBlock(_ parts: StepDefinitions...) -> StepDefinitions {
        parts.reduce(StepDefinitions()) { $0.merging($1) }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: StepDefinitions?) -> StepDefinitions {
        part ?? StepDefinitions()
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: StepDefinitions) -> StepDefinitions {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: StepDefinitions) -> StepDefinitions {
        part
    }

    /// A `for` loop's parts.
    public static func buildArray(_ parts: [StepDefinitions]) -> StepDefinitions {
        parts.reduce(StepDefinitions()) { $0.merging($1) }
    }
}
