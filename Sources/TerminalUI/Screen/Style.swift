/// How a cell of the screen looks: its colours and text attributes.
///
/// A style turns into SGR (select graphic rendition) escape bytes, either as
/// a whole (``sgrSequence(usesColor:)``) or as the change from another style
/// (``appendSGR(changingFrom:to:usesColor:into:)``). Without colour (for
/// `NO_COLOR`) the colours are left out but bold, dim, underline and reverse
/// stay, so highlighted text remains distinguishable.
public struct Style: Hashable, Sendable {
    /// A terminal colour: the terminal's default or one of the 16 ANSI colours.
    public enum Color: Hashable, Sendable, CaseIterable {
        /// The terminal's own foreground or background colour.
        case `default`
        /// ANSI black.
        case black
        /// ANSI red.
        case red
        /// ANSI green.
        case green
        /// ANSI yellow.
        case yellow
        /// ANSI blue.
        case blue
        /// ANSI magenta.
        case magenta
        /// ANSI cyan.
        case cyan
        /// ANSI white.
        case white
        /// ANSI bright black (grey).
        case brightBlack
        /// ANSI bright red.
        case brightRed
        /// ANSI bright green.
        case brightGreen
        /// ANSI bright yellow.
        case brightYellow
        /// ANSI bright blue.
        case brightBlue
        /// ANSI bright magenta.
        case brightMagenta
        /// ANSI bright cyan.
        case brightCyan
        /// ANSI bright white.
        case brightWhite

        /// The SGR parameter that sets this colour as the foreground: 39, 30–37 or 90–97.
        public var foregroundParameter: Int {
            switch self {
            case .default: 39
            case .black: 30
            case .red: 31
            case .green: 32
            case .yellow: 33
            case .blue: 34
            case .magenta: 35
            case .cyan: 36
            case .white: 37
            case .brightBlack: 90
            case .brightRed: 91
            case .brightGreen: 92
            case .brightYellow: 93
            case .brightBlue: 94
            case .brightMagenta: 95
            case .brightCyan: 96
            case .brightWhite: 97
            }
        }

        /// The SGR parameter that sets this colour as the background: 49, 40–47 or 100–107.
        public var backgroundParameter: Int { foregroundParameter + 10 }

        /// The colour's place in ``allCases``, for packing.
        var index: UInt8 {
            switch self {
            case .default: 0
            case .black: 1
            case .red: 2
            case .green: 3
            case .yellow: 4
            case .blue: 5
            case .magenta: 6
            case .cyan: 7
            case .white: 8
            case .brightBlack: 9
            case .brightRed: 10
            case .brightGreen: 11
            case .brightYellow: 12
            case .brightBlue: 13
            case .brightMagenta: 14
            case .brightCyan: 15
            case .brightWhite: 16
            }
        }

        /// The colours by ``index``.
        static let byIndex: [Color] = allCases

        /// The colour an SGR foreground parameter sets.
        ///
        /// - Parameter parameter: An SGR parameter.
        /// - Returns: The colour, or `nil` when the parameter sets no foreground colour.
        public init?(foregroundParameter parameter: Int) {
            guard let color = Color.allCases.first(where: { $0.foregroundParameter == parameter }) else { return nil }
            self = color
        }

        /// The colour an SGR background parameter sets.
        ///
        /// - Parameter parameter: An SGR parameter.
        /// - Returns: The colour, or `nil` when the parameter sets no background colour.
        public init?(backgroundParameter parameter: Int) {
            guard parameter >= Int.min + 10 else { return nil }
            self.init(foregroundParameter: parameter - 10)
        }
    }

    /// The colour of the text.
    public var foreground: Color
    /// The colour behind the text.
    public var background: Color
    /// Whether the text is bold (increased intensity).
    public var isBold: Bool
    /// Whether the text is dim (decreased intensity).
    public var isDim: Bool
    /// Whether the text is underlined.
    public var isUnderlined: Bool
    /// Whether foreground and background are swapped.
    public var isReversed: Bool

    /// The terminal's default look: default colours, no attributes.
    public static let plain = Style()

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - foreground: The colour of the text.
    ///   - background: The colour behind the text.
    ///   - bold: Whether the text is bold.
    ///   - dim: Whether the text is dim.
    ///   - underlined: Whether the text is underlined.
    ///   - reversed: Whether foreground and background are swapped.
    public init(foreground: Color = .default, background: Color = .default, bold: Bool = false,
                dim: Bool = false, underlined: Bool = false, reversed: Bool = false) {
        self.foreground = foreground
        self.background = background
        isBold = bold
        isDim = dim
        isUnderlined = underlined
        isReversed = reversed
    }

