import ElementCore
import Foundation
import WebDriverClient

/// The range a slider declares, as `rangeOf()` (55-ranges.js) reads it: a native input's
/// min/max/step/value, else `aria-valuemin/max/now/text`.
struct RangeReply: Decodable, Sendable, Equatable {
    var min: Double?
    var max: Double?
    var now: Double?
    var text: String?
    var step: Double?
    var native: Bool?

    /// `100 of 0…255 ("Medium")`, for messages.
    var description: String {
        let number = { (value: Double?) in value.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? "?" }
        let text = self.text.map { " (\"\($0)\")" } ?? ""
        return "\(number(now)) of \(number(min))…\(number(max))\(text)"
    }

    /// The position between the bounds, 0…1 to four places (as the value of a slider reads).
    var position: Double? {
        guard let min, let max, let now, max > min else { return nil }
        return ((Swift.min(1, Swift.max(0, (now - min) / (max - min)))) * 10000).rounded() / 10000
    }
}

/// The answer of `setSlider()`: the range after a native input took the value, or the range
/// an ARIA slider starts from (it now has the focus, for keys).
struct SliderReply: Decodable, Sendable {
    var ok: Bool
    var reason: String?
    var fatal: Bool?
    var native: Bool?
    var target: Double?
    var range: RangeReply?
}

extension WebDriverEngine {
    /// Moves a slider to `position` (0…1) of the range it declares, and checks it got there.
    ///
    /// A native range input takes the value. An ARIA slider takes none from outside, so it is
    /// moved as a user moves it with the keyboard (the slider pattern's Home, End and arrows):
    /// one arrow first, to learn the step, then as many as the rest needs, reading the range
    /// after each round. A slider that does not end within half a step of the target fails
    /// the action with what it reads, never retried (keys were pressed).
    func adjustSlider(to position: Double, on query: ElementQuery, action: ElementAction) throws(EngineError) {
        guard let node = try EngineErrors.unlessDialog({ () throws(EngineError) in try resolvedNode(query, what: "\(action)") }) else {
            return try NativeDialog.perform(action, on: query, engine: self)
        }
        let reply = try runtimeCall("return ttk.setSlider(arguments[0], arguments[1]);",
                                    arguments: [node.reference.json, .number(position)],
                                    as: SliderReply.self, what: "\(action)")
        guard reply.ok, let target = reply.target, let range = reply.range else {
            let reason = reply.reason ?? "it took no value"
            if reply.fatal == true { throw .unsupported("Cannot \(action) \(query): \(reason).") }
            throw .notActionable(reason: reason)
        }
        if reply.native == true {
            guard SliderMoves.reached(range, target: target, step: range.step) else {
                throw SliderMoves.missed(range: range, target: target, after: "once its value was set")
            }
            return
        }
        try moveByKeys(node.reference, from: range, to: target, action: action, query: query)
    }

    private func moveByKeys(_ reference: ElementReference, from start: RangeReply, to target: Double,
                            action: ElementAction, query: ElementQuery) throws(EngineError) {
        var range = start
        var step: Double?
        var pressed: [String] = []
        var lastKeys: [String] = []
        for _ in 0..<SliderMoves.rounds {
            if SliderMoves.reached(range, target: target, step: step) { return }
            guard let keys = SliderMoves.keys(from: range, to: target, step: step) else { break }
            // End or Home that did not reach the bound will not on a second press.
            if keys.count == 1, !SliderMoves.isArrow(keys[0]), keys == lastKeys { break }
            lastKeys = keys
            let before = range.now
            try sendKeys(keys, what: "\(action) \(query)")
            pressed.append(SliderMoves.describe(keys))
            let after: RangeReply
            do {
                after = try runtimeCall("ttk.rangeAfter(arguments[0], arguments[1], 500).then(done);",
                                        arguments: [reference.json, before.map(JSONValue.number) ?? .null],
                                        async: true, reads: true, as: RangeReply.self, what: "read \(query) after \(action)")
            } catch {
                // Keys were pressed: never retried.
                guard case .dialogOpen = error else { throw error }
                throw .unsupported("Cannot \(action) \(query): \(error), opened while it was moved by keys.")
            }
            // One arrow tells the step the slider moves by.
            if step == nil, keys.count == 1, let was = before, let now = after.now, SliderMoves.isArrow(keys[0]) {
                step = abs(now - was)
                if step == 0 {
                    throw SliderMoves.missed(range: after, target: target,
                                             after: "after \(pressed.joined(separator: ", ")), which did not move it")
                }
            }
            range = after
            // Keys that moved nothing will not move it on another round.
            if after.now == before { break }
        }
        if SliderMoves.reached(range, target: target, step: step) { return }
        throw SliderMoves.missed(range: range, target: target,
                                 after: "after \(pressed.isEmpty ? "no key" : pressed.joined(separator: ", "))")
    }

    private func sendKeys(_ keys: [String], what: String) throws(EngineError) {
        let actions = keys.flatMap { [KeyAction.down($0), KeyAction.up($0)] }
        try command(what) { session in
            try session.page.perform([.key(id: "keyboard", actions: actions)])
        }
    }
}

/// How a slider is moved by keys, and what counts as arrived.
enum SliderMoves {
    private typealias Keys = WebDriverClient.Key
    /// Rounds of keys before giving up: the step, the rest, and two corrections.
    static let rounds = 4
    /// The most arrows pressed in one round.
    static let mostArrows = 2000

    /// Whether the range's value is within half a step of `target` (a step unknown counts as
    /// a thousandth of the range, for rounding).
    static func reached(_ range: RangeReply, target: Double, step: Double?) -> Bool {
        guard let now = range.now, let min = range.min, let max = range.max else { return false }
        let tolerance = Swift.max((step ?? 0) / 2, (max - min) / 1000)
        return abs(now - target) <= tolerance
    }

    /// The keys for the next round: End or Home for a bound, one arrow while the step is
    /// unknown, then as many arrows as the rest needs. `nil` when no key can bring it nearer.
    static func keys(from range: RangeReply, to target: Double, step: Double?) -> [String]? {
        guard let now = range.now, let min = range.min, let max = range.max else { return nil }
        if target >= max { return [Keys.end] }
        if target <= min { return [Keys.home] }
        let arrow = target > now ? Keys.arrowRight : Keys.arrowLeft
        guard let step, step > 0 else { return [arrow] }
        let count = Int(((target - now) / step).rounded())
        guard count != 0 else { return nil }
        return Array(repeating: count > 0 ? Keys.arrowRight : Keys.arrowLeft, count: Swift.min(abs(count), mostArrows))
    }

    static func isArrow(_ key: String) -> Bool { key == Keys.arrowRight || key == Keys.arrowLeft }

    /// `End`, `3 × →`, for messages.
    static func describe(_ keys: [String]) -> String {
        guard let first = keys.first else { return "no key" }
        let name: String
        switch first {
        case Keys.end: name = "End"
        case Keys.home: name = "Home"
        case Keys.arrowRight: name = "→"
        default: name = "←"
        }
        return keys.count == 1 ? name : "\(keys.count) × \(name)"
    }

    /// The failure of a slider that did not reach its target: never retried.
    static func missed(range: RangeReply, target: Double, after: String) -> EngineError {
        let position = range.position.map { "\($0)" } ?? "no position"
        let wanted = RangeReply(min: range.min, max: range.max, now: target).description
        return .unsupported("it reads \(position) (\(range.description)) \(after), not \(wanted)")
    }
}
