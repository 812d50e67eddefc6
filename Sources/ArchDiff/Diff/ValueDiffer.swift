/// Diffs two values by walking both at once and skipping every part that `==` says is equal, so
/// one changed item in a state of 100,000 costs one comparison pass, not two full dumps.
///
/// Only the changed parts are dumped. Values that are not `Equatable` are compared by the
/// fingerprints of their dumps and diffed by ``NodeDiffer``.
struct ValueDiffer {
  private var builder = DumpBuilder()
  private var writer: NodeDiffer

  init(format: DiffFormat) {
    writer = NodeDiffer(format: format)
  }

  var text: String { writer.text }
  var hasChanges: Bool { writer.hasChanges }

  /// One side of a pair being compared: the value, its label and what follows its last line.
  struct Side {
    var value: Any
    var label: DumpLabel = .none
    var suffix: String = ""
  }

  enum Comparison {
    case equal
    case different
    /// Not `Equatable`, so both were dumped to compare them: diff these dumps.
    case differentDumps(DumpNode, DumpNode)
  }

  mutating func compare(_ old: Any, _ new: Any) -> Comparison {
    if let equal = valuesEqual(old, new) { return equal ? .equal : .different }
    let oldNode = builder.node(for: old).fingerprinted()
    let newNode = builder.node(for: new).fingerprinted()
    return oldNode.fingerprint == newNode.fingerprint ? .equal : .differentDumps(oldNode, newNode)
  }

  /// Writes the differences of two values already known to differ.
  mutating func diff(_ old: Side, _ new: Side, indent: Int, isRoot: Bool = false) {
    let oldInfo = builder.typeInfo(of: old.value)
    let newInfo = builder.typeInfo(of: new.value)
    if let unwrapped = unwrapped(old.value, oldInfo) {
      return diff(
        Side(value: unwrapped, label: old.label, suffix: old.suffix), new, indent: indent, isRoot: isRoot)
    }
    if let unwrapped = unwrapped(new.value, newInfo) {
      return diff(
        old, Side(value: unwrapped, label: new.label, suffix: new.suffix), indent: indent, isRoot: isRoot)
    }
    let sameType = type(of: old.value) == type(of: new.value)
    if sameType, oldInfo.kind == .array,
      diffArrays(
        old, new, indent: indent,
        identified: type(of: old.value as! any DumpableArray).elementsAreIdentifiable)
    {
      return
    }
    if sameType, [.structure, .enumeration, .tuple].contains(oldInfo.kind),
      diffFields(old, new, info: oldInfo, indent: indent, isRoot: isRoot)
    {
      return
    }
    writer.diff(
      .init(
        node: builder.node(for: old.value, isRoot: isRoot).fingerprinted(), label: old.label,
        suffix: old.suffix),
      .init(
        node: builder.node(for: new.value, isRoot: isRoot).fingerprinted(), label: new.label,
        suffix: new.suffix),
      indent: indent)
  }

  /// The value an optional wraps or a custom representation stands for, which is what prints.
  private func unwrapped(_ value: Any, _ info: DumpTypeInfo) -> Any? {
    switch info.kind {
    case .optional: return (value as! any DumpableOptional).dumpWrapped
    case .custom: return (value as! any DumpRepresentable).dumpRepresentation
    default: return nil
    }
  }

  private mutating func diffChanged(_ old: Side, _ new: Side, _ comparison: Comparison, indent: Int) {
    if case .differentDumps(let oldNode, let newNode) = comparison {
      writer.diff(
        .init(node: oldNode, label: old.label, suffix: old.suffix),
        .init(node: newNode, label: new.label, suffix: new.suffix), indent: indent)
    } else {
      diff(old, new, indent: indent)
    }
  }

  // MARK: Fields

