// The names and initializers ArchTesting replaced, each kept for one version as a deprecated alias,
// in one place so a release can remove them together.

import Arch

/// The old name of ``TestClock/Instant``, kept for one version: the instant is named after its
/// clock, as `ContinuousClock.Instant` is.
///
/// ```swift
/// let start = TestClock.Instant()  // was ManualClockInstant()
/// ```
@available(*, deprecated, renamed: "TestClock.Instant")
public typealias ManualClockInstant = TestClock.Instant

extension ModelSnapshot {
  /// Snapshots `model`; the copy is no longer needed, and no longer called: the snapshot reads the
  /// model's fields itself.
  ///
  /// ```swift
  /// let snapshot = ModelSnapshot(ProfileModel())  // was ModelSnapshot(ProfileModel(), copy: { $0.copy() })
  /// ```
  ///
  /// - Parameters:
  ///   - model: The live model.
  ///   - copy: Ignored.
  ///   - fileID: The file ID of the call, where a failure outside a test store step is reported.
  ///   - filePath: The file path of the call, where a failure outside a test store step is reported.
  ///   - line: The line of the call, where a failure outside a test store step is reported.
  ///   - column: The column of the call, where a failure outside a test store step is reported.
  @available(*, deprecated, message: "The snapshot reads the model itself: leave `copy` out")
  public init(
    _ model: Model, copy: @escaping (Model) -> Model, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(model, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore {
  /// Makes a test store for a class model that changes itself; the copy is no longer needed, and no
  /// longer called.
  ///
  /// ```swift
  /// let store = TestStore(model: ProfileModel(), environment: .test) {  // was model:copy:environment:
  ///   model, action, environment in model.update(action: action, environment: environment).effect
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - model: The live model; the store changes it only through `update`.
  ///   - copy: Ignored.
  ///   - environment: The services its effects use.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  ///   - update: Sends one action to the model and returns its effects as an `Effect`.
  @available(*, deprecated, message: "The store reads the model itself: leave `copy` out")
  public convenience init<Model: AnyObject, Action: Sendable, Environment>(
    model: Model,
    copy: @escaping (Model) -> Model,
    environment: Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    update: @escaping (Model, Action, Environment) -> Effect<Action>
  ) where F == ReferenceModelFeature<Model, Action, Environment> {
    self.init(
      model: model, environment: environment, fileID: fileID, filePath: filePath, line: line,
      column: column, update: update)
  }
}
