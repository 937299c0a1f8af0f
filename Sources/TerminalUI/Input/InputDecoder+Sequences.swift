// The meaning of complete escape sequences, as pure functions.

extension InputDecoder {
    /// What a complete control sequence asks for.
    enum ControlSequenceMeaning: Hashable, Sendable {
        /// An event to emit.
        case event(InputEvent)
        /// The start of a bracketed paste (`CSI 200~`).
        case pasteStart
    }

    /// The numeric parameters of a control sequence: up to three, each a
    /// number or omitted, after an optional private marker such as `<`.
    struct Parameters: Hashable, Sendable {
        /// The most parameters a sequence the decoder knows has.
        static let capacity = 3
        /// The largest parameter value accepted.
        static let maximumValue = 65_535

        /// The private marker byte (`<`, `=`, `>` or `?`) before the numbers, if any.
        var marker: UInt8?
        /// How many parameters there are, omitted ones included; 0 when there are no bytes.
        private(set) var count = 0
        private var first: Int?
        private var second: Int?
        private var third: Int?

        /// The parameter at an index, or `nil` when it is omitted or missing.
        subscript(index: Int) -> Int? {
            switch index {
            case 0: first
            case 1: second
            case 2: third
            default: nil
            }
        }

        /// Creates parameters from their values.
        init(marker: UInt8? = nil, _ values: [Int?] = []) {
            precondition(values.count <= Self.capacity, "too many parameters")
            self.marker = marker
            for value in values { append(value) }
        }

        private mutating func append(_ value: Int?) {
            switch count {
            case 0: first = value
            case 1: second = value
            default: third = value
            }
            count += 1
        }

        /// Parses the parameter bytes of a control sequence.
        ///
        /// - Parameter bytes: The bytes between `ESC [` and the final byte.
        /// - Returns: The parameters, or `nil` when the bytes hold anything
        ///   else than decimal numbers separated by `;` after an optional
        ///   marker (sub-parameters, intermediate bytes, a late marker), more
        ///   than ``capacity`` parameters, or a value above ``maximumValue``.
        /// - Complexity: O(n) in the number of bytes.
        static func parse(_ bytes: some Collection<UInt8>) -> Parameters? {
            var parameters = Parameters()
            var rest = bytes[...]
            if let first = rest.first, (0x3C...0x3F).contains(first) {
                parameters.marker = first
                rest = rest.dropFirst()
            }
            guard !rest.isEmpty else { return parameters }
            var value: Int?
            for byte in rest {
                switch byte {
                case 0x30...0x39:
                    let next = (value ?? 0) * 10 + Int(byte - 0x30)
                    guard next <= maximumValue else { return nil }
                    value = next
                case 0x3B:
                    guard parameters.count < capacity - 1 else { return nil }
                    parameters.append(value)
                    value = nil
                default:
                    return nil
                }
            }
            parameters.append(value)
            return parameters
        }
    }

