import Arch
import Foundation

/// The services of every screen of the app: what TCA's dependencies are, passed in explicitly.
struct SyncUpsEnvironment: ServiceEnvironment, Sendable {
  var clock: any Clock<Duration>
  var now: DateGenerator
  var uuid: UUIDGenerator
  var speech: SpeechClient

  static let live = Self(clock: ContinuousClock(), now: .now, uuid: .random, speech: .unavailable)

  /// Every service fails the test that uses it: a test gives the ones it expects with `.with { … }`.
  static let unimplemented = Self(
    clock: UnimplementedClock(), now: .unimplemented("SyncUpsEnvironment.now"),
    uuid: .unimplemented("SyncUpsEnvironment.uuid"), speech: .unimplemented)
}
