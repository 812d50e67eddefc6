import Arch

/// Writes the test for a session that diverges: it replays the shrunk session, its text written
/// into the test as a raw string literal, as recorded on the subject's store.
struct SessionReplayTestWriter {
  let text: String
  let reproduction: ExploreReproduction
  let types: (state: Any.Type, action: Any.Type, output: Any.Type)

  var lines: [String] {
    let names = [types.state, types.action, types.output].map {
      OneLineDescription.qualifiedName(of: $0, inModule: reproduction.module)
    }
    let body = text.split(separator: "\n", omittingEmptySubsequences: false)
    let textLines = (body.last == "" ? body.dropLast() : body[...]).map { "    " + $0 }
    return [
      "@Test func \(reproduction.testName)() async throws {",
      "  let clock = TestClock()",
      "  let store = \(reproduction.makeStore)",
      "  store.exhaustivity = .off",
      "  let session = try RecordedSession<\(names.joined(separator: ", "))>(text: #\"\"\"",
    ] + textLines + [
      "    \"\"\"#)",
      "  await store.replay(session, mode: .asRecorded, clock: clock)",
      "}",
    ]
  }
}
