import BDD
import Gherkin

/// The BDD keyword and step name of a pickle step, in any of Gherkin's languages.
enum GherkinKeywords {
    /// `And`/`But` when the keyword is one of the language's conjunctions (and not also one of
    /// its Given/When/Then words), `*` as ``Step/Keyword/step``, otherwise the step's kind.
    static func keyword(for step: PickleStep, language code: String) -> BDD.Step.Keyword {
        let written = step.keyword
        if written.trimmingSpaces == "*" { return .step }
        let language = GherkinLanguage.named(code) ?? .english
        let isPrimary = (language.given + language.when + language.then).contains(written)
        if !isPrimary && language.and.contains(written) { return .and }
        if !isPrimary && language.but.contains(written) { return .but }
        switch step.type {
        case .context: return .given
        case .action: return .when
        case .outcome: return .then
        case .unknown: return .step
        }
    }

    /// The step's name in reports and messages: `Given I am on the login screen`. In English the
    /// keyword is BDD's; in other languages, the keyword as written (`Angenommen ich bin …`).
    static func name(for step: PickleStep, keyword: BDD.Step.Keyword) -> String {
        guard keyword != .step else { return step.text }
        let written = step.keyword.trimmingSpaces
        return "\(written == keyword.rawValue ? keyword.rawValue : written) \(step.text)"
    }
}

extension String {
    /// The text without spaces around it.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
