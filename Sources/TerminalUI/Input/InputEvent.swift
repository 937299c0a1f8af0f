/// One piece of decoded terminal input: a key, a mouse event or a paste.
///
/// ``InputDecoder`` turns the bytes a terminal sends into these values.
public enum InputEvent: Hashable, Sendable {
    /// A key, with the modifiers held while it was pressed.
    ///
    /// Control letters arrive as their letter with ``Modifiers/control``
    /// (Ctrl-C is `.key(.character("c"), .control)`), Shift-Tab as
    /// `.key(.tab, .shift)`.
    case key(Key, Modifiers = [])

    /// A mouse press, release, drag, motion or wheel step.
    case mouse(Mouse)

    /// Text pasted while bracketed paste mode was on.
    ///
    /// Large pastes may arrive as several consecutive paste events; see
    /// ``InputDecoder/maximumPasteLength``.
    case paste(String)
}

extension InputEvent {
    /// A key on the keyboard.
    public enum Key: Hashable, Sendable {
        /// A character key: one Unicode scalar.
        ///
        /// Text made of several scalars (a letter and a combining mark, or a
        /// flag) arrives as one key per scalar.
        case character(Unicode.Scalar)
        /// Enter or Return (carriage return or line feed).
        case enter
        /// Tab; with ``Modifiers/shift`` it is Shift-Tab.
        case tab
        /// Escape, once no sequence followed it within the escape timeout.
        case escape
        /// Backspace (DEL or BS).
        case backspace
        /// Delete (forward delete).
        case delete
        /// Insert.
        case insert
        /// The up arrow.
        case up
        /// The down arrow.
        case down
        /// The left arrow.
        case left
        /// The right arrow.
        case right
        /// Home.
        case home
        /// End.
        case end
        /// Page Up.
        case pageUp
        /// Page Down.
        case pageDown
        /// A function key, F1 to F12.
        case function(Int)
    }

    /// The modifier keys held during a key or mouse event.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The bits: 1 shift, 2 alt, 4 control, as in the terminal's
        /// modifier parameter minus one.
        public let rawValue: UInt8

        /// Creates a set of modifiers from its bits.
        ///
        /// - Parameter rawValue: 1 shift, 2 alt, 4 control; other bits are kept but mean nothing.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Shift.
        public static let shift = Modifiers(rawValue: 1)
        /// Alt (Option, Meta).
        public static let alt = Modifiers(rawValue: 2)
        /// Control.
        public static let control = Modifiers(rawValue: 4)
    }

    /// A mouse event from the terminal's SGR mouse mode.
    ///
    /// Columns and rows start at 0 at the top-left cell of the terminal (the
    /// terminal reports them from 1).
    public struct Mouse: Hashable, Sendable {
        /// A mouse button.
        public enum Button: Hashable, Sendable {
            /// The left (primary) button.
            case left
            /// The middle button.
            case middle
            /// The right (secondary) button.
            case right
        }

        /// What the mouse did.
        public enum Action: Hashable, Sendable {
            /// A button went down.
            case press(Button)
            /// A button went up.
            case release(Button)
            /// The mouse moved with a button held.
            case drag(Button)
            /// The mouse moved with no button held.
            case move
            /// The wheel turned up (away from the user) one step.
            case wheelUp
            /// The wheel turned down (towards the user) one step.
            case wheelDown
            /// The wheel tilted left one step.
            case wheelLeft
            /// The wheel tilted right one step.
            case wheelRight
        }

        /// What the mouse did.
        public var action: Action
        /// The column under the mouse, from 0 at the left.
        public var column: Int
        /// The row under the mouse, from 0 at the top.
        public var row: Int
        /// The modifier keys held.
        public var modifiers: Modifiers

        /// Creates a mouse event.
        ///
        /// - Parameters:
        ///   - action: What the mouse did.
        ///   - column: The column, from 0 at the left.
        ///   - row: The row, from 0 at the top.
        ///   - modifiers: The modifier keys held.
        public init(_ action: Action, column: Int, row: Int, modifiers: Modifiers = []) {
            self.action = action
            self.column = column
            self.row = row
            self.modifiers = modifiers
        }

        /// The button pressed, released or dragged with, or `nil` for motion
        /// without a button and for the wheel.
        public var button: Button? {
            switch action {
            case .press(let button), .release(let button), .drag(let button): button
            case .move, .wheelUp, .wheelDown, .wheelLeft, .wheelRight: nil
            }
        }
    }
}

extension InputEvent: CustomStringConvertible {
    /// A short readable form, such as `Shift+Up`, `Ctrl+c`,
    /// `mouse press(left) at 4,2` or `paste "hello"`.
    public var description: String {
        switch self {
        case .key(let key, let modifiers):
            return modifiers.description + key.description
        case .mouse(let mouse):
            return "mouse \(mouse.modifiers.description)\(mouse.action) at \(mouse.column),\(mouse.row)"
        case .paste(let text):
            return "paste \(String(reflecting: text))"
        }
    }
}

extension InputEvent.Key: CustomStringConvertible {
    /// The key's name, such as `Up`, `F5`, `Space` or the character itself.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let scalar) where scalar.properties.generalCategory == .control:
            "U+\(String(scalar.value, radix: 16, uppercase: true))"
        case .character(let scalar): String(scalar)
        case .enter: "Enter"
        case .tab: "Tab"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .function(let number): "F\(number)"
        }
    }
}

extension InputEvent.Mouse.Button: CustomStringConvertible {
    /// The button's name: `left`, `middle` or `right`.
    public var description: String {
        switch self {
        case .left: "left"
        case .middle: "middle"
        case .right: "right"
        }
    }
}

extension InputEvent.Mouse.Action: CustomStringConvertible {
    /// The action's name, such as `press(left)`, `move` or `wheelUp`.
    public var description: String {
        switch self {
        case .press(let button): "press(\(button))"
        case .release(let button): "release(\(button))"
        case .drag(let button): "drag(\(button))"
        case .move: "move"
        case .wheelUp: "wheelUp"
        case .wheelDown: "wheelDown"
        case .wheelLeft: "wheelLeft"
        case .wheelRight: "wheelRight"
        }
    }
}

extension InputEvent.Modifiers: CustomStringConvertible {
    /// The held modifiers as a prefix, such as `Ctrl+Shift+`; empty when none.
    public var description: String {
        var text = ""
        if contains(.control) { text += "Ctrl+" }
        if contains(.alt) { text += "Alt+" }
        if contains(.shift) { text += "Shift+" }
        return text
    }
}
