import Arch
import Testing

/// The view description: its one text rendering, its equality and its result builder.
@Suite struct ViewNodeTests {
  enum Tap: Equatable, Sendable {
    case save
    case retry
    case submit
    case toggled(Int)
    case draftChanged(String)
    case searchChanged(String)
  }

  typealias Node = ViewNode<Tap>

  // MARK: Rendering, one node kind at a time

  @Test func rendersText() {
    #expect(Node.text("Groceries").rendered == #"text "Groceries""#)
  }

  @Test func rendersTextWithQuotesAndLineBreaksEscapedOnOneLine() {
    #expect(Node.text("say \"hi\"\nthen go").rendered == #"text "say \"hi\"\nthen go""#)
  }

  @Test func rendersAButtonWithWhatItSends() {
    #expect(Node.button("Save", sends: .save).rendered == #"button "Save" → .save"#)
    #expect(Node.button("Pick", sends: .toggled(3)).rendered == #"button "Pick" → .toggled(3)"#)
  }

  @Test func rendersADisabledButton() {
    #expect(
      Node.button("Save", sends: .save, isEnabled: false).rendered
        == #"button "Save" → .save [disabled]"#)
    #expect(Node.button("Save", sends: .save).disabled().rendered == #"button "Save" → .save [disabled]"#)
    #expect(Node.button("Save", sends: .save).disabled(false).rendered == #"button "Save" → .save"#)
  }

  @Test func rendersAHiddenNode() {
    #expect(Node.button("Retry", sends: .retry).hidden().rendered == #"button "Retry" → .retry [hidden]"#)
    #expect(Node.text("Shown").hidden(false).rendered == #"text "Shown""#)
  }

  @Test func rendersAToggleOnAndOff() {
    #expect(
      Node.toggle("Milk", isOn: true, sends: .toggled(1)).rendered
        == #"toggle "Milk" [on] → .toggled(1)"#)
    #expect(
      Node.toggle("Eggs", isOn: false, sends: .toggled(2), isEnabled: false).rendered
        == #"toggle "Eggs" [off] → .toggled(2) [disabled]"#)
  }

  @Test func rendersATextFieldWithWhatEditingAndSubmittingSend() {
    let field = Node.textField("New item", text: "Mi", onChange: Tap.draftChanged, onSubmit: .submit)
    #expect(field.rendered == #"textField "New item" = "Mi" → .draftChanged("‹text›") ⏎ .submit"#)
  }

  @Test func rendersATextFieldWithoutSubmit() {
    let field = Node.textField("Search", text: "", onChange: Tap.searchChanged)
    #expect(field.rendered == #"textField "Search" = "" → .searchChanged("‹text›")"#)
  }

