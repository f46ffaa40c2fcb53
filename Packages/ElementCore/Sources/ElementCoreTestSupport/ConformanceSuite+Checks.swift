import ElementCore

extension ConformanceSuite {
    /// Every check, in the order they run. The checks that change the interface (a tap, typing)
    /// come last and touch nodes no earlier check reads.
    public static let checks: [ConformanceCheck] = resolutionChecks + matchesChecks + attributeChecks + actionChecks

    private static let greeting = ConformanceSignature(.staticText, "Greeting", "Hello")
    private static let primaryOK = ConformanceSignature(.button, "PrimaryOK", "OK")
    private static let submit = ConformanceSignature(.button, "SubmitButton", "Submit")
    private static let alertOK = ConformanceSignature(.button, "AlertOK", "OK")
    private static let alertMessage = ConformanceSignature(.staticText, "", "Something went wrong")
    private static let rows = (1...3).map { ConformanceSignature(.cell, "", "Row \($0)") }
    private static let todos = ["Buy milk", "Walk dog"].map { ConformanceSignature(.cell, "", $0) }

    private static let resolutionChecks: [ConformanceCheck] = [
        ConformanceCheck("an id matches the identifier", query(step(.staticText, "Greeting")), .found(greeting, matchCount: 1)),
        ConformanceCheck("an id matches the label", query(step(.staticText, "Hello")), .found(greeting, matchCount: 1)),
        ConformanceCheck("an identifier finds a button labelled otherwise", query(step(.button, "PrimaryOK")), .found(primaryOK, matchCount: 1)),
        ConformanceCheck("the type must match too", query(step(.textField, "Greeting")), .notFound(step: 0)),
        ConformanceCheck("strict ambiguity fails with both matches", query(step(.button, "OK")),
                         .ambiguous(step: 0, matches: [primaryOK, alertOK])),
        ConformanceCheck("non-strict matching picks the first in document order", query(step(.button, "OK"), strict: false),
                         .found(primaryOK, matchCount: 2)),
        ConformanceCheck("a parent scopes its children", query(step(.alert, "Error"), step(.button, "OK")), .found(alertOK, matchCount: 1)),
        ConformanceCheck("nodes outside the parent are not found", query(step(.alert, "Error"), step(.button, "SubmitButton")),
                         .notFound(step: 1)),
        ConformanceCheck("a missing parent is reported at its level", query(step(.alert, "Missing"), step(.button, "OK")),
                         .notFound(step: 0)),
        ConformanceCheck("an explicit index picks that match", query(step(.button, "OK", index: 1)), .found(alertOK, matchCount: 2)),
        ConformanceCheck("an index past the matches is not found", query(step(.cell, index: 5)), .notFound(step: 0)),
        ConformanceCheck("an index inside a parent", query(step(.table, "Rows"), step(.cell, index: 1)), .found(rows[1], matchCount: 3)),
        ConformanceCheck(".any matches every type", query(step(.any, "Greeting")), .found(greeting, matchCount: 1)),
        ConformanceCheck("hidden nodes do not exist", query(step(.button, "Secret")), .notFound(step: 0)),
        ConformanceCheck("a predicate filter narrows the matches", query(step(.cell, filters: [ConformanceFilter.label(equals: "Row 2")])),
                         .found(rows[1], matchCount: 1)),
        ConformanceCheck("a filter without predicate text is evaluated on snapshots",
                         query(step(.cell, filters: [ConformanceFilter.label(endingWith: "3")])), .found(rows[2], matchCount: 1)),
        ConformanceCheck("a row without a name is labelled by the texts it shows", query(step(.table, "Todos"), step(.cell, "Walk dog")),
                         .found(todos[1], matchCount: 1)),
        ConformanceCheck("containing finds the row that shows a text",
                         query(step(.table, "Todos"), step(.cell, filters: [ContainingElement(.staticText, identifier: "Buy milk")])),
                         .found(todos[0], matchCount: 1)),
        ConformanceCheck("containing what no row shows is not found",
                         query(step(.table, "Todos"), step(.cell, filters: [ContainingElement(.staticText, identifier: "Feed cat")])),
                         .notFound(step: 1)),
    ]

    private static let matchesChecks: [ConformanceCheck] = [
        ConformanceCheck("matches() lists a type in document order, hidden nodes left out", query(step(.button)),
                         .matches([primaryOK, submit, alertOK])),
        ConformanceCheck("matches() with .any and an id counts every type", query(step(.any, "OK")), .matches([primaryOK, alertOK])),
        ConformanceCheck("matches() with .any lists a parent's descendants in order", query(step(.alert, "Error"), step(.any)),
                         .matches([alertMessage, alertOK])),
        ConformanceCheck("matches() ignores the last level's index", query(step(.cell, index: 2)), .matches(rows + todos)),
        ConformanceCheck("matches() under a missing parent is empty", query(step(.alert, "Missing"), step(.button)), .matches([])),
    ]

    private static let attributeChecks: [ConformanceCheck] = [
        ConformanceCheck("a text field reports its placeholder, no value, and is enabled", query(step(.textField, "NameField")),
                         .attributes([.placeholder("Your name"), .value(""), .enabled(true)])),
        ConformanceCheck("a disabled button is not enabled", query(step(.button, "SubmitButton")), .attributes([.enabled(false)])),
        ConformanceCheck("a mixed checkbox reads mixed", query(step(.checkBox, "AllTerms")), .attributes([.label("All terms"), .mixed(true)])),
        ConformanceCheck("an unchecked checkbox is not mixed", query(step(.checkBox, "Newsletter")), .attributes([.mixed(false)])),
    ]

    private static let actionChecks: [ConformanceCheck] = [
        ConformanceCheck("a tap reaches the element", query(step(.button, "PrimaryOK")),
                         .performs(.tap, then: query(step(.staticText, "Status")), [.label("OK tapped")])),
        ConformanceCheck("typing changes the value", query(step(.textField, "NameField")),
                         .performs(.typeText("Ada", isSecure: false), then: query(step(.textField, "NameField")), [.value("Ada")])),
        ConformanceCheck("the delete key removes characters", query(step(.textField, "NameField")),
                         .performs(.deleteText(count: 1), then: query(step(.textField, "NameField")), [.value("Ad")])),
    ]

    /// A query on the app under test.
    static func query(_ steps: QueryStep..., strict: Bool = true) -> ElementQuery {
        ElementQuery(app: .underTest, steps: steps, isStrict: strict)
    }

    /// One level of a query.
    static func step(_ type: ElementType, _ id: String? = nil, index: Int? = nil, filters: [any QueryFilter] = []) -> QueryStep {
        QueryStep(type: type, id: id, index: index, filters: filters)
    }
}
