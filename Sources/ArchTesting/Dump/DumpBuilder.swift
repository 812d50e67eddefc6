import Foundation

/// Turns a value into a ``DumpNode`` tree by reflection, with fast paths for the common standard
/// types and a per-type cache, so large states dump in time proportional to their size.
struct DumpBuilder {
  private var typeInfos: [ObjectIdentifier: DumpTypeInfo] = [:]
  private var objectsOnPath: Set<ObjectIdentifier> = []
  private var cycleNumbers: [ObjectIdentifier: Int] = [:]

  mutating func node(for value: Any, isRoot: Bool = false) -> DumpNode {
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
    case .date: return .scalar(dateText(value as! Date))
    case .url: return .scalar(urlText(value as! URL))
    case .uuid: return .scalar(uuidText(value as! UUID))
    case .data: return .scalar(dataText(value as! Data))
    case .nsError: return errorNode(value as! NSError)
    case .custom: return node(for: (value as! any DumpRepresentable).dumpRepresentation, isRoot: isRoot)
    case .optional:
      guard let wrapped = (value as! any DumpableOptional).dumpWrapped else { return .scalar("nil") }
      return node(for: wrapped, isRoot: isRoot)
    case .dictionary: return dictionaryNode(value as! any DumpableDictionary)
    case .set: return setNode(value as! any DumpableSet)
    case .collection: return collectionNode(value)
    case .structure: return structureNode(value, info: info)
    case .object: return objectNode(value, info: info)
    case .enumeration: return enumNode(value, info: info, isRoot: isRoot)
    case .tuple: return tupleNode(value)
    case .opaque: return .scalar(String(describing: value))
    }
  }

  private mutating func typeInfo(of value: Any) -> DumpTypeInfo {
    let id = ObjectIdentifier(type(of: value))
    if let known = typeInfos[id] { return known }
    let info = DumpTypeInfo(of: value)
    typeInfos[id] = info
    return info
  }

  // MARK: Structures, classes, enums, tuples

  private mutating func structureNode(_ value: Any, info: DumpTypeInfo) -> DumpNode {
    var fields: [DumpChild] = []
    appendFields(of: Mirror(reflecting: value), info: info, to: &fields)
    return .container(fieldContainer(open: info.name + "(", close: ")", fields))
  }

  private mutating func objectNode(_ value: Any, info: DumpTypeInfo) -> DumpNode {
    let id = ObjectIdentifier(value as AnyObject)
    if objectsOnPath.contains(id) {
      return .scalar(cycleMarker(for: id) + info.name + "(↩︎)")
    }
    objectsOnPath.insert(id)
    var fields: [DumpChild] = []
    appendClassFields(of: Mirror(reflecting: value), info: info, to: &fields)
    objectsOnPath.remove(id)
    // A descendant that led back here numbered this object; the number marks where the loop starts.
    let marker = cycleNumbers[id].map { "#\($0) " } ?? ""
    return .container(fieldContainer(open: marker + info.name + "(", close: ")", fields))
  }

  private mutating func cycleMarker(for id: ObjectIdentifier) -> String {
    if let number = cycleNumbers[id] { return "#\(number) " }
    let number = cycleNumbers.count + 1
    cycleNumbers[id] = number
    return "#\(number) "
  }

  private mutating func appendClassFields(
    of mirror: Mirror, info: DumpTypeInfo, to fields: inout [DumpChild]
  ) {
    if let superclass = mirror.superclassMirror {
      appendClassFields(of: superclass, info: info, to: &fields)
    }
    appendFields(of: mirror, info: info, to: &fields)
  }

  private mutating func appendFields(
    of mirror: Mirror, info: DumpTypeInfo, to fields: inout [DumpChild]
  ) {
    for child in mirror.children {
      let label = child.label ?? ""
      if info.hasFieldRules {
        if info.hiddenFields.contains(label) { continue }
        if info.redactedFields.contains(label) {
          fields.append(DumpChild(label: .field(label), node: .scalar("<redacted>"), matchKey: 0))
          continue
        }
      }
      fields.append(DumpChild(label: .field(label), node: node(for: child.value), matchKey: 0))
    }
  }

  private mutating func enumNode(_ value: Any, info: DumpTypeInfo, isRoot: Bool) -> DumpNode {
    // At the root nothing says which type the case belongs to, so the type is named there.
    let prefix = isRoot ? info.name + "." : "."
    guard let payload = Mirror(reflecting: value).children.first else {
      return .scalar(prefix + enumCaseName(value))
    }
    let caseName = payload.label ?? enumCaseName(value)
    let payloadMirror = Mirror(reflecting: payload.value)
    var fields: [DumpChild] = []
    if payloadMirror.displayStyle == .tuple {
      appendTupleElements(of: payloadMirror, to: &fields)
    } else {
      fields.append(DumpChild(label: .none, node: node(for: payload.value), matchKey: 0))
    }
    return .container(fieldContainer(open: prefix + caseName + "(", close: ")", fields))
  }

  private mutating func tupleNode(_ value: Any) -> DumpNode {
    var fields: [DumpChild] = []
    appendTupleElements(of: Mirror(reflecting: value), to: &fields)
    return .container(fieldContainer(open: "(", close: ")", fields))
  }

  private mutating func appendTupleElements(of mirror: Mirror, to fields: inout [DumpChild]) {
    for child in mirror.children {
      // Unlabelled tuple elements reflect as `.0`, `.1`, …; Swift prints them without labels.
      let label: DumpLabel = child.label.map { $0.hasPrefix(".") ? .none : .field($0) } ?? .none
      fields.append(DumpChild(label: label, node: node(for: child.value), matchKey: 0))
    }
  }

  private mutating func errorNode(_ error: NSError) -> DumpNode {
    var fields = [
      DumpChild(label: .field("domain"), node: stringNode(error.domain), matchKey: 0),
      DumpChild(label: .field("code"), node: .scalar(String(error.code)), matchKey: 0),
    ]
    if !error.userInfo.isEmpty {
      fields.append(DumpChild(label: .field("userInfo"), node: node(for: error.userInfo), matchKey: 0))
    }
    return .container(fieldContainer(open: "NSError(", close: ")", fields))
  }

  private func fieldContainer(open: String, close: String, _ fields: [DumpChild]) -> DumpContainer {
    DumpContainer(
      open: open, close: close, emptyText: open + close, matching: .byLabel, children: fields)
  }

  // MARK: Collections

  private mutating func collectionNode(_ value: Any) -> DumpNode {
    var elements: [DumpChild] = []
    var identified: Bool?
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let element = child.value
      if identified == nil { identified = typeInfo(of: element).isIdentifiable }
      let elementNode = node(for: element)
      let key = identified == true ? (identityHash(of: element) ?? elementNode.fingerprint) : elementNode.fingerprint
      elements.append(DumpChild(label: .index(index), node: elementNode, matchKey: key))
    }
    return .container(
      DumpContainer(
        open: "[", close: "]", emptyText: "[]", matching: .bySequence(identified: identified == true),
        children: elements))
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
    var children = elements.map { element -> DumpChild in
      let elementNode = node(for: element)
      return DumpChild(label: .none, node: elementNode, matchKey: elementNode.fingerprint)
    }
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
private func identityHash(of value: Any) -> Int? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return idHash(identifiable)
}

private func idHash<Element: Identifiable>(_ element: Element) -> Int { element.id.hashValue }
