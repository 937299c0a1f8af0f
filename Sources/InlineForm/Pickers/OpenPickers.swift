/// The fields whose inline picker is open, under an opening policy.
public struct OpenPickers: Equatable, Sendable {
    /// The policy that decides what opening a picker closes.
    public let policy: OpeningPolicy
    /// The fields whose picker is open; at most one under ``OpeningPolicy/single``.
    public private(set) var fieldIDs: Set<FieldID> = []

    /// Creates the state with every picker closed.
    ///
    /// - Parameter policy: How many pickers may be open at once.
    public init(policy: OpeningPolicy) {
        self.policy = policy
    }

    /// Whether no picker is open.
    public var isEmpty: Bool { fieldIDs.isEmpty }

    /// Whether a field's picker is open.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: `true` when the picker is open.
    public func isOpen(_ id: FieldID) -> Bool {
        fieldIDs.contains(id)
    }

    /// Opens a field's picker, closing others when the policy allows only one.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: Whether anything changed (`false` when it was the only open picker, or open under ``OpeningPolicy/multiple``).
    /// - Complexity: O(*n*) in the number of open pickers.
    @discardableResult
    public mutating func open(_ id: FieldID) -> Bool {
        let before = fieldIDs
        if policy.maximumOpenPickers == 1 { fieldIDs.removeAll() }
        fieldIDs.insert(id)
        return fieldIDs != before
    }

    /// Closes a field's picker.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: Whether it was open.
    @discardableResult
    public mutating func close(_ id: FieldID) -> Bool {
        fieldIDs.remove(id) != nil
    }

    /// Closes an open picker, or opens a closed one as ``open(_:)`` does.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: Whether the field's picker is open afterwards.
    /// - Complexity: O(*n*) in the number of open pickers.
    @discardableResult
    public mutating func toggle(_ id: FieldID) -> Bool {
        if close(id) { return false }
        open(id)
        return true
    }

    /// Closes every picker.
    ///
    /// - Returns: Whether any was open.
    /// - Complexity: O(*n*) in the number of open pickers.
    @discardableResult
    public mutating func closeAll() -> Bool {
        defer { fieldIDs.removeAll() }
        return !fieldIDs.isEmpty
    }
}
