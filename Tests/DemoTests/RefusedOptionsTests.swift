import Testing
@testable import DemoKit

/// Options that would be ignored or would change a value silently are
/// refused by name, in one line, with exit 2; the forms they should take pass.
@MainActor
@Suite("Options refused rather than ignored")
struct RefusedOptionsTests {
    @Test("Refused, with the line that says why", arguments: [
        (["pick", "--duration", "--clock", "12"],
         "--clock sets the hour wheel of a time of day: it does not go with --duration (hours from 0)"),
        (["time", "--duration", "--clock", "24"],
         "--clock sets the hour wheel of a time of day: it does not go with --duration (hours from 0)"),
        (["pick", "--time", "09:07", "--minute-interval", "15"],
         "--time '09:07' is not on the 15-minute interval: the nearest are 09:00 and 09:15"),
        (["time", "--time", "23:53", "--minute-interval", "15"],
         "--time '23:53' is not on the 15-minute interval: the nearest are 23:45 and 00:00"),
        (["time", "--duration", "--time", "1:07", "--minute-interval", "5"],
         "--time '1:07' is not on the 5-minute interval: the nearest are 1:05 and 1:10"),
        (["pick", "--datetime", "--time-zone", "UTC+5"],
         "--time-zone 'UTC+5' is an offset in an unclear form: write +05:00 or UTC+05:00 (in a POSIX TZ, UTC+5 means five hours behind UTC)"),
        (["time", "--datetime", "--time-zone", "+0500"],
         "--time-zone '+0500' is an offset in an unclear form: write +05:00 or UTC+05:00 (in a POSIX TZ, UTC+5 means five hours behind UTC)"),
        (["time", "--datetime", "--time-zone", "GMT+5"],
         "--time-zone 'GMT+5' is an offset in an unclear form: write +05:00 or UTC+05:00 (in a POSIX TZ, UTC+5 means five hours behind UTC)"),
    ])
    func refused(arguments: [String], message: String) async {
        let result = await DemoMain.run(arguments: arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errorOutput == "demo: error: \(message)\n")
    }

    @Test("The forms that say what they mean pass", arguments: [
        ["time", "--time", "09:15", "--minute-interval", "15"],
        ["time", "--duration", "--time", "1:10", "--minute-interval", "5"],
        ["time", "--datetime", "--time", "09:00", "--date", "2026-11-20", "--time-zone", "+05:00"],
        ["time", "--datetime", "--time", "09:00", "--date", "2026-11-20", "--time-zone", "UTC-03:30"],
        ["time", "--datetime", "--time", "09:00", "--date", "2026-11-20", "--time-zone", "Etc/GMT+5"],
    ])
    func accepted(arguments: [String]) async {
        let result = await DemoMain.run(arguments: arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
    }

    @Test("UTC+05:00 and +05:00 are five hours ahead, -03:30 three and a half behind")
    func offsets() throws {
        #expect(try ArgumentReader.utcOffsetSeconds("UTC+05:00", named: "--time-zone") == 18_000)
        #expect(try ArgumentReader.utcOffsetSeconds("+05:00", named: "--time-zone") == 18_000)
        #expect(try ArgumentReader.utcOffsetSeconds("-03:30", named: "--time-zone") == -12_600)
        #expect(try ArgumentReader.utcOffsetSeconds("Europe/Paris", named: "--time-zone") == nil)
        #expect(try ArgumentReader.utcOffsetSeconds("UTC", named: "--time-zone") == nil)
        #expect(throws: DemoError.self) { try ArgumentReader.utcOffsetSeconds("+19:00", named: "--time-zone") }
    }
}
