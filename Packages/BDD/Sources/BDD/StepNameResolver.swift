/// The keyword and readable name of a step, worked out from its source.
struct ResolvedStepName: Equatable, Sendable {
    /// The keyword the step was written with.
    var keyword: Step.Keyword
    /// The readable name, e.g. `When I tap(profileScreen.logOutButton)`.
    var name: String
}

/// Works out a step's keyword and readable name from its call site.
enum StepNameResolver {
    /// Resolves the step written at `filePath`:`line`:`column`.
    ///
    /// - Parameter label: The label of the initializer that was called; it
    ///   wins over the label found in the source.
    static func resolve(
        filePath: String,
        line: UInt,
        column: UInt,
        label: Step.Label?,
        cache: SourceFileCache = .shared
    ) -> ResolvedStepName {
        guard let text = cache.text(atPath: filePath),
              let call = StepSourceParser.parse(text, line: Int(clamping: line), column: Int(clamping: column))
        else {
            return ResolvedStepName(keyword: .step, name: fallbackName(keyword: .step, line: line))
        }
        let keyword = Step.Keyword(identifier: call.callee)
        guard let argument = call.argument else {
            return ResolvedStepName(keyword: keyword, name: fallbackName(keyword: keyword, line: line))
        }
        return ResolvedStepName(keyword: keyword, name: compose(keyword: keyword, label: label, argument: argument))
    }

    /// `"When I tap(button)"` from its parts.
    static func compose(keyword: Step.Keyword, label: Step.Label?, argument: String) -> String {
        [keyword.rawValue, label?.rawValue, argument]
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// `"When (line 12)"`: the name of a step whose source could not be read.
    static func fallbackName(keyword: Step.Keyword, line: UInt) -> String {
        "\(keyword.rawValue) (line \(line))"
    }
}
