/// The wording of what an exhaustive exploration reports: its certificate, a cap that stopped it,
/// and the failure it found.
enum ExhaustiveMessages {
  /// The certificate in words.
  static func certificate(_ certificate: ExploreCertificate) -> String {
    var text = """
      No check failed within \(steps(certificate.depth)): \(certificate.distinctStates) distinct states, \
      \(certificate.transitions) transitions, ready effects reordered at most \
      \(times(certificate.maximumReorderings)) in a run.
      """
    if let last = certificate.exhaustedAfter {
      text += " No new state is reachable after step \(last): every state was explored."
    }
    if !certificate.cutValues.isEmpty {
      text += """
         Only the first \(ExhaustiveValues.maximumValues) distinct values were tried of \
        \(certificate.cutValues.joined(separator: ", ")).
        """
    }
    if let shard = certificate.shard {
      text +=
        " This is shard \(shard) (\(ExploreMessages.shardVariable)=\(shard)): it explored its part of the states."
    }
    return text
  }

  /// A search a cap stopped short of its depth: a warning, never a pass of the depth.
  static func stopped(_ certificate: ExploreCertificate, timeLimit: Duration?) -> String {
    let cap =
      switch certificate.stoppedBy {
      case .time:
        "its time limit of \(timeLimit.map { ExploreTestWriter<Never, Never, Never>.literal($0) } ?? "")"
      case .states, nil: "\(certificate.distinctStates) distinct states"
      }
    return """
      explore stopped at \(cap), short of depth \(certificate.requestedDepth): it proved only \
      \(steps(certificate.depth)). \(Self.certificate(certificate)) Raise the budget's \
      \(certificate.stoppedBy == .time ? "`timeLimit`" : "`maximumStates`") or lower its depth.
      """
  }

  /// The whole report of a failure an exhaustive search found.
  static func failure(
    _ violation: ExploreViolation, distinctStates: Int, transitions: Int, maximumReorderings: Int,
    test: [String], hasPlaceholders: Bool, finalState: String, shard: ExploreShard?
  ) -> String {
    """
    explore found a failure: \(violation.detail)
    Searching breadth first, it fails at step \(violation.step), and no sequence of fewer steps \
    fails (\(distinctStates) distinct states, \(transitions) transitions, ready effects reordered at \
    most \(times(maximumReorderings)) in a run\(shard.map { ", shard \($0)" } ?? "")):

    \(TestStoreMessages.indented(test.joined(separator: "\n")))
    \(hasPlaceholders ? "\n" + ExploreMessages.placeholdersHint + "\n" : "")
    The state then: \(finalState)
    """
  }

  private static func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }

  private static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
}
