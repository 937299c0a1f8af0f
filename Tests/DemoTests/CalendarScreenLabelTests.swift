import CalendarPicker
import Foundation
import Testing
import TerminalUI
@testable import DemoKit

@MainActor
@Suite("Interactive Calendar screen: year labels")
struct CalendarScreenLabelTests {
    /// The Calendar screen of the interactive demo, drawn.
    func lines(calendar: String, date: Day) throws -> [String] {
        var options = InteractiveCommand.Options()
        options.display.ascii = true
        options.calendar = try CalendarOptions.calendar(named: calendar)
        options.day = date
        options.today = date
        let (app, _) = InteractiveCommand.makeApp(options)
        app.advance(to: 100_000)
        var buffer = ScreenBuffer(width: 72, height: 24)
        app.draw(into: &buffer)
        return buffer.lines(trimmingTrailingSpaces: true)
    }

    @Test("near the range's end the year box shows the whole number, and the boxes still fill the calendar's width",
          arguments: [("hebrew", "|< 13760 >|"), ("buddhist", "|< 10542 >|"), ("ethiopic-amete-alem", "|< 15492 >|"),
                      ("gregorian", "|< 9999 >|")])
    func wholeNumbers(calendar: String, box: String) throws {
        let lines = try lines(calendar: calendar, date: gregorianDay(9999, 12, 31))
        let row = try #require(lines.first { $0.contains("|<") }, "\(lines)")
        #expect(row.contains(box + "  |<"), "\(row)")
        #expect(!row.contains("…"), "\(row)")
        // The calendar starts at column 2 and takes CalendarArt.width columns.
        #expect(TextWidth.columns(of: row.drop { $0 == " " }) == 28, "\(row)")
    }
}
