import Testing
@testable import MiniPicker

@Suite("Ribbon positions")
struct RibbonTests {
    @Test("centre position of a cell is (index + 0.5) · width", arguments: [
        (0, 10.0, 5.0), (1, 10.0, 15.0), (11, 10.0, 115.0), (-1, 10.0, -5.0), (3, 120.0, 420.0), (7, 0.5, 3.75),
    ])
    func centerPositions(index: Int, width: Double, expected: Double) {
        let ribbon = Ribbon(count: 12, itemWidth: width)
        #expect(ribbon.centerPosition(ofCell: index) == expected)
    }

    @Test("index at a position, with boundaries going to the right-hand cell", arguments: [
        (-1e9, 0), (-5.0, 0), (0.0, 0), (9.999, 0), (10.0, 1), (15.0, 1), (19.999999, 1), (20.0, 2),
        (110.0, 11), (119.99, 11), (120.0, 11), (1e300, 11), (Double.infinity, 11), (-Double.infinity, 0), (Double.nan, 0),
    ])
    func indexAtPosition(position: Double, expected: Int) {
        let ribbon = Ribbon(count: 12, itemWidth: 10)
        #expect(ribbon.index(at: position) == expected)
    }

    @Test("index at a position wraps in cyclic mode", arguments: [
        (-0.1, 11), (-10.0, 11), (-10.1, 10), (0.0, 0), (119.9, 11), (120.0, 0), (125.0, 0), (-120.0, 0), (1_200_000_015.0, 1),
    ])
    func cyclicIndexAtPosition(position: Double, expected: Int) {
        let ribbon = Ribbon(count: 12, itemWidth: 10, isCyclic: true)
        #expect(ribbon.index(at: position) == expected)
    }

    @Test("an empty ribbon has no index anywhere")
    func emptyRibbon() {
        var ribbon = Ribbon(count: 0, itemWidth: 10)
        #expect(ribbon.index(at: 5) == nil)
        #expect(ribbon.centeredIndex == nil)
        #expect(ribbon.isEmpty)
        ribbon.scroll(by: 100)
        #expect(ribbon.offset == 0)
        #expect(ribbon.visibleCells(inViewportOfWidth: 30).isEmpty)
        #expect(ribbon.overshoot == 0)
    }

    @Test("scrolling moves to the nearest cell centre; half-way goes to the higher cell", arguments: [
        (4.99, 5, 4.99), (5.0, 6, -5.0), (-5.0, 5, -5.0), (-5.01, 4, 4.99), (10.0, 6, 0.0), (-10.0, 4, 0.0),
        (23.0, 7, 3.0), (-23.0, 3, -3.0), (1000.0, 11, 940.0), (-1000.0, 0, -950.0), (60.0, 11, 0.0), (-50.0, 0, 0.0),
    ])
    func scroll(distance: Double, slot: Int, offset: Double) {
        var ribbon = Ribbon(count: 12, itemWidth: 10, centeredOn: 5)
        ribbon.scroll(by: distance)
        #expect(ribbon.centeredSlot == slot)
        #expect(abs(ribbon.offset - offset) < 1e-9)
        #expect(abs(ribbon.position - (55 + distance)) < 1e-9)
    }

    @Test("overshoot measures the distance past the first or last centre")
    func overshoot() {
        var ribbon = Ribbon(count: 3, itemWidth: 10)
        ribbon.scroll(by: -7)
        #expect(ribbon.overshoot == -7)
        ribbon.scroll(by: 7 + 20 + 4)
        #expect(ribbon.centeredSlot == 2)
        #expect(ribbon.overshoot == 4)
        ribbon.scroll(by: -6)
        #expect(ribbon.overshoot == 0)
        var cyclic = Ribbon(count: 3, itemWidth: 10, isCyclic: true)
        cyclic.scroll(by: -7)
        #expect(cyclic.overshoot == 0)
        #expect(cyclic.centeredSlot == 2)
        #expect(cyclic.offset == 3)
    }

    @Test("non-finite distances are ignored")
    func nonFiniteScroll() {
        var ribbon = Ribbon(count: 12, itemWidth: 10, centeredOn: 4)
        for distance in [Double.nan, .infinity, -.infinity] {
            ribbon.scroll(by: distance)
            #expect(ribbon.centeredSlot == 4)
            #expect(ribbon.offset == 0)
        }
    }

