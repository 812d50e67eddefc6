import Foundation

/// The `snapshots` command-line tool's logic, kept here so it can be tested without a process.
package enum SnapshotCommand {
  package static let usage = """
    Usage: swift run snapshots <command> [--dir <snapshots folder>]

    Commands:
      review                 Show every pending snapshot (<name>.txt.new, and inline snapshots'
                             <Module>/<File>.swift.<line>.<column>.inline.new) with its diff.
      accept <path or name>... | --all
                             Replace each reference with its pending snapshot; an inline
                             snapshot is written into its test file. Prints each one
                             accepted; fails, doing nothing, if an operand matches none.
      reject <path or name>... | --all
                             Delete the pending snapshots, the same way.
      obsolete [--delete]    List (or delete) snapshot files no test touched in the last
                             complete `swift test` run (one without --filter or --skip).
      help                   Show this text.

    An operand is the path of a pending file, of its reference or of the test file of inline
    snapshots; or a snapshot's name (with or without .txt or .txt.new), or the end of one
    after a / or a . (Suite.test.1). Nothing asks a question, so scripts and CI can run it.
    The snapshots folder is --dir, else $ARCH_SNAPSHOTS_DIR, else Snapshots/ in the package
    above the current directory.
    """

  /// Runs the command; returns the exit status (0 success, 1 failure, 2 bad arguments or no snapshots
  /// folder).
  ///
  /// Results go to `output`, problems to `errors` (standard error in the tool).
  package static func run(
    _ arguments: [String], environment: [String: String], currentDirectory: String,
    output: (String) -> Void, errors: (String) -> Void
  ) -> Int32 {
    var arguments = arguments
    var folderOption: String?
    if let index = arguments.firstIndex(of: "--dir") {
      guard index + 1 < arguments.count else {
        return badArguments(SnapshotReviewMessages.dirWithoutFolder, errors)
      }
      folderOption = arguments[index + 1]
      arguments.removeSubrange(index...(index + 1))
    }
    guard let command = arguments.first else { return badArguments(SnapshotReviewMessages.noCommand, errors) }
    let operands = Array(arguments.dropFirst())
    if ["help", "--help", "-h"].contains(command) {
      output(usage)
      return 0
    }
    switch command {
    case "review" where operands.isEmpty, "obsolete" where operands.isEmpty || operands == ["--delete"]: break
    case "accept" where operands.isEmpty, "reject" where operands.isEmpty:
      return badArguments(SnapshotReviewMessages.noOperands(command), errors)
    case "accept", "reject": break
    default: return badArguments(SnapshotReviewMessages.unknownArguments(arguments), errors)
    }
    // The folder as the user gave it, to name it back to them as they typed it.
    let typed = folderOption ?? SnapshotEnvironment(environment).snapshotsDirectory
    guard let folder = snapshotsFolder(typed: typed, from: currentDirectory) else {
      errors(SnapshotMessages.noPackage(at: currentDirectory, remedy: SnapshotReviewMessages.passTheFolder))
      return 1
    }
    guard SnapshotWriteError.isFolder(folder) else {
      let shown =
        typed
        ?? SnapshotWriteError.relativePath(
          of: folder, to: URL(fileURLWithPath: currentDirectory, isDirectory: true))
      errors(SnapshotReviewMessages.noFolder(at: shown))
      return 2
    }
    let catalog = SnapshotCatalog(folder: folder)
    switch command {
    case "review": return review(catalog, output)
    case "obsolete": return obsolete(catalog, delete: !operands.isEmpty, output, errors)
    default: return resolve(command, operands, catalog, currentDirectory, output, errors)
    }
  }

  private static func badArguments(_ problem: String, _ errors: (String) -> Void) -> Int32 {
    errors(problem + "\n\n" + usage)
    return 2
  }

  /// `typed` (from --dir or the environment) taken from `currentDirectory`, else the package's
  /// `Snapshots/` folder.
  private static func snapshotsFolder(typed: String?, from currentDirectory: String) -> URL? {
    let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
    if let typed {
      return URL(fileURLWithPath: typed, isDirectory: true, relativeTo: base).standardizedFileURL
    }
    let marker = base.appendingPathComponent("marker").path
    return SnapshotDirectory.packageRoot(above: marker)?
      .appendingPathComponent(SnapshotDirectory.folderName, isDirectory: true)
  }

  private static func review(_ catalog: SnapshotCatalog, _ output: (String) -> Void) -> Int32 {
    let pending = catalog.pendingSnapshots()
    guard !pending.isEmpty else {
      output(SnapshotReviewMessages.nothingPending)
      return 0
    }
    for (index, snapshot) in pending.enumerated() {
      output("[\(index + 1)/\(pending.count)] \(snapshot.name)\n\(catalog.diff(of: snapshot))\n")
    }
    output(SnapshotReviewMessages.settleAdvice)
    return 0
  }

  private static func resolve(
    _ command: String, _ operands: [String], _ catalog: SnapshotCatalog, _ currentDirectory: String,
    _ output: (String) -> Void, _ errors: (String) -> Void
  ) -> Int32 {
    let all = catalog.pendingSnapshots()
    var chosen: [SnapshotCatalog.Pending] = []
    if operands == ["--all"] {
      chosen = all
    } else {
      // Every operand is matched before anything is done: one that matches nothing leaves all as it
      // was, so a script fails without half of its work done.
      var unmatched: [SnapshotFailure] = []
      for operand in operands {
        switch catalog.pending(matching: operand, among: all, currentDirectory: currentDirectory) {
        case .success(let matched):
          let new = matched.filter { !chosen.contains($0) }
          chosen += new
        case .failure(let failure): unmatched.append(failure)
        }
      }
      guard unmatched.isEmpty else {
        for failure in unmatched { errors(failure.message) }
        errors(SnapshotReviewMessages.nothingDone(command))
        return 1
      }
    }
    if chosen.isEmpty {
      output(SnapshotReviewMessages.nothingPending)
      return 0
    }
    if command == "accept" { return accept(chosen, among: all, catalog, output, errors) }
    do {
      for pending in chosen {
        try catalog.reject(pending)
        output("Rejected " + pending.name)
      }
    } catch {
      errors("\(error)")
      return 1
    }
    return 0
  }

  /// Accepts `chosen`, saying so for each or giving its failure, then the failures of other pending
  /// snapshots that a rewritten test file moved but that could not be kept.
  private static func accept(
    _ chosen: [SnapshotCatalog.Pending], among all: [SnapshotCatalog.Pending], _ catalog: SnapshotCatalog,
    _ output: (String) -> Void, _ errors: (String) -> Void
  ) -> Int32 {
    let failures = catalog.accept(chosen, among: all)
    for pending in chosen {
      if let failure = failures[pending.name] {
        errors(failure.message)
      } else {
        output("Accepted \(pending.name)")
      }
    }
    let chosenNames = Set(chosen.map(\.name))
    for (name, failure) in failures.sorted(by: { $0.key < $1.key }) where !chosenNames.contains(name) {
      errors(failure.message)
    }
    return failures.isEmpty ? 0 : 1
  }

  private static func obsolete(
    _ catalog: SnapshotCatalog, delete: Bool, _ output: (String) -> Void, _ errors: (String) -> Void
  ) -> Int32 {
    switch catalog.obsoleteFiles() {
    case .failure(let refusal):
      errors(refusal.message)
      return 1
    case .success(let files) where files.isEmpty:
      output(SnapshotReviewMessages.nothingObsolete)
      return 0
    case .success(let files):
      let list = files.map { "  " + $0 }.joined(separator: "\n")
      guard delete else {
        output(SnapshotReviewMessages.obsolete(list))
        return 0
      }
      for file in files { SnapshotFile.remove(catalog.folder.appendingPathComponent(file)) }
      output(SnapshotReviewMessages.deleted(files.count, list))
      return 0
    }
  }
}
