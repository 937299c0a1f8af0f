import CalendarPicker
import Foundation
import Testing
import TerminalPickers
import TerminalUI

/// The one-way picker's promises: one source of geometry (the view's boxes),
/// one clock (the host's frames).
@Suite("One-way pickers: geometry and time")
@MainActor
struct OneWayPickerTests {
    /// Drags the month box from its last inner column to its first, one column every 16 ms, holds still for
    /// 200 ms (no fling), releases and lets the ribbon settle at 60 frames a second; returns the month then
    /// shown. Times are milliseconds, as the run loop gives them.
    static func dragAcrossMonthBox(configuration: DayPicker.Configuration) throws -> Month {
        let day = try Day(iso8601: "2026-11-21")
        let picker = DayPicker(configuration: configuration, selecting: day, today: day)
        let view = DayPickerView(picker: picker)
        let canvas = view.canvas(in: view.layout(column: 0, row: 0))
        let box = canvas.layout.monthBox
        let firstInner = box.column + RibbonArt.borderColumns / 2, lastInner = box.endColumn - 1 - RibbonArt.borderColumns / 2
        var time = 0.0
        _ = view.handle(InputEvent.Mouse(.press(.left), column: lastInner, row: box.contentRow), on: canvas, at: time)
        for column in stride(from: lastInner - 1, through: firstInner, by: -1) {
            time += 16
            _ = view.handle(InputEvent.Mouse(.drag(.left), column: column, row: box.contentRow), on: canvas, at: time)
        }
        // Held still for 200 ms: a mouse that stops sends nothing until the release.
        time += 200
        _ = view.handle(InputEvent.Mouse(.release(.left), column: firstInner, row: box.contentRow), on: canvas, at: time)
        var frames = 0
        while view.isAnimating && frames < 600 {
            time += 1000.0 / 60
            view.advance(to: time)
            frames += 1
        }
        return picker.displayedMonth
    }

    @Test("a drag across the whole month box moves one month, with the terminal's configuration")
    func dragWithTerminalConfiguration() throws {
        let configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                      timeZone: TimeZone(identifier: "UTC")!)
        let month = try Self.dragAcrossMonthBox(configuration: configuration)
        #expect((month.year, month.number) == (2026, 12))
    }

    @Test("a drag across the whole month box moves one month with the default configuration too (one source of geometry)")
    func dragWithDefaultConfiguration() throws {
        let configuration = DayPicker.Configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "UTC")!)
        let month = try Self.dragAcrossMonthBox(configuration: configuration)
        #expect((month.year, month.number) == (2026, 12))
    }
}

/// One clock: a click hits what the last frame drew, even when the settle
/// that frame showed ends before the click arrives.
@Suite("One-way pickers: a click lands on the frame that was drawn")
@MainActor
struct ClickDuringSettleTests {
    /// A picker whose month ribbon was flung: 14 columns to the left in 3 moves over 48 ms, then released.
    static func flung() throws -> (picker: DayPicker, view: DayPickerView, canvas: CalendarCanvas) {
        let configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                      timeZone: TimeZone(identifier: "UTC")!)
        let day = try Day(iso8601: "2026-11-21")
        let picker = DayPicker(configuration: configuration, selecting: day, today: day)
        let view = DayPickerView(picker: picker)
        let canvas = view.canvas(in: view.layout(column: 0, row: 0))
        let box = canvas.layout.monthBox, start = box.endColumn - 2
        _ = view.handle(InputEvent.Mouse(.press(.left), column: start, row: box.contentRow), on: canvas, at: 0)
        for step in 1...3 {
            _ = view.handle(InputEvent.Mouse(.drag(.left), column: start - 14 * step / 3, row: box.contentRow), on: canvas,
                            at: Double(16 * step))
        }
        _ = view.handle(InputEvent.Mouse(.release(.left), column: start - 14, row: box.contentRow), on: canvas, at: 48)
        return (picker, view, canvas)
    }

    static let frame = 1000.0 / 60

    /// Draws frames up to frame `count`; returns the last canvas and the day it showed at row 2, column 3.
    static func draw(_ view: DayPickerView, frames count: Int) -> (canvas: CalendarCanvas, day: Day?) {
        var canvas = view.canvas(in: view.layout(column: 0, row: 0))
        for index in 1...count {
            view.advance(to: 48 + Double(index) * frame)
            canvas = view.canvas(in: view.layout(column: 0, row: 0))
        }
        return (canvas, canvas.grid?.cell(row: 2, column: 3)?.day)
    }

    @Test("a click 15 ms after a frame chooses the day that frame drew, though the ribbon moved on in between")
    func clickHitsTheDrawnFrame() throws {
        // Find a frame after which, 15 ms on, the grid shows another month.
        var chosenFrame: Int?
        for count in 1...240 {
            let probe = try Self.flung()
            let drawn = Self.draw(probe.view, frames: count).day
            guard probe.view.isAnimating else { break }
            probe.view.advance(to: 48 + Double(count) * Self.frame + 15)
            if probe.picker.grid.cell(row: 2, column: 3)?.day != drawn { chosenFrame = count; break }
        }
        let count = try #require(chosenFrame, "no frame is followed, within 15 ms, by another month")
        let (picker, view, _) = try Self.flung()
        let (canvas, shown) = Self.draw(view, frames: count)
        let drawn = try #require(shown)
        let time = 48 + Double(count) * Self.frame + 15
        let column = canvas.layout.cellColumn(3) + 1, row = canvas.layout.gridRow + 2
        _ = view.handle(InputEvent.Mouse(.press(.left), column: column, row: row), on: canvas, at: time)
        let outcome = view.handle(InputEvent.Mouse(.release(.left), column: column, row: row), on: canvas, at: time)
        #expect(outcome == .chosen(drawn), "frame \(count) drew \(drawn) at row 2, column 3; the click gave \(String(describing: outcome))")
        // The click's day stands: the ribbons go to its month, and the settle no longer moves the selection.
        picker.advanceToRest()
        #expect(picker.selectedDay == drawn && picker.displayedMonth.contains(drawn) && picker.ribbonMonth == picker.displayedMonth)
    }
}
