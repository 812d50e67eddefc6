import Arch
import ArchTesting
import Testing

/// The old names of renamed types still compile, for one version, and name the same types.
@Suite struct DeprecatedNamesTests {
  @available(*, deprecated, message: "uses the deprecated names on purpose")
  @Test func oldNamesNameTheNewTypes() {
    #expect(ObjectIdentifier(ManualClockInstant.self) == ObjectIdentifier(TestClock.Instant.self))
    #expect(ObjectIdentifier(EffectTask.self) == ObjectIdentifier(StoreTask.self))
    #expect(ObjectIdentifier(ViewNode<Int>.Axis.self) == ObjectIdentifier(ViewAxis.self))
  }

  @available(*, deprecated, message: "uses the deprecated names on purpose")
  @Test func oldDialogNamesBuildTheSameFeature() {
    let old: PresentedAlert<Trash, AlertState<Trash.AlertAction>> = Trash().presentingAlert(
      state: \.alert, action: CaseOf(Trash.Action.alert))
    let sameAlert = CaseOf<AlertState<Trash.AlertAction>, AlertState<Trash.AlertAction>>(
      embed: { $0 }, extract: { $0 })
    let inDestination = Trash().presentingAlert(
      state: \.alert, case: sameAlert, action: CaseOf(Trash.Action.alert))
    #expect(type(of: old) == PresentedDialog<Trash, AlertState<Trash.AlertAction>>.self)
    #expect(type(of: inDestination) == PresentedDialog<Trash, AlertState<Trash.AlertAction>>.self)
  }
}
