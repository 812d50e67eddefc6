import Arch

/// A control a view showed, by name, and whether a person could use it there.
@usableFromInline
struct ControlSighting {
  let name: ControlName
  let isUsable: Bool

  @usableFromInline
  init(name: ControlName, isUsable: Bool) {
    self.name = name
    self.isUsable = isUsable
  }
}
