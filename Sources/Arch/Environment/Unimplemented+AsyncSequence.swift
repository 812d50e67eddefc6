// Disfavored: a service that may throw before it streams (`() async throws -> AsyncStream<…>`) fits
// these once made throwing, and the throwing overload too; Swift cannot rank them by the result type,
// so the throwing one, which throws as the service may, is the one it takes.

/// An unimplemented function returning a stream: when called it reports the call, then returns a
/// stream that has already finished.
///
/// ```swift
/// let updates: @Sendable () -> AsyncStream<Int> = unimplemented("Cart.updates")
/// ```
///
/// It serves a service declared to return `any AsyncSequence<Element, Never>` too:
///
/// ```swift
/// let ticks: @Sendable () -> any AsyncSequence<Int, Never> = unimplemented("Metronome.ticks")
/// ```
@_disfavoredOverload
public func unimplemented<each Argument, Element>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) -> AsyncStream<Element> {
  { (_: repeat each Argument) -> AsyncStream<Element> in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    return .finished
  }
}

/// An unimplemented asynchronous function returning a stream, as a service that must set something
/// up before it streams declares it: when called it reports the call, then returns a stream that
/// has already finished.
///
/// ```swift
/// let screenshots: @Sendable () async -> AsyncStream<Void> = unimplemented("Screenshots.stream")
/// ```
@_disfavoredOverload
public func unimplemented<each Argument, Element>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) async -> AsyncStream<Element> {
  { (_: repeat each Argument) async -> AsyncStream<Element> in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    return .finished
  }
}

/// An unimplemented function returning a throwing stream: when called it reports the call, then
/// returns a stream that fails with ``UnimplementedError`` at once.
///
/// ```swift
/// let messages: @Sendable (String) -> AsyncThrowingStream<String, any Error> = unimplemented("Chat.messages")
/// ```
///
/// It serves a service declared to return `any AsyncSequence<Element, any Error>` too:
///
/// ```swift
/// let lines: @Sendable (String) -> any AsyncSequence<String, any Error> = unimplemented("Files.lines")
/// ```
@_disfavoredOverload
public func unimplemented<each Argument, Element>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) -> AsyncThrowingStream<Element, any Error> {
  { (_: repeat each Argument) -> AsyncThrowingStream<Element, any Error> in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    return .failing(UnimplementedError(name: name))
  }
}

/// An unimplemented asynchronous function returning a throwing stream: when called it reports the
/// call, then returns a stream that fails with ``UnimplementedError`` at once.
///
/// ```swift
/// let socket: @Sendable (String) async -> AsyncThrowingStream<String, any Error> = unimplemented("Socket.open")
/// ```
@_disfavoredOverload
public func unimplemented<each Argument, Element>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) async -> AsyncThrowingStream<Element, any Error> {
  { (_: repeat each Argument) async -> AsyncThrowingStream<Element, any Error> in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    return .failing(UnimplementedError(name: name))
  }
}

extension AsyncStream {
  /// A stream that has already finished.
  fileprivate static var finished: Self { Self { $0.finish() } }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that fails with `error` at once.
  fileprivate static func failing(_ error: any Error) -> Self { Self { $0.finish(throwing: error) } }
}
