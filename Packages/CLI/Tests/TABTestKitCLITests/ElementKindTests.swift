import ElementCore
import Testing
import TABTestKitCLI

@Suite("Element kinds of generated Screens")
struct ElementKindTests {
    @Test func groupsToolbarsMenuBarsAndTreesArePredefined() {
        let kinds: [(ElementType, String)] = [(.group, "Group"), (.toolbar, "Toolbar"), (.menuBar, "MenuBar"),
                                              (.outline, "Tree"), (.outlineRow, "TreeItem")]
        for (type, name) in kinds {
            let kind = ElementKind.kind(for: type, isHeading: false)
            #expect(kind?.typeName == name && kind?.isPredefined == true, "\(type): \(String(describing: kind))")
        }
        #expect(ElementKind.kind(for: .outlineRow, isHeading: false)?.isTappable == true)
    }
}
