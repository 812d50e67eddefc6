import Foundation

/// Turns a value into a ``DumpNode`` tree by reflection, with fast paths for the common standard
/// types and a per-type cache, so large states dump in time proportional to their size.
struct DumpBuilder {
  private var typeInfos: [ObjectIdentifier: DumpTypeInfo] = [:]
  private var objectsOnPath: Set<ObjectIdentifier> = []
  private var cycleNumbers: [ObjectIdentifier: Int] = [:]
  private var depth = 0

  mutating func node(for value: Any, isRoot: Bool = false) -> DumpNode {
    // Loop markers are numbered from #1 in every tree asked for from outside, so the two sides of
    // a diff number their loops alike.
    if depth == 0 { cycleNumbers.removeAll(keepingCapacity: true) }
    depth += 1
    defer { depth -= 1 }
    return makeNode(for: value, isRoot: isRoot)
  }

  private mutating func makeNode(for value: Any, isRoot: Bool) -> DumpNode {
    let info = typeInfo(of: value)
    switch info.kind {
    case .string: return stringNode(value as! String)
    case .int: return .scalar(String(value as! Int))
    case .double: return .scalar(String(value as! Double))
    case .bool: return .scalar((value as! Bool) ? "true" : "false")
    case .number, .decimal: return .scalar(String(describing: value))
    case .substring: return stringNode(String(value as! Substring))
    case .character: return .scalar(quoted(String(value as! Character)))
    case .metatype: return .scalar(shortTypeName(value as! Any.Type) + ".self")
    case .duration: return .scalar(durationText(value as! Duration))
    case .date: return .scalar(dateText(value as! Date))
    case .url: return .scalar(urlText(value as! URL))
    case .uuid: return .scalar(uuidText(value as! UUID))
    case .data: return .scalar(dataText(value as! Data))
    case .redacted: return .scalar("<redacted>")
    case .nsError: return errorNode(value as! NSError)
    case .custom: return node(for: (value as! any DumpRepresentable).dumpRepresentation, isRoot: isRoot)
    case .outline: return (value as! DumpOutline).node(isRoot: isRoot)
    case .optional:
      guard let wrapped = (value as! any DumpableOptional).dumpWrapped else { return .scalar("nil") }
      return node(for: wrapped, isRoot: isRoot)
    case .array: return arrayNode(value as! any DumpableArray)
    case .dictionary: return dictionaryNode(value as! any DumpableDictionary)
    case .set: return setNode(value as! any DumpableSet)
    case .collection: return collectionNode(value)
    case .structure, .enumeration, .tuple:
      guard let fields = fields(of: value, info: info, isRoot: isRoot) else {
        return .scalar(enumCaseText(value, info: info, isRoot: isRoot))
      }
      return .container(fieldContainer(open: fields.open, close: fields.close, fieldNodes(fields.values)))
    case .object: return objectNode(value, info: info)
    case .opaque: return .scalar(String(describing: value))
    }
  }

  mutating func typeInfo(of value: Any) -> DumpTypeInfo {
    let id = ObjectIdentifier(type(of: value))
    if let known = typeInfos[id] { return known }
    let info = DumpTypeInfo(of: value)
    typeInfos[id] = info
    return info
  }

  // MARK: Fields of structs, enum payloads and tuples

  /// The labelled values inside a struct, an enum case or a tuple, and the text around them;
  /// `nil` for an enum case without payload.
  mutating func fields(
    of value: Any, info: DumpTypeInfo, isRoot: Bool
  ) -> (open: String, close: String, values: [(label: DumpLabel, value: Any)])? {
    switch info.kind {
    case .enumeration:
      guard let payload = Mirror(reflecting: value).children.first else { return nil }
      let open = enumPrefix(info, isRoot) + (payload.label ?? enumCaseName(value)) + "("
      let payloadMirror = Mirror(reflecting: payload.value)
      if payloadMirror.displayStyle == .tuple {
        return (open, ")", tupleElements(of: payloadMirror))
      }
      return (open, ")", [(DumpLabel.none, payload.value)])
    case .tuple:
      return ("(", ")", tupleElements(of: Mirror(reflecting: value)))
    default:
      return (info.name + "(", ")", structFields(of: value, info: info))
    }
  }

  private func structFields(of value: Any, info: DumpTypeInfo) -> [(label: DumpLabel, value: Any)] {
    var result: [(label: DumpLabel, value: Any)] = []
    if let layout = info.fieldLayout {
      let values = layout.values(of: value)
      result.reserveCapacity(values.count)
      for index in 0..<values.count {
        appendField(layout.fields[index].name, values[index], info: info, to: &result)
      }
    } else {
      appendMirroredFields(of: Mirror(reflecting: value), info: info, to: &result)
    }
    return result
  }

  private func appendMirroredFields(
    of mirror: Mirror, info: DumpTypeInfo, to result: inout [(label: DumpLabel, value: Any)]
  ) {
    if let superclass = mirror.superclassMirror {
      appendMirroredFields(of: superclass, info: info, to: &result)
    }
    let isObservable = mirror.children.contains { $0.label == observationRegistrarField }
    for child in mirror.children {
      var name = child.label ?? ""
      if isObservable {
        // `@Observable` keeps `count` in `_count` beside its registrar: show what the code names.
        if name == observationRegistrarField { continue }
        if name.hasPrefix("_") { name.removeFirst() }
      }
      appendField(name, child.value, info: info, to: &result)
    }
  }

