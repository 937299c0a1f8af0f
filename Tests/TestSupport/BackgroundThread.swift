#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocking work on a thread of its own and awaits its result, so a
/// test can play a terminal (poll, read, write) while the code under test
/// runs on the main actor, and never depends on a free thread in the
/// concurrency runtime's pool (a main actor that blocks would otherwise
/// starve the work that should unblock it, and the test would hang
/// instead of failing).
public enum BackgroundThread {
    /// The work a thread runs: the body, then the continuation resumed with its result.
    private final class Job: Sendable {
        let work: @Sendable () -> Void

        init(_ work: @escaping @Sendable () -> Void) {
            self.work = work
        }
    }

    /// Runs `body` on a new thread and returns what it returns.
    ///
    /// - Parameter body: Blocking work.
    /// - Returns: Its result.
    public static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let context = Unmanaged.passRetained(Job { continuation.resume(returning: body()) }).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
                return nil
            }, context)
            #else
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
                return nil
            }, context)
            #endif
            precondition(status == 0, "no thread for the test")
            #if canImport(Darwin)
            if let thread { pthread_detach(thread) }
            #else
            pthread_detach(thread)
            #endif
        }
    }
}
