import Foundation

/// The external diff tool `ARCH_DIFF_TOOL` names, run on a failed snapshot's reference and new text.
enum SnapshotDiffTool {
  /// Runs `command` with the two files as its last two arguments, through `/bin/sh` so the command may
  /// carry its own options (`ARCH_DIFF_TOOL="code --wait --diff"`), and waits for it; returns why it
  /// could not run.
  ///
  /// Its own exit status is its own: `diff` exits with 1 when the files differ.
  static func show(reference: URL, new: URL, command: String) -> String? {
    #if os(macOS) || os(Linux)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", command + " \"$1\" \"$2\"", "sh", reference.path, new.path]
      // The shell's complaint about a tool it cannot run is replaced by the failure's own sentence;
      // what a tool that ran wrote to standard error is passed on.
      let errors = Pipe()
      process.standardError = errors
      do {
        try process.run()
      } catch {
        return error.localizedDescription
      }
      let written = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      // The shell's own statuses: 126, found but not runnable; 127, not found.
      let status = process.terminationStatus
      guard ![126, 127].contains(status) else { return "the shell could not run it (exit status \(status))" }
      if !written.isEmpty { FileHandle.standardError.write(written) }
      return nil
    #else
      return "external diff tools run only on macOS and Linux"
    #endif
  }

  /// A file holding `fileText` for the tool when no pending file was written (on CI, or under record
  /// mode `never`), in the temporary folder; `nil` if it could not be written.
  static func temporaryFile(named name: String, fileText: String) -> URL? {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("arch-snapshots-\(UUID().uuidString)", isDirectory: true)
      .appendingPathComponent(name)
    do {
      try SnapshotFile.write(fileText, to: file)
      return file
    } catch {
      return nil
    }
  }
}
