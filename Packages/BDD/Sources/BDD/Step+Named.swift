// Steps and scenarios whose names and places are given rather than read from Swift source: what
// runners of other formats (Gherkin's `.feature` files) build on.

extension Step {
    /// Runs a step named `name`, written at `site` — a line of a `.feature` file, say — rather
    /// than read from the Swift source of the call.
    ///
    /// It behaves like every step: it is skipped after a failure, fails when `body` throws or
    /// raises a failure, and its failures point at `site`.
    @discardableResult
    public init(keyword: Keyword, name: String, at site: CallSite, function: StaticString = "", _ body: () throws -> Void) {
        record = StepRunner.run(keyword: keyword, label: nil, name: name, site: site, function: function, body: body)
        self.site = site
        self.function = function
    }
}

extension Scenario {
    /// Runs a scenario written at `site` — a line of a `.feature` file, say — with its tags and
    /// the feature it belongs to, which reports show.
    @discardableResult
    public init(_ description: String, at site: CallSite, tags: [String] = [], feature: String? = nil, _ steps: () throws -> Void) {
        record = ScenarioRunner.run(description: description, site: site, tags: tags, feature: feature, steps: steps)
    }
}
