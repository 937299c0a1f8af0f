import InlineForm

/// What a form view says about the form: errors beside fields (a failed
/// save's, a typed value's, a required value's) and one message under the
/// form. A value; ``FormRenderer`` draws it.
package struct FormFeedback: Equatable {
    /// How a message under the form looks.
    package enum Kind: Equatable {
        case info, success, error
    }

    /// The errors shown beside fields.
    package var fieldErrors: [FieldID: String] = [:]
    /// The line under the form; empty for none.
    package var message = ""
    /// How the message looks.
    package var kind = Kind.info

    /// Shows a message under the form.
    ///
    /// - Parameters:
    ///   - text: The message.
    ///   - kind: How it looks.
    mutating func say(_ text: String, _ kind: Kind) {
        message = text
        self.kind = kind
    }

    /// Shows a field's problem beside it, and an error message under the form.
    ///
    /// - Parameters:
    ///   - problem: The error beside the field, in a few words.
    ///   - id: The field.
    ///   - text: The message under the form.
    mutating func report(_ problem: String, at id: FieldID, saying text: String) {
        fieldErrors[id] = problem
        say(text, .error)
    }

    /// A field is in order again: its error goes, and so does the message.
    ///
    /// - Parameter id: The field.
    mutating func clear(_ id: FieldID) {
        fieldErrors[id] = nil
        message = ""
    }

    /// The outcome of a save: every field's error goes, then a failed
    /// save's first reason per field shows beside it, with all of them in
    /// the message; a good save says so.
    ///
    /// - Parameter error: Why the save failed, or `nil` when it succeeded.
    mutating func show(_ error: FormValidationError?) {
        fieldErrors = [:]
        guard let error else {
            say("saved", .success)
            return
        }
        for failure in error.failures where fieldErrors[failure.fieldID] == nil {
            fieldErrors[failure.fieldID] = failure.reason
        }
        say(error.failures.map(\.description).joined(separator: "; "), .error)
    }
}
