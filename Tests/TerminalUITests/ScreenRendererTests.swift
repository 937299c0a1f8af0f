import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

/// Bytes as text with the escape byte shown as `␛`, for readable expectations.
private func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingEscapes()
}

private extension String {
    func replacingEscapes() -> String {
        String(unicodeScalars.map { $0 == "\u{1B}" ? "␛" : Character($0) })
    }
}

/// A frame with text drawn at positions.
private func frame(width: Int, height: Int, _ texts: [(String, Int, Int, Style)] = []) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    for (text, column, row, style) in texts { buffer.put(text, atColumn: column, row: row, style: style) }
    return buffer
}

@Suite("Screen renderer")
struct ScreenRendererTests {
    let bold = Style(bold: true)

    @Test("the first frame resets, clears, then writes each run of non-blank cells")
    func firstFrame() {
        var renderer = ScreenRenderer()
        let bytes = renderer.render(frame(width: 3, height: 2, [("ab", 1, 0, bold), ("c", 0, 1, .plain)]))
        #expect(visible(bytes) == "␛[0m␛[2J␛[1;2H␛[1mab␛[2;1H␛[0mc")
        var other = ScreenRenderer()
        #expect(visible(other.render(frame(width: 2, height: 1, [("x", 0, 0, .plain)]))) == "␛[0m␛[2J␛[Hx")
        var blank = ScreenRenderer()
        #expect(visible(blank.render(ScreenBuffer(width: 4, height: 2))) == "␛[0m␛[2J")
    }

    @Test("identical frames emit no bytes")
    func identicalFrames() {
        var renderer = ScreenRenderer()
        let first = frame(width: 20, height: 3, [("一月 März", 2, 1, Style(foreground: .red, reversed: true))])
        #expect(!renderer.render(first).isEmpty)
        #expect(renderer.render(first).isEmpty)
        var changed = first
        changed.put("x", atColumn: 0, row: 0)
        #expect(visible(renderer.render(changed)) == "␛[Hx")
        #expect(renderer.render(changed).isEmpty)
        #expect(renderer.lastFrame == changed)
    }

    @Test("neighbouring changes are one run behind one cursor position")
    func runs() {
        var renderer = ScreenRenderer()
        let old = frame(width: 10, height: 2, [("abcdefghij", 0, 1, .plain)])
        _ = renderer.render(old)
        let new = frame(width: 10, height: 2, [("abXYZfghij", 0, 1, .plain)])
        #expect(visible(renderer.render(new)) == "␛[2;3HXYZ")
    }

    @Test("a short gap in the current style is written again; a long or differently styled gap is jumped",
          arguments: [
              ("aXcdYfghijklmnopqrst", [Style](repeating: .plain, count: 20), "␛[1;2HXcdY"),
              ("aXcdefghiYklmnopqrst", [Style](repeating: .plain, count: 20), "␛[1;2HX␛[1;10HY"),
              ("aXcdYfghijklmnopqrst", [.plain, .plain, Style(bold: true)] + [Style](repeating: .plain, count: 17),
               "␛[1;2HX␛[1;5HY"),
          ])
    func gaps(text: String, styles: [Style], expected: String) {
        var renderer = ScreenRenderer()
        var old = ScreenBuffer(width: 20, height: 1)
        var new = ScreenBuffer(width: 20, height: 1)
        for (column, character) in "abcdefghijklmnopqrst".enumerated() {
            old.put(String(character), atColumn: column, row: 0, style: styles[column])
        }
        for (column, character) in text.enumerated() {
            new.put(String(character), atColumn: column, row: 0, style: styles[column])
        }
        _ = renderer.render(old)
        #expect(visible(renderer.render(new)) == expected)
    }

    @Test("an SGR is written only when the style changes; the frame ends with a reset when a style was set")
    func styleChanges() {
        var renderer = ScreenRenderer()
        let red = Style(foreground: .red, bold: true)
        let green = Style(foreground: .green)
        let bytes = renderer.render(frame(width: 6, height: 1, [("ab", 0, 0, red), ("cd", 2, 0, red), ("e", 4, 0, green)]))
        #expect(visible(bytes) == "␛[0m␛[2J␛[H␛[1;31mabcd␛[0;32me␛[0m")
    }

