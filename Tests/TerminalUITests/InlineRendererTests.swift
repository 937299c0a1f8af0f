import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

private func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingEscapes()
}

private extension String {
    func replacingEscapes() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\u{1B}": result += "␛"
            case "\r": result += "␍"
            case "\n": result += "␊"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

@Suite("Screen renderer: inline band")
struct InlineRendererTests {
    @Test("the first inline frame erases below the cursor, moves relatively and ends on the band's top-left cell")
    func firstFrame() {
        var renderer = ScreenRenderer(options: .init(placement: .inline))
        var frame = ScreenBuffer(width: 6, height: 3)
        frame.put("ab", atColumn: 0, row: 0)
        frame.put("c", atColumn: 2, row: 1)
        frame.put("d", atColumn: 1, row: 2, style: Style(bold: true))
        #expect(visible(renderer.render(frame)) == "␛[0m␍␛[Jab␛[Bc␛[B␛[2D␛[1md␛[0m␍␛[2A")
        #expect(renderer.render(frame).isEmpty)
        frame.put("x", atColumn: 5, row: 0)
        // From the top-left cell: right 5, write, then back (the cursor's column after the last one is unknown).
        #expect(visible(renderer.render(frame)) == "␛[5Cx␍")
        frame.put("y", atColumn: 0, row: 2)
        #expect(visible(renderer.render(frame)) == "␛[2By␍␛[2A")
    }

    @Test("without changes nothing is written, so the cursor stays on the band's top-left cell")
    func nothingChanged() {
        var renderer = ScreenRenderer(options: .init(placement: .inline))
        let frame = ScreenBuffer(width: 4, height: 2)
        #expect(visible(renderer.render(frame)) == "␛[0m␍␛[J")
        #expect(renderer.render(frame).isEmpty)
    }

    @Test("inline frames drawn on a terminal land in the band below the cursor and leave the rest alone")
    func property() {
        var rng = SeededGenerator(seed: 0x1_11_1E)
        for sequence in 0..<150 {
            let width = Int.random(in: 1...20, using: &rng)
            let height = Int.random(in: 1...5, using: &rng)
            let top = Int.random(in: 0...3, using: &rng)
            var terminal = VirtualTerminal(width: width, height: top + height + Int.random(in: 0...2, using: &rng))
            for row in 0..<top { terminal.apply(Array("\u{1B}[\(row + 1);1Hp\(row)".utf8)) }
            terminal.apply(Array("\u{1B}[\(top + 1);1H".utf8))
            let above = Array(terminal.lines().prefix(top))
            var renderer = ScreenRenderer(options: .init(usesColor: rng.chance(0.5), placement: .inline))
            var current = ScreenBuffer(width: width, height: height)
            for step in 0..<25 {
                let context = "seed \(rng.seed) sequence \(sequence) step \(step)"
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: renderer.invalidate()
                case 1:
                    current = ScreenBuffer(width: width, height: height, style: ScreenRendererPropertyTests.style(&rng))
                    ScreenRendererPropertyTests.draw(on: &current, steps: 6, &rng)
                default: ScreenRendererPropertyTests.draw(on: &current, steps: Int.random(in: 1...3, using: &rng), &rng)
                }
                let bytes = renderer.render(current)
                terminal.apply(bytes)
                var band = ScreenBuffer(width: width, height: height)
                for row in 0..<height {
                    for column in 0..<width {
                        let cell = terminal[column: column, row: top + row]
                        if let character = cell.character {
                            band.put(String(character), atColumn: column, row: row, style: cell.style)
                        }
                    }
                }
                let expected = terminal.lines()
                #expect(Array(expected.prefix(top)) == above, "\(context): lines above the band changed")
                for row in 0..<height {
                    for column in 0..<width {
                        var want = current[column: column, row: row]
                        if !renderer.options.usesColor { want.style = want.style.removingColors() }
                        let got = terminal[column: column, row: top + row]
                        if want != got {
                            Issue.record("\(context): row \(row) column \(column): \(want) != \(got); \(visible(bytes))")
                            return
                        }
                    }
                }
                #expect(terminal.cursorRow == top && terminal.cursorColumn == 0, "\(context): cursor not home")
                #expect(terminal.unrecognizedSequences.isEmpty, "\(context)")
                #expect(!bytes.contains(0x0A), "\(context): a line feed could scroll")
                #expect(renderer.render(current).isEmpty, "\(context)")
            }
        }
    }
}
