// `import EinsteinXCUI` is all an Einstein suite needs: the predicates and identifiers come
// with it, and XCTest, as Einstein's import gave them.
@_exported import XCTest
@_exported import XCUIStyleExtensions
