import Foundation

/// When the running test binary was built: its file's modification time.
///
/// A test file modified
/// after it (and not by an inline snapshot write) may no longer hold the calls at the lines and
/// columns compiled into the binary.
///
/// On Linux the test process is the test binary (`/proc/self/exe`); on Apple platforms it is the
/// loaded `.xctest` bundle's executable. Elsewhere, or when that cannot be found, `nil`: positions
/// are then checked only by the calls' own text.
///
/// ```swift
/// let session = SnapshotSession(run: .currentProcess, builtAt: TestBinaryBuildTime.current)
/// ```
enum TestBinaryBuildTime {
  static let current: Date? = {
    #if os(Linux)
      return modificationDate(of: "/proc/self/exe")
    #elseif canImport(Darwin)
      let bundle = Bundle.allBundles.first { $0.bundleURL.pathExtension == "xctest" }
      return bundle?.executableURL.flatMap { modificationDate(of: $0.path) }
    #else
      return nil
    #endif
  }()

  /// The modification time of the file at `path` (through a symlink), to the nanosecond.
  static func modificationDate(of path: String) -> Date? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
  }
}
