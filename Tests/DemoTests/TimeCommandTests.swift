import CalendarPicker
import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import DemoKit

@MainActor
@Suite("demo time")
struct TimeCommandTests {
    func lastLine(_ arguments: [String]) async -> String {
        let result = await DemoMain.run(arguments: ["time"] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        return result.output.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test("the last line is the value the keys left", arguments: [
        ("--time 09:30 --minute-interval 15 --keys down,right,down,down", "selected: 10:00"),
        ("--time 23:50 --minute-interval 5 --keys down,right,down,down", "selected: 00:00"),
        ("--duration --time 7:45 --minute-interval 15 --keys down,right,down", "selected: 8:00"),
        ("--datetime --date 2026-03-08 --time 02:30 --time-zone America/New_York", "selected: 2026-03-08T03:30:00-04:00"),
        // A repeated hour: the first by default, the second one row on.
        ("--datetime --date 2026-11-01 --time 01:30 --time-zone America/New_York", "selected: 2026-11-01T01:30:00-04:00"),
        ("--datetime --date 2026-11-01 --time 01:30 --time-zone America/New_York --keys down",
         "selected: 2026-11-01T01:30:00-05:00"),
        // Tab gives the keys to the calendar: Right is the next day; Enter on a day gives them back.
        ("--datetime --date 2026-11-01 --time 01:30 --time-zone America/New_York --keys tab,right,enter,down",
         "selected: 2026-11-02T02:30:00-05:00"),
        // Esc puts back the value at the start.
        ("--time 09:30 --keys down,down,esc", "selected: 09:30"),
        ("--time 09:45 --minute-interval 15", "selected: 09:45"),
        ("--duration --time 0:00 --keys up", "selected: 0:00"),
        ("--time 11:00 --locale en_US --keys right,right,down", "selected: 23:00"),
        // On a 24-hour clock there is no third wheel: the second Right is blocked.
        ("--time 11:00 --locale en_US --clock 24 --keys right,right,down", "selected: 11:01"),
    ])
    func lastLines(arguments: String, expected: String) async {
        #expect(await lastLine(arguments.split(separator: " ").map(String.init)) == expected)
    }

    @Test("de_DE draws 08 above 09 above 10 in one column")
    func germanColumn() async {
        let result = await DemoMain.run(arguments: ["time", "--time", "09:30", "--locale", "de_DE"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == ["# start", " 07   28", " 08   29", "[09]:(30)", " 10   31", " 11   32"])
    }

    @Test("frames name their key; a key that changes nothing prints '(unchanged)'")
    func frames() async {
        let result = await DemoMain.run(arguments: ["time", "--time", "09:30", "--locale", "de_DE", "--keys", "left,right"])
        #expect(result.output.contains("# left (unchanged)"))
        #expect(result.output.contains("# right\n 07   28\n 08   29\n(09):[30]"))
    }

    @Test("bad input is one line and exit 2", arguments: [
        (["--time", "25:00"], "--time"),
        (["--time", "9.30"], "--time"),
        (["--minute-interval", "7"], "--minute-interval '7' does not divide an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)"),
        (["--minute-interval", "0"], "--minute-interval '0' is out of range 1…30"),
        (["--clock", "13"], "--clock '13' is not 12 or 24"),
        (["--duration", "--time", "120:00"], "--time '120:00' is longer than --max-hours 99 allows"),
        (["--keys", "down,sideways"], "--keys: unknown key 'sideways'"),
        (["--datetime", "--date", "2026-02-30"], "--date"),
        (["--range"], "unknown option '--range'"),
    ])
    func badInput(arguments: [String], message: String) async {
        let result = await DemoMain.run(arguments: ["time"] + arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errorOutput.hasPrefix("demo: error: "))
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
        #expect(result.errorOutput.split(separator: "\n").count == 1)
    }

    @Test("--help lists the options and the keys from their tables")
    func help() async {
        let result = await DemoMain.run(arguments: ["time", "--help"])
        #expect(result.status == 0)
        for option in ["--time", "--duration", "--datetime", "--minute-interval", "--clock", "--max-hours", "--date",
                       "--time-zone", "--locale", "--keys"] {
            #expect(result.output.contains("  \(option)"), "\(option)")
        }
        #expect(result.output.contains("up, down, k, j, left, right, h, l, enter, tab, esc"))
    }

    @Test("a skipped hour is not on the wheel, and the caption says what the clocks did")
    func skippedHour() async {
        let result = await DemoMain.run(arguments: ["time", "--datetime", "--date", "2026-03-08", "--time", "02:30",
                                              "--time-zone", "America/New_York", "--locale", "de_DE"])
        #expect(result.output.contains("2026-03-08T03:30:00-04:00 (the clocks skip 60 minutes here)"))
        #expect(!result.output.contains(" 02 "))
        #expect(result.output.contains("[03]:(30)"))
    }
}
