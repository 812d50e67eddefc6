/// The state of a feature whose model is a class that changes itself: the live model, plus a frozen
/// copy of its values taken after each step, so a ``TestStore`` can compare and diff it like a value.
///
/// Read the model's properties straight through the snapshot; in an expectation closure, write them
/// as on a struct. The writes go to a private copy, never to the live model:
///
/// ```swift
/// await store.send(.setName("Ada")) { $0.name = "Ada" }
/// await store.send(.avatar(.pick("cat"))) { $0.avatar.symbol = "cat" }
/// #expect(store.state.name == "Ada")
/// ```
///
/// Two snapshots are equal when their frozen copies hold the same values, read by the engine of
/// ``expectChanges(of:_:fileID:filePath:line:column:operation:assert:)``: every field of every object
/// reachable from the model, compared with `==`. `copy` must copy nested models too, so an
/// expectation that writes into a child model changes only the copy.
@dynamicMemberLookup
public struct ModelSnapshot<Model: AnyObject>: Equatable, DumpRepresentable {
  /// The live model that the feature updates.
  ///
  /// Read it to build what a view would; change it only
  /// through actions.
  public let model: Model

  private var frozen: Model
  private let copy: (Model) -> Model

  /// Snapshots `model` as it is now.
  ///
  /// ```swift
  /// let snapshot = ModelSnapshot(ProfileModel(), copy: { $0.copy() })
  /// ```
  ///
  /// - Parameters:
  ///   - model: The live model.
  ///   - copy: Makes an independent copy of a model, nested models included.
  public init(_ model: Model, copy: @escaping (Model) -> Model) {
    self.model = model
    self.frozen = copy(model)
    self.copy = copy
  }

  /// A property's value when the snapshot was taken.
  ///
  /// ```swift
  /// store.state.name
  /// ```
  public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
    frozen[keyPath: keyPath]
  }

  /// A property's value, writable in expectation closures; writing changes this snapshot only.
  ///
  /// ```swift
  /// await store.send(.saveTapped) { $0.isSaving = true }
  /// ```
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>) -> Value {
    // Reading through a mutable snapshot may be the first half of a nested write
    // (`$0.child.name = …`), so it unshares the frozen copy first.
    mutating get {
      makeFrozenCopyUnique()
      return frozen[keyPath: keyPath]
    }
    set {
      makeFrozenCopyUnique()
      frozen[keyPath: keyPath] = newValue
    }
  }

  /// Takes a new frozen copy of the live model, after the feature changed it.
  mutating func refreeze() { frozen = copy(model) }

  private mutating func makeFrozenCopyUnique() {
    if !isKnownUniquelyReferenced(&frozen) { frozen = copy(frozen) }
  }

  /// Equal when the frozen copies hold the same values, as the change checks of class models read
  /// them.
  ///
  /// ```swift
  /// ModelSnapshot(ProfileModel(), copy: { $0.copy() }) == ModelSnapshot(ProfileModel(), copy: { $0.copy() }) // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.frozen === rhs.frozen { return true }
    var reader = ModelReader()
    return reader.read(lhs.frozen).holdsSameValues(as: reader.read(rhs.frozen))
  }

  /// The frozen copy, so dumps and diffs show the model's properties.
  ///
  /// ```swift
  /// print(valueDump(store.state))   // ProfileModel(name: "Ada", …)
  /// ```
  public var dumpRepresentation: Any { frozen }
}
