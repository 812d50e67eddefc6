import Foundation

/// Replaces the bytes of a user's test file the way an editor that respects it would: through a
/// symlink to its target, keeping the file's permissions and (where the system allows) its owner,
/// never touching a read-only file, and atomically — a temporary file in the same folder is written,
/// flushed to disk and renamed over the original, so any failure leaves the original intact.
///
/// ```swift
/// try SourceFileWriter.replaceContents(of: sourcePath, with: newBytes)
/// ```
enum SourceFileWriter {
  enum Failure: Error, Equatable {
    /// The file has no write permission (for anyone, or for this process).
    case readOnly
    /// The system refused a step; its own words, without a path.
    case io(String)

    /// The reason sentence a refusal gives, for the test file `fileID`.
    func message(_ fileID: String) -> String {
      switch self {
      case .readOnly: InlineSnapshotMessages.readOnly(fileID)
      case .io(let problem): InlineSnapshotMessages.ioFailure(problem)
      }
    }
  }

  /// The file a path names: the target of a symlink, else the path itself.
  static func target(of path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Read-only: no write bit at all (which a process running as root would otherwise ignore), or
  /// none this process may use.
  static func isReadOnly(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return status.st_mode & 0o222 == 0 || access(path, W_OK) != 0
  }

  static func replaceContents(of path: String, with bytes: [UInt8]) throws(Failure) {
    let target = target(of: path)
    var status = stat()
    guard stat(target, &status) == 0 else { throw .io(systemError()) }
    if isReadOnly(target) { throw .readOnly }
    let url = URL(fileURLWithPath: target)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .io(systemError()) }
    // The owner first: changing it can clear set-id bits, which the mode then restores.
    _ = fchown(descriptor, status.st_uid, status.st_gid)
    let code = fchmod(descriptor, status.st_mode & 0o7777) == 0 ? writeAll(bytes, to: descriptor) : errno
    let synced = code == 0 ? (fsync(descriptor) == 0 ? 0 : errno) : code
    close(descriptor)
    guard synced == 0, rename(temporary, target) == 0 else {
      let failure = synced == 0 ? errno : synced
      unlink(temporary)
      throw .io(String(cString: strerror(failure)))
    }
    syncFolder(of: target)
  }

  /// Flushes the folder, so the rename itself survives a crash.
  private static func syncFolder(of path: String) {
    let folder = open(URL(fileURLWithPath: path).deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
    guard folder >= 0 else { return }
    _ = fsync(folder)
    close(folder)
  }

  private static func systemError() -> String { String(cString: strerror(errno)) }
}

/// Writes every byte; returns 0, or the `errno` of the write that failed.
///
/// Outside ``SourceFileWriter`` so that `write` is the system call.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return written < 0 ? errno : EIO }
      offset += written
    }
    return 0
  }
}
