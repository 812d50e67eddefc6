import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// Stands in for the app: refuses `dance` and unknown controls, quits on `quit`, follows the rest.
private func perform(_ command: String) -> CommandScript.Outcome {
  switch command {
  case "quit": return .quit
  case "dance": return .refused("Unknown command “dance”. Type `help` for the list.")
  case "tap Nope": return .refused("There is no control “Nope”.")
  default: return .followed
  }
}

@Suite struct CommandScriptTests {
  @Test func aFailedCommandStopsTheScriptNamingItsLine() async {
    var performed: [String] = []
    let script = CommandScript(lines: ["# tour", "tap Reload", "", "tap Nope", "tap Add"])
    let failure = await script.run(echo: { _ in }) { command in
      performed.append(command)
      return perform(command)
    }
    #expect(failure?.lineNumber == 4)
    #expect(failure?.line == "tap Nope")
    #expect(failure?.reason == "There is no control “Nope”.")
    #expect(failure?.message == "Line 4 of the script failed (tap Nope): There is no control “Nope”.")
    #expect(performed == ["tap Reload", "tap Nope"])
  }

  @Test func aRefusalTheScriptExpectsIsNotAFailure() async {
    let script = CommandScript(lines: ["! dance", "tap Reload"])
    #expect(await script.run(echo: { _ in }, perform: perform) == nil)
  }

  @Test func anExpectedRefusalThatDoesNotComeFails() async {
    let failure = await CommandScript(lines: ["tap Reload", "! tap Reload"]).run(
      echo: { _ in }, perform: perform)
    #expect(
      failure?.message == """
        Line 2 of the script failed (! tap Reload): the script expected this command to be refused \
        (it starts with `!`), but it was followed.
        """)
  }

  @Test func quitEndsTheScriptWithoutAFailure() async {
    var performed: [String] = []
    let failure = await CommandScript(lines: ["quit", "dance"]).run(echo: { _ in }) { command in
      performed.append(command)
      return perform(command)
    }
    #expect(failure == nil)
    #expect(performed == ["quit"])
  }

  @Test func commentsAndCommandsAreEchoedAsTyped() async {
    var echoed: [String] = []
    _ = await CommandScript(lines: ["# Reload it", "  tap Reload"]).run(
      echo: { echoed.append($0) }, perform: perform)
    #expect(echoed == ["\n# Reload it", "\n> tap Reload"])
  }
}