  private mutating func diffFields(
    _ old: Side, _ new: Side, info: DumpTypeInfo, indent: Int, isRoot: Bool
  ) -> Bool {
    guard let oldFields = builder.fields(of: old.value, info: info, isRoot: isRoot),
      let newFields = builder.fields(of: new.value, info: info, isRoot: isRoot),
      oldFields.open == newFields.open, oldFields.values.count == newFields.values.count,
      !oldFields.values.isEmpty,
      zip(oldFields.values, newFields.values).allSatisfy({ $0.label == $1.label })
    else { return false }
    writer.writePair(old.label.prefix + oldFields.open, new.label.prefix + newFields.open, indent)
    let values = oldFields.values
    let lastIndex = values.count - 1
    let identity = info.isIdentifiable ? identityFields(of: values) : [:]
    var unchanged: [Int] = []
    for index in 0...lastIndex {
      let suffix = index == lastIndex ? "" : ","
      let oldSide = Side(value: values[index].value, label: values[index].label, suffix: suffix)
      let newSide = Side(value: newFields.values[index].value, label: values[index].label, suffix: suffix)
      let comparison = compare(oldSide.value, newSide.value)
      if case .equal = comparison {
        if let text = identity[index] {
          writeUnchanged(unchanged.map { fieldSide(in: values, $0) }, indent: indent + 1)
          unchanged.removeAll(keepingCapacity: true)
          writer.writeContext(oldSide.label, text, suffix, indent: indent + 1)
        } else {
          unchanged.append(index)
        }
        continue
      }
      writeUnchanged(unchanged.map { fieldSide(in: values, $0) }, indent: indent + 1)
      unchanged.removeAll(keepingCapacity: true)
      diffChanged(oldSide, newSide, comparison, indent: indent + 1)
    }
    writeUnchanged(unchanged.map { fieldSide(in: values, $0) }, indent: indent + 1)
    writer.writePair(oldFields.close + old.suffix, newFields.close + new.suffix, indent)
    return true
  }

  /// The fields that tell an `Identifiable` value apart, by index, with their one-line text: `id`
  /// and the first short one-line scalars.
  ///
  /// They stay visible around a change, so a diff deep in a
  /// long array still says which item changed.
  private mutating func identityFields(of values: [(label: DumpLabel, value: Any)]) -> [Int: String] {
    var shown: [Int: String] = [:]
    var others = 0
    for (index, field) in values.enumerated() {
      let isID = field.label == .field("id")
      guard isID || others < Self.identityFieldLimit, let text = shortScalarText(field.value) else {
        continue
      }
      shown[index] = text
      if !isID { others += 1 }
    }
    return shown
  }

  /// How many fields besides `id` stay visible to identify an item.
  private static let identityFieldLimit = 2
  /// The longest scalar text that counts as short enough to identify an item.
  private static let identityTextLimit = 40
  private static let identityKinds: Set<DumpTypeInfo.Kind> = [
    .string, .int, .double, .bool, .number, .character, .substring, .date, .url, .uuid, .decimal,
  ]

  private mutating func shortScalarText(_ value: Any) -> String? {
    // Only scalar kinds are dumped here: a large collection field is never dumped just to be skipped.
    guard Self.identityKinds.contains(builder.typeInfo(of: value).kind),
      case .scalar(let text) = builder.node(for: value).content,
      text.count <= Self.identityTextLimit, !text.contains("\n")
    else { return nil }
    return text
  }

  private func fieldSide(in values: [(label: DumpLabel, value: Any)], _ index: Int) -> Side {
    Side(value: values[index].value, label: values[index].label, suffix: index == values.count - 1 ? "" : ",")
  }

  /// A run of unchanged children: a lone short one is shown, longer runs collapse into one line.
  private mutating func writeUnchanged(_ run: [Side], indent: Int) {
    guard let first = run.first else { return }
    if run.count == 1, let text = contextText(for: first.value) {
      writer.writeContext(first.label, text, first.suffix, indent: indent)
    } else {
      writer.writeCollapsed(run.count, indent: indent)
    }
  }

  /// One line standing for an unchanged value, without dumping a large one: `42`, `Item(…)`, `[…]`.
  private mutating func contextText(for value: Any) -> String? {
    let info = builder.typeInfo(of: value)
    switch info.kind {
    case .structure: return info.name + "(" + writer.format.ellipsis + ")"
    case .tuple: return "(" + writer.format.ellipsis + ")"
    case .array:
      return (value as! any DumpableArray).dumpCount == 0 ? "[]" : "[" + writer.format.ellipsis + "]"
    case .dictionary, .set, .collection, .object, .enumeration, .optional, .custom, .outline, .nsError:
      return nil
    default:
      let node = builder.node(for: value)
      if case .scalar(let text) = node.content { return text }
      return nil
    }
  }

  // MARK: Arrays

