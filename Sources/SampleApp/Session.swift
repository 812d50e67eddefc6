import Arch
import Foundation
import SampleFeature

/// The app running: one production store, the commands that drive it, and a screen printed after
/// every change.
@MainActor
final class Session {
  private let environment: GroceryEnvironment
  private let printer = ScreenPrinter()
  private let isRecording: Bool
  private var recorder: SessionRecorder<GroceryState, GroceryAction, GroceryEvent>?
  private var store: Store<GroceryFeature>

  /// A session on `environment`; with `isRecording`, a recorder keeps every step of the running store.
  init(environment: GroceryEnvironment, isRecording: Bool = false) {
    self.environment = environment
    self.isRecording = isRecording
    self.recorder = isRecording ? SessionRecorder(for: GroceryFeature.self) : nil
    self.store = Self.makeStore(environment: environment, printer: printer, recorder: recorder)
  }

  /// Writes what the recorder kept to `file`: the session of the store running now.
  func writeRecording(to file: URL) throws(RecordedSessionError) {
    try recorder?.write(to: file)
  }

  private var screen: ViewNode<GroceryAction> { GroceryList.view.view(for: store.state) }

  /// Shows the empty screen, then restores the saved list as the app does at launch.
  func launch() async {
    printer.print(screen)
    await send(.appeared)
  }

  /// Follows one line: says whether it was followed, refused (and why), or asked to leave.
  func perform(_ line: String) async -> CommandScript.Outcome {
    do {
      guard let command = try Command.parse(line) else { return .followed }
      switch command {
      case .quit:
        return .quit
      case .help:
        print(Command.helpText)
      case .show:
        printer.print(screen)
      case .restart:
        print("  (relaunching: a new store on the same saved list)")
        // A replay runs one store, so a recording follows the store that runs now.
        recorder = isRecording ? SessionRecorder(for: GroceryFeature.self) : nil
        store = Self.makeStore(environment: environment, printer: printer, recorder: recorder)
        await launch()
      case .tap(let reference), .toggle(let reference), .type(let reference?, _),
        .submit(let reference?):
        await send(try action(for: command, on: try control(reference)))
      case .type(nil, _), .submit(nil):
        await send(try action(for: command, on: try onlyTextField()))
      }
    } catch {
      print("  ! \(error)")
      return .refused("\(error)")
    }
    return .followed
  }

  /// Sends `action` and waits until every effect it started has finished, so the next command sees
  /// the settled screen.
  private func send(_ action: GroceryAction) async {
    print("  → \(shortDescription(of: action))")
    await store.send(action).finish()
  }

  private func control(_ reference: String) throws(CommandError) -> ViewNode<GroceryAction> {
    let node = try Controls(of: screen).find(reference)
    guard node.isInteractive else {
      throw CommandError("“\(node.label ?? reference)” is disabled right now.")
    }
    return node
  }

  private func onlyTextField() throws(CommandError) -> ViewNode<GroceryAction> {
    let fields = Controls(of: screen).textFields
    guard fields.count == 1 else {
      throw CommandError("Say which text field by number; this screen has \(fields.count).")
    }
    return fields[0]
  }

  private func action(
    for command: Command, on node: ViewNode<GroceryAction>
  ) throws(CommandError) -> GroceryAction {
    let name = "“\(node.label ?? "")”"
    switch (command, node.kind) {
    case (.tap, .button(_, let action)), (.tap, .toggle(_, _, let action)),
      (.toggle, .toggle(_, _, let action)):
      return action
    case (.type(_, let text), .textField(_, _, let onChange, _)):
      return onChange.action(for: text)
    case (.submit, .textField(_, _, _, let onSubmit?)):
      return onSubmit
    case (.submit, .textField):
      throw CommandError("\(name) has nothing to submit.")
    case (.tap, .textField), (.toggle, .textField):
      throw CommandError("\(name) is a text field: `type <text>` fills it, `submit` submits it.")
    case (.toggle, _):
      throw CommandError("\(name) is not a switch: `tap` it instead.")
    default:
      throw CommandError("\(name) is not a text field: `tap` it instead.")
    }
  }

  /// A store that logs every event and prints the screen whenever an event changed it, and gives
  /// every step to `recorder` when there is one.
  private static func makeStore(
    environment: GroceryEnvironment, printer: ScreenPrinter,
    recorder: SessionRecorder<GroceryState, GroceryAction, GroceryEvent>?
  ) -> Store<GroceryFeature> {
    GroceryList.makeStore(environment: environment) { step in
      recorder?.record(step)
      guard case .output(let event) = step.input else { return }
      print("  ← \(shortDescription(of: event))")
      let after = GroceryList.view.view(for: step.stateAfter)
      if after != GroceryList.view.view(for: step.stateBefore) { printer.print(after) }
    }
  }
}
