import Foundation

extension TimeInterval {
    /// `duration` in seconds.
    init(_ duration: Duration) {
        let components = duration.components
        self = TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }
}
