import Foundation
import InProcessEngine

/// A table of `rowCount` rows ("Row 1"…) whose selection pushes a detail controller; its
/// delegate can refuse a row.
final class TableViewController: InMemoryViewController, InMemoryTableViewDataSource, InMemoryTableViewDelegate {
    let table = InMemoryTableView(frame: CGRect(x: 0, y: 100, width: 390, height: 440))
    let rowCount: Int
    var refusedRows: Set<Int> = []
    private(set) var selections: [IndexPath] = []

    init(rowCount: Int = 30) {
        self.rowCount = rowCount
        super.init()
        title = "Table"
    }

    override func viewDidLoad() {
        table.accessibilityIdentifier = "TableView"
        table.dataSource = self
        table.delegate = self
        view.addSubview(InMemoryLabel(text: "Label text", frame: CGRect(x: 20, y: 60, width: 200, height: 20)))
        view.addSubview(table)
    }

    func tableView(_ tableView: InMemoryTableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: InMemoryTableView, cellForRowAt indexPath: IndexPath) -> InMemoryTableViewCell {
        let cell = InMemoryTableViewCell(text: "Row \(indexPath.row + 1)")
        cell.accessibilityIdentifier = "Row-\(indexPath.row + 1)"
        return cell
    }

    func tableView(_ tableView: InMemoryTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        refusedRows.contains(indexPath.row + 1) ? nil : indexPath
    }

    func tableView(_ tableView: InMemoryTableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        let detail = InMemoryViewController()
        detail.title = "Row \(indexPath.row + 1)"
        detail.view.addSubview(InMemoryLabel(text: "You selected row \(indexPath.row + 1)", frame: CGRect(x: 20, y: 120, width: 300, height: 20)))
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A collection view of `itemCount` items ("Item 1"…) whose selection is recorded.
final class CollectionViewController: InMemoryViewController, InMemoryCollectionViewDataSource, InMemoryCollectionViewDelegate {
    let collection = InMemoryCollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    var refusedItems: Set<Int> = []
    private(set) var selections: [IndexPath] = []

    override func viewDidLoad() {
        collection.accessibilityIdentifier = "Grid"
        collection.itemSize = CGSize(width: 130, height: 100)
        collection.dataSource = self
        collection.delegate = self
        view.addSubview(collection)
    }

    func collectionView(_ collectionView: InMemoryCollectionView, numberOfItemsInSection section: Int) -> Int { 24 }

    func collectionView(_ collectionView: InMemoryCollectionView, cellForItemAt indexPath: IndexPath) -> InMemoryCollectionViewCell {
        InMemoryCollectionViewCell(text: "Item \(indexPath.item + 1)")
    }

    func collectionView(_ collectionView: InMemoryCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refusedItems.contains(indexPath.item + 1)
    }

    func collectionView(_ collectionView: InMemoryCollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

/// A tall scroll view with a label far below the fold, and a paging scroll view of three pages.
final class ScrollingViewController: InMemoryViewController, InMemoryScrollViewDelegate {
    let scrollView = InMemoryScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let pages = InMemoryScrollView(frame: CGRect(x: 0, y: 420, width: 300, height: 200))
    let pageLabel = InMemoryLabel(text: "page 1 of 3", frame: CGRect(x: 20, y: 640, width: 200, height: 20))
    private(set) var refreshes = 0

    override func viewDidLoad() {
        scrollView.accessibilityIdentifier = "Content"
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.addSubview(InMemoryLabel(text: "Top", frame: CGRect(x: 20, y: 20, width: 200, height: 20)))
        scrollView.addSubview(InMemoryLabel(text: "Bottom", frame: CGRect(x: 20, y: 1900, width: 200, height: 20)))
        let refresh = InMemoryRefreshControl()
        refresh.addAction(for: .valueChanged) { [weak self] _ in self?.refreshes += 1 }
        scrollView.refreshControl = refresh
        pages.accessibilityIdentifier = "Pages"
        pages.isPagingEnabled = true
        pages.contentSize = CGSize(width: 900, height: 200)
        pages.delegate = self
        for page in 0..<3 {
            pages.addSubview(InMemoryLabel(text: "Page \(page + 1)", frame: CGRect(x: CGFloat(page) * 300 + 20, y: 20, width: 200, height: 20)))
        }
        view.addSubview(scrollView)
        view.addSubview(pages)
        view.addSubview(pageLabel)
    }

    func scrollViewDidEndDecelerating(_ scrollView: InMemoryScrollView) {
        pageLabel.text = "page \(Int(scrollView.contentOffset.x / 300) + 1) of 3"
    }
}
