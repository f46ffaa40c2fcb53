import ElementCore
import PageObjects

/// What a recorded matcher failure says: whether it waited (`timedOut`) or read once
/// (`mismatch`), what was expected and what was seen; `nil` when its cause is anything else.
struct Unmet: Equatable {
    var waited: Bool
    var expected: String
    var observed: String
}

func unmet(_ failure: RecordedFailure?) -> Unmet? {
    switch (failure?.cause as? ExpectationFailure)?.reason {
    case .timedOut(let expected, let observed)?: return Unmet(waited: true, expected: expected, observed: observed)
    case .mismatch(let expected, let observed)?: return Unmet(waited: false, expected: expected, observed: observed)
    default: return nil
    }
}
