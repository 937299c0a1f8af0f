import Testing
@testable import TerminalUI

extension HostileTerminalUI {
    /// Decoders with any timeouts and paste lengths, fed every byte stream at any time.
    static func input() {
        var decoders = [InputDecoder()]
        for value in Hostile.doubles {
            decoders.append(InputDecoder(escapeTimeout: value, pasteTimeout: value))
            decoders.append(InputDecoder(escapeTimeout: value))
            decoders.append(InputDecoder(pasteTimeout: value, maximumPasteLength: Hostile.ints[decoders.count % Hostile.ints.count]))
            let decoder = InputDecoder(escapeTimeout: value, pasteTimeout: -value)
            #expect(decoder.escapeTimeout > 0 && decoder.escapeTimeout.isFinite)
            #expect(decoder.pasteTimeout > 0 && decoder.pasteTimeout.isFinite)
        }
        for length in Hostile.ints {
            let decoder = InputDecoder(maximumPasteLength: length)
            #expect(decoder.maximumPasteLength == max(length, 4))
            decoders.append(decoder)
        }
        // Huge streams go to a few decoders: the default one and the first clamped ones.
        for (index, var decoder) in decoders.enumerated() {
            var events: [InputEvent] = []
            for (step, bytes) in Hostile.byteStreams.enumerated() where index < 4 || bytes.count <= 10_000 {
                let time = Hostile.doubles[(index + step) % Hostile.doubles.count]
                if step % 2 == 0 {
                    events += decoder.feed(bytes, at: time)
                } else {
                    decoder.feed(AnySequence(bytes), at: time, into: &events)
                }
                if step % 5 == 0 { decoder.expectCursorPositionReport() }
                _ = decoder.takeCursorPositionReport()
                _ = decoder.pendingDeadline
            }
            for time in Hostile.doubles {
                events += decoder.flushPending(at: time)
                decoder.flushPending(at: -time, into: &events)
            }
            for event in events.prefix(10_000) {
                _ = event.description
                _ = event.keyName
            }
        }
        // The documented answers, once.
        var decoder = InputDecoder(escapeTimeout: .nan, pasteTimeout: -.infinity, maximumPasteLength: Int.min)
        #expect((decoder.escapeTimeout, decoder.pasteTimeout, decoder.maximumPasteLength) == (25, 1000, 4))
        #expect(decoder.feed(Array("\u{1B}[200~abcdef\u{1B}[201~".utf8), at: .nan) == [.paste("abcd"), .paste("ef")])
    }
}
