/// The name a dump prints for a type: its full name without module prefixes or private contexts,
/// so `MyApp.Box<MyApp.Item>` prints as `Box<Item>` and nested types keep their parents
/// (`Cart.Line`).
package func shortTypeName(_ type: Any.Type) -> String {
  stripModulePrefixes(String(reflecting: type))
}

func stripModulePrefixes(_ fullName: String) -> String {
  var result = ""
  var rest = Substring(fullName)
  var atPathStart = true
  while let first = rest.first {
    if first == "(", let skipped = skippingAnonymousContext(rest) {
      // A local type is named by itself: the function or type it is declared in is left out too.
      while let last = result.last, !pathDelimiters.contains(last) { result.removeLast() }
      rest = skipped
      continue
    }
    if atPathStart, isIdentifierStart(first) {
      let identifier = rest.prefix(while: isIdentifierCharacter)
      let afterIdentifier = rest.dropFirst(identifier.count)
      if afterIdentifier.first == "." {
        // The first component of a qualified path names the module.
        rest = afterIdentifier.dropFirst()
        atPathStart = false
        continue
      }
    }
    result.append(first)
    rest = rest.dropFirst()
    atPathStart = pathDelimiters.contains(first)
  }
  return result
}

/// Characters after which a new qualified type name begins.
private let pathDelimiters: Set<Character> = ["<", "(", ",", " ", "[", ":"]

/// Drops `(unknown context at $1234).` or `(extension in Module):` that local and extension types
/// carry in their reflected names.
private func skippingAnonymousContext(_ text: Substring) -> Substring? {
  let markers = ["(unknown context at ", "(extension in ", "(private "]
  guard markers.contains(where: { text.hasPrefix($0) }),
    let close = text.firstIndex(of: ")")
  else { return nil }
  var rest = text[text.index(after: close)...]
  if rest.first == "." || rest.first == ":" { rest = rest.dropFirst() }
  return rest
}

private func isIdentifierStart(_ character: Character) -> Bool {
  character == "_" || character.isLetter
}

private func isIdentifierCharacter(_ character: Character) -> Bool {
  character == "_" || character.isLetter || character.isNumber
}
