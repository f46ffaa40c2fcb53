import Foundation

/// A test failure as the framework raised it: what went wrong, where the failing call was made,
/// the step and scenario it happened in, and evidence.
///
/// Failures travel typed from where they are raised (an element that never appeared, a step
/// that threw) to the ``FailureSink`` of the ``TestContext`` — a BDD step, a capture, or the test
/// framework — and are reported to XCTest or Swift Testing exactly once.
public struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// This failure, told apart from every other (two failures are equal when they are the same
    /// event, whatever their text).
    public let id: UUID
    /// Why it happened, typed: ``FailureCause`` (an element that was not found, a step that
    /// threw…). It becomes text only where it is shown: ``message``, ``fullMessage``.
    public var cause: any FailureCause
    /// Where the failing call was made.
    public var origin: CallSite
    /// The step it happened in, if any.
    public var step: StepInfo?
    /// The scenario it happened in, if any.
    public var scenario: ScenarioInfo?
    /// The test it happened in, if known.
    public var test: TestInfo?
    /// Evidence gathered when it happened (a screenshot, the page source…).
    public var attachments: [FailureAttachment]

    /// Creates a failure whose cause is only `message` (``FailureText``).
    public init(
        message: String,
        origin: CallSite,
        step: StepInfo? = nil,
        scenario: ScenarioInfo? = nil,
        test: TestInfo? = nil,
        attachments: [FailureAttachment] = []
    ) {
        self.init(cause: FailureText(message), origin: origin, step: step, scenario: scenario, test: test, attachments: attachments)
    }

    /// Creates a failure with a typed cause.
    public init(
        cause: any FailureCause,
        origin: CallSite,
        step: StepInfo? = nil,
        scenario: ScenarioInfo? = nil,
        test: TestInfo? = nil,
        attachments: [FailureAttachment] = []
    ) {
        self.id = UUID()
        self.cause = cause
        self.origin = origin
        self.step = step
        self.scenario = scenario
        self.test = test
        self.attachments = attachments
    }

    /// What went wrong, e.g. `Button "OK" does not exist.`: the cause's text, secrets masked.
    /// Setting it replaces the cause with the text (``FailureText``).
    public var message: String {
        get { Secrets.mask(cause.description) }
        set { cause = FailureText(newValue) }
    }

    /// Whether the test framework recorded this failure itself (see
    /// ``FailureText/isRecordedByTestFramework``): it is never reported again.
    public var isRecordedByTestFramework: Bool {
        (cause as? FailureText)?.isRecordedByTestFramework == true
    }

    /// The same failure.
    public static func == (lhs: Failure, rhs: Failure) -> Bool { lhs.id == rhs.id }

    /// Hashes the failure's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Where the failure points: inside a step, the step's line (the line a reader of the test
    /// recognises); elsewhere, the failing call.
    public var location: CallSite { step?.site ?? origin }

    /// The message with the step, the scenario and the failing call's place:
    ///
    /// ```text
    /// Button "OK" does not exist.
    ///   Step:      When I tap(alert.okButton)
    ///   Scenario:  Confirming
    ///   Called at: LoginTests.swift:12
    /// ```
    public var fullMessage: String {
        guard let step, !cause.namesItsStep else { return message }
        var text = message
        text += "\n  Step:      \(step.name.isEmpty ? step.keyword : step.name)"
        if let scenario, !scenario.description.isEmpty { text += "\n  Scenario:  \(scenario.description)" }
        text += "\n  Called at: \(origin.shortDescription)"
        return Secrets.mask(text)
    }

    /// ``fullMessage``.
    public var description: String { fullMessage }
}

/// Evidence attached to a failure.
public struct FailureAttachment: Sendable {
    /// A file-like name, e.g. `screenshot.png`.
    public var name: String
    /// The media type, e.g. `image/png`, `text/html`.
    public var mediaType: String
    /// The content.
    public var data: Data

    /// Creates an attachment.
    public init(name: String, mediaType: String, data: Data) {
        self.name = name
        self.mediaType = mediaType
        self.data = data
    }
}

/// Where failures go: a running step, a capture, or the test framework.
///
/// The ``TestContext`` holds one; code that raises a failure hands it to the sink in force
/// through ``TestFailures/record(_:)``.
public protocol FailureSink: Sendable {
    /// Handles a failure raised by the framework: reports it, or keeps it.
    func record(_ failure: Failure)
    /// Learns of a failure that the test framework already recorded (an `XCTAssert` in the
    /// test's own code): it must not be reported again.
    func noteRecordedElsewhere(_ message: String)
    /// Whether failures sent here deserve evidence (a screenshot, the page source): `false` for
    /// captures, whose failures nobody looks at.
    var wantsEvidence: Bool { get }
}

extension FailureSink {
    /// Ignores failures recorded elsewhere.
    public func noteRecordedElsewhere(_ message: String) {}
    /// Evidence is wanted.
    public var wantsEvidence: Bool { true }
}
