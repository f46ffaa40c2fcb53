import Foundation
import TABTestKitReporting

/// Shared wording for the renderers.
public enum ReportFormatting {
    /// `0.12 s`, or `1 min 4.20 s` from a minute on.
    public static func duration(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds.isFinite ? seconds : 0)
        guard seconds >= 60 else { return String(format: "%.2f s", seconds) }
        let minutes = Int(seconds / 60)
        return String(format: "%d min %.2f s", minutes, seconds - Double(minutes * 60))
    }

    /// ✔, ✘ or ↷.
    public static func mark(_ outcome: ReportOutcome) -> String {
        switch outcome {
        case .passed: return "✔"
        case .failed: return "✘"
        case .skipped: return "↷"
        }
    }

    /// The scenarios in runs of the same test, in report order. Scenarios without a test
    /// form groups with a `nil` test.
    public static func groupedByTest(_ scenarios: [ScenarioReport]) -> [(test: String?, scenarios: [ScenarioReport])] {
        var groups: [(test: String?, scenarios: [ScenarioReport])] = []
        for scenario in scenarios {
            if let last = groups.indices.last, groups[last].test == scenario.test {
                groups[last].scenarios.append(scenario)
            } else {
                groups.append((scenario.test, [scenario]))
            }
        }
        return groups
    }
}
