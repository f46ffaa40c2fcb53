/// Compiles a ``GherkinDocument`` into ``Pickle``s, exactly as Cucumber does.
///
/// - A scenario gives one pickle; an outline gives one per row of each examples table that has
///   a header, with `<name>` placeholders replaced in the name, step texts, tables and doc
///   strings.
/// - Background steps (the feature's, then the rule's) come before a scenario's own steps,
///   unless the scenario has no steps.
/// - Tags are inherited: feature, rule, scenario, examples table.
/// - `And` and `But` steps take the kind of the step before them.
public struct PickleCompiler: Sendable {
    /// A compiler.
    public init() {}

    /// The pickles of `document`, with identifiers `pickle-0`, `pickle-1`..., which never repeat
    /// the AST's counting identifiers. Use ``compile(_:ids:)`` to choose them.
    public func compile(_ document: GherkinDocument) -> [Pickle] {
        var ids = IDGenerator(prefix: "pickle-")
        return compile(document, ids: &ids)
    }

    /// The pickles of `document`, with identifiers drawn from `ids` (pass the generator the
    /// parser used, so they do not repeat the AST's).
    public func compile(_ document: GherkinDocument, ids: inout IDGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var context = Context(uri: document.uri, language: feature.language, ids: ids)
        var backgroundSteps: [Step] = []
        for child in feature.children {
            switch child {
            case .background(let background):
                backgroundSteps = background.steps
            case .scenario(let scenario):
                context.compile(scenario, inheritedTags: feature.tags, backgroundSteps: backgroundSteps)
            case .rule(let rule):
                var ruleBackgroundSteps = backgroundSteps
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background):
                        ruleBackgroundSteps += background.steps
                    case .scenario(let scenario):
                        context.compile(scenario, inheritedTags: feature.tags + rule.tags,
                                        backgroundSteps: ruleBackgroundSteps)
                    }
                }
            }
        }
        ids = context.ids
        return context.pickles
    }
}

/// The state of one compilation: the pickles so far and the identifiers handed out.
private struct Context {
    let uri: String
    let language: String
    var ids: IDGenerator
    var pickles: [Pickle] = []

    init(uri: String, language: String, ids: IDGenerator) {
        self.uri = uri
        self.language = language
        self.ids = ids
    }

    mutating func compile(_ scenario: Scenario, inheritedTags: [Tag], backgroundSteps: [Step]) {
        guard !scenario.examples.isEmpty else {
            let steps = pickleSteps(scenario, backgroundSteps: backgroundSteps, values: nil)
            pickles.append(Pickle(id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
                                  language: language, steps: steps, tags: pickleTags(inheritedTags + scenario.tags),
                                  astNodeIds: [scenario.id]))
            return
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            for row in examples.tableBody {
                let values = Substitution(header: header, row: row)
                let steps = pickleSteps(scenario, backgroundSteps: backgroundSteps, values: values)
                pickles.append(Pickle(id: ids.next(), uri: uri, location: row.location,
                                      name: values.apply(to: scenario.name), language: language, steps: steps,
                                      tags: pickleTags(inheritedTags + scenario.tags + examples.tags),
                                      astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    private mutating func pickleSteps(_ scenario: Scenario, backgroundSteps: [Step], values: Substitution?) -> [PickleStep] {
        var previousType = StepKeywordType.unknown
        var steps: [PickleStep] = []
        let background = scenario.steps.isEmpty ? [] : backgroundSteps
        for step in background {
            steps.append(pickleStep(step, values: nil, previousType: &previousType))
        }
        for step in scenario.steps {
            steps.append(pickleStep(step, values: values, previousType: &previousType))
        }
        return steps
    }

    private mutating func pickleStep(_ step: Step, values: Substitution?, previousType: inout StepKeywordType) -> PickleStep {
        if step.keywordType != .conjunction { previousType = step.keywordType }
        let substitute = { (text: String) in values?.apply(to: text) ?? text }
        return PickleStep(
            id: ids.next(), text: substitute(step.text), type: PickleStepType(previousType),
            argument: argument(of: step, substitute: substitute), astNodeIds: [step.id] + (values.map { [$0.rowID] } ?? []),
            keyword: step.keyword, location: step.location)
    }

    private func argument(of step: Step, substitute: (String) -> String) -> PickleStepArgument? {
        // When a step has both, each says whether it comes first or second.
        var tableIndex: Int?
        var docStringIndex: Int?
        if let table = step.dataTable, let docString = step.docString {
            let tableFirst = docString.location.line > table.location.line
            tableIndex = tableFirst ? 1 : 2
            docStringIndex = tableFirst ? 2 : 1
        }
        let table = step.dataTable.map { table in
            PickleTable(rows: table.rows.map { $0.cells.map { substitute($0.value) } }, argumentIndex: tableIndex)
        }
        let docString = step.docString.map { docString in
            PickleDocString(content: substitute(docString.content), mediaType: docString.mediaType.map(substitute),
                            argumentIndex: docStringIndex)
        }
        guard table != nil || docString != nil else { return nil }
        return PickleStepArgument(docString: docString, dataTable: table)
    }

    private func pickleTags(_ tags: [Tag]) -> [PickleTag] {
        tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }
}

/// The values of one examples row, put in place of their `<placeholders>`.
private struct Substitution {
    let pairs: [(placeholder: String, value: String)]
    let rowID: String

    init(header: TableRow, row: TableRow) {
        pairs = zip(header.cells, row.cells).map { ("<\($0.value)>", $1.value) }
        rowID = row.id
    }

    /// `text` with each placeholder replaced in header order, as Cucumber does (so a value that
    /// contains a later placeholder is replaced again).
    func apply(to text: String) -> String {
        pairs.reduce(text) { text, pair in text.replacingAll(pair.placeholder, with: pair.value) }
    }
}

private extension PickleStepType {
    init(_ keywordType: StepKeywordType) {
        switch keywordType {
        case .context: self = .context
        case .action: self = .action
        case .outcome: self = .outcome
        case .conjunction, .unknown: self = .unknown
        }
    }
}
