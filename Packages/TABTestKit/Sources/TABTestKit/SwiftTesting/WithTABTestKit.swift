import Contexts
import ElementCore
import Foundation

/// Runs `body` as a TABTestKit test: with `engine` as the current engine and fresh launch
/// settings (a new UUID), biometrics unenrolled where the engine can, the app launched clean
/// before (through `preLaunchSetup`) and terminated after (through `preTerminationTearDown`).
///
/// ```swift
/// @Test func loggingOut() {
///     withTABTestKit(engine: InMemoryEngine(app: profileApp)) {
///         see(profileScreen)
///     }
/// }
/// ```
@discardableResult
public func withTABTestKit<Result>(
    engine: any Engine,
    uuid: UUID = UUID(),
    preLaunchSetup: TestLifecycle.PreLaunchSetup = { launch in launch() },
    preTerminationTearDown: TestLifecycle.PreTerminationTearDown = { terminate in terminate() },
    _ body: () throws -> Result
) rethrows -> Result {
    try TestLifecycle.scoped(driver: engine, uuid: uuid) {
        TestLifecycle.setUp(preLaunchSetup: preLaunchSetup)
        defer { TestLifecycle.tearDown(preTerminationTearDown: preTerminationTearDown) }
        return try body()
    }
}

/// The asynchronous form of ``withTABTestKit(engine:uuid:preLaunchSetup:preTerminationTearDown:_:)``.
///
/// Unless `isolation` names an actor, the launch, the body and the termination run on a thread
/// of their own (``OwnThread``), so their blocking engine calls never occupy one of Swift
/// concurrency's cooperative threads.
@discardableResult
public func withTABTestKit<Result>(
    engine: any Engine,
    uuid: UUID = UUID(),
    isolation: isolated (any Actor)? = #isolation,
    preLaunchSetup: TestLifecycle.PreLaunchSetup = { launch in launch() },
    preTerminationTearDown: TestLifecycle.PreTerminationTearDown = { terminate in terminate() },
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await OwnThread.run(isolation: isolation) {
        try await TestLifecycle.scoped(driver: engine, uuid: uuid, isolation: isolation) {
            TestLifecycle.setUp(preLaunchSetup: preLaunchSetup)
            defer { TestLifecycle.tearDown(preTerminationTearDown: preTerminationTearDown) }
            return try await body()
        }
    }
}
