import Testing
@testable import TerminalUI

extension HostileTerminalUI {
    /// Widths, visible text, styles, key names, hints, help, bindings, environments and the
    /// too-small message, with any number and text.
    static func text() {
        for text in Hostile.texts {
            _ = TextWidth.columns(of: text)
            _ = TextWidth.columns(of: text[...])
            _ = TextWidth.columnCells(of: text)
            _ = TerminalText.visible(text)
            _ = TerminalText.visible(text[...], keeping: ["\n", "\u{1B}", "\u{9B}"])
            for limit in Hostile.someInts {
                let prefix = TextWidth.prefix(of: text, columns: limit)
                #expect(TextWidth.columns(of: prefix) <= max(limit, 0))
            }
        }
        for character in Hostile.characters { _ = TextWidth.columns(of: character) }
        for scalar in Hostile.scalars {
            _ = TextWidth.columns(of: scalar)
            _ = TerminalText.isControl(scalar)
            _ = InputEvent.key(.character(scalar), InputEvent.Modifiers(rawValue: 0xFF)).keyName
            _ = InputEvent.key(.character(scalar)).description
        }

        // Styles and their SGR parameters.
        for parameter in Hostile.ints + Array(-20...120) {
            _ = Style.Color(foregroundParameter: parameter)
            _ = Style.Color(backgroundParameter: parameter)
        }
        var bytes: [UInt8] = []
        for old in Style.Color.allCases {
            for new in Style.Color.allCases {
                let from = Style(foreground: old, background: new, bold: true)
                let to = Style(foreground: new, background: old, dim: true, underlined: true, reversed: true)
                Style.appendSGR(changingFrom: from, to: to, usesColor: old == .red, into: &bytes)
                _ = to.sgrSequence(usesColor: new == .blue)
                _ = to.removingColors()
            }
        }

        // Key names and events.
        let names = Hostile.texts + ["f0", "f13", "f-1", "f9223372036854775808", "F12", "ctrl+shift+alt+ctrl+f5", "++", "+a",
                                     "a+", "shift+" + Hostile.hugeTexts[0], "ctrl+" + Hostile.hugeTexts[2]]
        for name in names { _ = InputEvent(keyName: name) }
        #expect(InputEvent(keyName: "f13") == nil && InputEvent(keyName: "f9223372036854775808") == nil)
        for number in Hostile.ints {
            let key = InputEvent.key(.function(number), InputEvent.Modifiers(rawValue: UInt8(truncatingIfNeeded: number)))
            _ = key.keyName
            _ = key.description
            for row in Hostile.someInts {
                let mouse = InputEvent.Mouse(.drag(.right), column: number, row: row, modifiers: .control)
                _ = InputEvent.mouse(mouse).description
                _ = mouse.button
            }
            _ = InputDecoder.CursorPosition(row: number, column: ~number)
        }
        for raw in UInt8.min...UInt8.max {
            _ = InputEvent.Modifiers(rawValue: raw).description
            _ = TerminalSession.Wake(rawValue: raw).contains(.resized)
        }
        _ = InputEvent.paste(Hostile.hugeTexts[1]).description

        // Hints, help, bindings and tables.
        let hints = Hostile.shortTexts.enumerated().map { KeyHint($1, priority: Hostile.ints[$0 % Hostile.ints.count]) }
        for columns in Hostile.ints {
            for separator in ["", "  ", "\u{1B}[2J", "日"] {
                let line = HintLine.fitting(hints, columns: columns, separator: separator)
                #expect(TextWidth.columns(of: line) <= max(columns, 0))
                _ = HintLine.kept(Array(hints.prefix(3)), columns: columns, separator: separator)
            }
        }
        let hugeHints = Hostile.hugeTexts.map { KeyHint($0, priority: 1) }
        for columns in [Int.min, 0, Int.max] {
            _ = HintLine.fitting(hugeHints, columns: columns, separator: Hostile.hugeTexts[3])
        }
        #expect(HintLine.fitting([KeyHint("q quit", priority: KeyHint.essential)], columns: Int.min) == "")
        let help = Hostile.texts.map { KeyHelp($0, $0) }
        for (index, text) in Hostile.texts.enumerated() {
            let number = Hostile.ints[index % Hostile.ints.count]
            let keys = [AppKeyEntry<Int>.Key(text, hinted: index % 2 == 0, .key(.function(number)), number),
                        AppKeyEntry<Int>.Key(text, [.init(.key(.character("x")), number)])]
            let entry = AppKeyEntry<Int>(keys: keys, gestures: [text], summary: text,
                                         hint: AppKeyEntry<Int>.Hint(word: text, priority: number))
            let bare: AppKeyEntry<Int> = AppKeyEntry(keys: Array(keys.prefix(1)), summary: text)
            _ = (entry.binding { _ in index % 3 == 0 }, bare.binding { _ in false })
            _ = entry.binding { _ in true }
        }
        for (index, width) in Hostile.ints.enumerated() {
            let height = Hostile.ints[(index + 3) % Hostile.ints.count]
            _ = HelpOverlay.height(of: help, width: width)
            #expect(HelpOverlay.layout(help, width: width, height: height).count <= max(height, 0))
            var buffer = ScreenBuffer(width: 20, height: 6)
            HelpOverlay.draw(help, into: &buffer, rows: min(width, height)..<max(width, height), titleStyle: .plain)
        }
        var bindings: [KeyBinding<Int>] = []
        for (index, text) in Hostile.texts.enumerated() {
            let number = Hostile.ints[index % Hostile.ints.count]
            bindings.append(KeyBinding(text, text, hint: KeyHint(text, priority: number), .key(.function(number)), number))
            bindings.append(KeyBinding(text, text, [.init(.key(.character("x"), .alt), number)]))
            bindings.append(.gesture(text, text, hint: KeyHint(text, priority: ~number)))
            _ = KeyHelp(text, text)
        }
        let table = KeyBindingTable(bindings) + KeyBindingTable(bindings).map { $0 &+ 1 }
        for name in names {
            _ = table.action(named: name)
            _ = table.replacingHint(ofEntry: name, with: KeyHint(name, priority: Int.min))
        }
        _ = table.namedKeys
        _ = table.announcement
        _ = table.hints
        _ = table.help
        _ = table.action(for: .paste(Hostile.hugeTexts[0]))

        // Environments.
        for text in Hostile.texts {
            _ = TerminalModes.supportsCursorMovement(environment: ["TERM": text])
            _ = ScreenRenderer.Options(environment: ["NO_COLOR": text, text: text])
        }
        _ = TerminalModes.supportsCursorMovement(environment: [:])

        // The too-small message, in any buffer, for any minimum, with any wordings.
        for (width, height) in Hostile.sizes where width != Int.max || height != Int.max {
            var buffer = ScreenBuffer(width: width, height: height)
            for columns in Hostile.someInts {
                for rows in Hostile.someInts {
                    TerminalRunLoop.drawTooSmall(into: &buffer, minimum: (columns, rows),
                                                 exitWordings: [Hostile.shortTexts[abs(columns % 7)], "^C"])
                }
            }
            TerminalRunLoop.drawTooSmall(into: &buffer, minimum: (Int.min, Int.max), exitWordings: [])
            TerminalRunLoop.drawTooSmall(into: &buffer, minimum: (1, 1))
            #expect(buffer.lines().count == buffer.height)
        }
        var screen = ScreenBuffer(width: 80, height: 24)
        TerminalRunLoop.drawTooSmall(into: &screen, minimum: (0, 0), exitWordings: Hostile.hugeTexts)
        #expect(screen.lines(trimmingTrailingSpaces: true)[0] == "Terminal too small")
    }
}
