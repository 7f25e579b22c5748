extension UseCase {
    /// Returns a use case that transforms this one's success value.
    ///
    /// ```swift
    /// let fetchTitles = fetchForecasts.map { forecasts in forecasts.map(\.title) }
    /// ```
    ///
    /// - Parameter transform: Turns a success value into the new one; runs on the thread
    ///   that delivers the outcome.
    /// - Returns: A use case that cancels this one when cancelled.
    public func map<NewSuccess: Sendable>(
        _ transform: @escaping @Sendable (Success) -> NewSuccess
    ) -> MappedUseCase<Self, NewSuccess> {
        MappedUseCase(base: self, transform: transform)
    }

    /// Returns a use case that transforms this one's failure.
    ///
    /// ```swift
    /// let fetch = fetchForecasts.mapError { error in AlertMessage(error) }
    /// ```
    ///
    /// - Parameter transform: Turns a failure into the new one. `CancellationError` thrown
    ///   by the `async` form passes through untransformed.
    /// - Returns: A use case that cancels this one when cancelled.
    public func mapError<NewFailure: Error>(
        _ transform: @escaping @Sendable (Failure) -> NewFailure
    ) -> ErrorMappedUseCase<Self, NewFailure> {
        ErrorMappedUseCase(base: self, transform: transform)
    }
}

/// A use case that transforms the success value of another: see ``UseCase/map(_:)``.
public struct MappedUseCase<Base: UseCase, Success: Sendable>: UseCase {
    /// The input of the wrapped use case.
    public typealias Parameters = Base.Parameters
    /// The failure of the wrapped use case.
    public typealias Failure = Base.Failure

    private let base: Base
    private let transform: @Sendable (Base.Success) -> Success

    fileprivate init(base: Base, transform: @escaping @Sendable (Base.Success) -> Success) {
        self.base = base
        self.transform = transform
    }

    /// Starts one execution of the wrapped use case and transforms its success value.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once with the transformed outcome.
    public func execute(_ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?)
    {
        guard let completion else { return base.execute(parameters, completion: nil) }
        base.execute(parameters) { [transform] result in completion(result.map(transform)) }
    }

    /// Cancels the wrapped use case.
    public func cancel() {
        base.cancel()
    }

    /// Runs one execution of the wrapped use case and returns its transformed value.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The transformed value.
    /// - Throws: `Failure`, or `CancellationError`.
    public func execute(_ parameters: Parameters) async throws -> Success {
        transform(try await base.execute(parameters))
    }

    /// Starts one execution of the wrapped use case and delivers the transformed outcome
    /// on the main actor.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        base.executeOnMainActor(parameters) { [transform] result in
            completion(result.map(transform))
        }
    }
}

/// A use case that transforms the failure of another: see ``UseCase/mapError(_:)``.
public struct ErrorMappedUseCase<Base: UseCase, Failure: Error>: UseCase {
    /// The input of the wrapped use case.
    public typealias Parameters = Base.Parameters
    /// The success value of the wrapped use case.
    public typealias Success = Base.Success

    private let base: Base
    private let transform: @Sendable (Base.Failure) -> Failure

    fileprivate init(base: Base, transform: @escaping @Sendable (Base.Failure) -> Failure) {
        self.base = base
        self.transform = transform
    }

    /// Starts one execution of the wrapped use case and transforms its failure.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once with the transformed outcome.
    public func execute(_ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?)
    {
        guard let completion else { return base.execute(parameters, completion: nil) }
        base.execute(parameters) { [transform] result in completion(result.mapError(transform)) }
    }

    /// Cancels the wrapped use case.
    public func cancel() {
        base.cancel()
    }

    /// Runs one execution of the wrapped use case, transforming its failure.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: The transformed failure, or `CancellationError` unchanged.
    public func execute(_ parameters: Parameters) async throws -> Success {
        do {
            return try await base.execute(parameters)
        } catch let error as CancellationError {
            throw error
        } catch let error as Base.Failure {
            throw transform(error)
        }
    }

    /// Starts one execution of the wrapped use case and delivers the outcome, with its
    /// failure transformed, on the main actor.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        base.executeOnMainActor(parameters) { [transform] result in
            completion(result.mapError(transform))
        }
    }
}
