// `import EinsteinXCUI` is all an Einstein suite needs: the predicates and identifiers come
// with it, and XCTest, as Einstein's import gave them, and SystemApps (Einstein had its own
// `Springboard`; here `Springboard.deleteAppIfNeed(_:)` extends SystemApps' one).
@_exported import XCTest
@_exported import SystemApps
@_exported import XCUIStyleExtensions
