import ArchSnapshots
import Foundation

// Review pending snapshots and find obsolete ones; the logic lives in ArchSnapshots' SnapshotCommand.
let status = SnapshotCommand.run(
  Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
  currentDirectory: FileManager.default.currentDirectoryPath, output: { print($0) },
  errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
