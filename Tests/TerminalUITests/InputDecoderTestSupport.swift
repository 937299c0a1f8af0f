import Testing
@testable import TerminalUI

// What the input decoder's suites share: short ways to write the bytes and events a table
// holds, the cases of bytes and events, and the check that feeds a case split in every way.

/// The escape character, for building sequences in text.
let esc = "\u{1B}"

/// A key that types a character, with modifiers.
func character(_ scalar: Unicode.Scalar, _ modifiers: InputEvent.Modifiers = []) -> InputEvent {
    .key(.character(scalar), modifiers)
}

/// A mouse event at a 0-based column and row, with modifiers.
func mouse(_ action: InputEvent.Mouse.Action, _ column: Int, _ row: Int,
           _ modifiers: InputEvent.Modifiers = []) -> InputEvent {
    .mouse(InputEvent.Mouse(action, column: column, row: row, modifiers: modifiers))
}

/// Bytes in, the exact events out.
struct DecodingCase: Sendable, CustomTestStringConvertible {
    let input: [UInt8]
    let expected: [InputEvent]

    init(_ text: String, _ expected: InputEvent...) {
        input = Array(text.utf8)
        self.expected = expected
    }

    init(bytes: [UInt8], _ expected: InputEvent...) {
        self.init(bytes: bytes, events: expected)
    }

    init(bytes: [UInt8], events: [InputEvent]) {
        input = bytes
        expected = events
    }

    var testDescription: String {
        let shown = input.map { byte -> String in
            switch byte {
            case 0x1B: "ESC "
            case 0x21...0x7E: String(UnicodeScalar(byte))
            default: "<\(String(byte, radix: 16, uppercase: true))>"
            }
        }.joined()
        return "\(shown) → \(expected.map(\.description).joined(separator: ", "))"
    }
}

/// Feeds chunks at time 0, then flushes long after.
func decode(_ chunks: [[UInt8]], with decoder: InputDecoder = InputDecoder()) -> [InputEvent] {
    var decoder = decoder
    var events: [InputEvent] = []
    for chunk in chunks { events += decoder.feed(chunk, at: 0) }
    events += decoder.flushPending(at: 1_000_000)
    #expect(decoder.pendingDeadline == nil)
    return events
}

/// Checks a case whole, one byte at a time, and split in two at every byte boundary.
func checkEverySplit(_ testCase: DecodingCase, with decoder: InputDecoder = InputDecoder()) {
    let input = testCase.input
    #expect(decode([input], with: decoder) == testCase.expected, "whole")
    #expect(decode(input.map { [$0] }, with: decoder) == testCase.expected, "byte by byte")
    for split in 0...input.count {
        let chunks = [Array(input[..<split]), Array(input[split...])]
        #expect(decode(chunks, with: decoder) == testCase.expected, "split after \(split) bytes")
    }
}
