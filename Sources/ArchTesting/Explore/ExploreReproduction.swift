import Arch

/// What the printed test needs to name: the module it is written in, and the ``Explorable`` type
/// whose `makeStore(clock:)` and `invariants` it uses, when `explore` (or the shrinking of a
/// recorded session) was given one.
struct ExploreReproduction {
  /// The module of the test that called `explore`, where the printed test is pasted.
  let module: String
  /// The `Explorable` type as code in `module` writes it, such as `Checkout.Exploration`.
  let subject: String?
  /// How the printed test's name starts: `explored` for an exploration, `replayed` for a session.
  let testNamePrefix: String

  /// The reproduction for a test in the module of `site`, of `subject` if there is one.
  init(at site: CallSite, subject: Any.Type?, testNamePrefix: String = "explored") {
    let module = String(describing: site.fileID).split(separator: "/").first.map(String.init) ?? ""
    self.module = module
    self.subject = subject.map { OneLineDescription.qualifiedName(of: $0, inModule: module) }
    self.testNamePrefix = testNamePrefix
  }

  /// The printed test's name: `exploredBlankNameExploration`, one per subject in a module.
  var testName: String {
    testNamePrefix
      + (subject.map { $0.filter { $0.isLetter || $0.isNumber || $0 == "_" } } ?? "Failure")
  }

  /// The expression that makes the store on `clock`.
  var makeStore: String {
    subject.map { "\($0).makeStore(clock: clock)" } ?? "<#a TestStore with the view, on clock#>"
  }

  /// The expression for the invariants the exploration checked.
  var invariants: String { subject.map { "\($0).invariants" } ?? "<#the invariants#>" }

  /// `value` as Swift source in the test's module.
  func source(of value: Any) -> String { OneLineDescription.source(of: value, inModule: module) }
}
