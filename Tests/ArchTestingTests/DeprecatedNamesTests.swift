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
}
