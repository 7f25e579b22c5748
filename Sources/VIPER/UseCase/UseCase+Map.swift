extension UseCase {
    /// Returns a use case that transforms this one's success value with `transform`, on
    /// the thread that delivers the outcome.
    public func map<NewSuccess: Sendable>(
        _ transform: @escaping @Sendable (Success) -> NewSuccess
    ) -> MappedUseCase<Self, NewSuccess, Failure> {
        MappedUseCase(base: self, success: transform, failure: { $0 })
    }

    /// Returns a use case that transforms this one's failure with `transform`;
    /// `CancellationError` thrown by the `async` form passes through untransformed.
    public func mapError<NewFailure: Error>(
        _ transform: @escaping @Sendable (Failure) -> NewFailure
    ) -> MappedUseCase<Self, Success, NewFailure> {
        MappedUseCase(base: self, success: { $0 }, failure: transform)
    }
}

/// A use case that transforms the outcome of another: see ``UseCase/map(_:)`` and
/// ``UseCase/mapError(_:)``.
///
/// It forwards every requirement to the wrapped use case and keeps its contracts.
public struct MappedUseCase<Base: UseCase, Success: Sendable, Failure: Error>: UseCase {
    /// The input of the wrapped use case.
    public typealias Parameters = Base.Parameters

    // `fileprivate`: `map(_:)` and `mapError(_:)` build it with its memberwise initializer.
    fileprivate let base: Base
    fileprivate let success: @Sendable (Base.Success) -> Success
    fileprivate let failure: @Sendable (Base.Failure) -> Failure

    /// Forwards to the wrapped use case and transforms its outcome: see
    /// ``UseCase/execute(_:completion:)``.
    public func execute(_ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?)
    {
        guard let completion else { return base.execute(parameters, completion: nil) }
        base.execute(parameters) { result in completion(result.map(success).mapError(failure)) }
    }

    /// Cancels the wrapped use case: see ``UseCase/cancel()``.
    public func cancel() {
        base.cancel()
    }

    /// Forwards to the wrapped use case and transforms its value or its failure, but not
    /// `CancellationError`: see ``UseCase/execute(_:)``.
    public func execute(_ parameters: Parameters) async throws -> Success {
        do {
            return success(try await base.execute(parameters))
        } catch let error as CancellationError {
            throw error
        } catch let error as Base.Failure {
            throw failure(error)
        }
    }

    /// Forwards to the wrapped use case and transforms its outcome: see
    /// ``UseCase/executeOnMainActor(_:completion:)``.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        base.executeOnMainActor(parameters) { result in
            completion(result.map(success).mapError(failure))
        }
    }
}
