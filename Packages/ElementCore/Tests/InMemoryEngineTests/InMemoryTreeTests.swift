import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("The in-memory tree and its editing API")
struct InMemoryTreeTests {
    @Test func subtreeIsInDocumentOrder() {
        let root = InMemoryNode(.other, id: "root") {
            InMemoryNode(.other, id: "a") {
                InMemoryNode(.button, id: "a1")
                InMemoryNode(.button, id: "a2")
            }
            InMemoryNode(.button, id: "b")
        }
        #expect(root.subtree.map(\.identifier) == ["root", "a", "a1", "a2", "b"])
        #expect(root.children.first?.parentNode === root)
    }

    @Test func insertClampsAndRemoveDetaches() {
        let root = InMemoryNode(.other) {
            InMemoryNode(.button, id: "x")
        }
        root.insert(InMemoryNode(.button, id: "first"), at: -5)
        root.insert(InMemoryNode(.button, id: "last"), at: 99)
        #expect(root.children.map(\.identifier) == ["first", "x", "last"])
        let x = root.children[1]
        x.removeFromParent()
        #expect(x.parentNode == nil)
        #expect(root.children.map(\.identifier) == ["first", "last"])
    }

    @Test func nodeModifiers() {
        let node = InMemoryNode(.button, label: "Go")
            .disabled().selected().hidden().modal().horizontal().height(10).lazy(margin: 5).options(["a"])
            .frame(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!node.isEnabled && node.isSelected && node.isHidden && node.isModal && node.isHorizontal)
        #expect(node.height == 10)
        #expect(node.lazyMargin == 5)
        #expect(node.options == ["a"])
        #expect(node.explicitFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(InMemoryNode(.table).isScrollContainer)
        #expect(InMemoryNode(.webView).isScrollContainer)
        #expect(!InMemoryNode(.other).isScrollContainer)
    }

    @Test func updateEditsTheTreeAndFindsHiddenNodes() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.staticText, id: "status", label: "Status", value: "idle")
            InMemoryNode(.button, label: "Secret").hidden()
        })
        driver.update { ui in
            #expect(ui.node("Secret") != nil, "node(_:) sees hidden nodes")
            #expect(ui.this === ui.root)
            ui.setValue("busy", of: "status")
            ui.setLabel("State", of: "status")
            ui.add(InMemoryNode(.button, label: "Cancel"))
        }
        withEngine(driver) {
            #expect(Label(id: "State").snapshot()?.value == "busy")
            #expect(Button(id: "Cancel").exists)
            #expect(!Button(id: "Secret").exists)
        }
        driver.update { ui in
            ui.remove("Cancel")
            ui.show { InMemoryNode(.other, label: "Next screen") }
        }
        withEngine(driver) {
            #expect(!Label(id: "State").exists)
            #expect(CustomLookup(id: "Next screen").exists)
        }
    }
}

private struct CustomLookup: Element {
    let id: String?
    let type: ElementType = .other
}
