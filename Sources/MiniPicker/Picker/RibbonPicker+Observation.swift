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
