#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a terminal program in a pseudo-terminal of its own, timed from
/// just before the process is started until the first byte of its first
/// frame reaches the terminal (``FrameDetector``).
///
/// The pseudo-terminal is the program's controlling terminal (it opens
/// `/dev/tty`), 80×24, and answers like a terminal: each cursor position
/// request (`CSI 6n`) gets `CSI 1;1R` as soon as it is read. The program is
/// killed once its first frame began (or after `timeout`): what it draws
/// next is not timed.
struct PseudoTerminalRun {
    /// What a run measured, in milliseconds from the start.
    struct Timing: Equatable {
        /// Until the first byte of the first frame.
        var frame: Double
        /// Until the program's first cursor position request, if it made one before its frame.
        var firstRequest: Double?
    }

    /// Why a run measured nothing.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The program and its arguments (`arguments[0]` is its path).
    let arguments: [String]
    /// The environment: `NAME=value` strings.
    let environment: [String]
    /// The terminal's size.
    var columns: UInt16 = 80, rows: UInt16 = 24
    /// How long to wait for the first frame, in milliseconds.
    var timeout: Int32 = 5_000

    /// Starts the program, times its first frame and kills it.
    ///
    /// - Throws: ``Failure`` when the pseudo-terminal cannot be made, the
    ///   program cannot be started, or it draws nothing within `timeout`.
    func run() throws -> Timing {
        let master = Terminals.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(description: "no pseudo-terminal: posix_openpt failed (errno \(errno))") }
        defer { close(master) }
        guard let slavePath = Terminals.unlockedSlave(of: master) else {
            throw Failure(description: "no pseudo-terminal: grantpt, unlockpt or ptsname failed (errno \(errno))")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        let start = Self.now()
        let pid = try spawn(slavePath: slavePath)
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }

        var detector = FrameDetector()
        var firstRequest: Double?
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = start + Double(timeout)
        while true {
            let left = Int32(max(0, (deadline - Self.now()).rounded(.up)))
            var waiting = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, left)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw Failure(description: "\(arguments[0]) drew nothing within \(timeout) ms") }
            let count = read(master, &buffer, buffer.count)
            let time = Self.now()
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            // EIO: every copy of the terminal's other side is closed, the program ended.
            guard count > 0 else { throw Failure(description: "\(arguments[0]) ended before drawing anything") }
            for byte in buffer[0..<count] {
                switch detector.feed(byte) {
                case .frame?:
                    return Timing(frame: time - start, firstRequest: firstRequest)
                case .cursorPositionRequest?:
                    if firstRequest == nil { firstRequest = time - start }
                    let reply = Array("\u{1B}[1;1R".utf8)
                    _ = reply.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                case nil:
                    break
                }
            }
        }
    }

    /// Starts the program in a new session whose controlling terminal is
    /// the pseudo-terminal's other side, on its standard input, output and error.
    private func spawn(slavePath: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // The new session comes first, so the terminal opened next becomes its controlling terminal.
        posix_spawnattr_setflags(&attributes, Int16(Self.setSessionFlag))
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later, macOS 10.15 and later), which the C headers define as a macro.
    private static let setSessionFlag: Int32 = {
        #if os(Linux)
        0x80
        #else
        0x400
        #endif
    }()

    /// The C library's pseudo-terminal calls, which the Swift overlay of
    /// Glibc does not import (they need `_XOPEN_SOURCE`): looked up by name.
    private enum Terminals {
        #if os(Linux)
        typealias OpenMaster = @convention(c) (Int32) -> Int32
        typealias Unlock = @convention(c) (Int32) -> Int32
        typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

        static func function<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(nil, name).map { unsafeBitCast($0, to: type) }   // nil: RTLD_DEFAULT
        }

        static func openMaster(_ flags: Int32) -> Int32 {
            function("posix_openpt", as: OpenMaster.self)?(flags) ?? -1
        }

        static func unlockedSlave(of master: Int32) -> String? {
            guard let grant = function("grantpt", as: Unlock.self), let unlock = function("unlockpt", as: Unlock.self),
                  let name = function("ptsname_r", as: SlaveName.self),
                  grant(master) == 0, unlock(master) == 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: 128)
            guard name(master, &buffer, buffer.count) == 0 else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        #else
        static func openMaster(_ flags: Int32) -> Int32 { posix_openpt(flags) }

        static func unlockedSlave(of master: Int32) -> String? {
            guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { return nil }
            return String(cString: name)
        }
        #endif
    }

    /// The monotonic clock, in milliseconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
}
