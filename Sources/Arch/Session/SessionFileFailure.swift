import Foundation

/// Why a session's file could not be written or read, in words that are the same on every platform
/// and hold no path.
enum SessionFileFailure {
  static func reason(_ error: any Error) -> String {
    switch posixCode(of: error) {
    case EACCES?, EPERM?, EROFS?: return "permission denied (a read-only folder or file)."
    case ENOSPC?, EDQUOT?: return "the disk is full."
    case ENOENT?: return "no such file or folder."
    case let code?: return String(cString: strerror(code)) + "."
    case nil: return (error as NSError).localizedDescription
    }
  }

  /// The POSIX error behind `error`, as Foundation reports it on Darwin and on Linux.
  private static func posixCode(of error: any Error) -> Int32? {
    var current: NSError? = error as NSError
    while let error = current {
      if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
      current = error.userInfo[NSUnderlyingErrorKey] as? NSError
    }
    if let cocoa = error as? CocoaError {
      switch cocoa.code {
      case .fileWriteNoPermission, .fileReadNoPermission, .fileWriteVolumeReadOnly: return EACCES
      case .fileWriteOutOfSpace: return ENOSPC
      case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
      default: return nil
      }
    }
    return nil
  }
}
