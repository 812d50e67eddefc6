/// A value several features read and write: every copy of a `Shared` in the state, wherever it is,
/// is the same value, so a change made through one is seen through all.
///
/// Get one for an app-wide value from the environment's ``SharedValues`` (in memory, or persisted in
/// a file or user defaults), or make a local one with ``init(_:name:)``. Read it with ``value``;
/// change it with ``value`` or, for a read-modify-write other threads must not interleave with,
/// ``withLock(_:)``. Views reading ``value`` are updated when it changes, whoever changed it.
///
/// ```swift
/// struct MeetingsState: Equatable {
///   var meetings: Shared<[Meeting]>
/// }
/// struct DetailState: Equatable {
///   var meetings: Shared<[Meeting]>   // the same value as the list's
///   var meetingID: Meeting.ID
/// }
/// state.detail.meetings.withLock { $0.removeAll { $0.id == id } }   // the list sees it too
/// ```
///
/// Two `Shared` are equal when they are the same shared value: the test store compares their
/// values itself, at every step, and names the shared value whose change the test did not assert.
@dynamicMemberLookup
public struct Shared<Value: Equatable & Sendable>: Sendable {
  /// Where the value lives: its own storage, or a part of another shared value.
  package let box: any SharedBox<Value>

  package init(reference: SharedReference<Value>) { self.box = reference }

  package init(box: any SharedBox<Value>) { self.box = box }

  /// Makes a shared value held in memory, not stored anywhere: share it by putting copies of it in
  /// the states of the features that use it.
  ///
  /// ```swift
  /// let count = Shared(0, name: "count")
  /// let store = TestStore(initialState: Tally.State(count: count), feature: Tally.feature, environment: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to start from.
  ///   - name: How messages name it: `count`.
  public init(_ value: Value, name: String) {
    self.init(reference: SharedReference(name: name, value: value))
  }

  /// How messages name the shared value: its key's name, then the path to a part of it.
  ///
  /// ```swift
  /// print(state.meetings.name)           // "meetings.json"
  /// print(state.meetings[id: 3]?.name)   // "meetings.json[id: 3]"
  /// ```
  public var name: String { box.name }

  /// The current value.
  ///
  /// Setting it changes it for every holder, and stores it when it is persisted.
  ///
  /// ```swift
  /// state.settings.value.isSoundOn = false
  /// ```
  public var value: Value {
    get { box.value }
    nonmutating set { box.withLock(through: nil) { $0 = newValue } }
  }

  /// Changes the value in one step, holding its lock, so no other thread's change slips in between
  /// reading and writing it.
  ///
  /// ```swift
  /// state.meetings.withLock { $0.append(meeting) }
  /// ```
  @discardableResult
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try box.withLock(through: nil, body)
  }
}

extension Shared: Equatable {
  /// Whether both are the same shared value, or the same part of one (not merely equal values).
  ///
  /// ```swift
  /// Shared(1, name: "a") == Shared(1, name: "a")   // false: two shared values
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box.root === rhs.box.root && lhs.box.name == rhs.box.name
  }
}

extension Shared: CustomStringConvertible {
  /// The name and the current value.
  ///
  /// ```swift
  /// print(Shared(3, name: "count"))   // Shared(count: 3)
  /// ```
  public var description: String { "Shared(\(name): \(OneLineDescription.of(value)))" }
}
