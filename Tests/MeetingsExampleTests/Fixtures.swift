import ArchTesting

// MeetingsExampleMainActorTests compiles this file against the example built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorMeetingsExample
#else
  import MeetingsExample
#endif

extension Meeting {
  static let standup = Meeting(id: 1, title: "Standup", minutes: 15)
  static let retro = Meeting(id: 2, title: "Retro", minutes: 45)
}

extension MeetingsEnvironment {
  /// Every wait on `clock`; the attendance service answers `count` after one second.
  static func test(clock: TestClock, attendance count: Int = 8) -> Self {
    MeetingsEnvironment(clock: clock) { _ in
      try await clock.sleep(for: .seconds(1))
      return count
    }
  }
}

extension MeetingsState {
  static let twoMeetings = MeetingsState(
    rows: [MeetingRow.State(meeting: .standup), MeetingRow.State(meeting: .retro)], nextID: 3)
}
