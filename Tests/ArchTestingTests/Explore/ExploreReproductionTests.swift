import Arch
import Testing

@testable import ArchTesting

/// How the printed test names what it uses: types as the calling module writes them.
struct ExploreReproductionNamingTests {
  enum Cart {
    struct Order: Equatable {
      var id: Int
    }
    enum Action: Equatable { case place(Order) }
    enum Exploration {}
  }

  @Test func nestedTypesAreQualifiedAndTheCallingModuleIsLeftOut() {
    let reproduction = ExploreReproduction(
      at: CallSite(fileID: "ArchTestingTests/CartTests.swift"), subject: Cart.Exploration.self)
    #expect(reproduction.subject == "ExploreReproductionNamingTests.Cart.Exploration")
    #expect(
      reproduction.makeStore == "ExploreReproductionNamingTests.Cart.Exploration.makeStore(clock: clock)")
    #expect(reproduction.testName == "exploredExploreReproductionNamingTestsCartExploration")
    #expect(
      reproduction.source(of: Cart.Action.place(Cart.Order(id: 1)))
        == ".place(ExploreReproductionNamingTests.Cart.Order(id: 1))")
    #expect(
      reproduction.source(of: [Cart.Order(id: 2)]) == "[ExploreReproductionNamingTests.Cart.Order(id: 2)]")
  }

  @Test func anotherModulesTypesKeepTheirModule() {
    let reproduction = ExploreReproduction(at: CallSite(fileID: "OtherTests/File.swift"), subject: nil)
    #expect(
      reproduction.source(of: Cart.Order(id: 1))
        == "ArchTestingTests.ExploreReproductionNamingTests.Cart.Order(id: 1)")
  }
}
