import Foundation

// Empty lists (no failure messages, no nested steps) are left out of the JSON, so a
// passing step is a few readable lines; reading treats a missing list as empty.

extension ScenarioReport {
    private enum CodingKeys: String, CodingKey {
        case name, test, file, line, startTime, duration, outcome, failureMessages, steps
    }

    /// Decodes a scenario; `failureMessages` and `steps` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            test: try container.decodeIfPresent(String.self, forKey: .test),
            file: try container.decode(String.self, forKey: .file),
            line: try container.decode(UInt.self, forKey: .line),
            startTime: try container.decode(Date.self, forKey: .startTime),
            duration: try container.decode(TimeInterval.self, forKey: .duration),
            outcome: try container.decode(ReportOutcome.self, forKey: .outcome),
            failureMessages: try container.decodeIfPresent([String].self, forKey: .failureMessages) ?? [],
            steps: try container.decodeIfPresent([StepReport].self, forKey: .steps) ?? []
        )
    }

    /// Encodes the scenario, leaving out empty lists.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(test, forKey: .test)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(startTime, forKey: .startTime)
        try container.encode(duration, forKey: .duration)
        try container.encode(outcome, forKey: .outcome)
        if !failureMessages.isEmpty { try container.encode(failureMessages, forKey: .failureMessages) }
        if !steps.isEmpty { try container.encode(steps, forKey: .steps) }
    }
}

extension StepReport {
    private enum CodingKeys: String, CodingKey {
        case keyword, name, file, line, duration, outcome, failureMessages, steps
    }

    /// Decodes a step; `failureMessages` and `steps` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            keyword: try container.decode(String.self, forKey: .keyword),
            name: try container.decode(String.self, forKey: .name),
            file: try container.decode(String.self, forKey: .file),
            line: try container.decode(UInt.self, forKey: .line),
            duration: try container.decode(TimeInterval.self, forKey: .duration),
            outcome: try container.decode(ReportOutcome.self, forKey: .outcome),
            failureMessages: try container.decodeIfPresent([String].self, forKey: .failureMessages) ?? [],
            steps: try container.decodeIfPresent([StepReport].self, forKey: .steps) ?? []
        )
    }

    /// Encodes the step, leaving out empty lists.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyword, forKey: .keyword)
        try container.encode(name, forKey: .name)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(duration, forKey: .duration)
        try container.encode(outcome, forKey: .outcome)
        if !failureMessages.isEmpty { try container.encode(failureMessages, forKey: .failureMessages) }
        if !steps.isEmpty { try container.encode(steps, forKey: .steps) }
    }
}
