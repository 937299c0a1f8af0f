import CalendarPicker
import Foundation
import MiniPicker
import Testing
import TerminalUI
@testable import TerminalPickers

/// The documented answers to values that used to stop the program: each
/// clamp and saturation of the package's convention for bad values, with
/// exact results.
@MainActor
@Suite("Bad values: TerminalPickers clamps widths, heights and counts, and saturates positions")
struct BadValueTests {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    func hours(_ layout: ComponentLayout, selecting row: Int = 9) -> LabelRibbon {
        LabelRibbon(count: 24, selecting: row, layout: layout) { $0 < 10 ? "0\($0)" : "\($0)" }
    }

    func timePicker(_ locale: String, _ time: String) throws -> TimePicker {
        TimePicker(configuration: TimePicker.Configuration(locale: Locale(identifier: locale)), selecting: try TimeOfDay(parsing: time))
    }

    func dayPicker(_ iso: String) throws -> DayPicker {
        let configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                      timeZone: TimeZone(identifier: "UTC")!, firstWeekday: .sunday)
        return DayPicker(configuration: configuration, selecting: try Day(iso8601: iso), today: try Day(iso8601: "2026-11-21"))
    }

    @Test("a wheel frame's label width clamps into 1...4094 and its height into the odd numbers 1...4095", arguments: [
        // (asked label width, height; the frame's)
        (0, 0, 1, 1), (-1, -7, 1, 1), (Int.min, Int.min, 1, 1), (2, 4, 2, 3), (2, 5, 2, 5),
        (4094, 4095, 4094, 4095), (4095, 4096, 4094, 4095), (Int.max, Int.max, 4094, 4095),
    ])
    func wheelFrameSizes(labelWidth: Int, height: Int, clampedLabelWidth: Int, clampedHeight: Int) {
        let frame = WheelFrame(column: 0, row: 0, labelWidth: labelWidth, height: height)
        #expect((frame.labelWidth, frame.height, frame.width) == (clampedLabelWidth, clampedHeight, clampedLabelWidth + 2))
    }

    @Test("a wheel frame's sizes clamp when set, too")
    func wheelFrameSetters() {
        var frame = WheelFrame(column: 3, row: 2, labelWidth: 2, height: 5)
        frame.height = 6
        frame.labelWidth = -3
        #expect((frame.labelWidth, frame.height) == (1, 5))
        frame.height = Int.min
        frame.labelWidth = Int.max
        #expect((frame.labelWidth, frame.height) == (WheelFrame.maximumLabelWidth, 1))
    }

    @Test("a wheel frame's columns and rows saturate at the ends of Int")
    func wheelFrameEdges() {
        let edge = WheelFrame(column: Int.max - 1, row: Int.max - 1, labelWidth: 2, height: 3)
        #expect((edge.endColumn, edge.middleRow) == (Int.max, Int.max))
        #expect(edge.contains(column: Int.max, row: Int.max) && !edge.contains(column: Int.min, row: Int.min))
        #expect(edge.pointerPosition(atRow: Int.max) == 1.5)
        #expect(edge.pointerPosition(atRow: Int.min) == -18_446_744_073_709_551_616.0)
        let low = WheelFrame(column: Int.min, row: Int.min, labelWidth: 2, height: 5)
        #expect((low.endColumn, low.middleRow) == (Int.min + 4, Int.min + 2))
        #expect(low.contains(column: Int.min + 3, row: Int.min + 4) && !low.contains(column: Int.max, row: Int.max))
        #expect(low.pointerPosition(atRow: Int.min) == 0.5)
    }

    @Test("wheels take one separator each: a missing one is empty, extra ones are ignored; columns saturate")
    func wheelsLayoutSeparators() {
        let short = WheelsLayout(column: 0, row: 0, labelWidths: [2, 2, 2], separators: [":"], height: 5)
        #expect(short.separators == [.init(column: 4, text: ""), .init(column: 8, text: "")])
        #expect(short.frames.map(\.column) == [0, 4, 8] && short.width == 12)
        let long = WheelsLayout(column: 1, row: 0, labelWidths: [2, 2], separators: ["x", ":", "!", "?"], height: 5)
        #expect(long.separators == [.init(column: 5, text: ":")] && long.frames.map(\.column) == [1, 6])
        let none = WheelsLayout(column: 0, row: 0, labelWidths: [], separators: ["a"], height: 5)
        #expect(none.frames.isEmpty && none.separators.isEmpty && (none.width, none.height) == (0, 0))
        let far = WheelsLayout(column: Int.max - 3, row: Int.max, labelWidths: [2, 0], separators: ["", ":"], height: 4)
        #expect(far.frames.map(\.column) == [Int.max - 3, Int.max] && far.frames.map(\.labelWidth) == [2, 1])
        #expect(far.separators == [.init(column: Int.max, text: ":")])
        #expect((far.width, far.height) == (3, 3))
        #expect(far.wheelIndex(atColumn: Int.max, row: Int.max) == 0)
    }

    @Test("a wheel box draws any layout, one unit a row: its length rounded, clamped and made odd")
    func wheelBoxLayouts() {
        let even = WheelBox(ribbon: hours(ComponentLayout(length: 4, itemLength: 1, axis: .vertical, isCyclic: true)), labelWidth: 2)
        #expect(even.height == 3)
        #expect(even.lines() == [" 08 ", "[09]", " 10 "])
        let empty = WheelBox(ribbon: hours(ComponentLayout(width: 0)), labelWidth: 0)
        #expect((empty.height, empty.labelWidth) == (1, 1))
        #expect(empty.lines() == ["[ ]"])
        let endless = WheelBox(ribbon: hours(ComponentLayout(length: 1e300, itemLength: 1, axis: .vertical)), labelWidth: 2)
        #expect(endless.height == 4095)
        #expect(endless.lines() == Array(repeating: "    ", count: 2047) + ["[  ]"] + Array(repeating: "    ", count: 2047))
        let widest = WheelBox(ribbon: hours(ComponentLayout(length: 3, itemLength: 1, axis: .vertical)), labelWidth: Int.max)
        #expect(widest.labelWidth == WheelFrame.maximumLabelWidth)
        #expect(widest.lines().map(TextWidth.columns(of:)) == [4096, 4096, 4096])
    }

    @Test("a wheel picker's widest label clamps into 1...4094")
    func wheelPickerLabelWidths() throws {
        let narrow = WheelPickerView(picker: try timePicker("de_DE", "09:30"), maximumLabelWidth: 0)
        #expect(narrow.maximumLabelWidth == 1)
        #expect(narrow.layout(column: 0, row: 0).frames.map(\.labelWidth) == [1, 1])
        let wide = WheelPickerView(picker: try timePicker("de_DE", "09:30"), maximumLabelWidth: Int.max)
        #expect(wide.maximumLabelWidth == WheelFrame.maximumLabelWidth)
        #expect(wide.layout(column: 0, row: 0).frames.map(\.labelWidth) == [2, 2])
    }

    @Test("a wheel picker's lines are the same at any place of the layout")
    func wheelPickerLinesAnywhere() throws {
        let view = WheelPickerView(picker: try timePicker("de_DE", "09:30"))
        let expected = [" 07   28 ", " 08   29 ", "[09]:(30)", " 10   31 ", " 11   32 "]
        for (column, row) in [(0, 0), (-3, -7), (Int.min, Int.min), (5, Int.min)] {
            #expect(view.lines(in: view.layout(column: column, row: row)) == expected, "\(column), \(row)")
        }
        // At the far end the columns saturate: the wheels have no room left.
        #expect(view.lines(in: view.layout(column: Int.max, row: Int.max)) == ["", "", "", "", ""])
    }

    @Test("a layout with more wheels than the picker has: the extra frames draw nothing and take no event")
    func wheelPickerForeignLayout() throws {
        let picker = try timePicker("de_DE", "09:30")
        let view = WheelPickerView(picker: picker)
        let foreign = WheelsLayout(column: 0, row: 0, labelWidths: [2, 2, 2, 2], separators: ["", ":", ":", ":"], height: 5)
        #expect(view.runs(in: foreign).filter { $0.role != .separator }.count == 10)
        for action: InputEvent.Mouse.Action in [.press(.left), .drag(.left), .release(.left), .wheelDown, .wheelUp] {
            #expect(!view.handle(InputEvent.Mouse(action, column: 11, row: 2), in: foreign, at: 0), "\(action)")
        }
        #expect(picker.selectedTime.description == "09:30")
        // A drag that starts on a wheel the picker has still works in that layout.
        #expect(view.handle(InputEvent.Mouse(.press(.left), column: 1, row: 2), in: foreign, at: 0))
        #expect(view.handle(InputEvent.Mouse(.release(.left), column: 13, row: 3), in: foreign, at: 50))
    }

    @Test("a ribbon frame's width clamps into 5...4096, when made and when set; its places saturate")
    func ribbonFrames() {
        #expect(RibbonFrame(column: 0, row: 0, width: 0).width == RibbonArt.minimumWidth)
        #expect(RibbonFrame(column: 0, row: 0, width: Int.min).innerWidth == 3)
        #expect(RibbonFrame(column: 0, row: 0, width: Int.max).width == 4096)
        var frame = RibbonFrame(column: 2, row: 1, width: 16)
        frame.width = -1
        #expect(frame.width == 5)
        frame.width = 9000
        #expect(frame.width == 4096)
        let edge = RibbonFrame(column: Int.max - 2, row: Int.max - 1, width: 10)
        #expect((edge.endColumn, edge.contentRow) == (Int.max, Int.max))
        #expect(edge.contains(column: Int.max, row: Int.max) && !edge.contains(column: Int.min, row: Int.max))
        #expect(edge.pointerX(atColumn: Int.max) == 1.5)
        #expect(RibbonFrame(column: Int.min, row: 0, width: 10).pointerX(atColumn: Int.max) == 18_446_744_073_709_551_616.0)
    }

    @Test("a ribbon box narrower than 5 columns is 5 wide, one wider than 4096 is 4096 wide", arguments: [0, -1, 4, Int.min])
    func narrowRibbonBoxes(width: Int) {
        let months = LabelRibbon(count: 12, selecting: 5, layout: ComponentLayout(width: 14)) { BadValueTests.months[$0] }
        let box = RibbonBox(ribbon: months, width: width)
        #expect(box.width == 5)
        #expect(box.lines() == ["+---+", "|< >|", "+---+"])
        // The stateless drawing centres the ribbon in its own viewport, three columns here: June's "n".
        #expect(RibbonArt.lines(for: months.scroller.ribbon, width: width) { BadValueTests.months[$0] }
                == ["+---+", "|<n>|", "+---+"])
        #expect(RibbonArt.lines(for: months.scroller.ribbon, width: width) { BadValueTests.months[$0] }
                == RibbonArt.lines(for: months.scroller.ribbon, width: 5) { BadValueTests.months[$0] })
    }

    @Test("the widest ribbon box and an item width of 1e300 draw without trapping")
    func hugeRibbonWidths() {
        let months = LabelRibbon(count: 12, selecting: 5, layout: ComponentLayout(width: 14)) { BadValueTests.months[$0] }
        let widest = RibbonBox(ribbon: months, width: Int.max)
        #expect(widest.width == 4096)
        #expect(widest.lines().map(TextWidth.columns(of:)) == [4096, 4096, 4096])
        #expect(RibbonArt.lines(for: months.scroller.ribbon, width: Int.max) { BadValueTests.months[$0] }
                .map(TextWidth.columns(of:)) == [4096, 4096, 4096])
        let endless = LabelRibbon(count: 12, selecting: 5, layout: ComponentLayout(width: 1e300)) { BadValueTests.months[$0] }
        let empty = ["+--------------+", "|<            >|", "+--------------+"]
        #expect(RibbonBox(ribbon: endless, width: 16).lines() == empty)
        #expect(RibbonArt.lines(for: Ribbon(count: 3, itemWidth: 1e300), width: 16) { BadValueTests.months[$0] } == empty)
    }

    @Test("a calendar layout's grid rows clamp into 0...6, when made and when set; box widths clamp as frames'")
    func calendarRowCounts() {
        #expect(CalendarLayout(column: 0, row: 0, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: -2).rowCount == 0)
        #expect(CalendarLayout(column: 0, row: 0, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 99).rowCount == 6)
        var layout = CalendarLayout(column: 0, row: 0, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 5)
        layout.rowCount = Int.max
        #expect((layout.rowCount, layout.height) == (6, 10))
        layout.rowCount = Int.min
        #expect((layout.rowCount, layout.height) == (0, 4))
        #expect(layout.gridRow(atRow: 4) == nil)
        let boxes = CalendarLayout(column: 0, row: 0, yearBoxWidth: 0, monthBoxWidth: Int.max, rowCount: 6)
        #expect(boxes.yearBox == RibbonFrame(column: 0, row: 0, width: 5))
        #expect(boxes.monthBox == RibbonFrame(column: 7, row: 0, width: 4096))
        #expect(boxes.width == 4103)
    }

    @Test("a calendar layout's places saturate, and hit-testing takes any cell")
    func calendarEdges() {
        let far = CalendarLayout(column: Int.max, row: Int.max, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 6,
                                 showsWeekNumbers: true)
        #expect((far.monthBox.column, far.headerRow, far.gridRow, far.gridColumn) == (Int.max, Int.max, Int.max, Int.max))
        #expect((far.width, far.height) == (32, 0))
        #expect(far.target(atColumn: Int.max, row: Int.max) == .yearRibbon)
        let near = CalendarLayout(column: Int.min, row: Int.min, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 6)
        #expect((near.width, near.height) == (28, 10))
        #expect(near.target(atColumn: Int.min + 5, row: Int.min + 4) == .day(row: 0, column: 1))
        #expect(near.gridColumn(atColumn: Int.max) == nil && near.gridRow(atRow: Int.max) == nil)
        #expect(near.target(atColumn: Int.max, row: Int.min) == nil)
        let origin = CalendarLayout(column: 0, row: 0, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 6)
        #expect((origin.cellColumn(3), origin.cellColumn(Int.min), origin.cellColumn(Int.max)) == (12, Int.min, Int.max))
        // A grid moved left of the layout's edge (the week numbers' columns then hold nothing).
        var moved = CalendarLayout(column: 0, row: 0, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 6, showsWeekNumbers: true)
        moved.gridColumn = -5
        #expect(moved.target(atColumn: 0, row: 4) == .day(row: 0, column: 1))
    }

    @Test("text centred in a width of 0 to 4096 columns")
    func centredWidths() {
        #expect(MonthGridText.centered("ab", width: Int.min) == "ab")
        #expect(MonthGridText.centered("ab", width: -3) == "ab")
        let padding = String(repeating: " ", count: 2047)
        #expect(MonthGridText.centered("ab", width: Int.max) == padding + "ab" + padding)
        #expect(MonthGridText.centered("ab", width: 5) == "  ab ")
    }

    @Test("a day picker draws the same at any place; at the far end its rows saturate to none")
    func dayPickerAnywhere() throws {
        let view = DayPickerView(picker: try dayPicker("2026-11-25"))
        let origin = view.canvas(in: view.layout(column: 0, row: 0)).lines()
        #expect(origin.count == view.layout(column: 0, row: 0).height && origin.count >= 8)
        #expect(view.canvas(in: view.layout(column: -40, row: -9)).lines() == origin)
        #expect(view.canvas(in: view.layout(column: Int.min, row: Int.min)).lines() == origin)
        let far = view.layout(column: Int.max, row: Int.max)
        #expect(view.canvas(in: far).lines().isEmpty)
        #expect(view.handle(InputEvent.Mouse(.press(.left), column: Int.min, row: Int.max), on: view.canvas(in: far), at: 0) == nil)
        #expect(view.picker.selectedDay == (try Day(iso8601: "2026-11-25")))
    }
}
