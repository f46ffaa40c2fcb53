import Foundation

/// Runs asynchronous test code on a thread of its own instead of Swift concurrency's
/// cooperative threads.
///
/// UI tests block: engine calls wait for a browser or a device. Blocking a cooperative thread
/// starves everything else that needs one — with two cores there are two — such as an app
/// server running in the same process, which then cannot answer the browser the test is
/// waiting for. ``run(_:)`` gives the code a dedicated thread (a `TaskExecutor` preference), so
/// its synchronous, blocking parts never occupy the cooperative pool.
///
/// ```swift
/// try await OwnThread.run { try await function() }   // what the `.tabTestKit` trait does
/// ```
public enum OwnThread {
    /// Runs `body` with a dedicated thread as its preferred executor: the body and its
    /// nonisolated async callees (and child tasks) run there, so blocking is harmless. Code
    /// isolated to an actor (`isolation`, or a `@MainActor` test) still runs on its actor.
    public static func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            let executor = DedicatedThreadExecutor(name: "TABTestKit.test")
            defer { executor.finish() }
            return try await withTaskExecutorPreference(executor, isolation: isolation, operation: body)
        }
        return try await body()
    }
}

/// A `TaskExecutor` that runs jobs one after another on a thread of its own.
///
/// The thread exists while there is work: after ``finish()``, it ends once its queue is empty;
/// a job that still arrives later (a late resumption) gets a new thread rather than being lost.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: `jobs`, `isFinished` and `hasThread` are only touched under `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isFinished = false
    private var hasThread = false
    private let name: String

    /// Creates the executor; its thread starts with the first job.
    public init(name: String) {
        self.name = name
    }

    /// Queues a job for the executor's thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        let needsThread = !hasThread
        if needsThread { hasThread = true }
        condition.signal()
        condition.unlock()
        if needsThread { startThread() }
    }

    /// Lets the thread end once it has nothing left to run.
    public func finish() {
        condition.lock()
        isFinished = true
        condition.broadcast()
        condition.unlock()
    }

    private func startThread() {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        // A UI test's body can recurse deeply (step bodies, waits): give it a full-size stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isFinished { condition.wait() }
            guard !jobs.isEmpty else {
                hasThread = false
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