  private func appendField(
    _ name: String, _ value: Any, info: DumpTypeInfo, to result: inout [(label: DumpLabel, value: Any)]
  ) {
    // A property wrapper such as `@Indirect var focused` is stored as `_focused`: show what the code
    // names.
    var name = name
    if value is any DumpedAsWrappedProperty, name.hasPrefix("_") { name.removeFirst() }
    if info.hasFieldRules {
      if info.hiddenFields.contains(name) { return }
      if info.redactedFields.contains(name) {
        result.append((.field(name), RedactedPlaceholder()))
        return
      }
    }
    result.append((.field(name), value))
  }

  private func tupleElements(of mirror: Mirror) -> [(label: DumpLabel, value: Any)] {
    mirror.children.map { child in
      // Unlabelled tuple elements reflect as `.0`, `.1`, …; Swift prints them without labels.
      let label: DumpLabel = child.label.map { $0.hasPrefix(".") ? .none : .field($0) } ?? .none
      return (label, child.value)
    }
  }

  private mutating func fieldNodes(_ values: [(label: DumpLabel, value: Any)]) -> [DumpChild] {
    var children: [DumpChild] = []
    children.reserveCapacity(values.count)
    for field in values {
      children.append(DumpChild(label: field.label, node: node(for: field.value), matchKey: 0))
    }
    return children
  }

  private func enumPrefix(_ info: DumpTypeInfo, _ isRoot: Bool) -> String {
    // At the root nothing says which type the case belongs to, so the type is named there.
    isRoot ? info.name + "." : "."
  }

  private func enumCaseText(_ value: Any, info: DumpTypeInfo, isRoot: Bool) -> String {
    enumPrefix(info, isRoot) + enumCaseName(value)
  }

  // MARK: Classes

  private mutating func objectNode(_ value: Any, info: DumpTypeInfo) -> DumpNode {
    let id = ObjectIdentifier(value as AnyObject)
    if objectsOnPath.contains(id) {
      return .scalar(cycleMarker(for: id) + info.name + "(↩︎)")
    }
    objectsOnPath.insert(id)
    var values: [(label: DumpLabel, value: Any)] = []
    appendMirroredFields(of: Mirror(reflecting: value), info: info, to: &values)
    let children = fieldNodes(values)
    objectsOnPath.remove(id)
    // A descendant that led back here numbered this object; the number marks where the loop starts.
    let marker = cycleNumbers[id].map { "#\($0) " } ?? ""
    return .container(fieldContainer(open: marker + info.name + "(", close: ")", children))
  }

  private mutating func cycleMarker(for id: ObjectIdentifier) -> String {
    if let number = cycleNumbers[id] { return "#\(number) " }
    let number = cycleNumbers.count + 1
    cycleNumbers[id] = number
    return "#\(number) "
  }

  private mutating func errorNode(_ error: NSError) -> DumpNode {
    var values: [(label: DumpLabel, value: Any)] = [
      (.field("domain"), error.domain), (.field("code"), error.code),
    ]
    if !error.userInfo.isEmpty { values.append((.field("userInfo"), error.userInfo)) }
    return .container(fieldContainer(open: "NSError(", close: ")", fieldNodes(values)))
  }

  private func fieldContainer(open: String, close: String, _ fields: [DumpChild]) -> DumpContainer {
    DumpContainer(
      open: open, close: close, emptyText: open + close, matching: .byLabel, children: fields)
  }

  // MARK: Collections

  private mutating func arrayNode(_ array: any DumpableArray) -> DumpNode {
    let identified = type(of: array).elementsAreIdentifiable
    let ids = identified ? (array as? any IdentifiedElementsArray)?.elementIDHashes : nil
    let elements = array.dumpElements
    var children: [DumpChild] = []
    children.reserveCapacity(elements.count)
    for index in 0..<elements.count {
      children.append(
        DumpChild(label: .index(index), node: node(for: elements[index]), matchKey: ids?[index] ?? 0))
    }
    return .container(sequenceContainer(children, identified: ids != nil))
  }

  private mutating func collectionNode(_ value: Any) -> DumpNode {
    var children: [DumpChild] = []
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      children.append(DumpChild(label: .index(index), node: node(for: child.value), matchKey: 0))
    }
    return .container(sequenceContainer(children, identified: false))
  }

  private func sequenceContainer(_ children: [DumpChild], identified: Bool) -> DumpContainer {
    DumpContainer(
      open: "[", close: "]", emptyText: "[]", matching: .bySequence(identified: identified),
      children: children)
  }

  private mutating func dictionaryNode(_ dictionary: any DumpableDictionary) -> DumpNode {
    let (entries, sorted) = dictionary.dumpEntries
    var children: [DumpChild] = []
    children.reserveCapacity(entries.count)
    for entry in entries {
      let keyText = compactText(of: node(for: entry.key))
      children.append(
        DumpChild(label: .key(keyText), node: node(for: entry.value), matchKey: keyText.hashValue))
    }
    if !sorted { children.sort { $0.label.prefix < $1.label.prefix } }
    return .container(
      DumpContainer(open: "[", close: "]", emptyText: "[:]", matching: .byKey, children: children))
  }

  private mutating func setNode(_ set: any DumpableSet) -> DumpNode {
    let (elements, sorted) = set.dumpElements
    var children = elements.map { DumpChild(label: .none, node: node(for: $0), matchKey: 0) }
    if !sorted {
      children = children.map { (compactText(of: $0.node), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
    return .container(
      DumpContainer(
        open: "Set([", close: "])", emptyText: "Set([])", matching: .bySequence(identified: false),
        children: children))
  }
}

/// The hash of an `Identifiable` value's `id`, which the differ matches array elements by.
func identityHash(of value: Any) -> Int? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return idHash(identifiable)
}

private func idHash<Element: Identifiable>(_ element: Element) -> Int { element.id.hashValue }

/// The stored property the `@Observable` macro adds to a class.
private let observationRegistrarField = "_$observationRegistrar"
