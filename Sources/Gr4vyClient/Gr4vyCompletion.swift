/// Runs an async call in a new task and hands its result to a completion handler.
enum Gr4vyCompletion {
    /// Starts `operation` and calls `completion` with its result, on no particular thread.
    static func run<Value: Sendable>(
        _ completion: @escaping @Sendable (Result<Value, Gr4vyError>) -> Void,
        _ operation: @escaping @Sendable () async throws(Gr4vyError) -> Value
    ) {
        Task {
            do throws(Gr4vyError) {
                completion(.success(try await operation()))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
