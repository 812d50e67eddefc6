/// The state of a feature whose model is a class that changes itself: the live model, plus a reading
/// of its values taken after each step, so a ``TestStore`` can compare and diff it like a value.
///
/// Read the model's properties straight through the snapshot; in an expectation closure, write them
/// as on a struct. No copy of the model is needed, and the live model keeps the values the feature
/// gave it:
///
/// ```swift
/// await store.send(.setName("Ada")) { $0.name = "Ada" }
/// await store.send(.avatar(.pick("cat"))) { $0.avatar.symbol = "cat" }
/// #expect(store.state.name == "Ada")
/// ```
///
/// The snapshot is built on the engine of
/// ``expectChanges(of:_:fileID:filePath:line:column:operation:assert:)``: it keeps a reading of every
/// field of every object reachable from the model — child models, arrays of models and loops
/// included — and two snapshots are equal when their readings hold the same values. A read or a
/// write through a snapshot whose reading the model no longer holds puts the reading's values into
/// the live model (without calling setters), reads or writes through the key path (a write runs
/// the setter), reads the result, and puts the model's own values back; right after a step the model
/// holds them already, and nothing is swapped. A test store's expectation closure runs with the
/// expected state in the model from its first line to its last, so it may write through any object
/// it reads, by any key path, and the writes are undone when it returns. The engine cannot put back
/// a `weak` or `unowned` reference, so a snapshot reports when it would have to. Swapping values was
/// chosen over cloning the objects: a clone would be made without running the class's initializer,
/// and would run its `deinit`, observers and registrar as a second live model.
///
/// The swap changes the live model for a moment, so the model must change only through the store's
/// steps and the tasks that run on its executor, never from another thread while a test reads a
/// snapshot. An object read through a snapshot taken before a later step is the live object, with
/// the values it has now.
@dynamicMemberLookup
public struct ModelSnapshot<Model: AnyObject>: Equatable, DumpRepresentable {
  private let live: LiveModel<Model>
  private var reading: FrozenReading

  /// Snapshots `model` as it is now.
  ///
  /// ```swift
  /// let snapshot = ModelSnapshot(ProfileModel())
  /// ```
  ///
  /// - Parameters:
  ///   - model: The live model.
  ///   - fileID: The file ID of the call, where a failure outside a test store step is reported.
  ///   - filePath: The file path of the call, where a failure outside a test store step is reported.
  ///   - line: The line of the call, where a failure outside a test store step is reported.
  ///   - column: The column of the call, where a failure outside a test store step is reported.
  public init(
    _ model: Model, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(model, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  init(_ model: Model, at site: CallSite) {
    live = LiveModel(model, site: site)
    reading = FrozenReading(live.read())
  }

  /// The live model that the feature updates.
  ///
  /// Read it to build what a view would; change it only through actions.
  ///
  /// ```swift
  /// let name = store.state.model.name
  /// ```
  public var model: Model {
    live.settle()
    return live.model
  }

  /// A property's value when the snapshot was taken.
  ///
  /// ```swift
  /// store.state.name
  /// ```
  public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
    live.value(at: keyPath, in: reading)
  }

  /// A property's value, writable in expectation closures; writing changes this snapshot only.
  ///
  /// ```swift
  /// await store.send(.saveTapped) { $0.isSaving = true }
  /// ```
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>) -> Value {
    // Reading through a mutable snapshot may be the first half of a nested write
    // (`$0.child.name = …`), which goes to the object read, so that object holds this snapshot's
    // values until the write is read into it.
    mutating get { live.valueForWriting(at: keyPath, in: &reading) }
    set { live.write(newValue, at: keyPath, in: &reading) }
  }

  /// Reads the live model again, after the feature changed it.
  mutating func refreeze() {
    reading = FrozenReading(live.read(since: reading.graph))
  }

  /// The snapshot's reading, with any write through it read in.
  private var graph: ModelGraph {
    live.settle()
    return reading.graph
  }

  /// Equal when the readings hold the same values, as the change checks of class models read them.
  ///
  /// ```swift
  /// ModelSnapshot(ProfileModel()) == ModelSnapshot(ProfileModel()) // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let left = lhs.graph, right = rhs.graph
    return left.isSameReading(as: right) || left.holdsSameValues(as: right)
  }

  /// The reading, laid out as the change checks print a model, so dumps and diffs show its
  /// properties.
  ///
  /// ```swift
  /// print(valueDump(store.state))   // ProfileModel(name: "Ada", …)
  /// ```
  public var dumpRepresentation: Any { graph.outline }
}

extension ModelSnapshot: ExpectationBracketing {
  mutating func openExpectationBracket() { live.checkOutForExpectation(&reading) }

  func closeExpectationBracket() { live.settle() }
}
