// Keys by name, as scripts and command lines write them: `left`,
// `shift+pageup`, `ctrl+s`, `t`.

extension InputEvent {
    /// The key's name for scripts and command lines, or `nil` for a mouse
    /// event or a paste.
    ///
    /// Names are lowercase: modifiers first (`ctrl+`, `alt+`, `shift+`, in
    /// that order), then the key: `left`, `right`, `up`, `down`, `home`,
    /// `end`, `pageup`, `pagedown`, `enter`, `tab`, `esc`, `backspace`,
    /// `delete`, `insert`, `space`, `f1` to `f12`, or the character itself
    /// (`t`, `?`). ``init(keyName:)`` reads them back.
    public var keyName: String? {
        guard case .key(let key, let modifiers) = self, let name = InputEvent.name(of: key) else { return nil }
        var prefix = ""
        if modifiers.contains(.control) { prefix += "ctrl+" }
        if modifiers.contains(.alt) { prefix += "alt+" }
        if modifiers.contains(.shift) { prefix += "shift+" }
        return prefix + name
    }

    /// The key a name means (``keyName``); case does not matter for the
    /// named keys and the modifiers, but does for a character (`T` is not `t`).
    ///
    /// - Parameter keyName: A name such as `left`, `Shift+PageUp` or `ctrl+s`.
    /// - Returns: `nil` for a name that is no key.
    public init?(keyName: String) {
        var rest = Substring(keyName)
        var modifiers: Modifiers = []
        while let plus = rest.firstIndex(of: "+"), plus != rest.startIndex, rest.index(after: plus) != rest.endIndex {
            switch rest[..<plus].lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "alt", "meta": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            default: return nil
            }
            rest = rest[rest.index(after: plus)...]
        }
        guard let key = InputEvent.key(named: String(rest)) else { return nil }
        self = .key(key, modifiers)
    }

    /// The named keys, by name.
    static let namedKeys: [(name: String, key: Key)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("home", .home), ("end", .end),
        ("pageup", .pageUp), ("pagedown", .pageDown), ("enter", .enter), ("tab", .tab), ("esc", .escape),
        ("backspace", .backspace), ("delete", .delete), ("insert", .insert), ("space", .character(" ")),
    ]

    private static func name(of key: Key) -> String? {
        if let named = namedKeys.first(where: { $0.key == key }) { return named.name }
        switch key {
        case .function(let number): return "f\(number)"
        case .character(let scalar) where scalar.value > 0x20 && scalar.value != 0x7F
                && scalar.properties.generalCategory != .control:
            return String(scalar)
        default: return nil
        }
    }

    private static func key(named name: String) -> Key? {
        let scalars = name.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, scalar.value > 0x20, scalar.value != 0x7F {
            return .character(scalar)
        }
        let lowered = name.lowercased()
        if let named = namedKeys.first(where: { $0.name == lowered }) { return named.key }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        return nil
    }
}
