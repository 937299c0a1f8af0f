import CalendarPicker
import TerminalForms

/// The question of `demo pick --accessible` for a time (`--time`,
/// `--datetime`) or a duration (`--duration`): the value typed is checked as
/// `--time` is (the minute interval, the longest duration, daylight saving),
/// so the dialogue refuses what the wheels refuse, with the same reason.
@MainActor
struct PickTimeQuestion {
    /// The options: the value at the start, the interval, the zone.
    let options: PickOptions

    /// The question: a time of day, or a duration.
    var question: String {
        let isDuration = options.times.mode == .duration
        // What Enter takes, as the wheels would start (a time of now on the minute interval).
        var start = options.times.time.isEmpty ? (isDuration ? "0:00" : "now") : options.times.time
        if options.times.mode != .dateTime, let text = try? PickCommand.makeTimeApp(options).board.selectedText { start = text }
        return "\(isDuration ? "Duration (H:MM" : "Time (HH:MM"); Enter for \(start)):"
    }

    /// The reply to `?` or `help`.
    var help: String {
        let interval = options.times.minuteInterval
        let minutes = interval == 1 ? "" : ", on the \(interval)-minute interval"
        let form = options.times.mode == .duration
            ? "Type a duration as H:MM (1:30, 0:45), at most \(options.times.maximumHours) hours\(minutes)."
            : "Type a time as HH:MM on a 24-hour clock (09:30, 17:05)\(minutes)."
        return form + "\nEnter on an empty line takes the time offered; Ctrl-D cancels."
    }

    /// Takes a line answering the question, checked as `--time` is.
    ///
    /// - Parameters:
    ///   - line: The line typed.
    ///   - day: The day chosen before, for `--datetime`.
    /// - Returns: Ask again after the reason, or the value as printed.
    func answer(_ line: String, day: Day?) -> PromptTerminal.Turn<String> {
        var options = self.options
        options.dates.date = day ?? options.dates.date
        let typed = String(line.filter { $0 != " " && $0 != "\t" })
        if ["?", "help"].contains(typed.lowercased()) { return .again(help) }
        if !typed.isEmpty { options.times.time = typed }
        do {
            return .done(try PickCommand.makeTimeApp(options).board.selectedText)
        } catch let error as DemoError {
            // Said as an answer's problem, not as the option's.
            return .again(error.message.hasPrefix("--time ") ? String(error.message.dropFirst(7)) : error.message)
        } catch {
            return .again("\(error)")
        }
    }
}
