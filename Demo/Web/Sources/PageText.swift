#if arch(wasm32)
/// Text between the module and the page: the page writes UTF-8 into
/// ``input`` and passes its length; the module writes into ``output`` and
/// returns the length, and the page decodes it from the module's memory.
enum PageText {
    /// The largest text either way, in bytes; longer text is cut at a character.
    static let capacity = 1024
    /// The page's text to the module.
    nonisolated(unsafe) static let input = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    /// The module's text to the page.
    nonisolated(unsafe) static let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)

    /// The page's text of a length, which is clamped into the buffer.
    ///
    /// - Parameter length: The bytes the page wrote.
    static func read(_ length: Int32) -> String {
        let count = min(max(Int(length), 0), capacity)
        return String(decoding: UnsafeBufferPointer(start: input, count: count), as: UTF8.self)
    }

    /// Writes text for the page and returns its length in bytes, cut before
    /// the scalar that would not fit. (Scalars, not characters: breaking
    /// text into characters would link the standard library's Unicode tables.)
    ///
    /// - Parameter text: The text.
    /// - Complexity: O(length of text).
    static func write(_ text: String) -> Int32 {
        var count = 0
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            guard count + length <= capacity else { break }
            UTF8.encode(scalar) { byte in
                output[count] = byte
                count += 1
            }
        }
        return Int32(count)
    }
}

@_expose(wasm, "textInput") @_cdecl("textInput")
func textInput() -> Int32 { Int32(truncatingIfNeeded: Int(bitPattern: PageText.input)) }

@_expose(wasm, "textOutput") @_cdecl("textOutput")
func textOutput() -> Int32 { Int32(truncatingIfNeeded: Int(bitPattern: PageText.output)) }
#endif