    @Test("without colour, colours are left out but attributes stay, and colour-only changes emit nothing")
    func noColor() {
        var renderer = ScreenRenderer(options: .init(usesColor: false))
        let first = frame(width: 6, height: 1, [("a", 0, 0, Style(foreground: .red, bold: true)),
                                                ("b", 1, 0, Style(foreground: .green)),
                                                ("c", 2, 0, Style(background: .blue, reversed: true))])
        #expect(visible(renderer.render(first)) == "␛[0m␛[2J␛[H␛[1ma␛[0mb␛[7mc␛[0m")
        let recoloured = frame(width: 6, height: 1, [("a", 0, 0, Style(foreground: .blue, bold: true)),
                                                     ("b", 1, 0, Style(background: .white)),
                                                     ("c", 2, 0, Style(foreground: .cyan, reversed: true))])
        #expect(renderer.render(recoloured).isEmpty)
    }

    @Test("NO_COLOR turns colour off when set to anything but the empty string", arguments: [
        ([String: String](), true), (["NO_COLOR": ""], true), (["NO_COLOR": "1"], false), (["TERM": "xterm"], true),
    ])
    func noColorEnvironment(environment: [String: String], usesColor: Bool) {
        #expect(ScreenRenderer.Options(environment: environment).usesColor == usesColor)
    }

    @Test("a size change, invalidate() and a change of options repaint everything")
    func fullRepaints() {
        var renderer = ScreenRenderer()
        let small = frame(width: 4, height: 2, [("ab", 0, 0, .plain)])
        let large = frame(width: 5, height: 2, [("ab", 0, 0, .plain)])
        _ = renderer.render(small)
        #expect(visible(renderer.render(large)) == "␛[0m␛[2J␛[Hab")
        #expect(renderer.render(large).isEmpty)
        renderer.invalidate()
        #expect(renderer.lastFrame == nil)
        #expect(visible(renderer.render(large)) == "␛[0m␛[2J␛[Hab")
        renderer.options = .init(usesColor: true)
        #expect(renderer.render(large).isEmpty)
        renderer.options = .init(usesColor: false)
        #expect(visible(renderer.render(large)) == "␛[0m␛[2J␛[Hab")

        var terminal = VirtualTerminal(width: 4, height: 2)
        var resizing = ScreenRenderer()
        terminal.apply(resizing.render(frame(width: 4, height: 2, [("一月", 0, 1, .plain)])))
        let resized = frame(width: 3, height: 3, [("xyz", 0, 0, bold)])
        terminal.resize(width: 3, height: 3)
        terminal.apply(resizing.render(resized))
        #expect(terminal.firstDifference(from: resized) == nil)
    }

    @Test("dragging a 14-column run one column in an 80×24 frame writes under a tenth of a full repaint")
    func oneColumnDrag() {
        let run = "|< February >|"
        #expect(TextWidth.columns(of: run) == 14)
        func screen(runAt column: Int) -> ScreenBuffer {
            var buffer = ScreenBuffer(width: 80, height: 24)
            for row in 0..<24 {
                buffer.put(String(repeating: "row \(row) text ", count: 8), atColumn: 0, row: row)
            }
            buffer.fill(columns: 20..<60, rows: 10..<15, style: Style(background: .blue))
            buffer.put(run, atColumn: column, row: 12, style: Style(foreground: .white, background: .blue, bold: true))
            return buffer
        }
        var renderer = ScreenRenderer()
        var terminal = VirtualTerminal(width: 80, height: 24)
        terminal.apply(renderer.render(screen(runAt: 30)))
        let drag = renderer.render(screen(runAt: 31))
        terminal.apply(drag)
        var fresh = ScreenRenderer()
        let full = fresh.render(screen(runAt: 31))
        #expect(terminal.firstDifference(from: screen(runAt: 31)) == nil)
        #expect(drag.count * 10 < full.count, "drag \(drag.count) bytes, full repaint \(full.count) bytes")
        #expect(drag.count <= 40, "drag \(drag.count) bytes: \(visible(drag))")
    }
}

@Suite("Screen styles as SGR")
struct ScreenStyleTests {
    @Test("a whole style is a reset followed by its parameters", arguments: [
        (Style.plain, true, "␛[0m"),
        (Style(bold: true), true, "␛[0;1m"),
        (Style(foreground: .brightRed, background: .blue, bold: true, dim: true, underlined: true, reversed: true),
         true, "␛[0;1;2;4;7;91;44m"),
        (Style(foreground: .black, background: .brightWhite), true, "␛[0;30;107m"),
        (Style(foreground: .brightRed, background: .blue, bold: true, reversed: true), false, "␛[0;1;7m"),
    ])
    func wholeStyle(style: Style, usesColor: Bool, expected: String) {
        #expect(visible(style.sgrSequence(usesColor: usesColor)) == expected)
    }