    /// The style in one word, for screen cells that are compared as bits:
    /// the colours' indexes (5 bits each) and the four attributes.
    var packed: UInt64 {
        UInt64(foreground.index) | UInt64(background.index) << 5 | (isBold ? 1 << 10 : 0) | (isDim ? 1 << 11 : 0)
            | (isUnderlined ? 1 << 12 : 0) | (isReversed ? 1 << 13 : 0)
    }

    /// The style of a word made by ``packed``.
    init(packed: UInt64) {
        self.init(foreground: Color.byIndex[Int(packed & 0x1F)], background: Color.byIndex[Int(packed >> 5 & 0x1F)],
                  bold: packed & 1 << 10 != 0, dim: packed & 1 << 11 != 0, underlined: packed & 1 << 12 != 0,
                  reversed: packed & 1 << 13 != 0)
    }

    /// This style with both colours set to the terminal's default.
    ///
    /// - Returns: The style with the same attributes and no colours.
    public func removingColors() -> Style {
        var style = self
        style.foreground = .default
        style.background = .default
        return style
    }

    /// The SGR sequence that sets this style whatever was set before:
    /// `CSI 0 m` followed by this style's parameters, as in `ESC[0;1;31m`.
    ///
    /// - Parameter usesColor: Whether colours are written; without, only the attributes are.
    /// - Returns: The escape bytes.
    public func sgrSequence(usesColor: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = []
        ControlSequence.appendIntroducer(to: &bytes)
        (usesColor ? self : removingColors()).forEachAbsoluteParameter { parameter in
            ControlSequence.appendDecimal(parameter, to: &bytes)
            bytes.append(ControlSequence.separator)
        }
        // The last separator becomes the final byte.
        bytes[bytes.count - 1] = ControlSequence.graphicRenditionFinal
        return bytes
    }

    /// Appends the shortest SGR sequence that turns one style into another.
    ///
    /// Writes nothing when the styles look the same; `CSI 0m` when the new
    /// style is ``plain``; otherwise whichever is shorter of the changes
    /// alone (using 22, 24, 27, 39 and 49 to switch things off) and the
    /// whole new style after a reset.
    ///
    /// - Parameters:
    ///   - old: The style the terminal has now.
    ///   - new: The style wanted.
    ///   - usesColor: Whether colours are written; without, colour differences are ignored.
    ///   - bytes: The output the sequence is appended to.
    public static func appendSGR(changingFrom old: Style, to new: Style, usesColor: Bool,
                                 into bytes: inout [UInt8]) {
        let old = usesColor ? old : old.removingColors()
        let new = usesColor ? new : new.removingColors()
        guard old != new else { return }
        if new == .plain {
            ControlSequence.appendResetGraphicRendition(to: &bytes)
            return
        }
        var changesLength = 0
        forEachParameter(changingFrom: old, to: new) { changesLength += ControlSequence.digitCount(of: $0) + 1 }
        var wholeLength = 0
        new.forEachAbsoluteParameter { wholeLength += ControlSequence.digitCount(of: $0) + 1 }
        ControlSequence.appendIntroducer(to: &bytes)
        if changesLength <= wholeLength {
            forEachParameter(changingFrom: old, to: new) { parameter in
                ControlSequence.appendDecimal(parameter, to: &bytes)
                bytes.append(ControlSequence.separator)
            }
        } else {
            new.forEachAbsoluteParameter { parameter in
                ControlSequence.appendDecimal(parameter, to: &bytes)
                bytes.append(ControlSequence.separator)
            }
        }
        // There is at least one parameter; its separator becomes the final byte.
        bytes[bytes.count - 1] = ControlSequence.graphicRenditionFinal
    }

    /// Calls `body` with `0` and then each parameter that sets this style after a reset.
    private func forEachAbsoluteParameter(_ body: (Int) -> Void) {
        body(0)
        if isBold { body(1) }
        if isDim { body(2) }
        if isUnderlined { body(4) }
        if isReversed { body(7) }
        if foreground != .default { body(foreground.foregroundParameter) }
        if background != .default { body(background.backgroundParameter) }
    }

    /// Calls `body` with each parameter that changes `old` into `new`.
    private static func forEachParameter(changingFrom old: Style, to new: Style, _ body: (Int) -> Void) {
        // 22 switches off bold and dim together, so whichever stays is set again.
        if (old.isBold && !new.isBold) || (old.isDim && !new.isDim) {
            body(22)
            if new.isBold { body(1) }
            if new.isDim { body(2) }
        } else {
            if new.isBold && !old.isBold { body(1) }
            if new.isDim && !old.isDim { body(2) }
        }
        if old.isUnderlined != new.isUnderlined { body(new.isUnderlined ? 4 : 24) }
        if old.isReversed != new.isReversed { body(new.isReversed ? 7 : 27) }
        if old.foreground != new.foreground { body(new.foreground.foregroundParameter) }
        if old.background != new.background { body(new.background.backgroundParameter) }
    }
}
