#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

/// Values an app, a person or a terminal may hand over, none of which may stop the program:
/// ``HostileValues``, and the edges of this module's clamps.
enum Hostile {
    /// Sizes, positions, counts: ``HostileValues/ints`` and the edges of a screen's 4 096 columns and rows.
    static let ints: [Int] = HostileValues.ints + [3, 5, 80, -80, 4095, 4096, 4097, 65_535, -65_535]
    /// A few of ``ints`` for loops within loops.
    static let someInts: [Int] = [Int.min, -5, -1, 0, 1, 3, 4096, Int.max]
    /// Times, intervals and lengths: ``HostileValues/doubles`` and a frame at 60 Hz.
    static let doubles: [Double] = HostileValues.doubles + [16.7]
    /// Descriptors.
    static let descriptors: [Int32] = [-1, Int32.min, Int32.max, 1_000_000, 1023, 1024, 4096]

    /// How long a huge text is, in characters.
    static let hugeLength = 100_000

    /// Short odd texts: those of ``HostileValues/texts``, controls and escape sequences, combining
    /// marks, joined emoji, bidi controls.
    static let shortTexts: [String] = HostileValues.texts.filter { $0.utf8.count < 1000 } + [
        "", " ", "a", "\u{1B}", "\u{1B}[", "\u{1B}[31m", "\u{1B}[999999999999999999999;1H", "\u{1B}]52;c;aGk=\u{7}",
        "\u{9B}31m", "\u{0}", "\u{7F}", "\r\n\t\u{8}", "e\u{301}\u{302}\u{303}", "\u{301}", "👨‍👩‍👧‍👦", "🇫🇷🇩🇪",
        "👍🏽", "\u{202E}abc\u{202C}", "\u{2067}שלום\u{2069}", "\u{200F}\u{200E}\u{061C}", "\u{FFFD}", "\u{FEFF}",
        "\u{200B}\u{2060}", "日本語", "Z\u{337}\u{322}\u{31B}a\u{335}\u{32C}l\u{338}", "\u{10FFFF}", "\u{E000}", "ctrl+", "+",
    ]

    /// Texts of ``hugeLength`` characters, then the long ones of ``HostileValues/texts``.
    static let hugeTexts: [String] = [
        String(repeating: "x", count: hugeLength),
        String(repeating: "e\u{301}", count: hugeLength),
        String(repeating: "👨‍👩‍👧‍👦", count: hugeLength),
        String(repeating: "\u{1B}[", count: hugeLength / 2),
        String(repeating: "\u{202E}", count: hugeLength),
        String(repeating: "日", count: hugeLength),
        String((0..<hugeLength).map { shortTexts[$0 % shortTexts.count].first ?? "q" }),
    ] + HostileValues.texts.filter { $0.utf8.count >= 1000 }

    /// Every text.
    static let texts = shortTexts + hugeTexts

    /// One character of each short text that has one.
    static let characters: [Character] = shortTexts.compactMap(\.first) + ["\u{301}", "\u{7}", "\u{200B}", "日"]

    /// Scalars at the edges of Unicode's ranges.
    static let scalars: [Unicode.Scalar] = [
        "\u{0}", "\u{1F}", "\u{20}", "\u{7E}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{301}", "\u{200B}",
        "\u{202E}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{1F600}", "\u{10FFFF}",
    ]

    /// Byte streams a terminal (or something pretending to be one) may send.
    static let byteStreams: [[UInt8]] = {
        var generator = SeededGenerator(seed: 0xBAD)
        let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let escapes = (0..<4096).map { _ in [0x1B, 0x5B, 0x3B, 0x3C, 0x30, 0x39, 0x4D, 0x7E, 0x07, 0x5D][Int.random(in: 0..<10, using: &generator)] } as [UInt8]
        return [
            [], noise, escapes,
            Array("\u{1B}[200~\(hugeTexts[2])".utf8),
            Array("\u{1B}[200~abc\u{1B}[201~\u{1B}[200~".utf8),
            Array("\u{1B}[99999999999999999999;99999999999999999999R".utf8),
            Array("\u{1B}[<0;99999999999;0M\u{1B}[<-1;1;1M\u{1B}[<255;1;1m\u{1B}[<64;65535;65535M".utf8),
            Array("\u{1B}[\(String(repeating: "1;", count: 10_000))R".utf8),
            Array("\u{1B}]\(hugeTexts[0])".utf8),
            Array("\u{1B}P\u{1B}X\u{1B}^\u{1B}_\u{1B}\u{1B}\u{1B}O".utf8),
            [0xF4, 0x90, 0x80, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xFF, 0xFE, 0xC2],
        ] + texts.map { Array($0.utf8) }
    }()

