// `XCUIScreen` and `XCUIScreenshot`, mirroring XCUIScreen.h / XCUIScreenshot.h as imported into Swift
// (Xcode 16 SDK: main-actor). `+mainScreen` imports as `XCUIScreen.main`; `PNGRepresentation` as
// `pngRepresentation`. The platform `image` (UIImage/NSImage) is not available off Apple.
#if !canImport(Darwin)
import Foundation

@preconcurrency @MainActor
public final class XCUIScreen: XCUIScreenshotProviding {
    /// The main screen (`screen` in the call log).
    public static let main = XCUIScreen()

    public static var screens: [XCUIScreen] { [main] }

    private init() {}

    public func screenshot() -> XCUIScreenshot {
        XCUIShimRecorder.shared.record("screen.screenshot()")
        return XCUIScreenshot()
    }
}

@preconcurrency @MainActor
public final class XCUIScreenshot {
    /// A valid 1x1 transparent PNG.
    static let shimPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x00, 0x02, 0x00,
        0x00, 0x05, 0x00, 0x01, 0x7A, 0x5E, 0xAB, 0x3F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ]

    nonisolated init() {}

    public var pngRepresentation: Data { Data(Self.shimPNG) }
}
#endif
