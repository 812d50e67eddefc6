/// A snapshot file's change as a unified diff that `git apply` (or `patch -p1`) takes: the whole old
/// text replaced by the whole new one, so it applies to exactly the file the run compared with.
enum SnapshotPatch {
  /// The change of the file at `path` (relative to the folder the patch is applied in) from
  /// `old` (`nil`: the file does not exist) to `new`.
  static func change(at path: String, from old: String?, to new: String) -> String {
    let removed = old.map(Lines.init) ?? Lines("")
    let added = Lines(new)
    var patch = "diff --git a/\(path) b/\(path)\n"
    patch += old == nil ? "new file mode 100644\n--- /dev/null\n" : "--- a/\(path)\n"
    patch += "+++ b/\(path)\n"
    patch += "@@ -\(removed.range) +\(added.range) @@\n"
    return patch + removed.body(prefix: "-") + added.body(prefix: "+")
  }

  /// A file's lines, and whether it ends with a line break.
  private struct Lines {
    var lines: [Substring]
    var endsWithLineBreak = true

    init(_ text: String) {
      guard !text.isEmpty else {
        lines = []
        return
      }
      lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      endsWithLineBreak = lines.last == ""
      if endsWithLineBreak { lines.removeLast() }
    }

    /// A hunk range: `0,0` for no lines, else from line 1.
    var range: String { lines.isEmpty ? "0,0" : "1,\(lines.count)" }

    func body(prefix: String) -> String {
      let body = lines.map { prefix + $0 + "\n" }.joined()
      return endsWithLineBreak ? body : body + "\\ No newline at end of file\n"
    }
  }
}
