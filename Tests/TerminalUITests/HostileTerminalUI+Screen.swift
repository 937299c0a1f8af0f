import Testing
@_spi(Testing) @testable import TerminalUI

extension HostileTerminalUI {
    /// Buffers, cells, the renderer and the virtual terminal, with any size, position and text.
    static func screen() {
        var renderers = [ScreenRenderer(), ScreenRenderer(options: .init(usesColor: false, placement: .inline, writesDirectionMarks: false))]
        // The largest buffer there is, once: 4096 × 4096 blank cells.
        var largest = ScreenBuffer(width: Int.max, height: Int.max)
        #expect((largest.width, largest.height) == (4096, 4096))
        largest.put("corner", atColumn: 4090, row: 4095)
        #expect(largest[column: 4095, row: 4095] == ScreenCell("r") && largest[column: 4096, row: 4095] == .blank)
        _ = renderers[0].render(largest)
        renderers[0].invalidate()
        for (width, height) in Hostile.sizes where width != Int.max || height != Int.max {
            var buffer = ScreenBuffer(width: width, height: height, style: Style(foreground: .red, bold: true))
            #expect((0...ScreenBuffer.maximumWidth).contains(buffer.width) && (0...ScreenBuffer.maximumHeight).contains(buffer.height))
            #expect(buffer.cells.count == buffer.width * buffer.height)
            for column in Hostile.someInts {
                for row in Hostile.someInts {
                    let cell = buffer[column: column, row: row]
                    if column < 0 || column >= buffer.width || row < 0 || row >= buffer.height { #expect(cell == .blank) }
                    for text in ["abc", "日本", "e\u{301}\u{2069}", "👨‍👩‍👧‍👦x", "\u{1B}[2J\u{9B}"] {
                        let end = buffer.put(text, atColumn: column, row: row, style: Style(underlined: true))
                        #expect(end == ScreenMath.sum(column, TextWidth.columns(of: text)))
                    }
                }
            }
            for (index, columns) in Hostile.ranges.enumerated() where index % 3 == 0 {
                for (rowIndex, rows) in Hostile.ranges.enumerated() where rowIndex % 4 == 0 {
                    buffer.fill(columns: columns, rows: rows, with: Hostile.characters[(index + rowIndex) % Hostile.characters.count])
                }
            }
            for index in renderers.indices {
                _ = renderers[index].render(buffer)
                _ = renderers[index].render(buffer)
            }
            _ = buffer.lines(trimmingTrailingSpaces: true)
            buffer.clear(style: Style(reversed: true))
            #expect(buffer.lines().allSatisfy { $0.count == buffer.width })
        }
        // Huge texts, at the edges.
        var buffer = ScreenBuffer(width: 80, height: 3)
        for text in Hostile.texts {
            for column in [Int.min, -Hostile.hugeLength, -1, 0, 79, Int.max] {
                _ = buffer.put(text, atColumn: column, row: 1)
                _ = buffer.put(text[...], atColumn: column, row: Int.max)
            }
        }
        _ = renderers[0].render(buffer)
        // A 0×0 buffer shows nothing: a repaint of nothing, then no bytes at all.
        var empty = ScreenRenderer()
        #expect(empty.render(ScreenBuffer(width: Int.min, height: Int.min)) == Array("\u{1B}[0m\u{1B}[2J".utf8))
        #expect(empty.render(ScreenBuffer(width: 0, height: 0)).isEmpty)

        // Cells: any character, any marks.
        for (index, character) in (Hostile.characters + [nil]).enumerated() {
            for marks in index < 2 ? Hostile.texts : Hostile.shortTexts {
                var cell = ScreenCell(character, style: Style(background: .blue), marks: marks)
                #expect(cell.marks.count <= 16)
                cell.marks = marks
                cell.character = character
                _ = cell.isContinuation
            }
            if let character { _ = ScreenCell.isDirectionMark(character) }
        }
        _ = ScreenCell.continuation(style: Style(dim: true))

        // The virtual terminal: any size, any bytes, any resize.
        for (width, height) in Hostile.sizes where width != Int.max || height != Int.max {
            var terminal = VirtualTerminal(width: width, height: height)
            for column in Hostile.someInts {
                for row in Hostile.someInts {
                    let cell = terminal[column: column, row: row]
                    if column < 0 || column >= terminal.width || row < 0 || row >= terminal.height { #expect(cell == .blank) }
                }
            }
            for bytes in Hostile.byteStreams where bytes.count <= 10_000 {
                terminal.apply(bytes)
                _ = terminal.takeResponses()
            }
            terminal.apply(Array("\u{1B}[?1049h\u{1B}[9999;9999H\u{1B}[J\u{1B}[1J\u{1B}[2K\u{1B}[6n\u{1B}[?1049l".utf8))
            _ = terminal.firstDifference(from: ScreenBuffer(width: width, height: height), usesColor: false)
            for (newWidth, newHeight) in [(Int.min, 2), (2, Int.max), (0, 0), (width, height)] {
                terminal.resize(width: newWidth, height: newHeight)
                terminal.apply(Array("ab\u{1B}[J\u{1B}[K\r\n".utf8))
            }
            _ = terminal.lines(trimmingTrailingSpaces: true)
        }
    }
}
