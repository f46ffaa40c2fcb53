extension Step {
    /// The Gherkin keyword a step was written with.
    ///
    /// `Given`, `When`, `Then` and `And` are all type aliases of ``Step``, so
    /// the type system cannot tell them apart; BDD reads the keyword from the
    /// step's source line instead. When the source cannot be read (or the step
    /// was written as `Step(...)`), the keyword is ``step``.
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        /// A precondition: `Given(I: launchTheApp())`.
        case given = "Given"
        /// An action: `When(I: tap(loginButton))`.
        case when = "When"
        /// An expectation: `Then(I: see(homeScreen))`.
        case then = "Then"
        /// A continuation of the previous keyword: `And(the: value(of: x, is: "y"))`.
        case and = "And"
        /// A contrasting continuation of the previous keyword (Gherkin's `But`).
        case but = "But"
        /// A step whose keyword is unknown.
        case step = "Step"

        /// The keyword spelled by `identifier` (`"Given"`, `"When"`, `"Then"`,
        /// `"And"`), or ``step`` for anything else.
        public init(identifier: String) {
            switch identifier {
            case "Given": self = .given
            case "When": self = .when
            case "Then": self = .then
            case "And": self = .and
            case "But": self = .but
            default: self = .step
            }
        }
    }

    /// The argument label a step was written with, which reads as part of the
    /// sentence: `When(I: ...)`, `Then(the: ...)`, `Given(a: ...)`.
    public enum Label: String, Sendable, Hashable, CaseIterable {
        /// `When(I: tap(button))` reads "When I tap(button)".
        case I
        /// `Then(the: value(of: field, is: "x"))` reads "Then the value(of: field, is: "x")".
        case the
        /// `Given(a: loggedInUser())` reads "Given a loggedInUser()".
        case a
    }
}
