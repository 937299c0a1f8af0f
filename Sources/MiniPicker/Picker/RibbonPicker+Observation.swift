// Observation, for hosts built with the toolchain's Observation module. Embedded
// Swift has none, so there the picker is not observable.
#if !hasFeature(Embedded)
import Observation

extension RibbonPicker: Observable {}

extension RibbonPicker {
    /// What observers watch: the selection and the rows. Its value is
    /// nothing; reading it is what an observer of the selection registers.
    var observedSelection: Void { () }

    /// Registers the current observation tracking's interest in the selection and the rows.
    @inline(__always)
    func observeSelection() {
        observationRegistrar.access(self, keyPath: selectionKeyPath)
    }

    /// Tells observers that the selection or the rows changed. (`willSet` and
    /// `didSet` rather than `withMutation`, whose closure would be checked for
    /// its actor at run time.)
    func selectionDidChange() {
        observationRegistrar.willSet(self, keyPath: selectionKeyPath)
        observationRegistrar.didSet(self, keyPath: selectionKeyPath)
    }
}

/// The key paths to ``RibbonPicker``'s observed selection, one per cell
/// type. A key path of a generic class is instantiated at run time, at a
/// cost of thousands of instructions: made once per type, not once per picker.
@MainActor
enum SelectionKeyPaths {
    /// The key paths made so far, by cell type: a process uses a few.
    private static var made: [(cell: ObjectIdentifier, keyPath: AnyKeyPath)] = []

    /// The key path for pickers of a cell type.
    ///
    /// - Parameter cell: The pickers' cell type.
    /// - Returns: `\RibbonPicker<Cell>.observedSelection`, the same instance for every picker of the type.
    /// - Complexity: O(cell types used so far).
    static func keyPath<Cell>(forCell cell: Cell.Type) -> KeyPath<RibbonPicker<Cell>, Void> {
        let identifier = ObjectIdentifier(cell)
        for entry in made where entry.cell == identifier {
            // Stored under its own cell type only.
            return unsafeDowncast(entry.keyPath, to: KeyPath<RibbonPicker<Cell>, Void>.self)
        }
        let keyPath: KeyPath<RibbonPicker<Cell>, Void> = \.observedSelection
        made.append((identifier, keyPath))
        return keyPath
    }
}
#else
extension RibbonPicker {
    /// Without Observation, nothing to register.
    @inline(__always)
    func observeSelection() {}

    /// Without Observation, nobody to tell.
    @inline(__always)
    func selectionDidChange() {}
}
#endif
