#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal: a master end the test reads and writes, and a slave
/// end that is a terminal (`isatty`) for the code under test.
///
/// Linux opens it with `openpty(3)` (glibc has it, but its Swift module does
/// not show it); Darwin with `posix_openpt`, `grantpt`, `unlockpt` and
/// `ptsname`. Elsewhere ``open(columns:rows:)`` gives `nil`.
public struct PseudoTerminalPair {
    /// The master end: what the terminal emulator holds.
    public let master: Int32
    /// The slave end: the terminal the program under test uses.
    public let slave: Int32

    /// Whether this platform can open one (Linux and Darwin).
    public static var isSupported: Bool {
        #if os(Linux) || canImport(Darwin)
        true
        #else
        false
        #endif
    }

    /// Opens a pseudo-terminal of a size; neither end becomes the process's controlling terminal.
    ///
    /// - Parameters:
    ///   - columns: The window's width, in `1...65535`.
    ///   - rows: The window's height, in `1...65535`.
    /// - Returns: Both ends (close them with ``close()``), or `nil` when the system has none to give.
    public static func open(columns: Int, rows: Int) -> PseudoTerminalPair? {
        precondition((1...65535).contains(columns) && (1...65535).contains(rows), "size out of range")
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        #if os(Linux)
        var master: Int32 = -1
        var slave: Int32 = -1
        guard linuxOpenPseudoTerminal(&master, &slave, nil, nil, &size) == 0 else { return nil }
        return PseudoTerminalPair(master: master, slave: slave)
        #elseif canImport(Darwin)
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            Darwin.close(master)
            return nil
        }
        let slave = Darwin.open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            Darwin.close(master)
            return nil
        }
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        return PseudoTerminalPair(master: master, slave: slave)
        #else
        return nil
        #endif
    }

    /// Closes both ends.
    public func close() {
        closeDescriptor(master)
        closeDescriptor(slave)
    }
}

/// `close(2)`, named apart from ``PseudoTerminalPair/close()``.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

#if os(Linux)
/// `openpty(3)`, which glibc has but its Swift module does not show.
@_silgen_name("openpty")
private func linuxOpenPseudoTerminal(_ master: UnsafeMutablePointer<Int32>, _ slave: UnsafeMutablePointer<Int32>,
                                     _ name: UnsafeMutablePointer<CChar>?, _ modes: UnsafePointer<termios>?,
                                     _ size: UnsafePointer<winsize>?) -> Int32
#endif