    @Test("a change of style is the shorter of the changes alone and a reset with the whole style", arguments: [
        (Style.plain, Style.plain, ""),
        (Style(bold: true), Style(bold: true, underlined: true), "␛[4m"),
        (Style(bold: true), Style(dim: true), "␛[0;2m"),
        (Style(bold: true, dim: true), Style(dim: true), "␛[0;2m"),
        (Style(foreground: .red, bold: true, underlined: true), Style(foreground: .red, dim: true, underlined: true),
         "␛[22;2m"),
        (Style(underlined: true), Style.plain, "␛[0m"),
        (Style(foreground: .red, underlined: true, reversed: true), Style(foreground: .red, reversed: true), "␛[24m"),
        (Style(foreground: .red, bold: true), Style(bold: true), "␛[39m"),
        (Style(background: .blue, underlined: true), Style(underlined: true), "␛[49m"),
        (Style(reversed: true), Style(foreground: .cyan), "␛[0;36m"),
        (Style(foreground: .red, background: .green, bold: true, underlined: true), Style(reversed: true), "␛[0;7m"),
    ])
    func change(old: Style, new: Style, expected: String) {
        var bytes: [UInt8] = []
        Style.appendSGR(changingFrom: old, to: new, usesColor: true, into: &bytes)
        #expect(visible(bytes) == expected)
        var terminal = VirtualTerminal(width: 1, height: 1)
        terminal.apply(old.sgrSequence())
        terminal.apply(bytes)
        #expect(terminal.style == new)
    }

    @Test("every colour round-trips through its SGR parameters")
    func colorParameters() {
        for color in Style.Color.allCases {
            #expect(Style.Color(foregroundParameter: color.foregroundParameter) == color)
            #expect(Style.Color(backgroundParameter: color.backgroundParameter) == color)
        }
        #expect(Style.Color(foregroundParameter: 38) == nil)
        #expect(Style.Color(backgroundParameter: 48) == nil)
    }
}

@Suite("Screen: virtual terminal")
struct ScreenVirtualTerminalTests {
    @Test("cursor positions are 1-based; wide characters advance two columns")
    func positionsAndWideCharacters() {
        var terminal = VirtualTerminal(width: 6, height: 2)
        terminal.apply(Array("\u{1B}[2;2H一x\u{1B}[Hab".utf8))
        #expect(terminal.lines() == ["ab    ", " 一x  "])
        #expect(terminal[column: 2, row: 1].isContinuation)
        #expect(terminal.cursorColumn == 2 && terminal.cursorRow == 0)
        terminal.apply(Array("\u{1B}[9;99H".utf8))
        #expect(terminal.cursorColumn == 5 && terminal.cursorRow == 1)
    }

    @Test("writing over half of a wide character blanks the other half")
    func halfOverwrite() {
        var terminal = VirtualTerminal(width: 6, height: 1)
        terminal.apply(Array("一月\u{1B}[1;2Hx\u{1B}[1;4Hy".utf8))
        #expect(terminal.lines() == [" x y  "])
    }

    @Test("SGR sets and resets attributes; CSI 2J blanks in the current background")
    func renditionAndClear() {
        var terminal = VirtualTerminal(width: 2, height: 1)
        terminal.apply(Array("\u{1B}[1;4;31;104ma\u{1B}[22;24mb".utf8))
        #expect(terminal[column: 0, row: 0] == ScreenCell("a", style: Style(foreground: .red, background: .brightBlue,
                                                                             bold: true, underlined: true)))
        #expect(terminal[column: 1, row: 0] == ScreenCell("b", style: Style(foreground: .red, background: .brightBlue)))
        terminal.apply(Array("\u{1B}[2J".utf8))
        #expect(terminal.cells == [ScreenCell](repeating: ScreenCell(" ", style: Style(background: .brightBlue)), count: 2))
        terminal.apply(Array("\u{1B}[m".utf8))
        #expect(terminal.style == .plain)
        #expect(terminal.unrecognizedSequences.isEmpty)
    }

    @Test("sequences neither the renderer nor the session writes are listed, not applied")
    func unrecognized() {
        var terminal = VirtualTerminal(width: 3, height: 1)
        terminal.apply(Array("\u{1B}[?25l\u{1B}[5Aa\u{7}\u{1B}[38;5;1m\u{1B}7\u{1B}[3J\u{1B}[?h\u{1B}[5n".utf8))
        #expect(terminal.unrecognizedSequences == ["control 0x7", "ESC[38;5;1m", "ESC7", "ESC[3J", "ESC[?h", "ESC[5n"])
        #expect(terminal.lines() == ["a  "])
        #expect(terminal.style == .plain)
        #expect(!terminal.isCursorVisible)
    }

    @Test("bytes split inside an escape sequence or a character give the same screen")
    func splitInput() {
        let bytes = Array("\u{1B}[1;2H\u{1B}[7m一\u{E9}\u{1B}[0m".utf8)
        var whole = VirtualTerminal(width: 5, height: 1)
        whole.apply(bytes)
        for cut in 0...bytes.count {
            var split = VirtualTerminal(width: 5, height: 1)
            split.apply(bytes[..<cut])
            split.apply(bytes[cut...])
            #expect(split == whole, "cut at \(cut)")
        }
        #expect(whole.lines() == [" 一\u{E9} "])
    }

    @Test("text past the last column wraps, and past the last row scrolls")
    func wrapAndScroll() {
        var terminal = VirtualTerminal(width: 3, height: 2)
        terminal.apply(Array("\u{1B}[2;2Hab一".utf8))
        #expect(terminal.lines() == [" ab", "一 "])
    }
}

