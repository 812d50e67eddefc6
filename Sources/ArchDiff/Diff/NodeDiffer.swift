/// Writes the differences between two dump trees: the path down to each change, the changed
/// parts marked, and unchanged runs collapsed into one line.
struct NodeDiffer {
  let format: DiffFormat
  private var renderer = DumpRenderer()

  init(format: DiffFormat) {
    self.format = format
  }

  var text: String { renderer.text }

  /// One side of a pair being compared: the node, its label and what follows its last line.
  struct Side {
    var node: DumpNode
    var label: DumpLabel = .none
    var suffix: String = ""
  }

  mutating func diff(_ old: Side, _ new: Side, indent: Int) {
    switch (old.node.content, new.node.content) {
    case (.container(let oldContainer), .container(let newContainer))
    where oldContainer.open == newContainer.open && oldContainer.close == newContainer.close
      && oldContainer.matching == newContainer.matching:
      writePair(old.label.prefix + oldContainer.open, new.label.prefix + newContainer.open, indent)
      diffChildren(oldContainer, newContainer, indent: indent + 1)
      writePair(oldContainer.close + old.suffix, newContainer.close + new.suffix, indent)
    case (.text(let oldLines), .text(let newLines)):
      writePair(old.label.prefix + "\"\"\"", new.label.prefix + "\"\"\"", indent)
      diffLines(oldLines, newLines, indent: indent + 1)
      writePair("\"\"\"" + old.suffix, "\"\"\"" + new.suffix, indent + 1)
    default:
      writeRemoved(old, indent: indent)
      writeInserted(new, indent: indent)
    }
  }

  // MARK: Children

  private mutating func diffChildren(_ old: DumpContainer, _ new: DumpContainer, indent: Int) {
    let edits = childEdits(old, new)
    var run = ChangeRun()
    for edit in edits {
      switch edit {
      case .same(let oldIndex, let newIndex):
        if old.children[oldIndex].node.fingerprint == new.children[newIndex].node.fingerprint {
          flushChanges(&run, old, new, indent: indent)
          run.unchanged.append((oldIndex, newIndex))
        } else {
          flushUnchanged(&run, old, new, indent: indent)
          flushChanges(&run, old, new, indent: indent)
          diff(side(old, oldIndex), side(new, newIndex), indent: indent)
        }
      case .removed(let oldIndex):
        flushUnchanged(&run, old, new, indent: indent)
        run.removed.append(oldIndex)
      case .inserted(let newIndex):
        flushUnchanged(&run, old, new, indent: indent)
        run.inserted.append(newIndex)
      }
    }
    flushUnchanged(&run, old, new, indent: indent)
    flushChanges(&run, old, new, indent: indent)
  }

  private func childEdits(_ old: DumpContainer, _ new: DumpContainer) -> [SequenceEdit] {
    if old.matching == .byLabel {
      let sameFields =
        old.children.count == new.children.count
        && zip(old.children, new.children).allSatisfy { $0.label == $1.label }
      if sameFields { return old.children.indices.map { .same($0, $0) } }
      return sequenceEdits(
        from: old.children.map(\.label.hashValue), to: new.children.map(\.label.hashValue))
    }
    return sequenceEdits(from: old.children.map(\.matchKey), to: new.children.map(\.matchKey))
  }

  /// Children met since the last flush: a run of unchanged ones, or removed and inserted ones.
  private struct ChangeRun {
    var unchanged: [(Int, Int)] = []
    var removed: [Int] = []
    var inserted: [Int] = []
  }

  private mutating func flushUnchanged(
    _ run: inout ChangeRun, _ old: DumpContainer, _ new: DumpContainer, indent: Int
  ) {
    guard let (oldIndex, newIndex) = run.unchanged.first else { return }
    let oldSide = side(old, oldIndex)
    let newSide = side(new, newIndex)
    // A lone child reads better on one line of its own than as a line saying it was left out.
    if run.unchanged.count == 1, oldSide.label == newSide.label, oldSide.suffix == newSide.suffix {
      switch oldSide.node.content {
      case .scalar(let text):
        renderer.writeLine(format.contextMarker, indent, oldSide.label.prefix, text, oldSide.suffix)
      case .container(let container):
        let folded = container.open + format.ellipsis + container.close
        renderer.writeLine(format.contextMarker, indent, oldSide.label.prefix, folded, oldSide.suffix)
      case .text:
        writeCollapsed(1, indent: indent)
      }
    } else {
      writeCollapsed(run.unchanged.count, indent: indent)
    }
    run.unchanged.removeAll(keepingCapacity: true)
  }

