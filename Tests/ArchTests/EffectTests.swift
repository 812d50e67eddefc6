import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// What each kind of effect does when a store runs it.
///
/// Timing is proved on a `TestClock`: every timed
/// output carries the clock's time when it was sent, such as `"B @ 1s"`.
@Suite struct EffectTests {

  // MARK: Merge and concatenate

  @Test func mergeRunsItsEffectsAtTheSameTime() async {
    let (store, clock) = (makeProbe(), TestClock())
    await store.send(
      .start(
        .merge(
          .after(.seconds(2), send: "A", on: clock),
          .after(.seconds(1), send: "B", on: clock)
        )))
    await clock.advance(by: .seconds(1))
    await store.receive("B @ 1s")
    await clock.advance(by: .seconds(1))
    await store.receive("A @ 2s")
    await store.finish()
  }

  @Test func concatenateRunsItsEffectsOneAfterAnother() async {
    let (store, clock) = (makeProbe(), TestClock())
    await store.send(
      .start(
        .concatenate(
          .after(.seconds(2), send: "A", on: clock),
          .after(.seconds(1), send: "B", on: clock)
        )))
    await clock.advance(by: .seconds(2))
    await store.receive("A @ 2s")
    await clock.advance(by: .seconds(1))
    await store.receive("B @ 3s")
    await store.finish()
  }

  @Test func concatenateStartsTheNextEffectOnlyAfterEveryOutputOfThePrevious() async {
    let (store, clock) = (makeProbe(), TestClock())
    let first = Effect<String>.run { send in
      await send("1a")
      try await clock.sleep(for: .seconds(1))
      await send("1b")
    }
    await store.send(.start(first.concatenate(with: .send("2"))))
    await store.receive("1a")
    #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .seconds(1))])
    await clock.advance(by: .seconds(1))
    await store.receive("1b")
    await store.receive("2")
    await store.finish()
  }

  @Test func mergeWithIsMerge() async {
    let (store, clock) = (makeProbe(), TestClock())
    let later = Effect<String>.after(.seconds(1), send: "later", on: clock)
    await store.send(.start(later.merge(with: .send("now"))))
    await store.receive("now")
    await clock.advance(by: .seconds(1))
    await store.receive("later @ 1s")
    await store.finish()
  }

  @Test func mergingAndConcatenatingNothingStartsNothing() async {
    let store = makeProbe()
    let merged = await store.send(.start(.merge(.none, .none)))
    let concatenated = await store.send(.start(.concatenate([])))
    #expect(!merged.isRunning)
    #expect(!concatenated.isRunning)
    await store.finish()
  }

  // MARK: Send

  @Test func sentOutputsArriveBeforeAsynchronousOnes() async {
    let store = makeProbe()
    await store.send(
      .start(
        .merge(
          .run { send in await send("from a task") },
          .send("first"),
          .send("second")
        )))
    await store.receive("first")
    await store.receive("second")
    await store.receive("from a task")
    await store.finish()
  }

  // MARK: Map

  @Test func mapTransformsEveryOutput() async {
    let store = makeProbe()
    let effect = Effect<String>.merge(
      .send("sent"),
      .run { send in await send("run") },
      .concatenate(.send("first"), .send("second"))
    )
    await store.send(.start(effect.map { $0.uppercased() }))
    await store.receive("SENT")
    await store.receive("RUN")
    await store.receive("FIRST")
    await store.receive("SECOND")
    await store.finish()
  }

  @Test func mapTransformsWhatTheErrorHandlerSends() async {
    let store = makeProbe()
    let failing = Effect<String>.run { _ in
      throw Boom()
    } catch: { error, send in
      await send("caught \(error)")
    }
    await store.send(.start(failing.map { "mapped: \($0)" }))
    await store.receive("mapped: caught boom")
    await store.finish()
  }

