/// One step of a `demo ribbon --events` script.
enum RibbonEvent: Equatable {
    case press(column: Double, time: Double)
    case move(column: Double, time: Double)
    case release(column: Double, time: Double)
    case cancel
    case tick(time: Double)
    case key(RibbonKey)

    /// The event's time, for the events that carry one.
    var time: Double? {
        switch self {
        case .press(_, let time), .move(_, let time), .release(_, let time), .tick(let time): time
        case .cancel, .key: nil
        }
    }
}

/// A key that steps the ribbon.
enum RibbonKey: String, Equatable {
    case left, right
}

/// Parses `press X@MS; move X@MS; release X@MS; cancel; tick MS; key left|right`.
enum RibbonScript {
    /// One event of a script with its text as typed (blanks folded), for
    /// frame labels and messages.
    struct Step: Equatable {
        var event: RibbonEvent
        /// The event's text, such as `press 12@0`.
        var token: String
        /// The column as typed, for pointer events.
        var columnText: String?
    }

    /// The events of a script, in order.
    ///
    /// Events are separated by `;`; blank entries are skipped. Times are
    /// milliseconds on one clock: they must be finite, not negative and
    /// never go back.
    ///
    /// - Parameter text: The script.
    /// - Throws: ``DemoError`` naming the first bad event.
    static func parse(_ text: String) throws -> [RibbonEvent] {
        try steps(text).map(\.event)
    }

    /// The events of a script with their text as typed.
    ///
    /// - Parameter text: The script.
    /// - Throws: ``DemoError`` naming the first bad event, quoting it as typed.
    static func steps(_ text: String) throws -> [Step] {
        var steps: [Step] = []
        var latest = 0.0
        var latestText = "0"
        for raw in text.split(separator: ";", omittingEmptySubsequences: false) {
            let token = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
            if token.isEmpty { continue }
            let event = try parseEvent(token)
            if let time = event.time {
                let timeText = String(token.split(separator: token.contains("@") ? "@" : " ").last ?? "")
                guard time >= latest else {
                    throw DemoError("event '\(token)': time \(timeText) is earlier than \(latestText)")
                }
                latest = time
                latestText = timeText
            }
            var columnText: String?
            if case .press = event { columnText = columnToken(token) }
            if case .move = event { columnText = columnToken(token) }
            if case .release = event { columnText = columnToken(token) }
            steps.append(Step(event: event, token: token, columnText: columnText))
        }
        return steps
    }

    /// The `X` of `press X@MS`.
    private static func columnToken(_ token: String) -> String? {
        token.split(separator: " ").last?.split(separator: "@", omittingEmptySubsequences: false).first.map(String.init)
    }

    private static func parseEvent(_ token: String) throws -> RibbonEvent {
        let words = token.split(separator: " ").map(String.init)
        let bad = DemoError("bad event '\(token)' (expected press X@MS, move X@MS, release X@MS, cancel, tick MS or key left|right)")
        switch (words.first, words.count) {
        case ("cancel", 1):
            return .cancel
        case ("tick", 2):
            return .tick(time: try number(words[1], in: token, what: "time"))
        case ("key", 2):
            guard let key = RibbonKey(rawValue: words[1]) else {
                throw DemoError("bad event '\(token)': key must be left or right")
            }
            return .key(key)
        case ("press", 2), ("move", 2), ("release", 2):
            let parts = words[1].split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw DemoError("bad event '\(token)': expected X@MS") }
            let column = try coordinate(String(parts[0]), in: token)
            let time = try number(String(parts[1]), in: token, what: "time")
            switch words[0] {
            case "press": return .press(column: column, time: time)
            case "move": return .move(column: column, time: time)
            default: return .release(column: column, time: time)
            }
        default:
            throw bad
        }
    }

    private static func coordinate(_ text: String, in token: String) throws -> Double {
        guard let value = Double(text), value.isFinite, !text.isEmpty else {
            throw DemoError("bad event '\(token)': column '\(text)' is not a number")
        }
        return value
    }

    private static func number(_ text: String, in token: String, what: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw DemoError("bad event '\(token)': \(what) '\(text)' is not a number of milliseconds")
        }
        return value
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
