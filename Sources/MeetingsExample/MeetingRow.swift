import Arch

/// One row of the meetings list, a reducer with effects of its own: it refreshes the meeting's
/// attendance, and asks its parent to open or delete it.
///
/// ```swift
/// let store = TestStore(initialState: MeetingRow.State(meeting: standup), feature: MeetingRow(),
///                       environment: environment)
/// ```
public struct MeetingRow: EffectReducer, Sendable {
  /// The row's state; identified by its meeting's id.
  ///
  /// ```swift
  /// MeetingRow.State(meeting: standup, isRefreshing: true)
  /// ```
  public nonisolated struct State: Identifiable, Equatable, Sendable {
    /// The meeting shown.
    ///
    /// ```swift
    /// row.meeting.title // "Standup"
    /// ```
    public var meeting: Meeting
    /// The attendance last loaded, if any.
    ///
    /// ```swift
    /// row.attendance // 8
    /// ```
    public var attendance: Int?
    /// Whether a refresh is running.
    ///
    /// ```swift
    /// if row.isRefreshing { print("refreshing") }
    /// ```
    public var isRefreshing: Bool

    /// The meeting's id.
    ///
    /// ```swift
    /// state.rows[id: row.id]
    /// ```
    public var id: Meeting.ID { meeting.id }

    /// Makes a row.
    ///
    /// ```swift
    /// MeetingRow.State(meeting: standup, attendance: 8)
    /// ```
    public init(meeting: Meeting, attendance: Int? = nil, isRefreshing: Bool = false) {
      self.meeting = meeting
      self.attendance = attendance
      self.isRefreshing = isRefreshing
    }
  }

  /// What the row's buttons send, and what its refresh sends back.
  ///
  /// ```swift
  /// await store.send(.row(id: 1, action: .refreshTapped)) { $0.rows[id: 1]?.isRefreshing = true }
  /// ```
  public nonisolated enum Action: Equatable, Sendable {
    /// Asks the attendance service again.
    case refreshTapped
    /// The attendance service answered.
    case attendanceDidLoad(Int)
    /// Opens the meeting's detail screen (the parent does it).
    case openTapped
    /// Asks to delete the meeting (the parent confirms with an alert).
    case deleteTapped
  }

  /// The row asks the attendance service.
  ///
  /// ```swift
  /// let environment: MeetingRow.Environment = MeetingsEnvironment(clock: clock) { _ in 8 }
  /// ```
  public typealias Environment = MeetingsEnvironment

  /// Makes the row feature.
  ///
  /// ```swift
  /// MeetingRow()
  /// ```
  public init() {}

  /// The row's logic.
  ///
  /// ```swift
  /// _ = MeetingRow().reduce(into: &row, action: .refreshTapped, environment: environment)
  /// ```
  public func reduce(into state: inout State, action: Action, environment: MeetingsEnvironment) -> Effect<
    Action
  > {
    switch action {
    case .refreshTapped:
      state.isRefreshing = true
      let id = state.id
      return .run(name: "attendance") { send in
        await send(.attendanceDidLoad(try await environment.attendance(id)))
      }
    case .attendanceDidLoad(let count):
      state.attendance = count
      state.isRefreshing = false
      return .none
    case .openTapped, .deleteTapped:
      return .none
    }
  }
}
