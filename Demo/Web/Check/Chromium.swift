import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A headless Chromium started with `--remote-debugging-pipe`: it reads the
/// DevTools protocol's messages on its fd 3 and writes them on its fd 4, each
/// a JSON text ended by a NUL byte.
final class Chromium {
    enum Failure: Error, CustomStringConvertible {
        case notFound
        case spawn(Int32)
        case closed
        case timeout(String)
        case protocolError(String)

        var description: String {
            switch self {
            case .notFound: "no chromium on PATH (apt-get install chromium)"
            case .spawn(let code): "could not start chromium (error \(code))"
            case .closed: "chromium closed the pipe"
            case .timeout(let what): "no answer from chromium within the time limit: \(what)"
            case .protocolError(let message): "DevTools protocol error: \(message)"
            }
        }
    }

    private let process: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer: [UInt8] = []
    private let profile: String

    /// Finds the browser: $CHROMIUM, or chromium or chromium-browser on PATH.
    static func executable() -> String? {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"], !path.isEmpty { return path }
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in paths {
                let candidate = "\(directory)/\(name)"
                if access(candidate, X_OK) == 0 { return candidate }
            }
        }
        return nil
    }

    /// Starts the browser with a profile of its own in a temporary directory.
    ///
    /// - Parameter extraArguments: More command-line switches.
    init(extraArguments: [String] = []) throws {
        guard let path = Chromium.executable() else { throw Failure.notFound }
        profile = NSTemporaryDirectory() + "web-check-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var arguments = [path, "--headless=new", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
                         "--no-first-run", "--no-default-browser-check", "--disable-gpu",
                         "--disable-extensions", "--disable-background-networking", "--disable-sync",
                         "--disable-component-update", "--mute-audio", "--hide-scrollbars",
                         "--window-size=1100,900"]
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        arguments += extraArguments
        var down: [Int32] = [0, 0], up: [Int32] = [0, 0]
        guard pipe(&down) == 0, pipe(&up) == 0 else { throw Failure.spawn(errno) }
        // Above 4, so that placing the child's ends at 3 and 4 overwrites none of them.
        for index in 0..<2 {
            down[index] = Chromium.above4(down[index])
            up[index] = Chromium.above4(up[index])
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The child reads our messages on fd 3 and writes its own on fd 4.
        posix_spawn_file_actions_adddup2(&actions, down[0], 3)
        posix_spawn_file_actions_adddup2(&actions, up[1], 4)
        let devNull = open("/dev/null", O_RDWR)
        posix_spawn_file_actions_adddup2(&actions, devNull, 0)
        posix_spawn_file_actions_adddup2(&actions, devNull, 1)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        for fd in [down[0], down[1], up[0], up[1], devNull] where fd > 4 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, argv, environment)
        close(down[0])
        close(up[1])
        close(devNull)
        guard status == 0 else { throw Failure.spawn(status) }
        process = pid
        toBrowser = down[1]
        fromBrowser = up[0]
    }

    private static func above4(_ fd: Int32) -> Int32 {
        guard fd <= 4 else { return fd }
        let moved = fcntl(fd, F_DUPFD, 5)
        close(fd)
        return moved
    }

    /// Sends one message.
    func send(_ message: [String: Any]) throws {
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if n <= 0 { throw Failure.closed }
            sent += n
        }
    }

    /// Reads the next message, waiting at most `timeout` seconds.
    func receive(timeout: Double, waitingFor what: String) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let message = try JSONSerialization.jsonObject(with: text) as? [String: Any] else {
                    throw Failure.protocolError("a message that is not an object")
                }
                return message
            }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { throw Failure.timeout(what) }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { throw Failure.closed }
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if n <= 0 { throw Failure.closed }
            buffer.append(contentsOf: chunk[..<n])
        }
    }

    /// Ends the browser and removes its profile.
    func stop() {
        close(toBrowser)
        kill(process, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<50 {
            if waitpid(process, &status, WNOHANG) == process { break }
            usleep(100_000)
        }
        if waitpid(process, &status, WNOHANG) == 0 {
            kill(process, SIGKILL)
            waitpid(process, &status, 0)
        }
        close(fromBrowser)
        try? FileManager.default.removeItem(atPath: profile)
    }
}
