/// Turning finished rules into AST values, as Cucumber's AST builder does.
extension ASTBuilder {
    mutating func transform(_ node: ASTNode, rule: RuleType) throws(GherkinError) -> ASTValue? {
        switch rule {
        case .step: return step(node).map(ASTValue.step)
        case .docString: return docString(node).map(ASTValue.docString)
        case .dataTable:
            let rows = try tableRows(node)
            guard let first = rows.first else { return nil }
            return .dataTable(DataTable(location: first.location, rows: rows))
        case .background: return background(node).map(ASTValue.background)
        case .scenarioDefinition: return scenario(node).map(ASTValue.scenario)
        case .examplesDefinition: return examples(node).map(ASTValue.examples)
        case .examplesTable: return .rows(try tableRows(node))
        case .description: return .description(description(of: node))
        case .feature: return feature(node).map(ASTValue.feature)
        case .rule: return self.rule(node).map(ASTValue.rule)
        case .gherkinDocument:
            var feature: Feature?
            if case .feature(let value)? = node.child(.feature) { feature = value }
            return .document(GherkinDocument(uri: uri, feature: feature, comments: comments))
        case .featureHeader, .ruleHeader, .scenario, .examples, .tags, .stepArgument,
             .dataTableAndMaybeDocString, .docStringAndMaybeDataTable, .descriptionHelper:
            return .node(node)
        }
    }

    private mutating func step(_ node: ASTNode) -> Step? {
        guard let line = node.token(.stepLine) else { return nil }
        var docString: DocString?
        var dataTable: DataTable?
        if case .docString(let value)? = node.child(.docString) { docString = value }
        if case .dataTable(let value)? = node.child(.dataTable) { dataTable = value }
        return Step(id: ids.next(), location: line.location, keyword: line.keyword ?? "",
                    keywordType: line.keywordType ?? .unknown, text: line.text ?? "",
                    docString: docString, dataTable: dataTable)
    }

    private func docString(_ node: ASTNode) -> DocString? {
        guard let separator = node.tokens(.docStringSeparator).first else { return nil }
        let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
        let content = node.tokens(.other).map { $0.text ?? "" }.joined(separator: "\n")
        return DocString(location: separator.location, mediaType: mediaType, content: content,
                         delimiter: separator.keyword ?? "")
    }

    private mutating func background(_ node: ASTNode) -> Background? {
        guard let line = node.token(.backgroundLine) else { return nil }
        return Background(id: ids.next(), location: line.location, keyword: line.keyword ?? "",
                          name: line.text ?? "", description: description(in: node), steps: steps(node))
    }

    private mutating func scenario(_ definition: ASTNode) -> Scenario? {
        let tags = tags(definition)
        guard case .node(let node)? = definition.child(.scenario), let line = node.token(.scenarioLine) else { return nil }
        let examples: [Examples] = node.children(.examplesDefinition).compactMap {
            if case .examples(let value) = $0 { return value } else { return nil }
        }
        return Scenario(id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
                        name: line.text ?? "", description: description(in: node), steps: steps(node),
                        examples: examples)
    }

    private mutating func examples(_ definition: ASTNode) -> Examples? {
        let tags = tags(definition)
        guard case .node(let node)? = definition.child(.examples), let line = node.token(.examplesLine) else { return nil }
        var rows: [TableRow]?
        if case .rows(let value)? = node.child(.examplesTable) { rows = value }
        return Examples(id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
                        name: line.text ?? "", description: description(in: node), tableHeader: rows?.first,
                        tableBody: Array(rows?.dropFirst() ?? []))
    }

    private mutating func feature(_ node: ASTNode) -> Feature? {
        guard case .node(let header)? = node.child(.featureHeader), let line = header.token(.featureLine) else { return nil }
        let tags = tags(header)
        var children: [FeatureChild] = []
        if case .background(let background)? = node.child(.background) { children.append(.background(background)) }
        for case .scenario(let scenario) in node.children(.scenarioDefinition) { children.append(.scenario(scenario)) }
        for case .rule(let rule) in node.children(.rule) { children.append(.rule(rule)) }
        return Feature(location: line.location, tags: tags, language: line.language, keyword: line.keyword ?? "",
                       name: line.text ?? "", description: description(in: header), children: children)
    }

    private mutating func rule(_ node: ASTNode) -> Rule? {
        guard case .node(let header)? = node.child(.ruleHeader), let line = header.token(.ruleLine) else { return nil }
        let tags = tags(header)
        var children: [RuleChild] = []
        if case .background(let background)? = node.child(.background) { children.append(.background(background)) }
        for case .scenario(let scenario) in node.children(.scenarioDefinition) { children.append(.scenario(scenario)) }
        return Rule(id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
                    name: line.text ?? "", description: description(in: header), children: children)
    }

    private mutating func tags(_ node: ASTNode) -> [Tag] {
        guard case .node(let tagsNode)? = node.child(.tags) else { return [] }
        var tags: [Tag] = []
        for line in tagsNode.tokens(.tagLine) {
            for item in line.items {
                tags.append(Tag(location: Location(line: line.line, column: item.column), name: item.text, id: ids.next()))
            }
        }
        return tags
    }

    private func steps(_ node: ASTNode) -> [Step] {
        node.children(.step).compactMap { if case .step(let step) = $0 { step } else { nil } }
    }

    private func description(in node: ASTNode) -> String {
        if case .description(let text)? = node.child(.description) { return text }
        return ""
    }

    /// The description's lines, without trailing blank ones.
    private func description(of node: ASTNode) -> String {
        var lines = node.tokens(.other)
        while let last = lines.last, last.trimmedLine.isEmpty { lines.removeLast() }
        return lines.map { $0.text ?? "" }.joined(separator: "\n")
    }

    /// The rows of a data table or examples table; every row must have as many cells as the first.
    private mutating func tableRows(_ node: ASTNode) throws(GherkinError) -> [TableRow] {
        let rows = node.tokens(.tableRow).map { token in
            TableRow(id: ids.next(), location: token.location, cells: token.items.map { item in
                TableCell(location: Location(line: token.line, column: item.column), value: item.text)
            })
        }
        if let width = rows.first?.cells.count, let wrong = rows.first(where: { $0.cells.count != width }) {
            throw GherkinError(message: "inconsistent cell count within the table", line: wrong.location.line,
                               column: wrong.location.column)
        }
        return rows
    }
}
