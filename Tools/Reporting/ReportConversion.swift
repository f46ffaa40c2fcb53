import BDD
import Foundation

extension ReportOutcome {
    /// The report outcome of a BDD outcome.
    public init(_ outcome: StepOutcome) {
        switch outcome {
        case .passed: self = .passed
        case .failed: self = .failed
        case .skipped: self = .skipped
        }
    }
}

extension StepReport {
    /// The report of a finished BDD step, with the steps run inside it.
    public init(_ record: StepRecord, steps: [StepReport] = []) {
        self.init(
            keyword: record.keyword.rawValue,
            name: record.name,
            file: record.fileID,
            line: record.line,
            duration: record.duration,
            outcome: ReportOutcome(record.outcome),
            failureMessages: FailureMessages.distinct(record.outcome.failureMessages),
            steps: steps
        )
    }
}

extension ScenarioReport {
    /// The report of a finished BDD scenario. `steps` replaces the record's own step list
    /// (to include nested steps); by default the record's steps are converted.
    public init(_ record: ScenarioRecord, test: String? = nil, steps: [StepReport]? = nil) {
        let stepMessages = Set(record.steps.flatMap(\.outcome.failureMessages))
        // The scenario's messages repeat each failed step's as "<step name>: <message>";
        // keep only those that are not about a step (e.g. the scenario's body threw).
        let ownMessages = record.outcome.failureMessages.filter { message in
            !record.steps.contains { step in
                step.outcome.isFailure && message.hasPrefix(step.name + ": ")
            } && !stepMessages.contains(message)
        }
        self.init(
            name: record.description,
            test: test,
            file: record.fileID,
            line: record.line,
            startTime: record.startTime,
            duration: record.duration,
            outcome: ReportOutcome(record.outcome),
            failureMessages: ownMessages,
            steps: steps ?? record.steps.map { StepReport($0) }
        )
    }
}

/// Cleaning up the failure messages BDD collected for a step.
public enum FailureMessages {
    /// The messages without repeats. A failure reported by ElementCore reaches a step twice:
    /// through the step-context channel, and again as the XCTest failure BDD observes
    /// (prefixed `failed - ` on Linux, and followed by IssueReporting's notes); only the
    /// first is kept.
    public static func distinct(_ messages: [String]) -> [String] {
        var kept: [String] = []
        for message in messages {
            let core = message.hasPrefix("failed - ") ? String(message.dropFirst("failed - ".count)) : message
            let isRepeat = kept.contains { earlier in
                let trimmedEarlier = earlier.trimmingCharacters(in: .whitespacesAndNewlines)
                let trimmedCore = core.trimmingCharacters(in: .whitespacesAndNewlines)
                return !trimmedEarlier.isEmpty && (trimmedCore.hasPrefix(trimmedEarlier) || trimmedEarlier.hasPrefix(trimmedCore))
            }
            if !isRepeat { kept.append(message) }
        }
        return kept
    }
}

extension ScenarioReport {
    /// A report of a failure outside any scenario (an app that did not launch before the first
    /// step), shown as a failed scenario named "Outside any scenario" so every report counts it.
    public init(outsideScenarios failure: Failure, test: String?) {
        self.init(
            name: "Outside any scenario",
            test: test ?? failure.test?.name,
            file: failure.location.fileIDText,
            line: failure.location.line,
            startTime: Date(),
            duration: 0,
            outcome: .failed,
            failureMessages: [failure.message],
            steps: []
        )
    }

    /// The report with every registered secret masked in its names and messages.
    public func masked() -> ScenarioReport {
        var copy = self
        copy.name = Secrets.mask(name)
        copy.test = test.map(Secrets.mask)
        copy.failureMessages = failureMessages.map(Secrets.mask)
        copy.steps = steps.map { $0.masked() }
        return copy
    }
}

extension StepReport {
    /// The report with every registered secret masked in its names and messages.
    public func masked() -> StepReport {
        var copy = self
        copy.name = Secrets.mask(name)
        copy.failureMessages = failureMessages.map(Secrets.mask)
        copy.steps = steps.map { $0.masked() }
        return copy
    }
}
