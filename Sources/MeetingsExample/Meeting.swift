/// A recurring meeting: what the list shows, the editor edits and the detail screen times.
///
/// ```swift
/// let standup = Meeting(id: 1, title: "Standup", minutes: 15)
/// ```
public nonisolated struct Meeting: Identifiable, Equatable, Codable, Sendable {
  /// Stable across edits.
  ///
  /// ```swift
  /// state.rows[id: standup.id]
  /// ```
  public var id: Int
  /// The meeting's name.
  ///
  /// ```swift
  /// standup.title // "Standup"
  /// ```
  public var title: String
  /// How long it lasts.
  ///
  /// ```swift
  /// standup.minutes // 15
  /// ```
  public var minutes: Int
  /// The transcripts of its recorded sessions, newest first.
  ///
  /// ```swift
  /// standup.transcripts.first // "Yesterday I shipped the stack…"
  /// ```
  public var transcripts: [String]

  /// Makes a meeting.
  ///
  /// ```swift
  /// Meeting(id: 2, title: "Retro", minutes: 45)
  /// ```
  public init(id: Int, title: String, minutes: Int, transcripts: [String] = []) {
    self.id = id
    self.title = title
    self.minutes = minutes
    self.transcripts = transcripts
  }
}
