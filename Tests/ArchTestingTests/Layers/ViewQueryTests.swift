import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct ViewQueryTests {
  let editor = ItemsEditor.EditorView().view(
    for: .init(
      draft: "Br", items: [.init(name: "Milk", isBought: true), .init(name: "Eggs")]))
  let loading = Loader.LoaderView().view(for: .init(isLoading: true, items: ["milk"]))

  static let editorRendering = """
      vstack
        textField "New item" = "Br" → .draftChanged("‹text›") ⏎ .addTapped
        button "Add" → .addTapped
        list #items
          row "Milk"
            toggle "Milk" [on] → .boughtToggled("Milk")
            button "Delete" → .deleteTapped("Milk")
          row "Eggs"
            toggle "Eggs" [off] → .boughtToggled("Eggs")
            button "Delete" → .deleteTapped("Eggs")
    """

  // MARK: Finding

  @Test func findsByRoleLabelIdentifierAndText() {
    expectIssues([]) {
      #expect(loading.find(.button("Reload"))?.isEnabled == false)
      #expect(loading.find("Groceries") == .text("Groceries"))
      #expect(loading.find(.text("milk"))?.label == "milk")
      #expect(loading.find(.id("items"))?.children.count == 1)
      #expect(loading.find(.role(.progress))?.label == "Loading…")
      #expect(editor.find(.row("Eggs"))?.children.count == 2)
      #expect(editor.find(.textField())?.label == "New item")
      #expect(editor.find(.toggle("Milk").within(.row("Milk"))) != nil)
      #expect(
        editor.find(.button("Delete").within(.row("Eggs")))?.kind
          == .button(label: "Delete", action: .deleteTapped("Eggs")))
      #expect(editor.find(.button("Delete").within(.row("Eggs")).within(.id("items"))) != nil)
    }
  }

  @Test func findAllListsEveryMatchInOrderAndNothingWithoutFailing() {
    expectIssues([]) {
      #expect(
        editor.findAll(.button("Delete")).map(\.kind) == [
          .button(label: "Delete", action: .deleteTapped("Milk")),
          .button(label: "Delete", action: .deleteTapped("Eggs")),
        ])
      #expect(editor.findAll(.role(.row)).count == 2)
      #expect(editor.findAll(.button("Reload")).isEmpty)
      #expect(editor.findAll(.toggle().within(.row("Bread"))).isEmpty)
    }
  }

  @Test func aMissingNodePrintsTheSearchTheClosestNodesAndTheView() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      #expect(editor.find(.button("Delete all")) == nil)
    }
    #expect(
      issues.map(\.message) == [
        """
        Found no button "Delete all" in the view.
        Searched: view › button "Delete all"
        Closest:
          • button "Delete" → .deleteTapped("Milk")
          • button "Delete" → .deleteTapped("Eggs")
          • button "Add" → .addTapped
        The view:
        \(Self.editorRendering)
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func aNodeOfAnotherRoleWithNearlyTheSameLabelComesFirst() {
    expectIssues([
      """
      Found no button "groceries" in the view.
      Searched: view › button "groceries"
      Closest:
        • text "Groceries"
        • button "Reload" → .reloadTapped [disabled]
        • button "Cancel" → .cancelTapped
      The view:
        vstack
          text "Groceries"
          progress "Loading…" (busy)
          button "Reload" → .reloadTapped [disabled]
          button "Cancel" → .cancelTapped
          list #items
            row "milk"
              text "milk"
      """
    ]) {
      loading.expectPresent(.button("groceries"))
    }
  }

  @Test func aMissingNodeInsideAContainerMarksWhereItSearched() {
    expectIssues([
      """
      Found no toggle "milk" within row "Milk" in the view.
      Searched: view › row "Milk" › toggle "milk"
      Closest:
        • toggle "Milk" [on] → .boughtToggled("Milk")
      The view (◀ where it searched):
        vstack
          textField "New item" = "Br" → .draftChanged("‹text›") ⏎ .addTapped
          button "Add" → .addTapped
          list #items
            row "Milk"  ◀
              toggle "Milk" [on] → .boughtToggled("Milk")
              button "Delete" → .deleteTapped("Milk")
            row "Eggs"
              toggle "Eggs" [off] → .boughtToggled("Eggs")
              button "Delete" → .deleteTapped("Eggs")
      """
    ]) {
      editor.find(.toggle("milk").within(.row("Milk")))
    }
  }

  @Test func aMissingContainerSaysThereWasNowhereToLook() {
    expectIssues([
      """
      Found no row "Bred" in the view, so there was nowhere to look for toggle "Bread".
      Searched: view › row "Bred" › toggle "Bread"
      Closest:
        • row "Milk"
        • row "Eggs"
      The view:
      \(Self.editorRendering)
      """
    ]) {
      editor.find(.toggle("Bread").within(.row("Bred")))
    }
  }

  @Test func aQueryByIdentifierComparesIdentifiers() {
    let issues = withIssueCapture {
      loading.find(.id("item"))
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        """
        Found no node #item in the view.
        Searched: view › node #item
        Closest:
          • list #items
        The view:
        """) == true)
  }

  @Test func findingMoreThanOneIsAFailure() {
    expectIssues([
      """
      Found 2 nodes for button "Delete", but can only find one:
        • vstack › list #items › row "Milk" › button "Delete"
        • vstack › list #items › row "Eggs" › button "Delete"
      Narrow the query with `.within(…)`, or give the node an identifier and query `.id(…)`.
      """
    ]) {
      #expect(editor.find(.button("Delete")) == nil)
    }
  }

  // MARK: Presence

  @Test func presenceAndAbsencePassWhenTrue() {
    expectIssues([]) {
      loading.expectPresent(.role(.progress))
      editor.expectPresent(.button("Delete"))
      editor.expectAbsent(.role(.progress))
      editor.expectAbsent(.button("Delete").within(.row("Bread")))
    }
  }

  @Test func expectPresentFailsLikeFind() {
    expectIssues([
      """
      Found no progress in the view.
      Searched: view › progress
      The view:
      \(Self.editorRendering)
      """
    ]) {
      editor.expectPresent(.role(.progress))
    }
  }

  @Test func expectAbsentListsWhereItFoundTheNodes() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      editor.expectAbsent("Delete")
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected no node labelled "Delete", but found 2:
          • vstack › list #items › row "Milk" › button "Delete"
          • vstack › list #items › row "Eggs" › button "Delete"
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  // MARK: Reading text

  @Test func readsTheTextAPersonSees() {
    expectIssues([]) {
      #expect(loading.text(of: .id("items")) == "milk")
      #expect(loading.text(of: .role(.progress)) == "Loading…")
      #expect(editor.text(of: .textField("New item")) == "Br")
      #expect(editor.text(of: .button("Add")) == "Add")
      #expect(Loader.LoaderView().view(for: .init(error: "offline")).text(of: .id("error")) == "offline")
      #expect(loading.text(of: .role(.stack)) == "Groceries\nmilk")
    }
  }

  @Test func readingAMissingNodeFails() {
    let issues = withIssueCapture {
      #expect(loading.text(of: .id("error")) == nil)
    }
    #expect(issues.map(\.message).first?.hasPrefix("Found no node #error in the view.") == true)
  }

  @Test func queriesDescribeThemselvesAsTheyAreWritten() {
    #expect(ViewQuery.button("Reload").description == "button \"Reload\"")
    #expect(ViewQuery("Reload").description == "node labelled \"Reload\"")
    #expect(ViewQuery.id("summary").description == "node #summary")
    #expect(
      ViewQuery.toggle("Bought").within(.row("milk")).description
        == "toggle \"Bought\" within row \"milk\"")
    #expect(ViewQuery(role: .button, identifier: "save").description == "button #save")
  }
}
