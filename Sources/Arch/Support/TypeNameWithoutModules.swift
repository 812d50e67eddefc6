/// A type's name without its modules, in generic arguments too: `MeetingDetail.State`,
/// `AlertState<Trash.AlertAction>`.
package func typeNameWithoutModules(_ type: Any.Type) -> String {
  var name = ""
  var word = ""
  for character in String(reflecting: type) + " " {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      word.append(character)
      continue
    }
    // Every qualified name starts with its module.
    if let dot = word.firstIndex(of: ".") { word = String(word[word.index(after: dot)...]) }
    name += word
    name.append(character)
    word = ""
  }
  return String(name.dropLast())
}
