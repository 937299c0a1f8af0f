import Foundation

// What decides a calendar system's days: the key of its memos, and its equality.
extension CalendarSystem {
    /// What decides a calendar system's days, and so the key of every memo
    /// of them: the calendar and whose arithmetic answers. Nothing else of
    /// the Foundation calendar (its locale, first weekday, minimum days in
    /// the first week) moves a day.
    ///
    /// It hashes as one word, worked out once: memos are looked up on every
    /// move, and hashing the two enums there cost more than the lookup.
    struct Reckoning: Hashable, Sendable {
        /// The calendar.
        let identifier: Calendar.Identifier
        /// Whose arithmetic answers.
        let arithmetic: Arithmetic
        /// The hash of the identifier and the arithmetic.
        private let code: Int

        /// Creates the reckoning of a calendar and an arithmetic.
        init(identifier: Calendar.Identifier, arithmetic: Arithmetic) {
            self.identifier = identifier
            self.arithmetic = arithmetic
            var hasher = Hasher()
            hasher.combine(identifier)
            hasher.combine(arithmetic)
            code = hasher.finalize()
        }

        static func == (lhs: Reckoning, rhs: Reckoning) -> Bool {
            lhs.code == rhs.code && lhs.arithmetic == rhs.arithmetic && lhs.identifier == rhs.identifier
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
