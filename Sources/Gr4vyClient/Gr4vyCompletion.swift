/// Runs an async call in a new task and hands its result to a completion handler, as the SDK's
/// completion-handler forms do.
enum Gr4vyCompletion {
    /// Starts `operation` and calls `completion` with its result, on no particular thread.
    ///
    /// Both closures are `sending`: the caller hands them over to the task, which alone calls them.
    static func run<Value>(
        _ completion: sending @escaping (Result<Value, any Error>) -> Void,
        _ operation: sending @escaping () async throws -> Value
    ) {
        Task {
            do {
                completion(.success(try await operation()))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
