import Foundation

/// An element that contains cells: tables and collection views.
///
/// Tables and collections reuse cells, so the engine may not report every row: prefer
/// identifying a particular cell by id over counting from the end.
public protocol CellContaining: Element {}

extension CellContaining {
    /// How many cells (whose identifier or label is `id`, when given) the element contains
    /// right now. Never waits.
    public func numberOfCells(matchingID id: String? = nil) -> Int {
        ElementOperations.allMatches(of: Cell(id: id, parent: self)).count
    }

    /// The cell at `index` among those whose identifier or label is `id` (any when `nil`).
    public func cell(matchingID id: String? = nil, index: Int = 0) -> Cell {
        Cell(id: id, index: index, parent: self)
    }
}