    /// The end marker of a bracketed paste: `ESC [ 2 0 1 ~`.
    static let pasteEndMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// The meaning of a complete control sequence.
    ///
    /// - Parameters:
    ///   - bytes: The parameter and intermediate bytes between `ESC [` and the final byte.
    ///   - final: The final byte, in `0x40...0x7E`.
    /// - Returns: The event or paste start, or `nil` for a sequence that is
    ///   unknown or malformed.
    /// - Complexity: O(n) in the number of bytes.
    static func meaning(ofControlSequence bytes: [UInt8], final: UInt8) -> ControlSequenceMeaning? {
        guard let parameters = Parameters.parse(bytes) else { return nil }
        if parameters.marker == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.count == 3,
                  let button = parameters[0], let x = parameters[1], let y = parameters[2],
                  let mouse = mouseEvent(button: button, column: x, row: y, isRelease: final == UInt8(ascii: "m"))
            else { return nil }
            return .event(.mouse(mouse))
        }
        guard parameters.marker == nil, parameters.count <= 2 else { return nil }
        if final == UInt8(ascii: "~") {
            guard let code = parameters[0] else { return nil }
            if code == 200 && parameters.count == 1 { return .pasteStart }
            guard let key = tildeKey(code: code) else { return nil }
            return .event(.key(key, modifiers(parameter: parameters[1])))
        }
        let modifiers = modifiers(parameter: parameters[1])
        if final == UInt8(ascii: "Z") { return .event(.key(.tab, modifiers.union(.shift))) }
        guard let key = letterKey(final: final) else { return nil }
        return .event(.key(key, modifiers))
    }

    /// The key of an SS3 sequence (`ESC O` and one byte).
    ///
    /// - Parameter final: The byte after `ESC O`.
    /// - Returns: The key, or `nil` when the byte names none.
    static func singleShiftKey(final: UInt8) -> InputEvent.Key? {
        letterKey(final: final)
    }

    /// The key named by the final letter of an arrow-style sequence (CSI or SS3).
    ///
    /// - Parameter final: `A`–`D` for the arrows, `H` and `F` for Home and End, `P`–`S` for F1–F4.
    /// - Returns: The key, or `nil` for any other byte.
    static func letterKey(final: UInt8) -> InputEvent.Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// The key named by the number of a `CSI n ~` sequence.
    ///
    /// - Parameter code: The first parameter.
    /// - Returns: The key, or `nil` for a number that names none.
    static func tildeKey(code: Int) -> InputEvent.Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }

    /// The modifiers of xterm's modifier parameter.
    ///
    /// The bits of `m - 1` are 1 shift, 2 alt, 4 control and 8 meta (read
    /// as alt); higher bits (lock keys) are ignored. An omitted parameter,
    /// 0 or 1 mean none.
    ///
    /// - Parameter parameter: The parameter `m`, or `nil` when omitted.
    /// - Returns: The modifiers.
    static func modifiers(parameter: Int?) -> InputEvent.Modifiers {
        guard let parameter, parameter > 1 else { return InputEvent.Modifiers(rawValue: 0) }
        let bits = parameter - 1
        var modifiers = InputEvent.Modifiers(rawValue: UInt8(bits & 0b111))
        if bits & 0b1000 != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// The mouse event of an SGR mouse report.
    ///
    /// The button code's low two bits are the button (0 left, 1 middle,
    /// 2 right, 3 none); 4, 8 and 16 add shift, alt and control; 32 marks
    /// motion; 64 marks the wheel, whose low bits are up, down, left, right.
    /// Codes with 128 (buttons 8 to 11) are not decoded.
    ///
    /// - Parameters:
    ///   - button: The button code `b`.
    ///   - column: The column `x`, from 1.
    ///   - row: The row `y`, from 1.
    ///   - isRelease: Whether the report ended in `m`.
    /// - Returns: The event with 0-based coordinates, or `nil` for a
    ///   report that describes none: a coordinate below 1, a release of
    ///   no button, of the wheel or during motion, a press of no button,
    ///   or an extra button.
    static func mouseEvent(button: Int, column: Int, row: Int, isRelease: Bool) -> InputEvent.Mouse? {
        guard column >= 1, row >= 1, button & 0b1000_0000 == 0 else { return nil }
        let modifiers = InputEvent.Modifiers(rawValue: UInt8((button >> 2) & 0b111))
        let low = button & 0b11
        let pressed: InputEvent.Mouse.Button? = switch low {
        case 0: .left
        case 1: .middle
        case 2: .right
        default: nil
        }
        let action: InputEvent.Mouse.Action
        if button & 0b100_0000 != 0 {
            guard !isRelease else { return nil }
            action = switch low {
            case 0: .wheelUp
            case 1: .wheelDown
            case 2: .wheelLeft
            default: .wheelRight
            }
        } else if button & 0b10_0000 != 0 {
            guard !isRelease else { return nil }
            action = pressed.map { .drag($0) } ?? .move
        } else {
            guard let pressed else { return nil }
            action = isRelease ? .release(pressed) : .press(pressed)
        }
        return InputEvent.Mouse(action, column: column - 1, row: row - 1, modifiers: modifiers)
    }

    /// The start of the last character that begins at or before an index,
    /// looking back at most three bytes.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 bytes, possibly invalid.
    ///   - limit: An index in `4..<bytes.count`.
    /// - Returns: An index in `(limit - 3)...limit` where no continuation byte begins.
    static func characterBoundary(in bytes: [UInt8], before limit: Int) -> Int {
        var cut = limit
        while cut > limit - 3 && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return cut
    }
}
