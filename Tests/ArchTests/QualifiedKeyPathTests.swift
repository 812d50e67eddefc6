import Testing

@testable import Arch

/// Key paths in messages name their root in full, so two features' `State`s are told apart.
@Suite struct QualifiedKeyPathTests {
  enum Todos {
    struct State {
      var todos: [Int] = []
      var filter = Filter()
    }
    struct Filter { var text = "" }
  }
  enum Notes {
    struct State { var todos: [Int] = [] }
  }
  struct Box<Value> { var value: Value }

  @Test func aNestedStateIsNamedWithItsFeature() {
    #expect(QualifiedKeyPath.describe(\Todos.State.todos) == "\\QualifiedKeyPathTests.Todos.State.todos")
    #expect(QualifiedKeyPath.describe(\Notes.State.todos) == "\\QualifiedKeyPathTests.Notes.State.todos")
  }

  @Test func aLongerPathKeepsEveryComponent() {
    #expect(
      QualifiedKeyPath.describe(\Todos.State.filter.text) == "\\QualifiedKeyPathTests.Todos.State.filter.text"
    )
  }

  @Test func genericArgumentsLoseTheirModulesToo() {
    #expect(QualifiedKeyPath.describe(\Box<Int>.value) == "\\QualifiedKeyPathTests.Box<Int>.value")
  }
}
