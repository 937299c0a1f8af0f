import MiniPicker
import Testing
@_spi(Testing) import TerminalPickers
import TerminalUI

@MainActor
@Suite("A wheel box: a ribbon drawn down a column")
struct WheelBoxTests {
    func hours(cyclic: Bool = true, selecting row: Int = 9) -> LabelRibbon {
        LabelRibbon(count: 24, selecting: row, layout: ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: cyclic),
                    configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { $0 < 10 ? "0\($0)" : "\($0)" }
    }

    @Test("at rest: the selection in the middle between marks, neighbours above and below")
    func atRest() {
        let wheel = WheelBox(ribbon: hours(), labelWidth: 2)
        #expect(wheel.lines() == [" 07 ", " 08 ", "[09]", " 10 ", " 11 "])
        let end = WheelBox(ribbon: hours(cyclic: false, selecting: 0), labelWidth: 2)
        #expect(end.lines() == ["    ", "    ", "[00]", " 01 ", " 02 "], "past the end of a ribbon that does not wrap: blank")
        let wrapped = WheelBox(ribbon: hours(selecting: 0), labelWidth: 2)
        #expect(wrapped.lines() == [" 22 ", " 23 ", "[00]", " 01 ", " 02 "])
    }

    @Test("dragging the content up two rows brings the value two after into the middle, as a swipe up does")
    func dragUp() {
        let ribbon = hours()
        let wheel = WheelBox(ribbon: ribbon, labelWidth: 2)
        let frame = WheelFrame(column: 0, row: 0, labelWidth: 2, height: 5)
        ribbon.press(along: frame.pointerPosition(atRow: 3), at: 0)
        ribbon.move(along: frame.pointerPosition(atRow: 2), at: 300)
        #expect(wheel.lines() == [" 08 ", " 09 ", "[10]", " 11 ", " 12 "])
        ribbon.move(along: frame.pointerPosition(atRow: 1), at: 600)
        ribbon.release(along: frame.pointerPosition(atRow: 1), at: 900)
        ribbon.advanceToRest()
        #expect(ribbon.selectedRow == 11)
        #expect(wheel.lines()[2] == "[11]")
        // Half a row: each screen row shows the cell under its centre.
        ribbon.press(along: 2.5, at: 2_000)
        ribbon.move(along: 2.0, at: 2_100)
        #expect(wheel.lines()[2] == "[11]" || wheel.lines()[2] == "[12]")
    }

    @Test("Down shows the next value: increment()")
    func down() {
        let ribbon = LabelRibbon(count: 24, selecting: 9, layout: ComponentLayout(length: 3, itemLength: 1, axis: .vertical, isCyclic: true)) {
            $0 < 10 ? "0\($0)" : "\($0)"
        }
        let wheel = WheelBox(ribbon: ribbon, labelWidth: 2)
        ribbon.increment()
        ribbon.advanceToRest()
        #expect(wheel.lines() == [" 09 ", "[10]", " 11 "])
    }

    @Test("a long fling renders each row once as it comes into view")
    func cache() {
        let ribbon = LabelRibbon(count: 1000, selecting: 500, layout: ComponentLayout(length: 5, itemLength: 1, axis: .vertical)) { "\($0)" }
        let wheel = WheelBox(ribbon: ribbon, labelWidth: 3)
        _ = wheel.lines()
        let first = wheel.renderedCellCount
        ribbon.press(along: 4.5, at: 0)
        ribbon.move(along: 2.5, at: 16)
        ribbon.move(along: 0.5, at: 32)
        ribbon.release(along: 0.5, at: 32)
        var frames = 0, time = 32.0
        while ribbon.isAnimating {
            time += 1000.0 / 60.0
            ribbon.advance(to: time)
            _ = wheel.lines()
            frames += 1
        }
        let rows = (ribbon.selectedRow ?? 500) - 500
        #expect(rows > 2 && frames > 3)
        #expect(wheel.renderedCellCount - first <= rows + 4, "\(wheel.renderedCellCount - first) for \(rows) rows")
    }

    @Test("the frame maps rows to positions and holds the wheel's cells")
    func frame() {
        let frame = WheelFrame(column: 3, row: 2, labelWidth: 2, height: 5)
        #expect((frame.width, frame.endColumn, frame.middleRow) == (4, 7, 4))
        #expect(frame.contains(column: 3, row: 2) && frame.contains(column: 6, row: 6))
        #expect(!frame.contains(column: 7, row: 4) && !frame.contains(column: 3, row: 7))
        #expect(frame.pointerPosition(atRow: 2) == 0.5 && frame.pointerPosition(atRow: 0) == -1.5)
    }
}
