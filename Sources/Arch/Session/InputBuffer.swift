/// The values a ``SessionInputLog`` keeps, in the order they came, in memory of their own.
///
/// An array would do, but the recorder runs unspecialized, in the store's step: appending to an
/// array of a generic element looks the element's and the array's types up in the runtime at every
/// append. A class holds its element type in its own metadata, so an append here looks nothing up.
final class InputBuffer<Element> {
  private var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  /// Makes an empty buffer with room for `capacity` elements before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Keeps a copy of `element` after the others.
  func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Drops the first `dropped` elements, moving the others to the front.
  func removeFirst(_ dropped: Int) {
    precondition(dropped >= 0 && dropped <= count, "Cannot drop \(dropped) of \(count) inputs.")
    base.deinitialize(count: dropped)
    base.moveInitialize(from: base + dropped, count: count - dropped)
    count -= dropped
  }

  /// Every element, in order, as an array.
  var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

  @inline(never)
  private func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