  private mutating func diffArrays(_ old: Side, _ new: Side, indent: Int, identified: Bool) -> Bool {
    let oldArray = old.value as! any DumpableArray
    let newArray = new.value as! any DumpableArray
    guard oldArray.dumpCount > 0, newArray.dumpCount > 0 else { return false }
    writer.writePair(old.label.prefix + "[", new.label.prefix + "[", indent)
    if let positions = positionsChangedInPlace(oldArray, newArray, identified: identified) {
      walkInPlace(oldArray, newArray, changed: positions, indent: indent + 1)
    } else {
      var walk = ArrayWalk(old: oldArray, new: newArray, identified: identified)
      alignElements(&walk)
      self.walk(walk, indent: indent + 1)
    }
    writer.writePair("]" + old.suffix, "]" + new.suffix, indent)
    return true
  }

  /// Arrays of one length whose elements changed in place: the runs between the changed
  /// positions are unchanged, so nothing but the changed elements is looked at again.
  private mutating func walkInPlace(
    _ old: any DumpableArray, _ new: any DumpableArray, changed positions: [Int], indent: Int
  ) {
    let last = old.dumpCount - 1
    func side(_ array: any DumpableArray, _ index: Int) -> Side {
      Side(value: array.dumpElement(at: index), label: .index(index), suffix: index == last ? "" : ",")
    }
    var next = 0
    for position in positions + [last + 1] {
      let runLength = position - next
      if runLength == 1 {
        writeUnchanged([side(old, next)], indent: indent)
      } else if runLength > 1 {
        writer.writeCollapsed(runLength, indent: indent)
      }
      if position <= last {
        diff(side(old, position), side(new, position), indent: indent)
      }
      next = position + 1
    }
  }

  /// For arrays of the same length where at most half the elements changed in place (keeping
  /// their ids): the positions that differ, found by one pass of `==`.
  ///
  /// Anything else, such as a moved element shifting all between, is left to the alignment.
  private func positionsChangedInPlace(
    _ old: any DumpableArray, _ new: any DumpableArray, identified: Bool
  ) -> [Int]? {
    guard let comparable = old as? any EquatableElementsArray,
      let positions = comparable.positionsDiffering(from: new),
      positions.count * 2 <= old.dumpCount
    else { return nil }
    if identified {
      for position in positions
      where identityHash(of: old.dumpElement(at: position)) != identityHash(of: new.dumpElement(at: position))
      {
        return nil
      }
    }
    return positions
  }

  private struct ArrayWalk {
    var old: any DumpableArray
    var new: any DumpableArray
    var identified: Bool
    var edits: [SequenceEdit] = []
    /// Elements dumped while aligning, kept for reuse.
    var oldNodes: [Int: DumpNode] = [:]
    var newNodes: [Int: DumpNode] = [:]
  }

  /// Aligns the elements: the ends `==` finds equal are kept, the middle is matched by id, by
  /// native hash, or by the fingerprints of the elements' dumps.
  private mutating func alignElements(_ walk: inout ArrayWalk) {
    let oldCount = walk.old.dumpCount
    let newCount = walk.new.dumpCount
    let ends = (walk.old as? any EquatableElementsArray)?.commonEnds(with: walk.new) ?? (0, 0)
    let oldMiddle = ends.prefix..<(oldCount - ends.suffix)
    let newMiddle = ends.prefix..<(newCount - ends.suffix)
    let (oldKeys, newKeys) = middleKeys(&walk, oldMiddle, newMiddle)
    walk.edits.reserveCapacity(max(oldCount, newCount))
    for index in 0..<ends.prefix { walk.edits.append(.same(index, index)) }
    for edit in sequenceEdits(from: oldKeys, to: newKeys) {
      switch edit {
      case .same(let oldOffset, let newOffset):
        walk.edits.append(.same(oldMiddle.lowerBound + oldOffset, newMiddle.lowerBound + newOffset))
      case .removed(let offset): walk.edits.append(.removed(oldMiddle.lowerBound + offset))
      case .inserted(let offset): walk.edits.append(.inserted(newMiddle.lowerBound + offset))
      }
    }
    for offset in 0..<ends.suffix {
      walk.edits.append(.same(oldMiddle.upperBound + offset, newMiddle.upperBound + offset))
    }
  }