@Suite("Screen renderer properties")
struct ScreenRendererPropertyTests {
    static let seed: UInt64 = 0x5C4EE_D1FF
    static let pieces = ["a", "b", "Z", " ", "一", "月", "一月", "e\u{301}", "👍", "#", "März"]

    static func style(_ rng: inout SeededGenerator) -> Style {
        if rng.chance(0.4) { return .plain }
        let colors = Style.Color.allCases
        return Style(foreground: colors.randomElement(using: &rng)!, background: rng.chance(0.5) ? .default : colors.randomElement(using: &rng)!,
                     bold: rng.chance(0.3), dim: rng.chance(0.2), underlined: rng.chance(0.2), reversed: rng.chance(0.2))
    }

    static func text(_ rng: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func draw(on buffer: inout ScreenBuffer, steps: Int, _ rng: inout SeededGenerator) {
        for _ in 0..<steps {
            if rng.chance(0.75) {
                buffer.put(text(&rng), atColumn: Int.random(in: -3...buffer.width, using: &rng),
                           row: Int.random(in: 0..<max(buffer.height, 1), using: &rng), style: style(&rng))
            } else {
                let left = Int.random(in: -2...buffer.width, using: &rng)
                let top = Int.random(in: -1...buffer.height, using: &rng)
                buffer.fill(columns: left..<(left + Int.random(in: 0...8, using: &rng)),
                            rows: top..<(top + Int.random(in: 0...3, using: &rng)),
                            with: rng.chance(0.7) ? " " : "月", style: style(&rng))
            }
        }
    }

    @Test("applying the emitted bytes to a virtual terminal reproduces every frame")
    func diffReproducesFrames() {
        var rng = SeededGenerator(seed: Self.seed)
        var diffFrames = 0
        for sequence in 0..<200 {
            var width = Int.random(in: 1...24, using: &rng)
            var height = Int.random(in: 1...6, using: &rng)
            var renderer = ScreenRenderer(options: .init(usesColor: rng.chance(0.7)))
            var terminal = VirtualTerminal(width: width, height: height)
            var current = ScreenBuffer(width: width, height: height)
            for step in 0..<25 {
                let context = "seed \(rng.seed) sequence \(sequence) step \(step)"
                var full = false
                switch Int.random(in: 0..<20, using: &rng) {
                case 0:
                    let size = (width, height)
                    width = Int.random(in: 1...24, using: &rng)
                    height = Int.random(in: 1...6, using: &rng)
                    current = ScreenBuffer(width: width, height: height)
                    Self.draw(on: &current, steps: 6, &rng)
                    terminal.resize(width: width, height: height)
                    full = size != (width, height)
                case 1:
                    renderer.invalidate()
                    full = true
                case 2:
                    renderer.options.usesColor.toggle()
                    full = true
                case 3, 4:
                    current = ScreenBuffer(width: width, height: height, style: Self.style(&rng))
                    Self.draw(on: &current, steps: 8, &rng)
                case 5:
                    break
                default:
                    Self.draw(on: &current, steps: Int.random(in: 1...3, using: &rng), &rng)
                }
                let bytes = renderer.render(current)
                terminal.apply(bytes)
                if let difference = terminal.firstDifference(from: current, usesColor: renderer.options.usesColor) {
                    Issue.record("\(context): \(difference)\nbytes: \(visible(bytes))")
                    return
                }
                #expect(terminal.unrecognizedSequences.isEmpty, "\(context)")
                #expect(terminal.style == .plain, "\(context): the frame did not end in the plain style")
                let clears = visible(bytes).hasPrefix("␛[0m␛[2J")
                if full { #expect(clears, "\(context): expected a full repaint") } else { diffFrames += 1 }
                #expect(renderer.render(current).isEmpty, "\(context): a repeated frame emitted bytes")
            }
        }
        #expect(diffFrames > 3000)
    }
}
