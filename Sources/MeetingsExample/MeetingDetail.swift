import Arch

/// The detail screen, in the split shape: a presenter whose timer ticks every second while the
/// meeting runs, and a pure reducer.
///
/// Its timer ends when the screen is dismissed.
///
/// ```swift
/// let store = TestStore(initialState: MeetingDetail.State(meeting: standup),
///                       feature: MeetingDetail.feature, environment: clock)
/// await store.send(.startTapped)
/// await store.receive(.timerDidStart) { $0.isRunning = true }
/// ```
public enum MeetingDetail {
  /// What the screen shows.
  ///
  /// ```swift
  /// MeetingDetail.State(meeting: standup, secondsElapsed: 30, isRunning: true)
  /// ```
  public nonisolated struct State: Equatable, Sendable {
    /// The meeting.
    ///
    /// ```swift
    /// detail.meeting.title // "Standup"
    /// ```
    public var meeting: Meeting
    /// Seconds since the timer started.
    ///
    /// ```swift
    /// detail.secondsElapsed // 1
    /// ```
    public var secondsElapsed: Int
    /// Whether the timer runs.
    ///
    /// ```swift
    /// if detail.isRunning { print("running") }
    /// ```
    public var isRunning: Bool

    /// Makes the screen's state, timer stopped.
    ///
    /// ```swift
    /// MeetingDetail.State(meeting: standup)
    /// ```
    public init(meeting: Meeting, secondsElapsed: Int = 0, isRunning: Bool = false) {
      self.meeting = meeting
      self.secondsElapsed = secondsElapsed
      self.isRunning = isRunning
    }
  }

  /// What the screen's buttons send.
  ///
  /// ```swift
  /// await store.send(.detail(.startTapped))
  /// ```
  public nonisolated enum Action: Equatable, Sendable {
    /// Starts the meeting's timer.
    case startTapped
    /// Stops it.
    case stopTapped
    /// Closes the screen.
    case closeTapped
  }

  /// What the presenter's effects emit.
  ///
  /// ```swift
  /// await store.receive(.detail(.timerDidTick)) {
  ///   $0.destination[case: MeetingsDestination.detail]?.secondsElapsed = 1
  /// }
  /// ```
  public nonisolated enum Event: Equatable, Sendable {
    /// The timer started.
    case timerDidStart
    /// A second passed.
    case timerDidTick
    /// The timer stopped.
    case timerDidStop
    /// The screen asks its parent to dismiss it.
    case dismiss
  }

  /// The timer's cancellation id, unique to each presented screen once embedded.
  nonisolated struct TimerID: Hashable, Sendable {}

  /// Turns taps into the timer's events.
  ///
  /// ```swift
  /// EffectRecorder(MeetingDetail.Presenter(), sending: .closeTapped, state: detail, environment: clock)
  /// ```
  public struct Presenter: Arch.Presenter, Sendable {
    /// Makes the presenter.
    ///
    /// ```swift
    /// MeetingDetail.Presenter()
    /// ```
    public init() {}

    /// The effects of a tap.
    ///
    /// ```swift
    /// MeetingDetail.Presenter().present(.startTapped, state: detail, environment: clock)
    /// ```
    public func present(_ action: Action, state: State, environment: any Clock<Duration>) -> Effect<Event> {
      switch action {
      case .startTapped:
        return .run(name: "timer") { send in
          await send(.timerDidStart)
          while true {
            try await environment.sleep(for: .seconds(1))
            await send(.timerDidTick)
          }
        }
        .cancellable(id: TimerID(), cancelInFlight: true)
      case .stopTapped:
        return .merge(.cancel(id: TimerID()), .send(.timerDidStop))
      case .closeTapped:
        return .send(.dismiss)
      }
    }
  }

  /// Applies the timer's events.
  ///
  /// ```swift
  /// MeetingDetail.Reducer().reducing(detail, event: .timerDidTick).secondsElapsed // 1
  /// ```
  public struct Reducer: Arch.Reducer, Sendable {
    /// Makes the reducer.
    ///
    /// ```swift
    /// MeetingDetail.Reducer()
    /// ```
    public init() {}

    /// Applies one event.
    ///
    /// ```swift
    /// MeetingDetail.Reducer().reduce(&detail, event: .timerDidStart)
    /// ```
    public func reduce(_ state: inout State, event: Event) {
      switch event {
      case .timerDidStart: state.isRunning = true
      case .timerDidTick: state.secondsElapsed += 1
      case .timerDidStop: state.isRunning = false
      case .dismiss: break
      }
    }
  }

  /// The presenter and the reducer joined.
  ///
  /// ```swift
  /// let feature: MeetingDetail.Composed = MeetingDetail.feature
  /// ```
  public typealias Composed = SplitFeature<Presenter, Reducer>

  /// The feature to embed or test.
  ///
  /// ```swift
  /// TestStore(initialState: MeetingDetail.State(meeting: standup), feature: MeetingDetail.feature,
  ///           environment: clock)
  /// ```
  public static var feature: Composed { SplitFeature(presenter: Presenter(), reducer: Reducer()) }

  /// The screen's view.
  ///
  /// ```swift
  /// MeetingDetail.View().view(for: detail).rendered
  /// ```
  public struct View: ViewBuilder {
    /// Makes the view.
    ///
    /// ```swift
    /// MeetingDetail.View()
    /// ```
    public init() {}

    /// The screen.
    ///
    /// ```swift
    /// MeetingDetail.View().view(for: detail).tap(button: "Start") // .startTapped
    /// ```
    public func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.text(state.meeting.title)
        ViewNode.text("\(state.secondsElapsed) s of \(state.meeting.minutes) min", id: "elapsed")
        if state.isRunning {
          ViewNode.button("Stop", sends: .stopTapped)
        } else {
          ViewNode.button("Start", sends: .startTapped)
        }
        ViewNode.button("Close", sends: .closeTapped)
      }
    }
  }
}
