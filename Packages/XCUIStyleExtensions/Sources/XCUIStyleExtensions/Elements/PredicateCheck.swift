import ElementCore
import Foundation

/// The outcome of checking a predicate against an element once.
struct PredicateCheck {
    /// Whether the predicate held.
    var satisfied: Bool
    /// What was seen, e.g. `button "Sign in" id=signIn; isEnabled: false`.
    var observed: String
    /// Extra lines (the matches of an ambiguous query).
    var details: [String] = []
    /// Why checking again cannot help (an invalid predicate, an engine failure), if so.
    var finalError: String?
    /// What kind of failure ``finalError`` is: the engine's, or the predicate's (invalid).
    var finalErrorKind: XCUIStyleFailure.Kind = .invalidArgument

    /// Resolves `element` once and evaluates `predicate` on what it designates.
    static func check(_ predicate: EasyPredicate, on element: any Element, driver: any Engine) -> PredicateCheck {
        let query = element.query
        let resolution: Resolution
        do {
            resolution = try driver.resolve(query)
        } catch {
            let text = "\(error)"
            return PredicateCheck(satisfied: false, observed: "the engine failed: \(text)", finalError: error.isRetryable ? nil : text,
                                  finalErrorKind: .engine)
        }
        switch resolution {
        case .found(let snapshot, _):
            do {
                let holds = try predicate.evaluate(snapshot)
                return PredicateCheck(satisfied: holds, observed: describe(snapshot, for: predicate))
            } catch {
                return PredicateCheck(satisfied: false, observed: "\(snapshot)", finalError: "\(error)")
            }
        case .notFound(let step):
            let missing = step < query.steps.count - 1 ? " (no match for \(query.steps[step]))" : ""
            do {
                return PredicateCheck(satisfied: try predicate.evaluate(nil), observed: "does not exist\(missing)")
            } catch {
                return PredicateCheck(satisfied: false, observed: "does not exist\(missing)", finalError: "\(error)")
            }
        case .ambiguous(let step, let matches):
            let level = step < query.steps.count ? query.steps[step].description : "the query"
            var lines = matches.prefix(10).enumerated().map { "  [\($0.offset)] \($0.element)" }
            if matches.count > 10 { lines.append("  … and \(matches.count - 10) more") }
            lines.append("Give the element an explicit index or a parent that tells them apart.")
            return PredicateCheck(satisfied: false, observed: "\(matches.count) elements match \(level)", details: lines)
        }
    }

    /// The snapshot and the attributes the predicate reads, e.g. `button "OK"; isEnabled: false`.
    static func describe(_ snapshot: ElementSnapshot, for predicate: EasyPredicate) -> String {
        var keys: [String] = []
        predicate.collectKeys(into: &keys)
        let values = keys.map { key -> String in
            switch key {
            case "exists": return "exists: true"
            case "isEnabled": return "isEnabled: \(snapshot.isEnabled)"
            case "isHittable": return "isHittable: \(snapshot.isHittable)" + (snapshot.notHittableReason.map { " (\($0))" } ?? "")
            case "isSelected": return "isSelected: \(snapshot.isSelected)"
            case "label": return "label: \(PredicateLiteral.quoted(snapshot.label))"
            case "identifier": return "identifier: \(PredicateLiteral.quoted(snapshot.identifier))"
            case "value": return "value: \(snapshot.value.map(PredicateLiteral.quoted) ?? "nil")"
            case "placeholderValue": return "placeholderValue: \(snapshot.placeholder.map(PredicateLiteral.quoted) ?? "nil")"
            default: return "elementType: \(snapshot.type.rawValue) (\(snapshot.type.name))"
            }
        }
        return values.isEmpty ? "\(snapshot)" : "\(snapshot); " + values.joined(separator: ", ")
    }
}

extension EasyPredicate {
    /// The attribute keys the predicate reads, in order of first use.
    func collectKeys(into keys: inout [String]) {
        func add(_ key: String) { if !keys.contains(key) { keys.append(key) } }
        switch self {
        case .exists: add("exists")
        case .isEnabled: add("isEnabled")
        case .isHittable: add("isHittable")
        case .isSelected: add("isSelected")
        case .label: add("label")
        case .identifier: add("identifier")
        case .value: add("value")
        case .placeholder: add("placeholderValue")
        case .type: add("elementType")
        case .other: break
        case .and(let list), .or(let list): for predicate in list { predicate.collectKeys(into: &keys) }
        case .not(let inner): inner.collectKeys(into: &keys)
        }
    }
}
