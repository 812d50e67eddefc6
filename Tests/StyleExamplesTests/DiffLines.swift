/// Whether a failure message has a diff line marked `marker` (`−` expected, `+` actual) that shows
/// `fragment`; indifferent to indentation, so the checks survive a change of dump layout.
func hasDiffLine(_ message: String?, _ marker: Character, _ fragment: String) -> Bool {
  (message ?? "").split(separator: "\n").contains { line in
    let trimmed = line.drop { $0 == " " }
    return trimmed.first == marker && trimmed.contains(fragment)
  }
}
