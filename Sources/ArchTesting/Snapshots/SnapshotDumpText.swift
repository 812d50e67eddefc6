/// The text the `.dump` snapshot strategy stores for `value`.
///
/// PLACEHOLDER until the dump engine lands: this is the one line to swap for its dump function.
func snapshotDumpText(of value: Any) -> String {
  var text = ""
  Swift.dump(value, to: &text)
  return text.hasSuffix("\n") ? String(text.dropLast()) : text
}
