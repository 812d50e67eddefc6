import ArchTesting
import Foundation
import SampleFeature
import Testing

/// The Swift examples the tutorial article (GroceryListTutorial.md) shows that are not cut from the
/// sample or its tests, compiled and run: ``DocumentedExampleTests`` checks that every block of the
/// tutorial appears, line for line, in a compiled file.
@Suite struct TutorialExampleTests {
  @Test func anEnvironmentForATest() async {
    let damaged = InMemoryFile(contents: Data("{oops".utf8))
    let environment = GroceryEnvironment.test(
      api: .failing("Offline"), storage: .inMemory(damaged), clock: TestClock())
    await #expect(throws: (any Error).self) { try await environment.api.fetchItems() }
  }
}