  @Test func mapKeepsTheCancellationID() async {
    let (store, clock) = (makeProbe(), TestClock())
    let effect = Effect<String>.after(.seconds(1), send: "late", on: clock)
      .cancellable(id: SharedID())
      .map { $0.uppercased() }
    await store.send(.start(effect))
    await store.send(.start(.cancel(id: SharedID())))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  // MARK: Cancellation

  @Test func cancelStopsOnlyTheEffectsMarkedWithItsID() async {
    let (store, clock) = (makeProbe(), TestClock())
    await store.send(
      .start(
        .merge(
          .after(.seconds(1), send: "shared", on: clock).cancellable(id: SharedID()),
          .after(.seconds(1), send: "shared too", on: clock).cancellable(id: SharedID()),
          .after(.seconds(1), send: "other", on: clock).cancellable(id: OtherID())
        )))
    await store.send(.start(.cancel(id: SharedID())))
    await clock.advance(by: .seconds(1))
    await store.receive("other @ 1s")
    await store.finish()
  }

  @Test func cancelStopsACancellablePartOfAConcatenationAndTheRestGoesOn() async {
    let (store, clock) = (makeProbe(), TestClock())
    await store.send(
      .start(
        .concatenate(
          .after(.seconds(1), send: "cancelled", on: clock).cancellable(id: SharedID()),
          .after(.seconds(1), send: "next", on: clock)
        )))
    await store.send(.start(.cancel(id: SharedID())))
    await clock.advance(by: .seconds(1))
    await store.receive("next @ 1s")
    await store.finish()
  }

  @Test func cancellingAnIDWithNothingRunningDoesNothing() async {
    let store = makeProbe()
    let task = await store.send(.start(.cancel(id: SharedID())))
    #expect(!task.isRunning)
    await store.finish()
  }

  @Test func cancelInFlightCancelsTheRunningEffectSoOnlyTheLatestFinishes() async {
    let (store, clock) = (makeProbe(), TestClock())
    func debounced(_ name: String) -> EffectProbe.Action {
      .start(.after(.seconds(1), send: name, on: clock).cancellable(id: SharedID(), cancelInFlight: true))
    }
    await store.send(debounced("first"))
    await clock.advance(by: .milliseconds(500))
    await store.send(debounced("second"))
    await clock.advance(by: .milliseconds(500))
    await store.send(debounced("third"))
    await clock.advance(by: .seconds(1))
    await store.receive("third @ 2s")
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func withoutCancelInFlightBothEffectsRun() async {
    let (store, clock) = (makeProbe(), TestClock())
    let effect = Effect<String>.after(.seconds(1), send: "done", on: clock).cancellable(id: SharedID())
    await store.send(.start(effect))
    await store.send(.start(effect))
    await clock.advance(by: .seconds(1))
    await store.receive("done @ 1s")
    await store.receive("done @ 1s")
    await store.finish()
  }

  @Test func cancellableNothingStartsNothing() async {
    let store = makeProbe()
    let task = await store.send(.start(Effect<String>.none.cancellable(id: SharedID())))
    #expect(!task.isRunning)
    await store.finish()
  }

  @Test func cancellableNothingWithCancelInFlightStillCancelsTheRunningEffect() async {
    let (store, clock) = (makeProbe(), TestClock())
    await store.send(.start(.after(.seconds(1), send: "late", on: clock).cancellable(id: SharedID())))
    let task = await store.send(.start(.none.cancellable(id: SharedID(), cancelInFlight: true)))
    #expect(!task.isRunning)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func cancellingTheStepsTaskCancelsItsEffects() async {
    let (store, clock) = (makeProbe(), TestClock())
    let task = await store.send(.start(.after(.seconds(1), send: "late", on: clock)))
    #expect(task.isRunning)
    await task.cancel()
    #expect(!task.isRunning)
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  // MARK: Errors

  @Test func anErrorThrownByRunGoesToItsHandler() async {
    let store = makeProbe()
    await store.send(
      .start(
        .run { send in
          await send("before")
          throw Boom()
        } catch: { error, send in
          await send("caught \(error)")
        }))
    await store.receive("before")
    await store.receive("caught boom")
    await store.finish()
  }

  @Test func anErrorWithoutAHandlerIsReportedByTheTestStore() async {
    let store = makeProbe()
    await expectIssues([
      """
      The effect "exploding" started by step 1, send(.start) threw an error that nothing handled: boom
      Handle it with `.run(…) { … } catch: { error, send in … }`.
      """
    ]) {
      await store.send(.start(.run(name: "exploding") { _ in throw Boom() }))
      await store.finish()
    }
  }

  @Test func cancellationIsNotAnError() async {
    let (store, clock) = (makeProbe(), TestClock())
    let effect = Effect<String>.run { _ in
      try await clock.sleep(for: .seconds(1))
    } catch: { error, send in
      await send("caught \(error)")
    }
    await store.send(.start(effect.cancellable(id: SharedID())))
    await store.send(.start(.cancel(id: SharedID())))
    await store.finish()
  }

  @Test func anErrorThrownAfterCancellationIsNotHandled() async {
    let (store, clock) = (makeProbe(), TestClock())
    let effect = Effect<String>.run { _ in
      try? await clock.sleep(for: .seconds(1))
      throw Boom()
    } catch: { error, send in
      await send("caught \(error)")
    }
    await store.send(.start(effect.cancellable(id: SharedID())))
    await store.send(.start(.cancel(id: SharedID())))
    await store.finish()
  }

  @Test func outputsSentAfterCancellationAreDropped() async {
    let (store, clock) = (makeProbe(), TestClock())
    let effect = Effect<String>.run { send in
      try? await clock.sleep(for: .seconds(1))
      await send("after cancellation")
    }
    await store.send(.start(effect.cancellable(id: SharedID())))
    await store.send(.start(.cancel(id: SharedID())))
    await store.finish()
  }
}

func makeProbe() -> TestStore<EffectProbe> {
  TestStore(initialState: EffectProbe.State(), feature: EffectProbe(), environment: ())
}

/// The handle `Store.send` returns: it covers every task the step started.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct StoreTaskTests {
  @Test func finishWaitsForEveryEffectOfTheStep() async {
    let (first, second) = (Gate(), Gate())
    let store = Store(initialState: [], feature: OutputLog(), environment: ())
    let task = store.send(
      .start(
        .merge(
          .run { send in
            await first.wait(); await send("first")
          },
          .concatenate(
            .run { send in
              await second.wait(); await send("second")
            }, .send("last"))
        )))
    #expect(task.isRunning)
    second.open()
    first.open()
    await task.finish()
    #expect(!task.isRunning)
    #expect(store.state.sorted() == ["first", "last", "second"])
    #expect(store.state.last == "last")
  }

  @Test func cancelStopsEveryEffectOfTheStepAndDropsTheirOutputs() async {
    let gate = Gate()
    let store = Store(initialState: [], feature: OutputLog(), environment: ())
    let task = store.send(
      .start(
        .merge(
          .run { send in
            await gate.wait(); await send("after cancel")
          },
          .run { send in
            await gate.wait(); await send("also after cancel")
          }.cancellable(id: SharedID())
        )))
    #expect(task.isRunning)
    task.cancel()
    await task.finish()
    #expect(!task.isRunning)
    #expect(store.state == [])
    #expect(store.activeCancellationIDCount == 0)
  }

  @Test func cancellingOneStepLeavesTheEffectsOfAnotherRunning() async {
    let gate = Gate()
    let store = Store(initialState: [], feature: OutputLog(), environment: ())
    let cancelled = store.send(
      .start(
        .run { send in
          await gate.wait(); await send("cancelled")
        }))
    let kept = store.send(
      .start(
        .run { send in
          await gate.wait(); await send("kept")
        }))
    cancelled.cancel()
    await cancelled.finish()
    #expect(kept.isRunning)
    gate.open()
    await kept.finish()
    #expect(store.state == ["kept"])
  }
}