    @Test("cyclic ribbons of 1, 2 and 3 cells wrap", arguments: [1, 2, 3])
    func smallCyclic(count: Int) {
        var ribbon = Ribbon(count: count, itemWidth: 10, isCyclic: true)
        for step in 1...10 {
            ribbon.scroll(by: 10)
            #expect(ribbon.centeredSlot == step % count)
            #expect(ribbon.offset == 0)
        }
        for step in 1...10 {
            ribbon.scroll(by: -10)
            #expect(ribbon.centeredSlot == (10 - step) % count)
        }
    }

    @Test("the nearest slot showing a cell takes the shorter way round")
    func nearestSlot() {
        let ribbon = Ribbon(count: 12, itemWidth: 10, isCyclic: true, centeredOn: 11)
        #expect(ribbon.nearestSlot(showing: 0) == 12)
        #expect(ribbon.nearestSlot(showing: 11) == 11)
        #expect(ribbon.nearestSlot(showing: 5) == 17)  // 6 either way: ties go to higher slots
        #expect(ribbon.nearestSlot(showing: 4) == 16)
        #expect(ribbon.nearestSlot(showing: 6) == 6)
        #expect(ribbon.nearestSlot(showing: 3) == 15)
        let flat = Ribbon(count: 12, itemWidth: 10, centeredOn: 11)
        #expect(flat.nearestSlot(showing: 0) == 0)
        #expect(flat.nearestSlot(showing: 40) == 11)
    }

    @Test("counts up to Int.max / 2 neither overflow nor lose the cell")
    func hugeCount() {
        let count = Ribbon.maximumCount
        var ribbon = Ribbon(count: count, itemWidth: 37.5, centeredOn: count - 1)
        #expect(ribbon.centeredIndex == count - 1)
        ribbon.scroll(by: -37.5)
        #expect(ribbon.centeredSlot == count - 2)
        #expect(ribbon.offset == 0)
        ribbon.scroll(by: 37.5 * 3)
        #expect(ribbon.centeredSlot == count - 1)
        #expect(ribbon.overshoot == 75)
        #expect(ribbon.distance(toSlot: 0).isFinite)
        #expect(ribbon.distance(toSlot: count - 2) == -37.5 * 3)
        #expect(ribbon.index(at: .greatestFiniteMagnitude) == count - 1)
        #expect(ribbon.position.isFinite)
        let cells = Array(ribbon.visibleCells(inViewportOfWidth: 37.5 * 5))
        #expect(cells.map(\.index) == [count - 1])

        var cyclic = Ribbon(count: count, itemWidth: 1, isCyclic: true, centeredOn: count - 1)
        cyclic.scroll(by: 1)
        #expect(cyclic.centeredSlot == 0)
        cyclic.scroll(by: -1)
        #expect(cyclic.centeredSlot == count - 1)
        cyclic.scroll(by: -1)
        #expect(cyclic.centeredSlot == count - 2)
        cyclic.scroll(by: 1e300)
        #expect(cyclic.centeredSlot >= 0 && cyclic.centeredSlot < count)
        #expect(abs(cyclic.offset) <= 0.5)
        let around = Array(cyclic.visibleCells(inViewportOfWidth: 3))
        #expect(around.count >= 3)
        #expect(around.allSatisfy { $0.index >= 0 && $0.index < count })
    }

    @Test("reloading clamps the centred cell and keeps it when it still exists")
    func reload() {
        var ribbon = Ribbon(count: 12, itemWidth: 10, centeredOn: 9)
        ribbon.scroll(by: 3)
        ribbon.reload(count: 20)
        #expect(ribbon.centeredSlot == 9)
        #expect(ribbon.offset == 3)
        ribbon.reload(count: 5)
        #expect(ribbon.centeredSlot == 4)
        ribbon.reload(count: 0)
        #expect(ribbon.centeredIndex == nil)
        ribbon.reload(count: 3)
        #expect(ribbon.centeredIndex == 0)
        #expect(ribbon.offset == 0)
    }

    @Test("resizing keeps the centred cell and the relative offset")
    func resize() {
        var ribbon = Ribbon(count: 12, itemWidth: 10, centeredOn: 3)
        ribbon.scroll(by: 2.5)
        ribbon.resize(itemWidth: 40)
        #expect(ribbon.centeredSlot == 3)
        #expect(ribbon.offset == 10)
        #expect(ribbon.position == 150)
    }
}
