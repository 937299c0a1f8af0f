import Testing
@testable import MiniPicker

@MainActor
@Suite("Label ribbon and picker conveniences")
struct LabelRibbonTests {
    let sizes = ["S", "M", "L", "XL"]

    func settle(_ ribbon: LabelRibbon) {
        var time = ribbon.currentTime
        while ribbon.isAnimating { time += 16; ribbon.advance(to: time) }
    }

    @Test("labels are asked for only where they show, and a drag reports the settled row once")
    func dragAndLabels() {
        var asked: [Int] = []
        let ribbon = LabelRibbon(count: 1_000_000, selecting: 500, layout: ComponentLayout(width: 100)) { row in
            asked.append(row)
            return "#\(row)"
        }
        var selected: [Int] = []
        var centered: [Int] = []
        ribbon.onSelect = { selected.append($0) }
        ribbon.onCenter = { centered.append($0) }
        var labels: [String] = []
        ribbon.forEachVisibleLabel { _, label in labels.append(label) }
        #expect(labels == ["#500"])
        #expect(asked == [500])
        ribbon.press(x: 80, at: 0)
        ribbon.move(x: 20, at: 200)       // 60 points left: row 501 is centred, slowly
        ribbon.release(x: 20, at: 400)    // a rest of 200 ms: no fling
        settle(ribbon)
        #expect(centered == [501])
        #expect(selected == [501])
        #expect(ribbon.selectedRow == 501)
        #expect(ribbon.accessibilityValue == "#501")
    }

    @Test("programmatic selection, steps and reloads: onSelect hears only the user's steps")
    func selectionAndReload() {
        let ribbon = LabelRibbon(count: sizes.count, selecting: 9, layout: ComponentLayout(width: 40)) { [sizes] in sizes[$0] }
        var selected: [Int] = []
        ribbon.onSelect = { selected.append($0) }
        #expect(ribbon.selectedRow == 3)     // clamped
        ribbon.selectRow(1, animated: false)
        ribbon.increment(animated: false)
        ribbon.decrement()
        settle(ribbon)
        #expect(selected == [2, 1])
        #expect(ribbon.label(ofRow: 1) == "M")
        ribbon.reload(count: 2, selecting: 5) { ["on", "off"][$0] }
        #expect(ribbon.count == 2)
        #expect(ribbon.selectedRow == 1)
        #expect(ribbon.label(ofRow: 1) == "off")
        #expect(ribbon.label(ofRow: -1) == nil && ribbon.label(ofRow: 2) == nil && ribbon.label(ofRow: Int.min) == nil)
        ribbon.reload(count: 0, selecting: 0) { _ in "" }
        #expect(ribbon.selectedRow == nil)
        #expect(ribbon.accessibilityValue == nil)
        #expect(selected == [2, 1])
    }

    @Test("visible cells are values with their places, in the order they show")
    func placedCells() {
        let (picker, source) = makePicker(rows: [12])
        source.layouts[0] = ComponentLayout(width: 250, itemWidth: 100)
        picker.reloadAllComponents()
        picker.selectRow(5, inComponent: 0, animated: false)
        let cells = picker.visibleCells(inComponent: 0)
        #expect(cells == [
            PlacedCell(place: VisibleCell(slot: 4, index: 4, offset: -25), cell: "0:4"),
            PlacedCell(place: VisibleCell(slot: 5, index: 5, offset: 75), cell: "0:5"),
            PlacedCell(place: VisibleCell(slot: 6, index: 6, offset: 175), cell: "0:6"),
        ])
    }

    @Test("the position text is the host's to word; the default is \"row N of M\"")
    func positionText() {
        let (picker, _) = makePicker(rows: [24])
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.accessibilityValue(forComponent: 0) == "row 3 of 24")
        picker.accessibilityPositionText = { row, count in "rij \(row + 1) van \(count)" }
        #expect(picker.accessibilityValue(forComponent: 0) == "rij 3 van 24")
    }

    @Test("a typed error thrown from the cell walk stops it and reaches the caller as that type")
    func typedThrows() {
        struct Stop: Error, Equatable { let row: Int }
        let (picker, source) = makePicker(rows: [12])
        source.layouts[0] = ComponentLayout(width: 300, itemWidth: 100)
        picker.reloadAllComponents()
        var seen: [Int] = []
        do {
            try picker.forEachVisibleCell(inComponent: 0) { (place, _) throws(Stop) in
                seen.append(place.index)
                if place.index == 1 { throw Stop(row: place.index) }
            }
            Issue.record("no error")
        } catch {
            #expect(error == Stop(row: 1))   // `error` is a Stop, not `any Error`
        }
        #expect(seen == [0, 1])
    }
}

@Suite("Ribbon: switching wrapping")
struct RibbonWrappingTests {
    @Test("setting isCyclic keeps the centred cell and the offset inside it")
    func switchWrapping() {
        var ribbon = Ribbon(count: 5, itemWidth: 10, centeredOn: 4)
        ribbon.scroll(by: 3)            // past the last cell: overshoot 3
        #expect(ribbon.overshoot == 3)
        ribbon.isCyclic = true          // wraps: the same place is cell 4 at offset 3, no overshoot
        #expect(ribbon.centeredSlot == 4 && ribbon.offset == 3 && ribbon.overshoot == 0)
        ribbon.scroll(by: 4)            // 7 from the centre of 4: the centre of 0 at -3
        #expect(ribbon.centeredIndex == 0 && ribbon.offset == -3)
        ribbon.isCyclic = false         // plain again: cell 0, now 3 before its centre, inside the strip
        #expect(ribbon.centeredIndex == 0 && ribbon.offset == -3 && ribbon.overshoot == -3)
    }
}
