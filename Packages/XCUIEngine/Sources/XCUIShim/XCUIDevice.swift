// `XCUIDevice`, `XCUISystem`, `UIDeviceOrientation`, mirroring XCUIDevice.h / XCUIDeviceButton.h /
// XCUISystem.h as imported into Swift (Xcode 16 SDK: main-actor). `+sharedDevice` imports as
// `XCUIDevice.shared`; `XCUIDeviceButton` as `XCUIDevice.Button` (NSInteger: home 1, volumeUp 2,
// volumeDown 3, action 4, camera 5); `XCUIDeviceAppearance` as `XCUIDevice.Appearance`.
// `UIDeviceOrientation` comes from UIKit on Apple; the shim declares the same cases and raw values.
#if !canImport(Darwin)
import Foundation

/// UIKit's device orientation (declared here because UIKit does not exist off Apple).
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

@preconcurrency @MainActor
public final class XCUIDevice {
    public enum Button: Int, Sendable, Hashable {
        case home = 1
        case volumeUp = 2
        case volumeDown = 3
        case action = 4
        case camera = 5
    }

    public enum Appearance: Int, Sendable, Hashable {
        case unspecified = 0
        case light = 1
        case dark = 2
    }

    /// The device (`device` in the call log).
    public static let shared = XCUIDevice()

    private init() {}

    /// Recorded; `.home` also moves every foreground app to `.runningBackground`.
    public func press(_ button: XCUIDevice.Button) {
        XCUIShimRecorder.shared.record("device.press(." + String(describing: button) + ")")
        if button == .home { XCUIShimHarness.sendAppsToBackground() }
    }

    /// Always true in the shim.
    public func hasHardwareButton(_ button: XCUIDevice.Button) -> Bool {
        XCUIShimRecorder.shared.record("device.hasHardwareButton(." + String(describing: button) + ")")
        return true
    }

    /// Backed by `XCUIShimHarness.deviceOrientation`.
    public var orientation: UIDeviceOrientation {
        get {
            XCUIShimRecorder.shared.record("device.orientation")
            return XCUIShimHarness.deviceOrientation
        }
        set {
            XCUIShimRecorder.shared.record("device.orientation = ." + String(describing: newValue))
            XCUIShimHarness.deviceOrientation = newValue
        }
    }

    /// Backed by `XCUIShimHarness.deviceAppearance`.
    public var appearance: XCUIDevice.Appearance {
        get {
            XCUIShimRecorder.shared.record("device.appearance")
            return XCUIShimHarness.deviceAppearance
        }
        set {
            XCUIShimRecorder.shared.record("device.appearance = ." + String(describing: newValue))
            XCUIShimHarness.deviceAppearance = newValue
        }
    }

    public var supportsPointerInteraction: Bool { false }

    public var system: XCUISystem { XCUISystem.shared }
}

@preconcurrency @MainActor
public final class XCUISystem {
    static let shared = XCUISystem()

    private init() {}

    /// Recorded as `device.system.open("...")`; URLs are listed in `XCUIShimHarness.systemOpenedURLs`.
    public func open(_ url: URL) {
        XCUIShimRecorder.shared.record("device.system.open(" + ShimRender.string(url.absoluteString) + ")")
        XCUIShimHarness.world.withLock { $0.systemOpenedURLs.append(url) }
    }
}
#endif
