import Foundation

/// One state of a model as the engine read it, shared by the copies of a ``ModelSnapshot``; a write
/// through a snapshot gives it a reading of its own.
final class FrozenReading {
  /// Filled in again when a write the reading was checked out for settles.
  var graph: ModelGraph

  init(_ graph: ModelGraph) { self.graph = graph }
}

/// The live model behind a ``ModelSnapshot`` and its copies: the one place that puts the values of
/// an older reading into the model, to read or write through a key path, and the model's own values
/// back afterwards.
///
/// Every operation first settles a write still pending, so the model holds its own values between
/// operations. The lock keeps two snapshots from swapping at once; it cannot keep the model's own
/// code out, so the model must change only through the store's steps and its executor's tasks.
final class LiveModel<Model: AnyObject> {
  let model: Model
  /// Where the snapshot was made: a failure outside any step of a test store is reported there.
  let site: CallSite
  private let lock = NSRecursiveLock()
  private var reader = ModelReader()
  private var kinds = FieldKinds()
  /// The reading an object-valued key path was read for, whose values the model holds until the
  /// writes through that object settle, and the model's own values to put back then.
  private var checkout: (reading: FrozenReading, own: ModelGraph)?

  init(_ model: Model, site: CallSite) {
    self.model = model
    self.site = site
  }

  /// The model's values now.
  func read() -> ModelGraph {
    locked {
      settle()
      return reader.read(model)
    }
  }

  /// The model's values now, read again only where they changed since `previous`.
  func read(since previous: ModelGraph) -> ModelGraph {
    locked {
      settle()
      return reader.read(model, since: previous)
    }
  }

  /// Puts back the model's own values after writes through an object a snapshot handed out.
  func settle() {
    locked {
      guard let (reading, own) = checkout else { return }
      checkout = nil
      let written = reader.read(model, since: reading.graph)
      reading.graph = written
      let unrestorable = own.unrestorableChanges(in: written)
      if !unrestorable.isEmpty {
        report(ModelChangeMessages.snapshotExpectationChangedReference(unrestorable))
      }
      own.restore(undoing: written)
    }
  }

  /// The value at `keyPath` in the state `reading` holds: read from the model while it holds that
  /// state, which it does already right after the step that read it.
  func value<Value>(at keyPath: KeyPath<Model, Value>, in reading: FrozenReading) -> Value {
    locked {
      if isCheckedOut(reading) { return model[keyPath: keyPath] }
      settle()
      let own = putInto(reading)
      defer { own.map { $0.restore(undoing: reading.graph) } }
      return model[keyPath: keyPath]
    }
  }

  /// The model holding `reading`'s state, for an expectation's read that may be the first half of
  /// a write; `reading` is replaced by one of its own first, so copies of the snapshot keep theirs.
  ///
  /// A value holding no object is read at once. An object stays the model's, with `reading`'s
  /// values, until the next operation settles the writes made through it into `reading`.
  func valueForWriting<Value>(at keyPath: KeyPath<Model, Value>, in reading: inout FrozenReading) -> Value {
    locked {
      if isCheckedOut(reading) { return model[keyPath: keyPath] }
      guard !holdsObjects(Value.self) else { return checkOut(&reading)[keyPath: keyPath] }
      return value(at: keyPath, in: reading)
    }
  }

  /// Writes `newValue` at `keyPath` into `reading`'s state, through the model's setters, and puts
  /// the model's own values back.
  func write<Value>(
    _ newValue: Value, at keyPath: ReferenceWritableKeyPath<Model, Value>, in reading: inout FrozenReading
  ) {
    locked {
      if isCheckedOut(reading) {
        model[keyPath: keyPath] = newValue
        return
      }
      checkOut(&reading)[keyPath: keyPath] = newValue
      settle()
    }
  }

  /// Puts `reading`'s values into the model for an expectation closure, which runs on a copy of its
  /// own (`reading` is replaced first); every read and write in the closure goes to the model then,
  /// until ``settle()`` takes the writes into that copy.
  func checkOutForExpectation(_ reading: inout FrozenReading) {
    locked { _ = checkOut(&reading) }
  }

  /// Whether the model holds `reading`'s values, with the writes made through it so far: reads and
  /// writes go straight to the model, which must not settle in between (an object read through the
  /// snapshot, written after another read, would write into the model's own values).
  private func isCheckedOut(_ reading: FrozenReading) -> Bool { checkout?.reading === reading }

  private func checkOut(_ reading: inout FrozenReading) -> Model {
    settle()
    reading = FrozenReading(reading.graph)
    let own = putInto(reading) ?? reading.graph
    checkout = (reading, own)
    return model
  }

  /// Puts `reading`'s values into the model, and returns the model's own to put back; `nil` when
  /// the model holds them already.
  private func putInto(_ reading: FrozenReading) -> ModelGraph? {
    let own = reader.read(model, since: reading.graph)
    if own.isSameReading(as: reading.graph) { return nil }
    let unrestorable = reading.graph.unrestorableChanges(in: own)
    if !unrestorable.isEmpty {
      report(ModelChangeMessages.snapshotCannotPutBack(unrestorable))
    }
    reading.graph.restore(undoing: own)
    return own
  }

  /// Reports at the step whose expectation is running, else at the step whose feature is, else
  /// where the snapshot was made.
  private func report(_ message: String) {
    reportIssueAtCurrentStep(message, at: ExpectationSite.current ?? site)
  }

  private func holdsObjects(_ type: Any.Type) -> Bool {
    if case .plain = kinds.kind(of: type) { return false }
    return true
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