    /// Buffer sizes: every hostile number beside a small one, both ways.
    static let sizes: [(width: Int, height: Int)] =
        ints.flatMap { [($0, 0), ($0, 1), ($0, 3), (0, $0), (1, $0), (3, $0)] } + [(Int.max, Int.max), (Int.min, Int.max)]

    /// Ranges from pairs of ``someInts``, lower first.
    static let ranges: [Range<Int>] = someInts.flatMap { lower in someInts.filter { $0 >= lower }.map { lower..<$0 } }
}

/// Each test runs a walk in a child process, so a trap fails the test instead of ending the test run
/// (to see a trap's message, call the walk in a test of its own). A walk calls every public
/// initializer and method of TerminalUI that takes a number or text with ``Hostile`` values, and
/// checks some of the documented answers on the way; issues it records reach the parent.
@Suite("TerminalUI: no trap on any value an app can pass")
struct TerminalUIHostileValueTests {
    @Test("screen: buffers, cells, the renderer and the virtual terminal take any size, position and text")
    func screen() async {
        await #expect(processExitsWith: .success) {
            HostileTerminalUI.screen()
        }
    }

    @Test("text: widths, visible text, styles, key names, hints and bindings take any number and text")
    func text() async {
        await #expect(processExitsWith: .success) {
            HostileTerminalUI.text()
        }
    }

    @Test("input: the decoder takes any timeouts, paste lengths, times and bytes")
    func input() async {
        await #expect(processExitsWith: .success) {
            HostileTerminalUI.input()
        }
    }

    @Test("terminal: modes, sessions, the run loop and animation take any rows, columns, intervals and times",
          .enabled(if: PseudoTerminalPair.isSupported, "needs a pseudo-terminal (Linux or Darwin)"))
    func terminal() async {
        await #expect(processExitsWith: .success) {
            await HostileTerminalUI.terminal()
        }
    }

    @Test("the walk calls every public function and initializer that takes a number or text")
    func coverage() {
        let coverage = PublicAPIScan.coverage(ofModule: "TerminalUI")
        #expect(coverage.declarations > 30, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }
}

/// The walks, run in child processes.
enum HostileTerminalUI {
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

    @MainActor
    static func terminal() async {
        for rows in Hostile.ints {
            let bytes = TerminalModes.enterInline(rows: rows)
            #expect(bytes.filter { $0 == 0x0A }.count == min(max(rows, 1), ScreenBuffer.maximumHeight) - 1)
            _ = TerminalModes.backToText(endingAtColumn: rows)
        }
        for descriptor in Hostile.descriptors {
            _ = TerminalSession.size(of: descriptor)
            #expect(throws: TerminalError.notATerminal) { try TerminalSession(input: descriptor, output: descriptor) }
        }
        _ = MonotonicClock.now()

        // Animation: any start, any interval.
        for time in Hostile.doubles {
            for interval in Hostile.doubles {
                let counter = FrameCounter(frames: 3)
                _ = counter.advanceToRest(from: time, frameInterval: interval)
                #expect(counter.times.count == 3)
            }
        }

        // Sessions on a pseudo-terminal, in every mode, with any rows, positions and bytes.
        guard let terminal = PseudoTerminalPair.open(columns: 30, rows: 6) else { return }
        defer { terminal.close() }
        let side = TerminalSide(master: terminal.master, columns: 30, rows: 6)
        let modes = Hostile.ints.map { TerminalSession.Mode.inline(rows: $0) } + [.fullScreen, .plain]
        for (index, mode) in modes.enumerated() {
            guard let session = try? TerminalSession(input: terminal.slave, output: terminal.slave, mode: mode) else {
                Issue.record("no session in mode \(mode)")
                continue
            }
            #expect((1...6).contains(session.bandRows))
            let number = Hostile.ints[index % Hostile.ints.count]
            session.noteCursorPosition(.init(row: number, column: ~number))
            session.placeBand(cursorColumn: number)
            session.noteCursorPosition(.init(row: Int.min, column: Int.max))
            for rows in Hostile.someInts + [nil] {
                session.setBandRows(rows)
                #expect((1...6).contains(session.bandRows))
                side.read(until: { _ in false }, timeout: 0.005)
            }
            session.renewBand()
            session.write(Array(Hostile.texts[index % Hostile.texts.count].utf8.prefix(2000)))
            session.write([])
            _ = session.takeWake()
            session.requestDraw()
            _ = session.takeResize()
            side.read(until: { _ in false }, timeout: 0.005)
            session.restore()
            side.read(until: { _ in false }, timeout: 0.005)
        }

        // The run loops, with an application that asks for hostile rows and sizes and says hostile text.
        for mode in [TerminalSession.Mode.inline(rows: Int.min), .plain] {
            guard let session = try? TerminalSession(input: terminal.slave, output: terminal.slave, mode: mode) else {
                Issue.record("no session for the run loop")
                return
            }
            await runHostileApp(in: session, side: side)
            session.restore()
            side.read(until: { _ in false }, timeout: 0.05)
        }
    }

