/// A key path as Swift writes it, with its root type named in full but without module names:
/// `\Playlist.State.tracks` where the key path itself prints `\State.tracks`.
package enum QualifiedKeyPath {
  /// The description of `path`, rooted at the full name of its root type.
  package static func describe(_ path: AnyKeyPath) -> String {
    let described = String(describing: path)
    guard described.hasPrefix("\\"), let dot = described.firstIndex(of: ".") else { return described }
    return "\\" + nameWithoutModules(type(of: path).rootType) + described[dot...]
  }

  /// `Playlist.State` for `MyApp.Playlist.State`, `Box<Item>` for `MyApp.Box<Swift.Int>`: every name
  /// of the root type's module or the standard library loses its qualifier.
  private static func nameWithoutModules(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    let modules: Set<Substring> = [name.prefix { $0 != "." }, "Swift"]
    var result = ""
    var identifier = Substring()
    var startsAName = true  // a module can only open a qualified name, never follow a dot
    for character in name {
      if character.isLetter || character.isNumber || character == "_" {
        identifier.append(character)
        continue
      }
      let isModule = character == "." && startsAName && modules.contains(identifier)
      if !isModule { result += identifier + String(character) }
      startsAName = character != "."
      identifier = ""
    }
    return result + identifier
  }
}
