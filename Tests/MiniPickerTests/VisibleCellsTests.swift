import Testing
import MiniPicker
import TestSupport

@Suite("Visible cells")
struct VisibleCellsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var count: Int
        var cyclic = false
        var center: Int
        var scroll = 0.0
        var viewport: Double
        var expected: [VisibleCell]
        var testDescription: String { "count \(count) cyclic \(cyclic) centre \(center)+\(scroll) viewport \(viewport)" }
    }

    static let cases: [Case] = [
        // One-cell viewport, at rest: only the centred cell.
        Case(count: 12, center: 5, viewport: 10, expected: [VisibleCell(slot: 5, index: 5, offset: 0)]),
        // Dragged 3 to the right: the next cell slides in.
        Case(count: 12, center: 5, scroll: 3, viewport: 10,
             expected: [VisibleCell(slot: 5, index: 5, offset: -3), VisibleCell(slot: 6, index: 6, offset: 7)]),
        Case(count: 12, center: 5, scroll: -3, viewport: 10,
             expected: [VisibleCell(slot: 4, index: 4, offset: -7), VisibleCell(slot: 5, index: 5, offset: 3)]),
        // Three cells wide.
        Case(count: 12, center: 5, viewport: 30, expected: [
            VisibleCell(slot: 4, index: 4, offset: 0), VisibleCell(slot: 5, index: 5, offset: 10),
            VisibleCell(slot: 6, index: 6, offset: 20)]),
        // Four cells' worth of viewport, half a cell off centre: five cells show in part.
        Case(count: 12, center: 5, scroll: 5, viewport: 35, expected: [
            VisibleCell(slot: 4, index: 4, offset: -2.5), VisibleCell(slot: 5, index: 5, offset: 7.5),
            VisibleCell(slot: 6, index: 6, offset: 17.5), VisibleCell(slot: 7, index: 7, offset: 27.5)]),
        // At the first cell nothing shows to its left.
        Case(count: 12, center: 0, viewport: 30, expected: [
            VisibleCell(slot: 0, index: 0, offset: 10), VisibleCell(slot: 1, index: 1, offset: 20)]),
        Case(count: 12, center: 11, viewport: 30, expected: [
            VisibleCell(slot: 10, index: 10, offset: 0), VisibleCell(slot: 11, index: 11, offset: 10)]),
        // Cyclic with one cell: the same cell three times.
        Case(count: 1, cyclic: true, center: 0, viewport: 30, expected: [
            VisibleCell(slot: -1, index: 0, offset: 0), VisibleCell(slot: 0, index: 0, offset: 10),
            VisibleCell(slot: 1, index: 0, offset: 20)]),
        // Cyclic with two cells in a five-cell viewport.
        Case(count: 2, cyclic: true, center: 1, viewport: 50, expected: [
            VisibleCell(slot: -1, index: 1, offset: 0), VisibleCell(slot: 0, index: 0, offset: 10),
            VisibleCell(slot: 1, index: 1, offset: 20), VisibleCell(slot: 2, index: 0, offset: 30),
            VisibleCell(slot: 3, index: 1, offset: 40)]),
        // Cyclic with three cells, wrapping at the start.
        Case(count: 3, cyclic: true, center: 0, scroll: -4, viewport: 10, expected: [
            VisibleCell(slot: -1, index: 2, offset: -6), VisibleCell(slot: 0, index: 0, offset: 4)]),
        // Empty.
        Case(count: 0, center: 0, viewport: 30, expected: []),
        // Far past the end: nothing.
        Case(count: 3, center: 2, scroll: 500, viewport: 30, expected: []),
    ]

    @Test("exact layouts", arguments: cases)
    func layout(_ c: Case) {
        var ribbon = Ribbon(count: c.count, itemWidth: 10, isCyclic: c.cyclic, centeredOn: c.center)
        ribbon.scroll(by: c.scroll)
        #expect(Array(ribbon.visibleCells(inViewportOfWidth: c.viewport)) == c.expected)
    }

    struct WideCase: CustomTestStringConvertible, Sendable {
        var count: Int
        var cyclic = false
        var center: Int
        var slots: ClosedRange<Int>
        var testDescription: String { "count \(count) cyclic \(cyclic) centre \(center)" }
    }

    /// A viewport 2^22 cells wide: the strip's cells when it has fewer than
    /// the limit, else the leftmost `limit` of those that show.
    static let wideCases: [WideCase] = [
        WideCase(count: 5, center: 2, slots: 0...4),
        WideCase(count: 5, center: 0, slots: 0...4),
        WideCase(count: 1_000_000_000_000, center: 10, slots: 0...(VisibleCells.limit - 1)),
        WideCase(count: 1_000_000_000_000, center: 500_000_000_000,
                 slots: (500_000_000_000 - (1 << 21))...(500_000_000_000 - (1 << 21) + VisibleCells.limit - 1)),
        WideCase(count: 3, cyclic: true, center: 0, slots: -(1 << 21)...(-(1 << 21) + VisibleCells.limit - 1)),
    ]

    @Test("a viewport wider than the limit shows every cell of a short strip and the leftmost limit of a long one", arguments: wideCases)
    func wideViewport(_ c: WideCase) {
        let ribbon = Ribbon(count: c.count, itemWidth: 1, isCyclic: c.cyclic, centeredOn: c.center)
        let cells = ribbon.visibleCells(inViewportOfWidth: Double(1 << 22))
        #expect(cells.count == c.slots.count)
        #expect(cells.first?.slot == c.slots.lowerBound)
        #expect(cells.last?.slot == c.slots.upperBound)
    }

    @Test("a cell touching an edge does not show")
    func touchingEdges() {
        let ribbon = Ribbon(count: 12, itemWidth: 10, centeredOn: 5)
        let cells = ribbon.visibleCells(inViewportOfWidth: 10)
        #expect(cells.count == 1)
        #expect(cells.first?.offset == 0)
    }
}

@Suite("Visible cells: iteration and indexing agree")
struct VisibleCellsAgreementTests {
    @Test("the iterator and the subscript give identical cells for odd widths and offsets")
    func agreement() {
        var rng = SeededGenerator(seed: 0x0FF5E7)
        for _ in 0..<2000 {
            let count = Int.random(in: 0...9, using: &rng)
            let width = Double.random(in: 0.1...37.3, using: &rng)
            var ribbon = Ribbon(count: count, itemWidth: width, isCyclic: rng.chance(0.5),
                                centeredOn: Int.random(in: 0...9, using: &rng))
            ribbon.scroll(by: Double.random(in: -50...50, using: &rng))
            let cells = ribbon.visibleCells(inViewportOfWidth: Double.random(in: 0.5...200, using: &rng))
            let iterated = Array(cells)
            let indexed = cells.indices.map { cells[$0] }
            #expect(iterated == indexed, "seed \(rng.seed)")
            #expect(iterated.count == cells.count)
        }
    }
}
