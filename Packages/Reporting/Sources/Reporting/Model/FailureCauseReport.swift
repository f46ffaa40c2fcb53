import BDD
import ElementCore
import Foundation

/// Why a failure happened, as the JSON report records it beside the failure's text, so that
/// tools can sort and count failures without parsing messages:
///
/// ```json
/// "cause" : { "kind" : "notFound", "attempt" : "tap Button \"OK\"", "query" : "App › Alert \"Error\" › Button \"OK\"", "detail" : "App › Alert \"Error\"" }
/// ```
///
/// The shape is stable: `kind` is always there; every other field only when the cause has it.
/// Reports written before causes were recorded have none (``FailureReport/cause`` is `nil`), and
/// readers must accept that. Secrets are masked in every field, as in the message.
///
/// `kind` is one of:
/// - an element's failure (``ElementFailure/kind``): `noEngine`, `notFound`, `ambiguous`,
///   `notActionable`, `dialogOpen`, `engine`, `timedOut`, `invalidArgument`, `alreadySet`,
///   `unsupported`, `mismatch`, `scrollExhausted`, `notToggled`;
/// - `thrown`: a step's or scenario's body threw (`detail` is the error's type);
/// - `message`: a failure written as text (`Failures.record("…")`, an `XCTAssert`);
/// - the kind a cause of another package gives (`FailureCause.reportFields`): PageObjects'
///   expectations `timedOut` and `mismatch`; GherkinRunner's `undefinedStep`, `ambiguousStep`,
///   `wrongArgumentCount`, `missingScenario` and `invalidTagExpression`; XCUIStyleExtensions'
///   helpers and InProcessEngine's finders, with the element kinds above; TABTestKit's
///   `engineSetup`; SystemApps'
///   `appUnavailable` and `engine`; Biometrics' `noEngine`;
/// - `other`: a cause that gives no kind (`detail` is its type).
///
/// It is TestRuntime's ``FailureReportFields`` (what a cause of another package gives through
/// `FailureCause.reportFields`), written as JSON with those field names.
public typealias FailureCauseReport = FailureReportFields

extension FailureReportFields {
    /// The report of `cause`, secrets masked.
    public init(_ cause: any FailureCause) {
        switch cause {
        case let failure as ElementFailure:
            self.init(
                kind: failure.kind, attempt: failure.attempt, query: failure.query?.description,
                expected: failure.expectedAndObserved?.expected, observed: failure.expectedAndObserved?.observed,
                detail: Self.detail(of: failure.reason)
            )
        case let thrown as ThrownError:
            self.init(kind: "thrown", detail: String(reflecting: type(of: thrown.error)))
        case is FailureText:
            self.init(kind: "message")
        default:
            self = cause.reportFields ?? FailureReportFields(kind: "other", detail: String(reflecting: type(of: cause)))
        }
        attempt = attempt.map(Secrets.mask)
        query = query.map(Secrets.mask)
        expected = expected.map(Secrets.mask)
        observed = observed.map(Secrets.mask)
        detail = detail.map(Secrets.mask)
    }

    private static func detail(of reason: ElementFailure.Reason) -> String? {
        switch reason {
        case .noEngine, .timedOut, .mismatch, .notToggled: return nil
        case .notFound(let level): return level.description
        case .ambiguous(let level, let matches): return "\(matches.count) matches of \(level)"
        case .notActionable(let why), .invalidArgument(let why), .unsupported(let why): return why
        case .dialogOpen(let kind, let text): return [kind, text].compactMap { $0 }.joined(separator: ": ")
        case .engine(let error): return error.description
        case .alreadySet(let value): return value
        case .scrollExhausted(_, _, let shortfall, _, _): return shortfall
        }
    }
}
