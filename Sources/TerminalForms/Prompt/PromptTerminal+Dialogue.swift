import TerminalUI

extension PromptTerminal {
    /// What one answer did in a line dialogue (``converse(until:question:answer:)``).
    package enum Turn<Value: Equatable>: Equatable {
        /// Ask the next question (or the same again), after printing the text, if any.
        case again(String?)
        /// The dialogue is over with a value.
        case done(Value)
    }

    /// How a line dialogue ended.
    package enum Conversation<Value: Equatable>: Equatable {
        /// An answer was taken.
        case answered(Value)
        /// The input ended (Ctrl-D), or the terminal could not be written.
        case endOfInput
        /// The deadline passed first.
        case timedOut
    }

    /// Holds a dialogue of lines on the terminal: prints a question, reads
    /// the answer, prints what it did (a reason to try again, a note), until
    /// an answer ends it, the input ends or the deadline passes. Questions
    /// end in a space, with the cursor after them, as `read -p` leaves it;
    /// the terminal echoes the answer, so a screen reader reads both.
    ///
    /// - Parameters:
    ///   - deadline: When to give up, on ``MonotonicClock``'s milliseconds, or `nil`.
    ///   - question: The question to ask now.
    ///   - answer: Takes a line and says what it did.
    /// - Returns: How it ended.
    /// - Complexity: One call of each closure per line read.
    package func converse<Value: Equatable>(until deadline: Double?, question: () -> String,
                                 answer: (String) -> Turn<Value>) -> Conversation<Value> {
        while true {
            guard write(question() + " ") else { return .endOfInput }
            switch readLine(until: deadline) {
            case .line(let line):
                switch answer(line) {
                case .done(let value): return .answered(value)
                case .again(let text?): guard write(text + "\n") else { return .endOfInput }
                case .again(nil): break
                }
            case .endOfInput:
                write("\n")
                return .endOfInput
            case .timedOut:
                write("\n")
                return .timedOut
            }
        }
    }

    /// A time limit in words, for a question's introduction and the line
    /// said when it passes: `30 seconds`, `1 second`, `1.5 seconds`.
    ///
    /// - Parameter seconds: The limit.
    /// - Returns: The words.
    package static func words(forSeconds seconds: Double) -> String {
        let number = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
        return number + (seconds == 1 ? " second" : " seconds")
    }
}
