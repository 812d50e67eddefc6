import Foundation

/// One snapshot comparison: the reference file, the text the test produced, and what may be written.
struct SnapshotVerification {
  var reference: URL
  /// The path relative to the snapshots folder, without `.txt`: what the review command accepts.
  var name: String
  var header: String
  var actual: String
  var mode: SnapshotRecordMode
  /// `NAME=value` of the CI variable that forbids writing, or `nil` locally.
  var continuousIntegration: String?

  var pending: URL { reference.appendingPathExtension(SnapshotFileName.pendingExtension) }
  /// `Snapshots/Module/Suite.test.1.txt`: short, and the same wherever the package lives.
  var displayPath: String {
    reference.deletingLastPathComponent().pathComponents.suffix(2).joined(separator: "/") + "/"
      + reference.lastPathComponent
  }
  private var mayWrite: Bool { continuousIntegration == nil && mode != .never }

  /// Compares, writes what the mode allows, and returns the failure to report, if any.
  func run() -> SnapshotFailure? {
    do {
      switch try SnapshotFile.read(reference) {
      case .notUTF8(let offset):
        return SnapshotFailure(
          "The reference snapshot \(displayPath) is not valid UTF-8 (first bad byte at offset \(offset)). "
            + "It was left untouched: fix or delete it, then record again.")
      case .missing:
        return try recordMissing()
      case .text(let reference) where reference == actual:
        try refreshAfterMatch()
        return nil
      case .text(let reference):
        return try recordMismatch(against: reference)
      }
    } catch let failure as SnapshotFailure {
      return failure
    } catch {
      return SnapshotFailure("Could not read or write the snapshot \(displayPath): \(error)")
    }
  }

  private func recordMissing() throws -> SnapshotFailure {
    if let continuousIntegration {
      return SnapshotFailure(
        "No reference snapshot at \(displayPath). Nothing is written on CI (\(continuousIntegration)): "
          + "record it locally, review it and commit it.")
    }
    guard mayWrite else {
      return SnapshotFailure(
        "No reference snapshot at \(displayPath). Nothing was written: the record mode is `never`.")
    }
    try SnapshotFile.write(SnapshotFile.fileText(header: header, text: actual), to: reference)
    SnapshotFile.remove(pending)
    return SnapshotFailure(
      "No reference snapshot at \(displayPath) yet, so it was recorded. Review it, then run the test again.")
  }

  private func refreshAfterMatch() throws {
    guard mayWrite else { return }
    if mode == .all {
      try SnapshotFile.write(SnapshotFile.fileText(header: header, text: actual), to: reference)
    }
    SnapshotFile.remove(pending)
  }

  private func recordMismatch(against referenceText: String) throws -> SnapshotFailure {
    let diff = TextDiff.lines(
      expected: referenceText, actual: actual,
      format: .init(expectedLabel: "Reference", actualLabel: "Actual")) ?? ""
    let mismatch = "Snapshot \(name) does not match \(displayPath)."
    if let continuousIntegration {
      return SnapshotFailure("\(mismatch) Nothing is written on CI (\(continuousIntegration)).\n\n\(diff)")
    }
    switch mode {
    case .never:
      return SnapshotFailure("\(mismatch) Nothing was written: the record mode is `never`.\n\n\(diff)")
    case .missing:
      try SnapshotFile.write(SnapshotFile.fileText(header: header, text: actual), to: pending)
      return SnapshotFailure(
        "\(mismatch) The new text is pending in \(displayPath).new: "
          + "`swift run snapshots accept \(name)` takes it, `swift run snapshots reject \(name)` drops it."
          + "\n\n\(diff)")
    case .failed, .all:
      try SnapshotFile.write(SnapshotFile.fileText(header: header, text: actual), to: reference)
      SnapshotFile.remove(pending)
      return SnapshotFailure(
        "\(mismatch) It was re-recorded (record mode `\(mode.rawValue)`): review the change, then run the test again."
          + "\n\n\(diff)")
    }
  }
}
