#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for input on a thread of its own, so that the main actor, where the
/// run loop and the application live, runs other work meanwhile: an app's
/// `Task { @MainActor in … }` (a network result, a timer) makes progress
/// while the loop waits for a key.
///
/// The thread sleeps in ``waitForInput(_:timeout:)`` (poll, or select on
/// Apple platforms) exactly as long as the loop asked, so an idle program
/// still costs no CPU, and it blocks every signal, so the session's
/// handlers never run on it. One waiter serves one loop; ``stop()`` ends
/// its thread. Where no thread can be made, ``wait(for:timeout:)`` waits
/// on the caller's thread, as a loop without one would.
final class InputWaiter: @unchecked Sendable {
    /// One wait the loop asked for.
    private struct Request {
        let descriptors: [Int32]
        let timeout: Int32
        let continuation: CheckedContinuation<[Bool]?, Never>
    }

    // The request and the stop flag are guarded by `mutex`; `condition` tells the thread of either.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var request: Request?
    private var isStopping = false
    /// The thread, or `nil` when it could not be made.
    private var thread: pthread_t?

    /// Starts the waiting thread.
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
        // The thread holds the waiter until it ends.
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var made: pthread_t?
        let status = pthread_create(&made, nil, { context in
            Unmanaged<InputWaiter>.fromOpaque(context).takeRetainedValue().serve()
            return nil
        }, context)
        #else
        var made = pthread_t()
        let status = pthread_create(&made, nil, { context in
            Unmanaged<InputWaiter>.fromOpaque(context!).takeRetainedValue().serve()
            return nil
        }, context)
        #endif
        if status == 0 {
            thread = made
        } else {
            Unmanaged<InputWaiter>.fromOpaque(context).release()
        }
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Waits until one of the descriptors can be read, the timeout passes
    /// or a signal interrupts the wait, suspending the caller meanwhile.
    ///
    /// - Parameters:
    ///   - descriptors: The descriptors to watch; negative ones are ignored.
    ///   - timeout: The longest wait in milliseconds; negative waits without limit.
    /// - Returns: What ``waitForInput(_:timeout:)`` returns.
    @MainActor
    func wait(for descriptors: [Int32], timeout: Int32) async -> [Bool]? {
        guard thread != nil else { return waitForInput(descriptors, timeout: timeout) }
        return await withCheckedContinuation { continuation in
            pthread_mutex_lock(mutex)
            precondition(request == nil && !isStopping, "one wait at a time, before stop()")
            request = Request(descriptors: descriptors, timeout: timeout, continuation: continuation)
            pthread_cond_signal(condition)
            pthread_mutex_unlock(mutex)
        }
    }

    /// Ends the thread once it is idle and waits for it. Call it once, when
    /// no wait is under way.
    func stop() {
        guard let thread else { return }
        pthread_mutex_lock(mutex)
        isStopping = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
        pthread_join(thread, nil)
        self.thread = nil
    }

    /// The thread's body: wait for a request, wait for input, answer, again.
    private func serve() {
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        while true {
            pthread_mutex_lock(mutex)
            while request == nil && !isStopping { pthread_cond_wait(condition, mutex) }
            guard let next = request else {
                pthread_mutex_unlock(mutex)
                return
            }
            request = nil
            pthread_mutex_unlock(mutex)
            next.continuation.resume(returning: waitForInput(next.descriptors, timeout: next.timeout))
        }
    }
}
