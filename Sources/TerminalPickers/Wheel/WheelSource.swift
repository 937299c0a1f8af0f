import CalendarPicker
import MiniPicker

/// What a ``WheelPickerView`` reads of its picker and hands it, wheel by
/// wheel in the order the picker writes them: the same for a time picker and
/// a duration picker, whose wheels are of different types. Every closure that
/// takes a wheel takes an index in `0..<wheelCount()`.
@MainActor
struct WheelSource {
    /// The number of wheels.
    let wheelCount: () -> Int
    /// A wheel as it shows now (a read-only copy); `nil` past the picker's wheels.
    let ribbon: (_ wheel: Int) -> RibbonScroller?
    /// A row's labels, longest first.
    let names: (_ wheel: Int, _ row: Int) -> [String]
    /// The text before a wheel.
    let separator: (_ wheel: Int) -> String
    /// The wheel the keys turn.
    let focusedIndex: () -> Int
    /// The wheel the pointer holds, if any.
    let pressedIndex: () -> Int?
    /// Applies a key.
    let handle: (WheelKey) -> Void
    /// The pointer's gestures: a press on a wheel, a drag, a release, a notch of the mouse wheel.
    let press: (_ wheel: Int, _ position: Double, _ geometry: RibbonGeometry, _ time: Double) -> Void
    let drag: (_ position: Double, _ time: Double) -> Void
    let release: (_ position: Double, _ time: Double) -> Void
    let scroll: (_ wheel: Int, _ rows: Int) -> Void
    /// Whether a wheel is moving.
    let isAnimating: () -> Bool
    /// Steps the animations to a frame's time in milliseconds.
    let advance: (Double) -> Void

    /// The wheels of a time picker; a wheel the clock lacks is not among them.
    init(_ picker: TimePicker) {
        self.init(wheels: { picker.wheels }, picker: picker, ribbon: picker.ribbon(of:), names: picker.names(atRow:of:),
                  separator: picker.separator(before:), focused: { picker.focusedWheel }, pressed: { picker.pressedWheel },
                  handle: { _ = picker.handle($0) }, press: picker.press(_:along:in:at:), scroll: { _ = picker.scroll($0, by: $1) })
    }

    /// The wheels of a duration picker.
    init(_ picker: DurationPicker) {
        self.init(wheels: { picker.wheels }, picker: picker, ribbon: picker.ribbon(of:), names: picker.names(atRow:of:),
                  separator: picker.separator(before:), focused: { picker.focusedWheel }, pressed: { picker.pressedWheel },
                  handle: { _ = picker.handle($0) }, press: picker.press(_:along:in:at:), scroll: { _ = picker.scroll($0, by: $1) })
    }

    /// The wheels of a picker of any wheel type, read through its members.
    private init<Wheel: Equatable, Picker: WheelPickerGestures>(
        wheels: @escaping () -> [Wheel], picker: Picker, ribbon: @escaping (Wheel) -> RibbonScroller?,
        names: @escaping (Int, Wheel) -> [String], separator: @escaping (Wheel) -> String,
        focused: @escaping () -> Wheel, pressed: @escaping () -> Wheel?, handle: @escaping (WheelKey) -> Void,
        press: @escaping (Wheel, Double, RibbonGeometry?, Double) -> Void, scroll: @escaping (Wheel, Int) -> Void
    ) {
        let wheel = { (index: Int) in wheels().indices.contains(index) ? wheels()[index] : nil }
        wheelCount = { wheels().count }
        self.ribbon = { index in wheel(index).flatMap(ribbon) }
        self.names = { index, row in wheel(index).map { names(row, $0) } ?? [] }
        self.separator = { index in wheel(index).map(separator) ?? "" }
        focusedIndex = { wheels().firstIndex(of: focused()) ?? 0 }
        pressedIndex = { pressed().flatMap { wheels().firstIndex(of: $0) } }
        self.handle = handle
        self.press = { index, position, geometry, time in
            if let wheel = wheel(index) { press(wheel, position, geometry, time) }
        }
        drag = { position, time in picker.drag(along: position, at: time) }
        release = { position, time in picker.release(along: position, at: time) }
        self.scroll = { index, rows in if let wheel = wheel(index) { scroll(wheel, rows) } }
        isAnimating = { picker.isAnimating }
        advance = { time in picker.advance(to: time) }
    }
}

/// The gestures and frames both wheel pickers offer under the same names.
@MainActor
protocol WheelPickerGestures: AnyObject {
    /// The held wheel follows the pointer.
    func drag(along position: Double, at time: Double)
    /// The pointer lets go of the held wheel.
    func release(along position: Double, at time: Double)
    /// Whether a wheel is moving.
    var isAnimating: Bool { get }
    /// Steps the animations to a frame's time.
    func advance(to time: Double)
}

extension TimePicker: WheelPickerGestures {}
extension DurationPicker: WheelPickerGestures {}