    /// Runs ``HostileApp`` in a session, the full-screen loop or the plain one, typing at it until it quits.
    @MainActor
    static func runHostileApp(in session: TerminalSession, side: TerminalSide) async {
        let plain = session.mode == .plain
        let ended = Flag()
        let watcher = JoinableThread {
            side.read(until: { $0.lines.contains { $0.hasPrefix("step 0") || $0.hasPrefix("said 0") } }, timeout: 60)
            for _ in 0..<8 {
                side.send("x")
                side.read(until: { _ in false }, timeout: 0.05)
            }
            side.send("\u{3}")
            // Whatever the loop still prints is read until it has ended, so its writes never block.
            side.read(until: { _ in ended.isSet }, timeout: 60)
        }
        let ending = plain ? await TerminalRunLoop.runPlain(HostileApp(), in: session)
            : await TerminalRunLoop.run(HostileApp(), in: session)
        ended.set()
        watcher.join()
        #expect(ending == .quit)
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value = false

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Whether ``set()`` was called.
    var isSet: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return value
    }

    /// Sets the flag.
    func set() {
        pthread_mutex_lock(mutex)
        value = true
        pthread_mutex_unlock(mutex)
    }
}

/// A thread of its own for the terminal's side, started at once: a task on the concurrency pool
/// may not get a thread while the main actor blocks writing to a terminal nobody reads yet.
final class JoinableThread: @unchecked Sendable {
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif

    /// Starts a thread that runs `body`.
    init(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        let status = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        #else
        let status = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        #endif
        precondition(status == 0, "no thread for the test")
    }

    /// Waits for the body to end.
    func join() {
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
    }
}

/// An application whose every number is hostile: the rows it asks for, its minimum size, where it
/// draws; and whose plain text is hostile too.
@MainActor
final class HostileApp: PlainTextApplication {
    private var step = 0

    var minimumSize: (columns: Int, rows: Int) { step % 3 == 2 ? (Int.max, Int.max) : (Int.min, Int.min) }
    var isAnimating: Bool { false }
    var preferredBandRows: Int? { [Int.min, Int.max, 0, -1, nil, 3][step % 6] }
    var tooSmallExitWordings: [String] { step % 2 == 0 ? [] : ["", Hostile.hugeTexts[2]] }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        if event == TerminalRunLoop.quitKey { return .quit }
        step += 1
        return .keepRunning
    }

    func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        handle(event, at: time)
    }

    func advance(to time: Double) {}

    var plainText: String {
        Hostile.shortTexts.joined(separator: "\n") + (step % 5 == 0 ? Hostile.hugeTexts[step == 0 ? 0 : 6] : "") + "\nsaid \(step)"
    }

    func sizeDidChange(to size: (columns: Int, rows: Int)) {
        precondition(size.columns >= 0 && size.rows >= 1, "the loop hands out sizes of a band")
    }

    func draw(into buffer: inout ScreenBuffer) {
        for number in Hostile.someInts {
            buffer.put(Hostile.shortTexts[abs(number % Hostile.shortTexts.count)], atColumn: number, row: number)
        }
        buffer.put("step \(step)", atColumn: 0, row: 0)
    }
}
