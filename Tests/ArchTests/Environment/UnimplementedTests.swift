import Arch
import Testing

/// Unimplemented functions report the call, naming the service, and then throw or return their
/// placeholder; they report only when called.
@Suite struct UnimplementedTests {
  struct Services: ServiceEnvironment {
    var fetch: @Sendable () async throws -> [String] = unimplemented("Services.fetch")
    var search: @Sendable (String, Int) throws -> [String] = unimplemented("Services.search")
    var count: @Sendable () -> Int = unimplemented("Services.count", placeholder: 7)
    var isOnline: @Sendable () async -> Bool = unimplemented("Services.isOnline", placeholder: false)
    var track: @Sendable (String) -> Void = unimplemented("Services.track")
    var flush: @Sendable () async -> Void = unimplemented("Services.flush")
    var save: @Sendable ([String]) async throws -> Void = unimplemented("Services.save")
    var updates: @Sendable () -> AsyncStream<Int> = unimplemented("Services.updates")
    var messages: @Sendable (String) -> AsyncThrowingStream<String, any Error> =
      unimplemented("Services.messages")
    var screenshots: @Sendable () async -> AsyncStream<Void> = unimplemented("Services.screenshots")
    var socket: @Sendable (String) async -> AsyncThrowingStream<String, any Error> =
      unimplemented("Services.socket")
    var ticks: @Sendable () -> any AsyncSequence<Int, Never> = unimplemented("Services.ticks")
    var laterTicks: @Sendable () async -> any AsyncSequence<Int, Never> = unimplemented("Services.laterTicks")
    var lines: @Sendable (String) -> any AsyncSequence<String, any Error> = unimplemented("Services.lines")
    var laterLines: @Sendable (String) async -> any AsyncSequence<String, any Error> =
      unimplemented("Services.laterLines")
  }

  @Test func makingTheEnvironmentReportsNothing() {
    #expect(recordingRuntimeIssues { _ = Services() } == [])
  }

  @Test func anAsyncThrowingFunctionReportsAndThrows() async {
    var thrown: (any Error)?
    let issues = await recordingRuntimeIssues {
      do { _ = try await Services().fetch() } catch { thrown = error }
    }
    #expect(issues == [calledMessage("Services.fetch")])
    #expect(thrown as? UnimplementedError == UnimplementedError(name: "Services.fetch"))
    #expect("\(thrown!)" == "Services.fetch is unimplemented.")
  }

  @Test func aThrowingFunctionWithArgumentsReportsAndThrows() {
    var thrown: (any Error)?
    let issues = recordingRuntimeIssues {
      do { _ = try Services().search("milk", 3) } catch { thrown = error }
    }
    #expect(issues == [calledMessage("Services.search")])
    #expect(thrown as? UnimplementedError == UnimplementedError(name: "Services.search"))
  }

  @Test func functionsThatCannotThrowReturnTheirPlaceholder() async {
    var count = 0
    var isOnline = true
    let issues = await recordingRuntimeIssues {
      count = Services().count()
      isOnline = await Services().isOnline()
    }
    #expect(issues == [calledMessage("Services.count"), calledMessage("Services.isOnline")])
    #expect(count == 7)
    #expect(isOnline == false)
  }

  @Test func functionsReturningNothingReportAndAThrowingOneThrows() async {
    var thrown: (any Error)?
    let issues = await recordingRuntimeIssues {
      Services().track("opened")
      await Services().flush()
      do { try await Services().save(["Milk"]) } catch { thrown = error }
    }
    #expect(
      issues == [
        calledMessage("Services.track"), calledMessage("Services.flush"),
        calledMessage("Services.save"),
      ])
    #expect(thrown as? UnimplementedError == UnimplementedError(name: "Services.save"))
  }

  @Test func aStreamReportsWhenAskedForAndIsAlreadyFinished() async {
    var elements: [Int] = []
    let issues = await recordingRuntimeIssues {
      for await element in Services().updates() { elements.append(element) }
    }
    #expect(issues == [calledMessage("Services.updates")])
    #expect(elements == [])
  }

  @Test func aThrowingStreamReportsAndFails() async {
    var thrown: (any Error)?
    let issues = await recordingRuntimeIssues {
      do {
        for try await _ in Services().messages("general") {}
      } catch { thrown = error }
    }
    #expect(issues == [calledMessage("Services.messages")])
    #expect(thrown as? UnimplementedError == UnimplementedError(name: "Services.messages"))
  }

  @Test func asyncFunctionsReturningStreamsReportAndEndOrFail() async {
    var screenshots = 0
    var thrown: (any Error)?
    let issues = await recordingRuntimeIssues {
      for await _ in await Services().screenshots() { screenshots += 1 }
      do {
        for try await _ in await Services().socket("wss://chat") {}
      } catch { thrown = error }
    }
    #expect(issues == [calledMessage("Services.screenshots"), calledMessage("Services.socket")])
    #expect(screenshots == 0)
    #expect(thrown as? UnimplementedError == UnimplementedError(name: "Services.socket"))
  }

  @Test func functionsReturningAnyAsyncSequenceReportAndEndOrFail() async {
    var ticks: [Int] = []
    var failures: [UnimplementedError] = []
    let issues = await recordingRuntimeIssues {
      for await tick in Services().ticks() { ticks.append(tick) }
      for await tick in await Services().laterTicks() { ticks.append(tick) }
      do {
        for try await _ in Services().lines("notes.txt") {}
      } catch { failures.append(error as! UnimplementedError) }
      do {
        for try await _ in await Services().laterLines("notes.txt") {}
      } catch { failures.append(error as! UnimplementedError) }
    }
    #expect(
      issues == [
        calledMessage("Services.ticks"), calledMessage("Services.laterTicks"),
        calledMessage("Services.lines"), calledMessage("Services.laterLines"),
      ])
    #expect(ticks == [])
    #expect(failures == [.init(name: "Services.lines"), .init(name: "Services.laterLines")])
  }

  @Test func withChangesOneServiceAndKeepsTheRest() async throws {
    let environment = Services().with { $0.fetch = { ["Milk"] } }
    var fetched: [String] = []
    let issues = try await recordingRuntimeIssues { fetched = try await environment.fetch() }
    #expect(issues == [])
    #expect(fetched == ["Milk"])
    #expect(recordingRuntimeIssues { _ = environment.count() } == [calledMessage("Services.count")])
  }
}
