#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run for a test with `posix_spawn`, which, unlike Foundation's
/// `Process`, can start it in a session of its own whose controlling
/// terminal is a pseudo-terminal (so its `/dev/tty` is that terminal), and
/// reports stops as well as exits.
public final class ChildProcess {
    /// Where the child stands among sessions and process groups.
    public enum Placement: Sendable {
        /// A process group of its own in the test's session (as Foundation's
        /// `Process` does): stop signals work, since its parent is in the same
        /// session, and `/dev/tty` is the test's own terminal, if any.
        case newProcessGroup
        /// A new session (`setsid`) whose controlling terminal is the terminal
        /// at a path (`/dev/pts/N`), or none when `nil`. The child leads the
        /// session, so stop signals do not stop it (its group is orphaned).
        case newSession(controllingTerminal: String?)
    }

    /// How a child ended.
    public enum TerminationReason: Equatable, Sendable {
        /// It called `exit`.
        case exit
        /// A signal killed it.
        case uncaughtSignal
    }

    /// The child's process id.
    public let processIdentifier: pid_t
    private var ended: (reason: TerminationReason, status: Int32)?
    /// Whether the child is stopped (by SIGTSTP or SIGSTOP) as far as the last check saw.
    public private(set) var isStopped = false

    /// Starts a program.
    ///
    /// - Parameters:
    ///   - path: The executable.
    ///   - arguments: Its arguments, without the program name.
    ///   - environment: Its whole environment.
    ///   - input: The descriptor its stdin is a copy of.
    ///   - output: The descriptor its stdout is a copy of.
    ///   - error: The descriptor its stderr is a copy of.
    ///   - placement: Its session and process group.
    /// - Throws: ``SpawnError`` when `posix_spawn` fails.
    public init(path: String, arguments: [String], environment: [String: String],
                input: Int32, output: Int32, error: Int32, placement: Placement) throws {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        // The standard descriptors first: the ones given may be any number, 3 included.
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)
        switch placement {
        case .newProcessGroup:
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        case .newSession(let terminal):
            flags |= ChildProcess.setSessionFlag
            if let terminal {
                // Opened after setsid() and without O_NOCTTY by a session leader
                // that has none, the terminal becomes its controlling terminal.
                posix_spawn_file_actions_addopen(&actions, 3, terminal, O_RDWR, 0)
                posix_spawn_file_actions_addclose(&actions, 3)
            }
        }
        #if os(Linux)
        // Nothing else of the test process leaks into the child (a pseudo-terminal's
        // master end held there would keep the terminal from hanging up).
        _ = linuxAddCloseFrom(&actions, 3)
        #endif
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw SpawnError(code: status) }
        processIdentifier = pid
    }

    deinit {
        if isRunning {
            kill(processIdentifier, SIGKILL)
            kill(processIdentifier, SIGCONT)
        }
        if ended == nil {
            var status: Int32 = 0
            _ = waitpid(processIdentifier, &status, 0)
        }
    }

    /// `POSIX_SPAWN_SETSID`, which the Swift modules do not show on every platform.
    static var setSessionFlag: Int32 {
        #if os(Linux)
        0x80
        #else
        0x400
        #endif
    }

    /// Looks at the child without waiting: notes an exit, a stop or a continue.
    private func poll() {
        guard ended == nil else { return }
        while true {
            var status: Int32 = 0
            let result = waitpid(processIdentifier, &status, WNOHANG | WUNTRACED | WCONTINUED)
            guard result == processIdentifier else { return }
            let low = status & 0x7F
            if status == 0xFFFF {
                isStopped = false
            } else if low == 0x7F {
                isStopped = true
            } else if low == 0 {
                ended = (.exit, (status >> 8) & 0xFF)
                isStopped = false
                return
            } else {
                ended = (.uncaughtSignal, low)
                isStopped = false
                return
            }
        }
    }

    /// Whether the child has not ended (it may be stopped).
    public var isRunning: Bool {
        poll()
        return ended == nil
    }

    /// Whether the child is stopped now.
    public var isStoppedNow: Bool {
        poll()
        return isStopped
    }

    /// How it ended; meaningful once ``isRunning`` is `false`.
    public var terminationReason: TerminationReason {
        poll()
        return ended?.reason ?? .exit
    }

    /// The exit status or the signal's number; meaningful once ``isRunning`` is `false`.
    public var terminationStatus: Int32 {
        poll()
        return ended?.status ?? -1
    }

    /// What a shell's `$?` would be: the exit status, or 128 + the signal's number.
    public var shellStatus: Int32 {
        terminationReason == .exit ? terminationStatus : 128 + terminationStatus
    }

    /// Sends SIGTERM (and SIGCONT, so a stopped child gets it).
    public func terminate() {
        kill(processIdentifier, SIGTERM)
        kill(processIdentifier, SIGCONT)
    }

    /// Waits until the child ends or the time runs out, polling every 10 ms.
    ///
    /// - Parameter timeout: The longest wait, in seconds.
    /// - Returns: Whether it ended.
    @discardableResult
    public func waitForExit(timeout: Double) -> Bool {
        var waited = 0.0
        while isRunning && waited < timeout {
            usleep(10_000)
            waited += 0.01
        }
        return !isRunning
    }
}

/// `posix_spawn` failed.
public struct SpawnError: Error, CustomStringConvertible {
    /// The error number it returned.
    public let code: Int32
    /// The failure with the system's words for the error number.
    public var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
}

#if os(Linux)
/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), which glibc's Swift module does not show.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func linuxAddCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32
#endif
