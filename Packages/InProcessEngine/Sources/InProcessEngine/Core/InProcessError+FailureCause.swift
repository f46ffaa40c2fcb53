import ElementCore

/// An ``InProcessError`` is the typed cause of the failure a finder records under
/// ``FailureBehavior/failTest`` (the same value ``FailureBehavior/raiseException`` throws), and of
/// a storyboard controller that could not be shown: reports record its kind.
extension InProcessError: FailureCause {
    /// `notFound` for a finder that found nothing, `invalidArgument` for a storyboard or a
    /// controller the test named that does not exist; the explanation as the detail.
    public var reportFields: FailureReportFields? {
        switch self {
        case .notFound(let message): return FailureReportFields(kind: "notFound", detail: message)
        case .noSuchController(let message): return FailureReportFields(kind: "invalidArgument", detail: message)
        }
    }
}
