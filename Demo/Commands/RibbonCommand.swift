import CalendarPicker
import Foundation
import MiniPicker
import TerminalPickers
import TerminalUI

/// `demo ribbon`: a one-component mini picker driven by a script of pointer
/// events, drawn as text after each event.
@MainActor
enum RibbonCommand {
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

    /// The options as typed, before they are checked against each other.
    struct Arguments {
        var itemsChoice = "months"
        var locale = Locale(identifier: "en_US")
        var width = 16
        var selectText: String?
        var isCyclic = false
        var script = ""
    }

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(command: "demo ribbon", operands: "", summary: """
            Draws a mini picker ribbon before and after each event, runs any animation
            to its end, and ends with the line `selected: INDEX LABEL`. Each frame starts
            with a line `# EVENT` naming what made it (`# start` first, `# settled` after
            the animation); a frame like the one before is just `# EVENT (unchanged)`.
            Options take their value as `--option VALUE` or `--option=VALUE`.
            """, options: [
                .value("--items", "months|years|A,B,C...", help: """
                    months (default; names in --locale), years (1900-2100), or a
                    comma-separated list of labels
                    """) { $0.itemsChoice = $1 },
                SharedOptions.locale.withHelp("locale of the month names (default en_US)").lifted(into: \.locale),
                .value("--width", "COLUMNS", help: "width of the control in columns, borders included (default 16)") {
                    $0.width = try ArgumentReader.integer($1, named: "--width", in: 8...500)
                },
                .value("--select", "INDEX", help: "index selected at the start (default 0; 100 = 2000 for years)") {
                    $0.selectText = $1
                },
                .flag("--cyclic", help: "the ribbon wraps around") { $0.isCyclic = true },
                .value("--events", "SCRIPT", help: """
                    events separated by ';':
                      press X@MS, move X@MS, release X@MS   pointer at column X
                                     (0 = left border) at time MS milliseconds
                      cancel         the system cancels the drag
                      tick MS        let time run to MS
                      key left|right step one item
                    Times must not go back. A press must be on the control.
                    """) { $0.script = $1 },
            ], notes: "")
    }

    /// Runs the command and returns what it prints.
    ///
    /// - Throws: ``DemoError`` for bad options or events.
    static func run(arguments: [String]) throws -> String {
        try syntax.output(of: arguments, defaults: Arguments(), version: DemoMain.version) { _, _ in
            try play(try parse(arguments))
        }
    }

    static func parse(_ arguments: [String]) throws -> Options {
        guard case .run(let typed, _) = try syntax.parse(arguments, defaults: Arguments()) else { return Options() }
        var options = Options()
        options.width = typed.width
        options.isCyclic = typed.isCyclic
        switch typed.itemsChoice {
        case "months":
            options.items = CalendarLabels(calendar: CalendarSystem(.gregorian), locale: typed.locale).monthNames(style: .long)
        case "years":
            options.items = (1900...2100).map(String.init)
            options.select = 100
        default:
            let labels = typed.itemsChoice.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !labels.contains(where: \.isEmpty) else {
                throw DemoError("--items '\(typed.itemsChoice)' has an empty label")
            }
            options.items = labels
        }
        // Labels come from outside: their control characters are made visible before anything prints them.
        options.items = options.items.map { TerminalText.visible($0) }
        if let selectText = typed.selectText {
            options.select = try ArgumentReader.integer(selectText, named: "--select", in: 0...(options.items.count - 1))
        }
        let steps = try RibbonScript.steps(typed.script)
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
        let frame = RibbonFrame(column: 0, row: 0, width: options.width)
        let items = options.items
        let picker = LabelRibbon(count: items.count, selecting: options.select ?? 0,
                                 layout: ComponentLayout(width: Double(frame.innerWidth), isCyclic: options.isCyclic),
                                 configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { items[$0] }
        let box = RibbonBox(ribbon: picker, width: options.width)
        var frames = FrameLog()
        func draw(after event: String) {
            frames.append(box.lines().joined(separator: "\n"), after: event)
        }
        // A column's centre in the viewport, as a pointer on the screen column.
        func x(_ column: Double) -> Double { column - 0.5 }

        draw(after: "start")
        for (index, event) in options.events.enumerated() {
            switch event {
            case .press(let column, let time):
                picker.press(x: min(max(x(column), 0), Double(frame.innerWidth) - 0.5), at: time)
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
            picker.advanceToRest()
            draw(after: "settled")
        }
        // The items are never empty, so there is always a selection.
        let row = picker.selectedRow ?? 0
        return frames.text + "\n\nselected: \(row) \(options.items[row])\n"
    }
}
