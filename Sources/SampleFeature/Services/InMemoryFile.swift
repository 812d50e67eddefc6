import Foundation
import Synchronization

/// The bytes of a pretend file, for ``GroceryStorage/inMemory(_:)``: fill it before a test to stage a
/// saved (or damaged) list, read it after to see what was saved.
///
/// ```swift
/// let file = InMemoryFile(items: [milk])
/// // … run the feature …
/// #expect(file.items == [milk, eggs])
/// ```
public nonisolated final class InMemoryFile: Sendable {
  private let data: Mutex<Data?>

  /// A file holding `contents`, or no file at all when `nil`.
  ///
  /// ```swift
  /// let damaged = InMemoryFile(contents: Data("{oops".utf8))
  /// ```
  public init(contents: Data? = nil) { data = Mutex(contents) }

  /// A file holding `items` as the app would have saved them.
  ///
  /// ```swift
  /// let saved = InMemoryFile(items: [milk, eggs])
  /// ```
  public convenience init(items: [GroceryItem]) {
    // Encoding an array of plain items cannot fail.
    self.init(contents: try! GroceryStorage.encode(items))
  }

  /// The bytes, or `nil` when nothing was saved.
  ///
  /// ```swift
  /// #expect(file.contents == Data("{oops".utf8))
  /// ```
  public var contents: Data? {
    get { data.withLock { $0 } }
    set { data.withLock { $0 = newValue } }
  }

  /// The saved list, or `nil` when there is none or it cannot be read.
  ///
  /// ```swift
  /// #expect(file.items?.map(\.name) == ["Milk"])
  /// ```
  public var items: [GroceryItem]? {
    contents.flatMap { try? JSONDecoder().decode([GroceryItem].self, from: $0) }
  }
}
