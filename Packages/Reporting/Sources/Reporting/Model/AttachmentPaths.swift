import Foundation

extension RunReport {
    /// This report with every attachment's path behind `prefix` (e.g. `../run/`), for a file
    /// rendered into another folder than the report's.
    func attachmentPaths(prefixedWith prefix: String) -> RunReport {
        guard !prefix.isEmpty else { return self }
        var copy = self
        copy.tests = tests.map { $0.mapAttachments { $0.prefixed(prefix) } }
        return copy
    }
}

extension TestCaseReport {
    /// This test with `transform` applied to every attachment: its failures', its steps', its trace's.
    func mapAttachments(_ transform: (AttachmentReport) -> AttachmentReport) -> TestCaseReport {
        var copy = self
        copy.failures = failures.map { failure in
            var failure = failure
            failure.attachments = failure.attachments.map(transform)
            return failure
        }
        copy.scenarios = scenarios.map { scenario in
            var scenario = scenario
            scenario.steps = scenario.steps.map { $0.mapAttachments(transform) }
            return scenario
        }
        copy.steps = steps.map { $0.mapAttachments(transform) }
        copy.trace = trace.map { entry in
            var entry = entry
            entry.before = entry.before.map(transform)
            entry.after = entry.after.map(transform)
            return entry
        }
        return copy
    }
}

extension StepReport {
    func mapAttachments(_ transform: (AttachmentReport) -> AttachmentReport) -> StepReport {
        var copy = self
        copy.attachments = attachments.map(transform)
        copy.steps = steps.map { $0.mapAttachments(transform) }
        return copy
    }
}

extension AttachmentReport {
    func prefixed(_ prefix: String) -> AttachmentReport {
        AttachmentReport(name: name, mediaType: mediaType, path: prefix + path)
    }
}
