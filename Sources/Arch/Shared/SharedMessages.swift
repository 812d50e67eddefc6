/// Every message shared values report, in one place so they read alike.
enum SharedMessages {
  static func unimplementedStorage(_ operation: String, _ location: SharedLocation) -> String {
    """
    SharedStorage.\(operation) was called for the \(location), but this environment leaves shared \
    storage unimplemented. Give the test a storage: `SharedValues(storage: .inMemory([…]))`.
    """
  }

  static func loadFailed(_ name: String, _ location: SharedLocation, error: any Error) -> String {
    "The shared value \"\(name)\" could not be loaded from the \(location): \(error). It starts from its default."
  }

  static func saveFailed(_ name: String, _ location: SharedLocation, error: any Error) -> String {
    "The shared value \"\(name)\" could not be saved to the \(location): \(error). The change is kept in memory only."
  }

  static func keyTypeMismatch(_ name: String, existing: Any) -> String {
    """
    The shared value "\(name)" was asked for as another type than it holds \
    (\(type(of: existing))). Two keys share the name "\(name)": give each key its own name.
    """
  }
}
