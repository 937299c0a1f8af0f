import CalendarPicker
import Foundation
import Testing
@testable import DemoKit

/// The options about days that `demo calendar` and `demo pick` share: bounds,
/// several days, and one error line for bad input.
@MainActor
@Suite("demo calendar and demo pick: bounds, several days, bad days")
struct DateOptionsTests {
    /// The last line of a `demo calendar` run.
    static func lastLine(_ arguments: [String]) async -> String {
        let result = await DemoMain.run(arguments: ["calendar", "--today", "2026-11-21"] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        return result.output.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test("--min and --max bound the calendar: PageDown stops at January 2027 and Enter chooses the 15th")
    func bounds() async {
        let arguments = ["--date", "2026-11-30", "--min", "2026-11-03", "--max", "2027-01-15",
                         "--keys", "pagedown,pagedown,pagedown,pagedown,enter"]
        let output = await DemoMain.run(arguments: ["calendar", "--today", "2026-11-30"] + arguments).output
        #expect(output.hasSuffix("selected: 2027-01-15\n"))
        #expect(!output.contains("February") && !output.contains("March"))
        #expect(await Self.lastLine(["--date", "2026-11-05", "--min", "2026-11-03", "--keys", "left,left,left,up"])
                == "selected: 2026-11-03")
    }

    @Test("a day the time zone skipped cannot be chosen: right from 29 December 2011 in Apia lands on the 31st, left comes back")
    func samoa() async {
        let base = ["--time-zone", "Pacific/Apia", "--today", "2011-12-29"]
        let right = await DemoMain.run(arguments: ["calendar"] + base + ["--date", "2011-12-29", "--keys", "right,enter"])
        #expect(right.output.hasSuffix("selected: 2011-12-31\n"))
        #expect(right.output.contains(" 30x"))
        let left = await DemoMain.run(arguments: ["calendar"] + base + ["--date", "2011-12-31", "--keys", "left"])
        #expect(left.output.hasSuffix("selected: 2011-12-29\n"))
        let skipped = await DemoMain.run(arguments: ["calendar"] + base + ["--date", "2011-12-30"])
        #expect(skipped.errorOutput == "demo: error: --date '2011-12-30' does not exist in --time-zone 'Pacific/Apia'\n")
    }

    @Test("--multiple: Enter adds the day or takes it out; the last line has the chosen days in order", arguments: [
        (["--date", "2026-11-10", "--keys", "enter,right,right,enter,left,left,enter"], "selected: 2026-11-12"),
        (["--date", "2026-11-10", "--keys", "enter,up,enter,pagedown,enter"], "selected: 2026-11-03 2026-11-10 2026-12-03"),
        (["--date", "2026-11-10"], "selected:"),
    ])
    func multiple(arguments: [String], expected: String) async {
        #expect(await Self.lastLine(["--multiple"] + arguments) == expected)
    }

    @Test("bad days are one error line naming the option, exit 2, for calendar and pick alike", arguments: [
        (["--format", ""], "--format '' is empty: it would print nothing (try iso)"),
        (["--range", "--date", "2026-01-01..2026-12-31", "--max", "2026-06-01"],
         "--date '2026-01-01..2026-12-31' ends after --max '2026-06-01'"),
        (["--calendar", "japanese", "--min", "1700-01-01"],
         "--min '1700-01-01' is before the first day of the Japanese calendar, 1868-09-08"),
        (["--min", "2026-06-01", "--max", "2026-05-01"], "--max '2026-05-01' is before --min '2026-06-01'"),
        (["--date", "2026-07-01", "--max", "2026-06-01"], "--date '2026-07-01' is after --max '2026-06-01'"),
        (["--date", "1582-10-10"], "--date '1582-10-10' is not a day of the Gregorian calendar"),
        (["--date", "2026-11-20..2026-11-10", "--range"], "--date '2026-11-20..2026-11-10' ends before it starts"),
        (["--date", "2026-11-10..2026-11-20"], "--date '2026-11-10..2026-11-20' is a range: it needs --range"),
    ])
    func badDays(arguments: [String], message: String) async {
        for command in ["pick", "calendar"] where command == "pick" || arguments.first != "--format" {
            let result = await DemoMain.run(arguments: [command] + arguments)
            #expect(result == DemoMain.Result(status: 2, output: "", errorOutput: "demo: error: \(message)\n"), "\(command)")
        }
    }

    @Test("pick prints several chosen days in order, separated by spaces")
    func pickPrintsSeveralDays() throws {
        let options = try PickOptions.parse(["--multiple"], environment: [:])
        let days = ["2026-11-03", "2026-11-12"].map { try! CalendarSystem(.gregorian).day(parsing: $0) }
        #expect(PickCommand.result(of: .chosen(days), options: options)
                == DemoMain.Result(status: 0, output: "2026-11-03 2026-11-12\n", errorOutput: ""))
    }

    @Test("the calendar is right in Amete Alem, Dangi, Chinese and Japanese, named as their people read them", arguments: [
        (["--calendar", "ethiopic-amete-alem", "--date", "2026-11-24"], "|< 7519  >|  |<   Hedar   >|"),
        (["--calendar", "dangi", "--date", "2026-11-24"], "|<  2026  >|  |<     Tenth Month     >|"),
        (["--calendar", "chinese", "--date", "2025-08-08"], "|<  2025  >|  |<  Leap Sixth Month   >|"),
        (["--calendar", "japanese", "--date", "2026-11-24"], "|<  8 Reiwa   >|  |< Nov  >|"),
    ])
    func labels(arguments: [String], expected: String) async {
        let output = await DemoMain.run(arguments: ["calendar", "--today", "2026-11-21"] + arguments).output
        #expect(output.split(separator: "\n").dropFirst(2).first.map(String.init) == expected)
    }
}
