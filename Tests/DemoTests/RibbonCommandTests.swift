import Testing
import TestSupport
@testable import DemoKit

@MainActor
@Suite("demo ribbon")
struct RibbonCommandTests {
    private func lastLine(_ text: String) -> String {
        text.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test("the last line names the selected item", arguments: [
        (["--events", "press 8@0; move 1@300; release 1@600"], "selected: 1 February"),
        (["--events", "press 8@0; move 1@300; release 1@600; tick 2000"], "selected: 1 February"),
        (["--events", "press 8@0; move 4@300; release 4@600"], "selected: 0 January"),
        (["--events", "press 2@0; release 2@50"], "selected: 0 January"),
        (["--cyclic", "--events", "press 2@0; release 2@50"], "selected: 11 December"),
        (["--select", "5", "--events", "key right; key right; key left"], "selected: 6 July"),
        (["--select", "5", "--events", "press 8@0; move 1@300; cancel"], "selected: 5 June"),
        (["--items", "years", "--events", "press 14@0; release 14@20"], "selected: 101 2001"),
        (["--items", "A,B,C", "--events", "press 8@0; move 2@20; move -30@40; release -40@50"], "selected: 2 C"),
        (["--items", "A,B,C", "--events", "press 5@0; move 13@300; release 13@900"], "selected: 0 A"),
        (["--items", "A,B,C", "--cyclic", "--events", "press 5@0; move 13@300; release 13@900"], "selected: 2 C"),
        (["--locale", "nl_NL", "--select", "2"], "selected: 2 maart"),
        (["--locale", "de-DE", "--events", "key left"], "selected: 0 Januar"),
        (["--locale=de_DE", "--select=2"], "selected: 2 März"),
    ])
    func selectedLine(arguments: [String], expected: String) async {
        let result = await DemoMain.run(arguments: ["ribbon"] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(lastLine(result.output) == expected)
    }

    @Test("bad options and events give one line naming the bad token and exit code 2", arguments: [
        (["--bogus"], "'--bogus'"),
        (["--width"], "--width needs a value"),
        (["--width", "3"], "--width '3' is out of range 8…500"),
        (["--width", "wide"], "--width 'wide' is not a whole number"),
        (["--width=wide"], "--width 'wide' is not a whole number"),
        (["--select", "12"], "--select '12' is out of range 0…11"),
        (["--select", "-1"], "--select '-1' is out of range 0…11"),
        (["--items", "A,B,C", "--select=3"], "--select '3' is out of range 0…2"),
        (["--select", "99999999999999999999"], "--select '99999999999999999999' is out of range 0…11"),
        (["--cyclic=yes"], "--cyclic takes no value ('--cyclic=yes')"),
        (["--items", "A,,B"], "'A,,B'"),
        (["--locale", "xx_NOPE"], "'xx_NOPE'"),
        (["--events", "press 3@0; jump 4@5"], "'jump 4@5'"),
        (["--events", "press 3"], "'press 3'"),
        (["--events", "press x@0"], "'x'"),
        (["--events", "press 3@-5"], "'-5'"),
        (["--events", "press 3@nan"], "'nan'"),
        (["--events", "press 3@10; move 4@5"], "'move 4@5'"),
        (["--events", "press 99@0"], "press at column 99 is outside the control (0…15)"),
        (["--events", "press 99999999999999999999@0"], "press at column 99999999999999999999 is outside the control (0…15)"),
        (["--events", "press 3@10; move 4@5.0"], "time 5.0 is earlier than 10"),
        (["--events", "key up"], "'key up'"),
        (["--events", "tick"], "'tick'"),
        (["stray"], "'stray'"),
    ])
    func badInput(arguments: [String], mention: String) async {
        let result = await DemoMain.run(arguments: ["ribbon"] + arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("demo: error: "))
        #expect(result.errorOutput.filter { $0 == "\n" }.count == 1)
        #expect(result.errorOutput.contains(mention), "\(result.errorOutput)")
    }

    @Test("an unknown command is an error; help is not")
    func commands() async {
        #expect(await DemoMain.run(arguments: ["fly"]).status == 2)
        #expect(await DemoMain.run(arguments: ["--help"]).output.contains("ribbon"))
        #expect(await DemoMain.run(arguments: ["ribbon", "--help"]).output.contains("--events"))
        #expect(await DemoMain.run(arguments: ["help"]).output.contains("grid"))
    }

    @Test("frames of a drag, a fling and a tap match the snapshot")
    func snapshot() async {
        let result = await DemoMain.run(arguments: [
            "ribbon", "--width", "18", "--events",
            "press 10@0; move 8@40; move 5@80; move 2@100; release 2@110; tick 200; tick 400; press 16@2000; release 16@2040",
        ])
        #expect(result.status == 0)
        Snapshot.expectMatch(result.output, named: "ribbon-drag-fling-tap", testFile: #filePath)
    }

    @Test("frames of a cyclic ribbon of two items match the snapshot")
    func cyclicSnapshot() async {
        let result = await DemoMain.run(arguments: [
            "ribbon", "--items", "Yes,No", "--cyclic", "--width", "12", "--events",
            "press 6@0; move 3@300; move 0@600; move -3@900; release -3@1500",
        ])
        #expect(result.status == 0)
        Snapshot.expectMatch(result.output, named: "ribbon-cyclic-two", testFile: #filePath)
    }
}
