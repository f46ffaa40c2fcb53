import Foundation
import TABTestKitCLI
import Testing

@Suite("Listing, sharding and reading tests")
struct TestSelectionTests {
    static let listed = """
    ExampleSuite.LoginTests/test_logIn
    ExampleSuite.LoginTests/test_logOut
    ExampleSuite.TableTests/test_rows
    Fixture.PassingTests/test_a
    Fixture.PassingTests/test_b
    ExampleSuite.SwiftTestingSuite/checksThings()
    not a test line
    """.split(separator: "\n").compactMap { TestID(listed: String($0)) }

    @Test func listedNamesAreRead() {
        #expect(Self.listed.count == 6)
        #expect(Self.listed[0] == TestID(module: "ExampleSuite", className: "LoginTests", method: "test_logIn"))
        #expect(Self.listed[0].runName == "LoginTests.test_logIn")
        #expect(Self.listed[0].description == "ExampleSuite.LoginTests/test_logIn")
    }

    @Test(arguments: [1, 2, 3, 4, 7])
    func everyTestIsInExactlyOneShard(count: Int) throws {
        let tests = Self.listed + (1...20).map { TestID(module: "M", className: "C\($0 % 3)", method: "test_\($0)") }
        var shards: [[TestID]] = []
        for index in 1...count {
            shards.append(TestSelection.tests(tests.shuffled(), in: try #require(Shard("\(index)/\(count)"))))
        }
        let all = shards.flatMap { $0 }
        #expect(all.count == tests.count)
        #expect(Set(all) == Set(tests))
        let sizes = shards.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }

    @Test func shardsAreReadAsIOfN() {
        #expect(Shard("2/3") == Shard("2/3"))
        #expect(Shard("2/3")?.index == 2)
        for bad in ["0/3", "4/3", "1/0", "x/2", "1", "1/2/3", ""] { #expect(Shard(bad) == nil, "\(bad)") }
    }

    @Test func filtersAndSkipsAreRegularExpressionsOnTheListedName() throws {
        let kept = TestSelection.filter(Self.listed, filters: [try TestSelection.expression("LoginTests|Fixture")],
                                        skips: [try TestSelection.expression("test_b$")])
        #expect(kept.map(\.method) == ["test_logIn", "test_logOut", "test_a"])
        #expect(throws: TestRunError.invalidPattern("(")) { try TestSelection.expression("(") }
    }

    @Test func batchesDealTheTestsOutAndAreNeverEmpty() {
        let batches = TestSelection.batches(Array(Self.listed.prefix(5)), workers: 2)
        #expect(batches.map(\.count) == [3, 2])
        #expect(TestSelection.batches(Array(Self.listed.prefix(2)), workers: 8).count == 2)
    }

    @Test func xctestOutputIsReadAsItComes() {
        var parser = XCTestOutputParser()
        let chunks = [
            "Test Suite 'Selected tests' started at 2026-01-01 10:00:00.000\nTest Case 'LoginTests.test_logIn' started at 2026-01-01 10:00:00.001\n",
            "/src/LoginTests.swift:12: error: LoginTests.test_logIn : XCTAssertEqual failed: (\"a\") is not equal to (\"b\")\nTest Case 'LoginTes",
            "ts.test_logIn' failed (1.250 seconds)\nTest Case 'LoginTests.test_logOut' started at …\nTest Case 'LoginTests.test_logOut' passed (0.010 seconds)\n",
            "Test Case 'LoginTests.test_skip' skipped (0.000 seconds)",
        ]
        var ended: [String] = []
        for chunk in chunks { ended += parser.feed(chunk) }
        ended += parser.finish()
        #expect(ended == ["LoginTests.test_logIn", "LoginTests.test_logOut", "LoginTests.test_skip"])
        #expect(parser.started == ["LoginTests.test_logIn", "LoginTests.test_logOut"])
        let failed = parser.attempts["LoginTests.test_logIn"]
        #expect(failed?.outcome == .failed)
        #expect(failed?.duration == 1.25)
        #expect(failed?.failures == [.init(message: "XCTAssertEqual failed: (\"a\") is not equal to (\"b\")", file: "/src/LoginTests.swift", line: 12)])
        #expect(parser.attempts["LoginTests.test_logOut"]?.outcome == .passed)
        #expect(parser.attempts["LoginTests.test_skip"]?.outcome == .skipped)
    }
}