  private mutating func flushChanges(
    _ run: inout ChangeRun, _ old: DumpContainer, _ new: DumpContainer, indent: Int
  ) {
    if run.removed.isEmpty && run.inserted.isEmpty { return }
    // Elements matched by position or content that changed in place are shown as nested diffs;
    // identified elements and dictionary entries that left or came are different things.
    let pairsChangesInPlace = old.matching == .byLabel || old.matching == .bySequence(identified: false)
    let pairCount = pairsChangesInPlace ? min(run.removed.count, run.inserted.count) : 0
    for pair in 0..<pairCount {
      diff(side(old, run.removed[pair]), side(new, run.inserted[pair]), indent: indent)
    }
    for oldIndex in run.removed.dropFirst(pairCount) {
      writeRemoved(side(old, oldIndex), indent: indent)
    }
    for newIndex in run.inserted.dropFirst(pairCount) {
      writeInserted(side(new, newIndex), indent: indent)
    }
    run.removed.removeAll(keepingCapacity: true)
    run.inserted.removeAll(keepingCapacity: true)
  }

  private func side(_ container: DumpContainer, _ index: Int) -> Side {
    let child = container.children[index]
    return Side(
      node: child.node, label: child.label, suffix: index == container.children.count - 1 ? "" : ",")
  }

  // MARK: Lines of multi-line strings

  private mutating func diffLines(_ old: [String], _ new: [String], indent: Int) {
    let edits = sequenceEdits(from: old.map(\.hashValue), to: new.map(\.hashValue))
    var unchanged: [Int] = []
    func flush(_ differ: inout NodeDiffer) {
      if unchanged.count == 1 {
        differ.renderer.writeLine(differ.format.contextMarker, indent, "", old[unchanged[0]], "")
      } else if unchanged.count > 1 {
        differ.writeCollapsed(unchanged.count, indent: indent)
      }
      unchanged.removeAll(keepingCapacity: true)
    }
    for edit in edits {
      switch edit {
      case .same(let oldIndex, _):
        unchanged.append(oldIndex)
      case .removed(let oldIndex):
        flush(&self)
        hasChanges = true
        renderer.writeLine(format.removedMarker, indent, "", old[oldIndex], "")
      case .inserted(let newIndex):
        flush(&self)
        hasChanges = true
        renderer.writeLine(format.insertedMarker, indent, "", new[newIndex], "")
      }
    }
    flush(&self)
  }

  // MARK: Lines

  /// Whether any line was marked as removed or inserted.
  private(set) var hasChanges = false

  /// A line both sides share, or a removed and an inserted line when they differ.
  mutating func writePair(_ oldText: String, _ newText: String, _ indent: Int) {
    if oldText == newText {
      renderer.writeLine(format.contextMarker, indent, "", oldText, "")
    } else {
      hasChanges = true
      renderer.writeLine(format.removedMarker, indent, "", oldText, "")
      renderer.writeLine(format.insertedMarker, indent, "", newText, "")
    }
  }

  mutating func writeContext(_ label: DumpLabel, _ text: String, _ suffix: String, indent: Int) {
    renderer.writeLine(format.contextMarker, indent, label.prefix, text, suffix)
  }

  mutating func writeCollapsed(_ count: Int, indent: Int) {
    renderer.writeLine(format.contextMarker, indent, "", "\(format.ellipsis) (\(count) unchanged)", "")
  }

  mutating func writeRemoved(_ side: Side, indent: Int) {
    hasChanges = true
    renderer.write(
      side.node, label: side.label, indent: indent, suffix: side.suffix, marker: format.removedMarker)
  }

  mutating func writeInserted(_ side: Side, indent: Int) {
    hasChanges = true
    renderer.write(
      side.node, label: side.label, indent: indent, suffix: side.suffix, marker: format.insertedMarker)
  }
}