  @Test func rendersAListWithItsRowsIndented() {
    let list = Node.list(
      id: "items",
      rows: [
        .row(id: "1") { Node.text("Milk") },
        .row(id: "2") {
          Node.text("Eggs")
          Node.button("Remove", sends: .toggled(2))
        },
      ])
    #expect(
      list.rendered == """
        list #items
          row "1"
            text "Milk"
          row "2"
            text "Eggs"
            button "Remove" → .toggled(2)
        """)
  }

  @Test func rendersStacksAndSections() {
    let view = Node.vstack {
      Node.hstack {
        Node.image("cart")
        Node.text("Cart")
      }
      Node.section("Bought") { Node.text("Tea") }
    }
    #expect(
      view.rendered == """
        vstack
          hstack
            image "cart"
            text "Cart"
          section "Bought"
            text "Tea"
        """)
  }

  @Test func rendersAnImage() {
    #expect(Node.image("cart", id: "icon").rendered == #"image "cart" #icon"#)
  }

  @Test func rendersProgressWithAndWithoutAFraction() {
    #expect(Node.progress().rendered == "progress (busy)")
    #expect(Node.progress("Loading").rendered == #"progress "Loading" (busy)"#)
    #expect(Node.progress("Uploading", fraction: 0.5).rendered == #"progress "Uploading" 50%"#)
    #expect(Node.progress(fraction: 1).rendered == "progress 100%")
    #expect(Node.progress(fraction: 0.333).rendered == "progress 33%")
  }

  @Test func rendersAnAlertWithItsButtons() {
    let alert = Node.alert("Could not load", message: "offline", id: "error") {
      Node.button("Retry", sends: .retry)
      Node.button("Cancel", sends: .save)
    }
    #expect(
      alert.rendered == """
        alert "Could not load" "offline" #error
          button "Retry" → .retry
          button "Cancel" → .save
        """)
    #expect(Node.alert("Done") {}.rendered == #"alert "Done""#)
  }

  @Test func rendersIdentifiersBeforeFlags() {
    #expect(Node.text("Hi", id: "greeting").rendered == #"text "Hi" #greeting"#)
    #expect(
      Node.button("Add", sends: .save).id("add").disabled().hidden().rendered
        == #"button "Add" → .save #add [disabled] [hidden]"#)
  }

  @Test func renderedLineLeavesOutTheChildren() {
    let stack = Node.vstack(id: "root") { Node.text("child") }
    #expect(stack.renderedLine == "vstack #root")
  }

  // MARK: What a node reads as

  @Test func labelIsWhatAPersonReads() {
    #expect(Node.text("Hi").label == "Hi")
    #expect(Node.button("Save", sends: .save).label == "Save")
    #expect(Node.section("Bought") {}.label == "Bought")
    #expect(Node.progress().label == nil)
    #expect(Node.vstack {}.label == nil)
  }

  @Test func onlyEnabledVisibleNodesAreInteractive() {
    let button = Node.button("Save", sends: .save)
    #expect(button.isInteractive)
    #expect(!button.disabled().isInteractive)
    #expect(!button.hidden().isInteractive)
  }

  // MARK: Equality

  @Test func nodesAreEqualWhenTheyShowAndSendTheSame() {
    #expect(Node.button("Save", sends: .save) == Node.button("Save", sends: .save))
    #expect(Node.button("Save", sends: .save) != Node.button("Save", sends: .retry))
    #expect(Node.button("Save", sends: .save) != Node.button("Save", sends: .save).disabled())
    #expect(Node.text("Hi") != Node.text("Hi").hidden())
    #expect(Node.text("Hi") != Node.text("Hi").id("greeting"))
    #expect(Node.vstack { Node.text("a") } != Node.hstack { Node.text("a") })
    #expect(Node.vstack { Node.text("a") } != Node.vstack { Node.text("b") })
  }

  /// Equality is written out by hand (for speed), so every kind is checked against a copy of itself,
  /// against each of its values changed one at a time, and against every other kind.
  @Test func everyKindIsEqualOnlyToTheSameCaseWithTheSameValues() {
    let variants: [[Node.Kind]] = [
      [.text("a"), .text("b")],
      [
        .button(label: "a", action: .save), .button(label: "b", action: .save),
        .button(label: "a", action: .retry),
      ],
      [
        .toggle(label: "a", isOn: true, action: .toggled(1)),
        .toggle(label: "b", isOn: true, action: .toggled(1)),
        .toggle(label: "a", isOn: false, action: .toggled(1)),
        .toggle(label: "a", isOn: true, action: .toggled(2)),
      ],
      [
        .textField(label: "a", text: "x", onChange: TextInput(Tap.draftChanged), onSubmit: .submit),
        .textField(label: "b", text: "x", onChange: TextInput(Tap.draftChanged), onSubmit: .submit),
        .textField(label: "a", text: "y", onChange: TextInput(Tap.draftChanged), onSubmit: .submit),
        .textField(label: "a", text: "x", onChange: TextInput(Tap.searchChanged), onSubmit: .submit),
        .textField(label: "a", text: "x", onChange: TextInput(Tap.draftChanged), onSubmit: nil),
      ],
      [.list],
      [.row(id: "1"), .row(id: "2")],
      [.stack(.vertical), .stack(.horizontal)],
      [.section(title: "a"), .section(title: "b")],
      [.image(name: "a"), .image(name: "b")],
      [
        .progress(label: "a", fraction: 0.5), .progress(label: "b", fraction: 0.5),
        .progress(label: nil, fraction: 0.5), .progress(label: "a", fraction: nil),
      ],
      [.alert(title: "a", message: "m"), .alert(title: "b", message: "m"), .alert(title: "a", message: nil)],
    ]
    let all = variants.flatMap { $0 }
    for (index, kind) in all.enumerated() {
      for (otherIndex, other) in all.enumerated() {
        #expect((kind == other) == (index == otherIndex), "\(kind) vs \(other)")
      }
    }
  }

  @Test func theDocumentedComparisonsHold() {
    #expect(ViewNode<Never>.text("Hi") == .text("Hi"))
    #expect(ViewNode<Never>.Kind.text("Hi") == .text("Hi"))
  }

  @Test func nodesDifferingInOneFieldAreNotEqual() {
    let node = Node(kind: .text("a"), identifier: "x", children: [.text("child")])
    var changed = [node, node, node, node, node]
    changed[0].identifier = nil
    changed[1].isEnabled = false
    changed[2].isHidden = true
    changed[3].children = []
    changed[4].children = [.text("other")]
    #expect(node == Node(kind: .text("a"), identifier: "x", children: [.text("child")]))
    for other in changed { #expect(node != other) }
  }

  @Test func textFieldsAreComparedThroughTheActionsTheySend() {
    let byCase = Node.textField("Item", text: "", onChange: Tap.draftChanged)
    let byClosure = Node.textField("Item", text: "", onChange: { text in .draftChanged(text) })
    let otherAction = Node.textField("Item", text: "", onChange: Tap.searchChanged)
    let withSubmit = Node.textField("Item", text: "", onChange: Tap.draftChanged, onSubmit: .submit)
    #expect(byCase == byClosure)
    #expect(byCase != otherAction)
    #expect(byCase != withSubmit)
  }

  @Test func textInputSendsTheActionForTheNewText() {
    #expect(TextInput(Tap.draftChanged).action(for: "Eggs") == .draftChanged("Eggs"))
  }

  // MARK: The result builder

  @Test func ifWithoutElseAddsNodesOnlyWhenTrue() {
    func view(isLoading: Bool) -> Node {
      .vstack {
        Node.text("Title")
        if isLoading { Node.progress() }
      }
    }
    #expect(view(isLoading: true).children == [.text("Title"), .progress()])
    #expect(view(isLoading: false).children == [.text("Title")])
  }

  @Test func ifElseTakesOneBranch() {
    func view(error: String?) -> Node {
      .vstack {
        if let error {
          Node.text(error)
        } else {
          Node.button("Reload", sends: .retry)
        }
      }
    }
    #expect(view(error: "offline").children == [.text("offline")])
    #expect(view(error: nil).children == [.button("Reload", sends: .retry)])
  }

  @Test func switchTakesOneCase() {
    func view(count: Int) -> Node {
      .vstack {
        switch count {
        case 0: Node.text("Empty")
        default: Node.text("\(count) items")
        }
      }
    }
    #expect(view(count: 0).children == [.text("Empty")])
    #expect(view(count: 2).children == [.text("2 items")])
  }

  @Test func forAddsANodeForEachElementInOrder() {
    let view = Node.section("Items") {
      for name in ["Milk", "Eggs", "Tea"] { Node.text(name) }
    }
    #expect(view.children == [.text("Milk"), .text("Eggs"), .text("Tea")])
  }

  @Test func anArrayOfNodesIsSpliced() {
    let rows: [Node] = [.text("a"), .text("b")]
    let view = Node.vstack {
      Node.text("first")
      rows
      Node.text("last")
    }
    #expect(view.children == [.text("first"), .text("a"), .text("b"), .text("last")])
  }

  @Test func aViewBuilderDescribesTheScreenForAState() {
    let state = Pantry.State(isLoading: true, items: ["rice"])
    #expect(
      Pantry.PantryView().view(for: state).rendered == """
        vstack
          text "Pantry"
          button "Reload" → .reloadTapped [disabled]
          text "rice"
        """)
  }
}
