import ElementCore
import Foundation
import InMemoryEngine

/// The page-object seed's app, in memory: a master list whose Add button adds an entry
/// labelled with its number ("0", "1"…), and a detail page showing the entry tapped.
func masterDetailApp() -> InMemoryApp {
    InMemoryApp {
        InMemoryNode(.other, id: "MasterViewController.view") {
            InMemoryNode(.navigationBar, id: "MasterNavBar") {
                InMemoryNode(.other, label: "Master")
                InMemoryNode(.button, label: "Add").onTap { ui in
                    guard let table = ui.node("MasterViewController.tableView") else { return }
                    let number = table.children.count
                    table.append(InMemoryNode(.cell, label: "\(number)").onTap { ui in showDetail(of: "\(number)", in: ui) })
                }
            }
            InMemoryNode(.table, id: "MasterViewController.tableView")
        }
    }
}

private func showDetail(of entry: String, in ui: InMemoryUI) {
    ui.setHidden(true, "MasterViewController.view")
    ui.add(InMemoryNode(.other, id: "DetailViewController.view") {
        InMemoryNode(.navigationBar, id: "DetailNavBar") {
            InMemoryNode(.button, label: "Master").onTap { ui in
                ui.remove("DetailViewController.view")
                ui.setHidden(false, "MasterViewController.view")
            }
            InMemoryNode(.other, label: "Detail")
        }
        InMemoryNode(.staticText, id: "DetailViewController.label", value: entry)
    })
}
