import TerminalUI

/// A picture of terminal frames as SVG: one frame drawn still, or several
/// shown one after another (an animation that repeats).
///
/// Cells become text on a fixed grid, so the picture looks the same in any
/// browser whatever its monospace font: each run of characters of one style
/// is stretched (`textLength`) to exactly its columns. Colours come from a
/// dark palette (``TerminalPalette``); bold, dim, underline and reverse are drawn as
/// a terminal draws them. The window around the frames is drawn too, with
/// the title given.
///
/// The output depends only on the frames, the title and the timing: the same
/// input gives the same bytes, so committed pictures can be compared with
/// fresh ones.
package struct SVGPicture {
    /// The width of a column and the height of a row, in pixels.
    package static let cellWidth = 9
    package static let cellHeight = 19
    package static let fontSize = 15
    /// The space around the cells and the height of the window's title bar.
    package static let padding = 14
    package static let titleBar = 28

    package let title: String
    package let columns: Int
    package let frames: [PictureFrame]

    /// Creates a picture.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - frames: The frames, at least one; every row as long as the first.
    package init(title: String, frames: [PictureFrame]) {
        precondition(!frames.isEmpty, "a picture needs a frame")
        self.title = title
        self.frames = PictureFrame.merged(frames)
        columns = frames[0].rows.first?.count ?? 0
        precondition(frames.allSatisfy { $0.rows.allSatisfy { $0.count == columns } }, "rows of one width")
    }

    /// The SVG document.
    package var svg: String {
        let rows = frames.map(\.rows.count).max() ?? 0
        let width = columns * Self.cellWidth + 2 * Self.padding
        let height = rows * Self.cellHeight + 2 * Self.padding + Self.titleBar
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(Self.escaped(title))">
            <title>\(Self.escaped(title))</title>
            <style>text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono','Liberation Mono',monospace;font-size:\(Self.fontSize)px}</style>
            <rect width="\(width)" height="\(height)" rx="8" fill="\(TerminalPalette.window)"/>
            <rect x="0" y="\(Self.titleBar)" width="\(width)" height="\(height - Self.titleBar)" fill="\(TerminalPalette.background)"/>
            <circle cx="16" cy="14" r="5.5" fill="#ff5f57"/><circle cx="34" cy="14" r="5.5" fill="#febc2e"/><circle cx="52" cy="14" r="5.5" fill="#28c840"/>
            <text x="\(width / 2)" y="19" text-anchor="middle" fill="#9a9da1" style="font-size:13px">\(Self.escaped(title))</text>

            """
        // Each row is drawn once per stretch of frames in which it stays the
        // same, so a row that never changes costs one copy, not one per frame.
        let total = frames.reduce(0) { $0 + $1.duration }
        var backgrounds = ""
        var texts = ""
        for row in 0..<rows {
            var start = 0.0
            var first = 0
            while first < frames.count {
                var last = first
                var end = start + frames[first].duration
                while last + 1 < frames.count && Self.row(row, of: frames[last + 1]) == Self.row(row, of: frames[first]) {
                    last += 1
                    end += frames[last].duration
                }
                let drawn = Self.body(of: Self.row(row, of: frames[first]), row: row)
                if first == 0 && last == frames.count - 1 {
                    backgrounds += drawn.backgrounds
                    texts += drawn.texts
                } else {
                    let (open, close) = Self.shown(from: start / total, to: end / total, seconds: total / 1000)
                    if !drawn.backgrounds.isEmpty { backgrounds += open + drawn.backgrounds + close }
                    if !drawn.texts.isEmpty { texts += open + drawn.texts + close }
                }
                start = end
                first = last + 1
            }
        }
        out += backgrounds + texts
        return out + "</svg>\n"
    }

    /// The cells of row `row` of a frame, or nothing when the frame is shorter.
    private static func row(_ row: Int, of frame: PictureFrame) -> [ScreenCell] {
        row < frame.rows.count ? frame.rows[row] : []
    }

    /// The start and end tags of a group shown only from `from` to `to`,
    /// fractions of an animation `seconds` long that repeats.
    private static func shown(from: Double, to: Double, seconds: Double) -> (String, String) {
        let values: String, times: String
        if from == 0 { (values, times) = ("visible;hidden", "0;\(number(to))") }
        else if to >= 1 { (values, times) = ("hidden;visible", "0;\(number(from))") }
        else { (values, times) = ("hidden;visible;hidden", "0;\(number(from));\(number(to))") }
        let open = "<g visibility=\"\(from == 0 ? "visible" : "hidden")\"><animate attributeName=\"visibility\" "
            + "values=\"\(values)\" keyTimes=\"\(times)\" dur=\"\(number(seconds))s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>\n"
        return (open, "</g>\n")
    }

    /// The backgrounds, the text and the underlines of one row.
    ///
    /// Words are placed one by one, each stretched over its columns, so no
    /// renderer can squeeze the spaces between them; an underline is a line
    /// under the run's columns, spaces included, as a terminal draws it.
    private static func body(of cells: [ScreenCell], row: Int) -> (backgrounds: String, texts: String) {
        var backgrounds = ""
        var texts = ""
        let top = titleBar + padding + row * cellHeight
        let baseline = top + cellHeight - 5
        var column = 0
        while column < cells.count {
            let look = Look(cells[column].style)
            var end = column + 1
            while end < cells.count && Look(cells[end].style) == look { end += 1 }
            let x = padding + column * cellWidth
            if let background = look.background {
                backgrounds += "<rect x=\"\(x)\" y=\"\(top)\" width=\"\((end - column) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>\n"
            }
            let opacity = look.isDim ? " fill-opacity=\"0.6\"" : ""
            if look.isUnderlined {
                texts += "<rect x=\"\(x)\" y=\"\(baseline + 2)\" width=\"\((end - column) * cellWidth)\" height=\"1\" fill=\"\(look.foreground)\"\(opacity)/>\n"
            }
            var start = column
            while start < end {
                guard cells[start].character != " " else { start += 1; continue }
                var stop = start + 1
                while stop < end && cells[stop].character != " " { stop += 1 }
                let word = String(cells[start..<stop].compactMap(\.character))
                var attributes = "x=\"\(padding + start * cellWidth)\" y=\"\(baseline)\" textLength=\"\((stop - start) * cellWidth)\""
                attributes += " lengthAdjust=\"spacingAndGlyphs\" fill=\"\(look.foreground)\"\(opacity)"
                if look.isBold { attributes += " font-weight=\"bold\"" }
                texts += "<text \(attributes)>\(escaped(word))</text>\n"
                start = stop
            }
            column = end
        }
        return (backgrounds, texts)
    }

    /// How a cell's style looks once reverse video is resolved.
    private struct Look: Equatable {
        var foreground: String
        var background: String?
        var isBold: Bool
        var isDim: Bool
        var isUnderlined: Bool

        init(_ style: Style) {
            var foreground = TerminalPalette.hex(of: style.foreground) ?? TerminalPalette.foreground
            var background = TerminalPalette.hex(of: style.background)
            if style.isReversed {
                (foreground, background) = (background ?? TerminalPalette.background, foreground)
            }
            self.foreground = foreground
            self.background = background
            isBold = style.isBold
            isDim = style.isDim
            isUnderlined = style.isUnderlined
        }
    }

    /// Text with the characters XML reserves escaped.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A number with at most four decimals and no trailing zeros, the same on every machine.
    private static func number(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let whole = scaled / 10_000, fraction = scaled % 10_000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
