import Foundation

/// A person's input, as the browser takes it from the hardware: trusted
/// mouse, pen, touch, wheel and key events (Input.dispatch*).
extension DevTools {
    /// A mouse (or pen) event at a point, as a person's (trusted) input.
    func mouse(_ type: String, x: Double, y: Double, buttons: Int, pointerType: String = "mouse") throws {
        var parameters: [String: Any] = ["type": type, "x": x, "y": y, "button": "left", "buttons": buttons,
                                         "pointerType": pointerType]
        if type != "mouseMoved" { parameters["clickCount"] = 1 }
        try command("Input.dispatchMouseEvent", parameters)
    }

    /// A touch event with one finger; none for `touchEnd` and `touchCancel`.
    func touch(_ type: String, x: Double, y: Double) throws {
        let lifted = type == "touchEnd" || type == "touchCancel"
        let points: [[String: Any]] = lifted ? [] : [["x": x, "y": y, "id": 1, "radiusX": 4, "radiusY": 4, "force": 1]]
        try command("Input.dispatchTouchEvent", ["type": type, "touchPoints": points])
    }

    /// A wheel turn over a point.
    func wheel(x: Double, y: Double, deltaY: Double, deltaX: Double = 0) throws {
        try command("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": deltaX, "deltaY": deltaY])
    }

    /// A click of the left button at a point: moved there, pressed, released.
    func click(x: Double, y: Double) throws {
        try mouse("mouseMoved", x: x, y: y, buttons: 0)
        try mouse("mousePressed", x: x, y: y, buttons: 1)
        try mouse("mouseReleased", x: x, y: y, buttons: 0)
    }

    /// A tap of one finger at a point.
    func tap(x: Double, y: Double) throws {
        try touch("touchStart", x: x, y: y)
        Thread.sleep(forTimeInterval: 0.03)
        try touch("touchEnd", x: x, y: y)
    }

    /// The keys web-check presses: the DOM key, its code, its Windows key code,
    /// and the text it types, if any.
    enum Key: String {
        case left = "ArrowLeft", right = "ArrowRight", up = "ArrowUp", down = "ArrowDown"
        case home = "Home", end = "End", pageUp = "PageUp", pageDown = "PageDown"
        case enter = "Enter", space = " ", escape = "Escape", tab = "Tab"

        var windowsCode: Int {
            switch self {
            case .left: 37
            case .up: 38
            case .right: 39
            case .down: 40
            case .home: 36
            case .end: 35
            case .pageUp: 33
            case .pageDown: 34
            case .enter: 13
            case .space: 32
            case .escape: 27
            case .tab: 9
            }
        }

        var code: String {
            self == .space ? "Space" : rawValue
        }

        var text: String? {
            switch self {
            case .enter: "\r"
            case .space: " "
            default: nil
            }
        }
    }

    /// A key press and release, as the keyboard sends them to the focused
    /// element; `shift` holds Shift down meanwhile.
    func key(_ key: Key, shift: Bool = false) throws {
        var down: [String: Any] = ["key": key.rawValue, "code": key.code, "windowsVirtualKeyCode": key.windowsCode,
                                   "nativeVirtualKeyCode": key.windowsCode, "modifiers": shift ? 8 : 0]
        if let text = key.text {
            down["type"] = "keyDown"
            down["text"] = text
            down["unmodifiedText"] = text
        } else {
            down["type"] = "rawKeyDown"
        }
        try command("Input.dispatchKeyEvent", down)
        var up = down
        up["type"] = "keyUp"
        up.removeValue(forKey: "text")
        up.removeValue(forKey: "unmodifiedText")
        try command("Input.dispatchKeyEvent", up)
    }

    /// Types text into the focused element, as an input method commits it.
    func type(_ text: String) throws {
        try command("Input.insertText", ["text": text])
    }
}
