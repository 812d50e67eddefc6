import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Outputs that are not `Equatable` (`Standups`' search response carries `any Error`) are compared
/// with the recording by their dumps; a state that is not `Encodable` is not fingerprinted.
@Suite struct ReplayUnequatableOutputTests {
  static let session = RecordedSession<Standups.State, Standups.Action, Standups.Action>(
    startState: nil,
    steps: [
      RecordedStep(input: .action(.searchTapped("daily")), time: .zero),
      RecordedStep(input: .output(.searchResponse(.success(["Daily"]))), time: .zero),
    ])

  static func store(search: @escaping @Sendable (String) async throws -> [String]) -> TestStore<
    some Feature<Standups.State, Standups.Action, Standups.Action, Standups.Services>
  > {
    TestStore(
      initialState: Standups.State(), feature: Standups.feature, environment: .init(search: search),
      at: CallSite())
  }

  @Test func anOutputThatDumpsAsRecordedMatches() async {
    let store = Self.store(search: { _ in ["Daily"] })
    await expectIssues([]) {
      await store.replay(Self.session, mode: .againstEnvironment)
    }
    #expect(store.state.results == ["Daily"])
  }

  @Test func anOutputThatDumpsDifferentlyFailsWithItsDiff() async {
    let store = Self.store(search: { _ in throw Standups.Offline() })
    await expectIssues([
      """
      Replay diverged at session step 2 of 2 (at 0 s): the feature sent another action than the \
      recorded one:

          Standups.Action.searchResponse(
        −   .success(
        −     [
        −       [0]: "Daily"
        −     ]
        −   )
        +   .failure(
        +     Standups.Offline()
        +   )
          )

      Recorded: −, Replayed: +
      The test's environment did not answer as the app's services did that day: make its services \
      answer as recorded, or replay with `mode: .asRecorded`, which feeds the recorded actions instead \
      of running effects.
      """
    ]) {
      await store.replay(Self.session, mode: .againstEnvironment)
    }
  }
}
