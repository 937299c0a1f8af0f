import CalendarPicker
import Foundation
import MiniPicker
import TerminalPickers
import TerminalUI

/// The calendar as a full screen, before and after a one-column drag of the month ribbon.
@MainActor
struct RenderWorkload {
    let picker: DayPicker
    let symbols: [String]

    init() {
        let configuration = DayPicker.Configuration(
            calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
            timeZone: TimeZone(secondsFromGMT: 0)!, firstWeekday: .sunday)
        picker = DayPicker(configuration: configuration, selecting: Day(prolepticGregorianYear: 2026, month: 11, day: 21),
                           today: Day(prolepticGregorianYear: 2026, month: 11, day: 21))
        symbols = WeekdayHeader.symbols(locale: Locale(identifier: "en_US"), firstWeekday: .sunday)
    }

    func frame() -> ScreenBuffer {
        var buffer = ScreenBuffer(width: 80, height: 24)
        for (row, line) in CalendarArt.lines(for: picker, weekdaySymbols: symbols, style: .unicode).enumerated() {
            buffer.put(line, atColumn: 2, row: row + 2)
        }
        buffer.put("selected: \(picker.selectedDay.map(String.init(describing:)) ?? "none")", atColumn: 2, row: 14, style: Style(bold: true))
        buffer.put("arrows day/week  PgUp/PgDn month  Home/End  t today  Enter choose  q",
                   atColumn: 0, row: 23, style: Style(dim: true))
        return buffer
    }

    /// Bytes of a full repaint and of a one-column drag step, and the two frames.
    func bytes() -> (full: Int, step: Int, before: ScreenBuffer, after: ScreenBuffer) {
        var renderer = ScreenRenderer()
        picker.press(.monthRibbon, along: 7.5, in: RibbonGeometry(itemLength: 14, tapSlop: 0.5), at: 0)
        let before = frame()
        let full = renderer.render(before).count
        picker.drag(along: 6.5, at: 16)
        let after = frame()
        let step = renderer.render(after).count
        picker.cancelGesture()
        return (full, step, before, after)
    }
}

/// A recorded stream of mouse drags, wheel turns, arrows and typing.
func recordedInput(repetitions: Int) -> [UInt8] {
    var text = ""
    for index in 0..<repetitions {
        let column = 10 + index % 60
        text += "\u{1B}[<0;\(column);4M"
        for step in 1...8 { text += "\u{1B}[<32;\(column - step);4M" }
        text += "\u{1B}[<0;\(column - 8);4m\u{1B}[<65;20;4M\u{1B}[C\u{1B}[1;2B\u{1B}[6~hello, wörld\r"
    }
    return Array(text.utf8)
}

/// Decodes a stream in reads of 4 KiB; returns the number of events.
func decode(_ bytes: [UInt8]) -> Int {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var count = 0
    var offset = 0
    while offset < bytes.count {
        let end = min(offset + 4096, bytes.count)
        events.removeAll(keepingCapacity: true)
        decoder.feed(bytes[offset..<end], at: 0, into: &events)
        count += events.count
        offset = end
    }
    return count
}
