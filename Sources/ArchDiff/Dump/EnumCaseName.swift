/// The name of an enum value's case, even when the enum prints itself differently through
/// `CustomStringConvertible`: the same runtime entry point `print` uses for enums.
func enumCaseName(_ value: Any) -> String {
  func name<Enum>(_ value: Enum) -> String {
    guard let cName = swiftEnumCaseName(value) else { return String(describing: value) }
    return String(cString: cName)
  }
  return _openExistential(value, do: name)
}

@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<Enum>(_ value: Enum) -> UnsafePointer<CChar>?
