import Foundation

/// One XCTest test as the test binary lists it: `Module.Class/test`.
public struct TestID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The module, e.g. `ExampleSuite`.
    public var module: String
    /// The class, e.g. `LoginTests`.
    public var className: String
    /// The method, e.g. `test_logIn`.
    public var method: String

    /// Creates an id.
    public init(module: String, className: String, method: String) {
        self.module = module
        self.className = className
        self.method = method
    }

    /// Reads `Module.Class/test`; `nil` for a line of another shape.
    public init?(listed line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let qualifiedClass = trimmed[..<slash]
        let method = trimmed[trimmed.index(after: slash)...]
        guard let dot = qualifiedClass.firstIndex(of: "."), !method.isEmpty, !method.contains(" ") else { return nil }
        self.init(module: String(qualifiedClass[..<dot]), className: String(qualifiedClass[qualifiedClass.index(after: dot)...]),
                  method: String(method))
    }

    /// `Module.Class/test`: how the binary lists it and how `--filter` is matched.
    public var description: String { "\(module).\(className)/\(method)" }

    /// `Class.test`: how XCTest names it while it runs, and how reports name it.
    public var runName: String { "\(className).\(method)" }

    /// Ordered by their listed name.
    public static func < (lhs: TestID, rhs: TestID) -> Bool { lhs.description < rhs.description }
}

/// A shard of a run: `index` of `count` (1-based), as in `--shard 2/3`.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which shard, from 1.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// Reads `i/n` with 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let count = Int(parts[1].trimmingCharacters(in: .whitespaces)), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }
}

/// Which tests a run runs: those matching a filter, not matching a skip, in this shard.
public enum TestSelection {
    /// Tests whose listed name matches any of `filters` (all when there is none) and none of `skips`.
    public static func filter(_ tests: [TestID], filters: [NSRegularExpression], skips: [NSRegularExpression]) -> [TestID] {
        tests.filter { test in
            let name = test.description
            let range = NSRange(name.startIndex..., in: name)
            let kept = filters.isEmpty || filters.contains { $0.firstMatch(in: name, range: range) != nil }
            return kept && !skips.contains { $0.firstMatch(in: name, range: range) != nil }
        }
    }

    /// The tests of `shard`: the sorted tests dealt out in turn, so every test is in exactly one
    /// shard whatever the machine, and shards differ in size by one test at most.
    public static func tests(_ tests: [TestID], in shard: Shard) -> [TestID] {
        let sorted = Array(Set(tests)).sorted()
        return sorted.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    /// `tests` dealt into at most `workers` batches, in turn; no batch is empty.
    public static func batches(_ tests: [TestID], workers: Int) -> [[TestID]] {
        let count = max(1, min(workers, tests.count))
        var batches = Array(repeating: [TestID](), count: count)
        for (offset, test) in tests.enumerated() { batches[offset % count].append(test) }
        return batches.filter { !$0.isEmpty }
    }

    /// A regular expression from the command line, or an error saying which is wrong.
    public static func expression(_ pattern: String) throws -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern)
        } catch {
            throw TestRunError.invalidPattern(pattern)
        }
    }
}
