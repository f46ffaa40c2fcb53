import Foundation

/// Timing helpers for the benchmarks.
enum Statistics {
    /// Runs `body` `count` times and returns the median duration in milliseconds.
    static func medianMilliseconds(_ count: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for _ in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        samples.sort()
        return samples.isEmpty ? 0 : samples[samples.count / 2]
    }

    static func format(_ milliseconds: Double) -> String {
        String(format: "%8.3f ms", milliseconds)
    }
}
