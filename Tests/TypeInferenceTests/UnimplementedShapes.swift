import Arch

/// Every shape of service a struct of closures declares, each left `unimplemented` as a user writes
/// it: the check is that this file compiles, with no ambiguous use.
struct UnimplementedShapes: Sendable {
  var load: @Sendable () -> Int = unimplemented("Shapes.load", placeholder: 0)
  var loadAsync: @Sendable () async -> Int = unimplemented("Shapes.loadAsync", placeholder: 0)
  var fetch: @Sendable () throws -> Int = unimplemented("Shapes.fetch")
  var fetchAsync: @Sendable () async throws -> Int = unimplemented("Shapes.fetchAsync")
  var log: @Sendable (String) -> Void = unimplemented("Shapes.log")
  var logAsync: @Sendable (String) async -> Void = unimplemented("Shapes.logAsync")
  var save: @Sendable (String) throws -> Void = unimplemented("Shapes.save")
  var saveAsync: @Sendable (String) async throws -> Void = unimplemented("Shapes.saveAsync")
  var updates: @Sendable () -> AsyncStream<Int> = unimplemented("Shapes.updates")
  var updatesAsync: @Sendable () async -> AsyncStream<Int> = unimplemented("Shapes.updatesAsync")
  var updatesThrowing: @Sendable () throws -> AsyncStream<Int> = unimplemented("Shapes.updatesThrowing")
  var receive: @Sendable () async throws -> AsyncStream<String> = unimplemented("WebSocketClient.receive")
  var lines: @Sendable () -> AsyncThrowingStream<String, any Error> = unimplemented("Shapes.lines")
  var linesAsync: @Sendable () async -> AsyncThrowingStream<String, any Error> = unimplemented(
    "Shapes.linesAsync")
  var linesThrowing: @Sendable () throws -> AsyncThrowingStream<String, any Error> =
    unimplemented("Shapes.linesThrowing")
  var open: @Sendable (String) async throws -> AsyncThrowingStream<String, any Error> =
    unimplemented("Shapes.open")
  var sequence: @Sendable () -> any AsyncSequence<Int, Never> = unimplemented("Shapes.sequence")
  var one: @Sendable (Int) async throws -> String = unimplemented("Shapes.one")
  var two: @Sendable (Int, String) async throws -> Bool = unimplemented("Shapes.two")
  var three: @Sendable (Int, String, Double) async throws -> [Int] = unimplemented("Shapes.three")
  var threeSync: @Sendable (Int, String, Double) -> Void = unimplemented("Shapes.threeSync")
  var twoStream: @Sendable (Int, String) async throws -> AsyncStream<Int> = unimplemented("Shapes.twoStream")
  var threeStream: @Sendable (Int, String, Double) -> AsyncStream<Int> = unimplemented("Shapes.threeStream")
}
