import Arch
import ArchTesting

/// A feature that runs whatever effect the test sends it, so a test can watch the effect's outputs
/// arrive without writing a feature around it.
///
/// Outputs leave the state alone: which outputs arrive, in what order and at what time is the whole
/// observation, checked by the test store's `receive`.
struct EffectProbe: Feature {
  struct State: Equatable {}

  enum Action: Sendable {
    case start(Effect<String>)
  }

  func handle(_ action: Action, state: inout State, environment: Void) -> Effect<String> {
    switch action {
    case .start(let effect): return effect
    }
  }

  func apply(_ output: String, state: inout State, environment: Void) -> Effect<String> { .none }
}

/// Like ``EffectProbe``, but it records every output in its state, for the production `Store`, whose
/// state is the only thing a test can read.
struct OutputLog: Feature {
  enum Action: Sendable {
    case start(Effect<String>)
  }

  func handle(_ action: Action, state: inout [String], environment: Void) -> Effect<String> {
    switch action {
    case .start(let effect): return effect
    }
  }

  func apply(_ output: String, state: inout [String], environment: Void) -> Effect<String> {
    state.append(output)
    return .none
  }
}

extension Effect<String> {
  /// Sleeps `duration` on `clock`, then sends `name` stamped with the clock's time, such as `"B @ 1s"`.
  static func after(_ duration: Duration, send name: String, on clock: TestClock) -> Self {
    .run { send in
      try await clock.sleep(for: duration)
      await send(stamped(name, clock))
    }
  }
}

/// `name` with the clock's current time in whole seconds: `"A @ 2s"`.
func stamped(_ name: String, _ clock: TestClock) -> String {
  "\(name) @ \(clock.now.offset.components.seconds)s"
}

/// A cancellation identifier shared by the tests, the way two features (or two tests running in
/// parallel) might use the same one.
struct SharedID: Hashable, Sendable {}

/// A second identifier, to show that cancelling one leaves the other alone.
struct OtherID: Hashable, Sendable {}

struct Boom: Error, CustomStringConvertible {
  var description: String { "boom" }
}
