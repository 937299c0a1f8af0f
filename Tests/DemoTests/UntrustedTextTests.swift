import Testing
import TerminalPickers
import TerminalUI
import TestSupport
@testable import DemoKit

/// Every C0 control, DEL and every C1 control.
private let controls: [Unicode.Scalar] = (UInt32(0)..<0x20).map { Unicode.Scalar($0)! } + ["\u{7F}"]
    + (UInt32(0x80)..<0xA0).map { Unicode.Scalar($0)! }

/// What the demo prints for a control: caret notation, or U+FFFD for C1.
private func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x7F: "^?"
    case 0..<0x20: "^" + String(Unicode.Scalar(scalar.value + 0x40)!)
    default: "\u{FFFD}"
    }
}

/// Whether text holds a control character other than a line feed.
private func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" }
}

@MainActor
@Suite("Untrusted text never reaches the terminal raw")
struct UntrustedTextTests {
    @Test("a label's control characters are visible in the frames and the selected: line")
    func selectedLines() async {
        for control in controls {
            let result = await DemoMain.run(arguments: ["ribbon", "--items", "A\(control)B,C"])
            #expect(result.status == 0, "U+\(control.value): \(result.errorOutput)")
            #expect(!hasRawControl(result.output), "U+\(control.value)")
            #expect(result.output.hasSuffix("\nselected: 0 A\(shown(control))B\n"), "U+\(control.value)")
        }
        // The example: an OSC that would set the terminal's title, ended by BEL.
        #expect(await DemoMain.run(arguments: ["ribbon", "--items", "A\u{1B}]0;title\u{7}B,C"]).output
                    .hasSuffix("selected: 0 A^[]0;title^GB\n"))
    }

    @Test("FIELD: VALUE lines: typed controls never get into a value, and nothing raw is printed")
    func fieldValues() async {
        for control in controls {
            let result = await DemoMain.run(arguments: ["form", "--keys", "type:A\(control)B,save"])
            #expect(result.status == 0, "U+\(control.value): \(result.errorOutput)")
            #expect(!hasRawControl(result.output), "U+\(control.value)")
            #expect(result.output.contains("\nName: Jane DoeAB\n"), "U+\(control.value)")
        }
    }

    @Test("errors quote the token with its controls visible, on one line")
    func errors() async {
        for control in controls {
            for arguments in [["ribbon", "--bogus\(control)"], ["grid", "2026", "1", "--locale", "x\(control)"],
                              ["pick", "--date", "2026\(control)"], ["calendar", "--keys", "left,x\(control)y"]] {
                let result = await DemoMain.run(arguments: arguments)
                #expect(result.status == 2, "\(arguments)")
                #expect(!hasRawControl(result.errorOutput) && result.errorOutput.filter { $0 == "\n" }.count == 1,
                        "U+\(control.value) \(arguments): \(result.errorOutput)")
                #expect(result.errorOutput.contains(shown(control)), "U+\(control.value) \(arguments)")
            }
        }
        #expect(await DemoMain.run(arguments: ["ribbon", "--bogus\u{1B}]52;c;aGk=\u{7}"]).errorOutput
                    == "demo: error: unknown option '--bogus^[]52;c;aGk=^G' (try: demo ribbon --help)\n")
        #expect(await DemoMain.run(arguments: ["pick", "--bogus=1"]).errorOutput == "demo: error: unknown option '--bogus=1' (try: demo pick --help)\n")
    }

    @Test("pick --prompt: drawn and printed with its controls visible")
    func prompts() throws {
        for control in controls {
            let options = try PickOptions.parse(["--prompt", "P\(control)Q"], environment: ["TERM": "xterm"])
            let app = try PickCommand.makeApp(options)
            var buffer = ScreenBuffer(width: 40, height: app.rows)
            app.draw(into: &buffer)
            let lines = buffer.lines(trimmingTrailingSpaces: true)
            // A line feed starts a new line; a control made visible leaves nothing to isolate.
            if control == "\n" {
                #expect(Array(lines.prefix(2)) == ["P", "Q"])
            } else {
                #expect(lines[0] == "P\(shown(control))Q", "U+\(control.value)")
            }
        }
    }
}
