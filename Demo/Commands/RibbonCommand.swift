import MiniPicker
import TerminalPickers
import TerminalUI

/// `demo ribbon`: a one-component mini picker driven by a script of pointer
/// events, drawn as text after each event.
@MainActor
enum RibbonCommand {
    static let help = """
        usage: demo ribbon [--items months|years|A,B,C...] [--locale ID] [--width COLUMNS]
                           [--select INDEX] [--cyclic] [--events SCRIPT]

        Draws a mini picker ribbon before and after each event, runs any animation
        to its end, and ends with the line `selected: INDEX LABEL`. Each frame starts
        with a line `# EVENT` naming what made it (`# start` first, `# settled` after
        the animation); a frame like the one before is just `# EVENT (unchanged)`.
        Options take their value as `--option VALUE` or `--option=VALUE`.

          --items     months (default; names in --locale), years (1900-2100), or a
                      comma-separated list of labels
          --locale    locale of the month names (default en_US)
          --width     width of the control in columns, borders included (default 16)
          --select    index selected at the start (default 0; 100 = 2000 for years)
          --cyclic    the ribbon wraps around
          --events    events separated by ';':
                        press X@MS, move X@MS, release X@MS   pointer at column X
                                       (0 = left border) at time MS milliseconds
                        cancel         the system cancels the drag
                        tick MS        let time run to MS
                        key left|right step one item
                      Times must not go back. A press must be on the control.

        """

    /// The parsed options.
    struct Options {
        var items: [String] = []
        var width = 16
        var select: Int?
        var isCyclic = false
        var events: [RibbonEvent] = []
        /// The events' text as typed, for the frames' labels.
        var tokens: [String] = []
    }

    /// Runs the command and returns what it prints.
    ///
    /// - Throws: ``DemoError`` for bad options or events.
    static func run(arguments: [String]) throws -> String {
        if arguments.contains("--help") || arguments.contains("-h") { return help }
        let options = try parse(arguments)
        return try play(options)
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var reader = ArgumentReader(arguments)
        var itemsChoice = "months"
        var locale = "en_US"
        var script = ""
        var selectText: String?
        while let option = try reader.nextOption() {
            switch option {
            case "--items": itemsChoice = try reader.value(for: option)
            case "--locale": locale = try reader.value(for: option)
            case "--width": options.width = try reader.integer(for: option, in: 8...500)
            case "--select": selectText = try reader.value(for: option)
            case "--cyclic": options.isCyclic = true
            case "--events": script = try reader.value(for: option)
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo ribbon --help)")
            }
        }
        guard MonthNames.isKnownLocale(locale) else { throw DemoError("--locale '\(locale)' is not a locale this system knows") }
        switch itemsChoice {
        case "months":
            options.items = MonthNames.standalone(locale: locale)
        case "years":
            options.items = (1900...2100).map(String.init)
            options.select = options.select ?? 100
        default:
            let labels = itemsChoice.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !labels.contains(where: \.isEmpty) else {
                throw DemoError("--items '\(itemsChoice)' has an empty label")
            }
            options.items = labels
        }
        // Labels come from outside: their control characters are made visible before anything prints them.
        options.items = options.items.map { TerminalText.visible($0) }
        if let selectText {
            options.select = try ArgumentReader.integer(selectText, named: "--select", in: 0...(options.items.count - 1))
        }
        let steps = try RibbonScript.steps(script)
        for step in steps {
            if case .press(let column, _) = step.event, !(column >= 0 && column < Double(options.width)) {
                throw DemoError("press at column \(step.columnText ?? "") is outside the control (0…\(options.width - 1))")
            }
        }
        options.events = steps.map(\.event)
        options.tokens = steps.map(\.token)
        return options
    }

    /// Plays the events and draws the frames.
    static func play(_ options: Options) throws -> String {
        let viewport = Double(options.width - 2)
        let items = options.items
        let picker = LabelRibbon(count: items.count, selecting: options.select ?? 0,
                                 layout: ComponentLayout(width: viewport, isCyclic: options.isCyclic),
                                 configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { items[$0] }

        var frames = FrameLog()
        func draw(after event: String) {
            let lines = RibbonArt.lines(for: picker.scroller.ribbon, width: options.width) {
                options.items[$0]
            }
            frames.append(lines.joined(separator: "\n"), after: event)
        }
        // A column's centre in viewport coordinates: the inside starts after the left border.
        func x(_ column: Double) -> Double { column - 0.5 }

        draw(after: "start")
        for (index, event) in options.events.enumerated() {
            switch event {
            case .press(let column, let time):
                picker.press(x: min(max(x(column), 0), viewport - 0.5), at: time)
            case .move(let column, let time):
                picker.move(x: x(column), at: time)
            case .release(let column, let time):
                picker.release(x: x(column), at: time)
            case .cancel:
                picker.cancel()
            case .tick(let time):
                picker.advance(to: time)
            case .key(.left):
                picker.decrement()
            case .key(.right):
                picker.increment()
            }
            draw(after: index < options.tokens.count ? options.tokens[index] : "event")
        }
        if picker.isAnimating {
            var time = picker.currentTime
            while picker.isAnimating {
                time += 1000.0 / 60.0
                picker.advance(to: time)
            }
            draw(after: "settled")
        }
        // The items are never empty, so there is always a selection.
        let row = picker.selectedRow ?? 0
        return frames.text + "\n\nselected: \(row) \(options.items[row])\n"
    }
}
