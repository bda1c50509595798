import Foundation
import SousSync

/// Runs async work from synchronous code and waits for it (the commands are synchronous; so is
/// the bench).
public enum AsyncBridge {
    final class Box<T>: @unchecked Sendable { var result: Result<T, any Error>? }

    /// The work's value, or what it threw.
    public static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    /// For a command: a sync failure becomes its one-line message.
    static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        do { return try wait(work) } catch let error as SyncError { throw CommandFailure(description: error.description) }
    }
}
