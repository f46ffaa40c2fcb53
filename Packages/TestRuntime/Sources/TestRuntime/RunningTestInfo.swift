/// The test that is running, as its test case or trait announced it.
public struct TestInfo: Sendable, Hashable {
    /// A readable name, e.g. `LoginTests.test_logIn` or a Swift Testing display name.
    public var name: String
    /// Where the test is declared, when known.
    public var fileID: String?
    /// The line of the declaration, when known.
    public var line: UInt?

    /// Creates test information.
    public init(name: String, fileID: String? = nil, line: UInt? = nil) {
        self.name = name
        self.fileID = fileID
        self.line = line
    }
}

/// The running scenario.
public struct ScenarioInfo: Sendable {
    /// What the scenario is about.
    public var description: String
    /// Where it was written.
    public var site: CallSite

    /// Creates scenario information.
    public init(description: String, site: CallSite) {
        self.description = description
        self.site = site
    }
}

/// The running step.
public struct StepInfo: Sendable {
    /// `Given`, `When`, `Then`, `And`, `But` or `Step`.
    public var keyword: String
    /// The readable name, e.g. `When I tap(profileScreen.logOutButton)`.
    public var name: String
    /// Where the step was written.
    public var site: CallSite
    /// How deep it is nested in other steps (0 for a step written in a scenario or test).
    public var depth: Int

    /// Creates step information.
    public init(keyword: String, name: String, site: CallSite, depth: Int = 0) {
        self.keyword = keyword
        self.name = name
        self.site = site
        self.depth = depth
    }
}
