import Arch
import Foundation
import Testing

/// The generators an environment holds: predictable values for tests, live ones for the app, and
/// unimplemented ones that report their use.
@Suite struct GeneratorTests {
  @Test func incrementingIDsCountUpFromOneForEachGenerator() {
    let makeID = UUIDGenerator.incrementing
    #expect(makeID().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(makeID() == UUIDGenerator.incrementingID(2))
    #expect(UUIDGenerator.incrementing() == UUIDGenerator.incrementingID(1))
    #expect(
      UUIDGenerator.incrementingID(123_456_789_012).uuidString == "00000000-0000-0000-0000-123456789012")
  }

  @Test func aNumberedIDIsZeroBasedAndHexadecimal() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(UUID((1 << 48) - 1).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
  }

  @Test func incrementingFromZeroCountsInHexFromUUIDZeroForEachGenerator() {
    let makeID = UUIDGenerator.incrementingFromZero
    let ids = (0..<11).map { _ in makeID() }
    #expect(ids == (0..<11).map { UUID($0) })
    #expect(ids.last?.uuidString == "00000000-0000-0000-0000-00000000000A")
    #expect(UUIDGenerator.incrementingFromZero() == UUID(0))
    // The decimal one is unchanged: it starts at 1, and its 10th id reads …000010.
    let decimal = UUIDGenerator.incrementing
    let tenth = (1...10).map { _ in decimal() }.last
    #expect(tenth?.uuidString == "00000000-0000-0000-0000-000000000010")
  }

  @Test func constantAndRandomIDs() {
    let id = UUIDGenerator.incrementingID(7)
    let constant = UUIDGenerator.constant(id)
    #expect([constant(), constant()] == [id, id])
    let random = UUIDGenerator.random
    #expect(random() != random())
  }

  @Test func anUnimplementedIDGeneratorReportsEachUseAndReturnsTheZeroID() {
    let makeID = UUIDGenerator.unimplemented("Environment.makeID")
    var ids: [UUID] = []
    let issues = recordingRuntimeIssues { ids = [makeID(), makeID()] }
    #expect(issues == [calledMessage("Environment.makeID"), calledMessage("Environment.makeID")])
    #expect(ids == [UUIDGenerator.incrementingID(0), UUIDGenerator.incrementingID(0)])
  }

  @Test func constantAndAdvancingDates() {
    let start = Date(timeIntervalSince1970: 1_000)
    let constant = DateGenerator.constant(start)
    #expect([constant(), constant()] == [start, start])
    let advancing = DateGenerator.advancing(from: start, by: .milliseconds(1_500))
    #expect(
      [advancing(), advancing(), advancing()] == [
        start, start.addingTimeInterval(1.5), start.addingTimeInterval(3),
      ])
  }

  @Test func theLiveDateIsNow() {
    let before = Date()
    let now = DateGenerator.now()
    #expect(now >= before)
  }

  @Test func anUnimplementedDateGeneratorReportsAndReturnsTheReferenceDate() {
    var date: Date?
    let issues = recordingRuntimeIssues { date = DateGenerator.unimplemented("Environment.now")() }
    #expect(issues == [calledMessage("Environment.now")])
    #expect(date == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func aSeededGeneratorRepeatsItsSequenceAndCopiesShareIt() {
    func rolls(_ random: RandomGenerator) -> [Int] {
      (0..<5).map { _ in random { Int.random(in: 1...6, using: &$0) } }
    }
    #expect(rolls(.seeded(42)) == rolls(.seeded(42)))
    #expect(rolls(.seeded(42)) != rolls(.seeded(43)))

    let shared = RandomGenerator.seeded(1)
    let copy = shared
    let first = shared { $0.next() }
    let second = copy { $0.next() }
    #expect(first != second)
  }

  @Test func theSystemGeneratorDrawsNumbers() {
    let random = RandomGenerator.system
    let draws = (0..<4).map { _ in random { $0.next() } }
    #expect(Set(draws).count > 1)
  }

  @Test func anUnimplementedRandomGeneratorReportsEachUse() {
    let random = RandomGenerator.unimplemented("Environment.random")
    let issues = recordingRuntimeIssues { _ = random { Bool.random(using: &$0) } }
    #expect(issues == [calledMessage("Environment.random")])
  }
}