  private mutating func middleKeys(
    _ walk: inout ArrayWalk, _ oldMiddle: Range<Int>, _ newMiddle: Range<Int>
  ) -> ([Int], [Int]) {
    if walk.identified, let old = walk.old as? any IdentifiedElementsArray,
      let new = walk.new as? any IdentifiedElementsArray
    {
      return (Array(old.elementIDHashes[oldMiddle]), Array(new.elementIDHashes[newMiddle]))
    }
    if let old = walk.old as? any HashableElementsArray, let new = walk.new as? any HashableElementsArray {
      return (old.elementHashes(in: oldMiddle), new.elementHashes(in: newMiddle))
    }
    var oldKeys: [Int] = []
    for index in oldMiddle {
      let node = builder.node(for: walk.old.dumpElement(at: index)).fingerprinted()
      walk.oldNodes[index] = node
      oldKeys.append(node.fingerprint)
    }
    var newKeys: [Int] = []
    for index in newMiddle {
      let node = builder.node(for: walk.new.dumpElement(at: index)).fingerprinted()
      walk.newNodes[index] = node
      newKeys.append(node.fingerprint)
    }
    return (oldKeys, newKeys)
  }

  private mutating func walk(_ walk: ArrayWalk, indent: Int) {
    let oldLast = walk.old.dumpCount - 1
    let newLast = walk.new.dumpCount - 1
    func oldSide(_ index: Int) -> Side {
      Side(value: walk.old.dumpElement(at: index), label: .index(index), suffix: index == oldLast ? "" : ",")
    }
    func newSide(_ index: Int) -> Side {
      Side(value: walk.new.dumpElement(at: index), label: .index(index), suffix: index == newLast ? "" : ",")
    }
    var unchanged: [(Int, Int)] = []
    var removed: [Int] = []
    var inserted: [Int] = []
    func flushUnchanged(_ differ: inout ValueDiffer) {
      guard let (oldIndex, newIndex) = unchanged.first else { return }
      let side = oldSide(oldIndex)
      if unchanged.count == 1, oldIndex == newIndex, side.suffix == newSide(newIndex).suffix {
        differ.writeUnchanged([side], indent: indent)
      } else {
        differ.writer.writeCollapsed(unchanged.count, indent: indent)
      }
      unchanged.removeAll(keepingCapacity: true)
    }
    func flushChanges(_ differ: inout ValueDiffer) {
      if removed.isEmpty && inserted.isEmpty { return }
      // Elements matched by content that changed in place are shown as nested diffs; identified
      // elements that left or came are different things.
      let pairCount = walk.identified ? 0 : min(removed.count, inserted.count)
      for pair in 0..<pairCount {
        differ.diff(oldSide(removed[pair]), newSide(inserted[pair]), indent: indent)
      }
      for index in removed.dropFirst(pairCount) {
        differ.writer.writeRemoved(differ.nodeSide(oldSide(index), walk.oldNodes[index]), indent: indent)
      }
      for index in inserted.dropFirst(pairCount) {
        differ.writer.writeInserted(differ.nodeSide(newSide(index), walk.newNodes[index]), indent: indent)
      }
      removed.removeAll(keepingCapacity: true)
      inserted.removeAll(keepingCapacity: true)
    }
    for edit in walk.edits {
      switch edit {
      case .same(let oldIndex, let newIndex):
        let comparison: Comparison
        if let oldNode = walk.oldNodes[oldIndex], let newNode = walk.newNodes[newIndex] {
          comparison = oldNode.fingerprint == newNode.fingerprint ? .equal : .differentDumps(oldNode, newNode)
        } else {
          comparison = compare(walk.old.dumpElement(at: oldIndex), walk.new.dumpElement(at: newIndex))
        }
        if case .equal = comparison {
          flushChanges(&self)
          unchanged.append((oldIndex, newIndex))
        } else {
          flushUnchanged(&self)
          flushChanges(&self)
          diffChanged(oldSide(oldIndex), newSide(newIndex), comparison, indent: indent)
        }
      case .removed(let index):
        flushUnchanged(&self)
        removed.append(index)
      case .inserted(let index):
        flushUnchanged(&self)
        inserted.append(index)
      }
    }
    flushUnchanged(&self)
    flushChanges(&self)
  }

  private mutating func nodeSide(_ side: Side, _ node: DumpNode?) -> NodeDiffer.Side {
    NodeDiffer.Side(node: node ?? builder.node(for: side.value), label: side.label, suffix: side.suffix)
  }
}
