/// The name by which a form, its rows and its values refer to a field; unique within a form.
public struct FieldID: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Creates an id from a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an id from a name.
    ///
    /// - Parameter name: The name.
    public init(_ name: String) {
        rawValue = name
    }

    /// Creates an id from a string literal, as in `let id: FieldID = "email"`.
    ///
    /// - Parameter value: The name.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// Orders ids by name.
    ///
    /// - Parameters:
    ///   - lhs: An id.
    ///   - rhs: Another id.
    /// - Returns: Whether `lhs`'s name sorts before `rhs`'s.
    /// - Complexity: O(*n*) in the length of the shorter name.
    public static func < (lhs: FieldID, rhs: FieldID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The name.
    public var description: String { rawValue }
}
