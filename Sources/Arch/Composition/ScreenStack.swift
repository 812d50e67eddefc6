/// A navigation stack in a feature's state: screens pushed on top of each other, each with a stable
/// ``ScreenID``, usually the cases of an enum of the app's screens.
///
/// Push and pop by changing the state; ``Feature/stack(_:state:case:action:output:environment:dismissedBy:)``
/// runs each screen's feature, routes actions to a screen by id, and cancels every effect of a screen
/// the moment it leaves the stack. Ids are counted by the stack itself, so the same steps give the
/// same ids in the app and in a test, and nothing is shared between stacks.
///
/// ```swift
/// enum AppScreen: Equatable { case detail(MeetingDetail.State), record(RecordMeetingScreen.State) }
///
/// var path = ScreenStack<AppScreen>()
/// let detail = path.push(.detail(MeetingDetail.State(meeting: meeting)))   // #0
/// path.push(.record(RecordMeetingScreen.State(meeting: meeting)))                // #1
/// path.pop(to: detail)                                                      // back to the detail
/// ```
public struct ScreenStack<Screen> {
  /// One screen on the stack, with its id.
  ///
  /// ```swift
  /// for entry in path.entries { print(entry.id, entry.screen) }
  /// ```
  public struct Entry {
    /// The screen's stable id.
    ///
    /// ```swift
    /// let top = path.entries.last?.id
    /// ```
    public let id: ScreenID
    /// The screen's state.
    ///
    /// ```swift
    /// let screens = path.entries.map(\.screen)
    /// ```
    public var screen: Screen
  }

  /// The screens from the bottom of the stack to the top, with their ids.
  ///
  /// ```swift
  /// for entry in path.entries { print(entry.id, entry.screen) }
  /// ```
  public private(set) var entries: [Entry] = []
  private var nextID = 0

  /// Makes a stack holding `screens`, bottom first, with ids counted from 0.
  ///
  /// ```swift
  /// let path = ScreenStack<AppScreen>([.detail(detail)])
  /// ```
  public init(_ screens: [Screen] = []) {
    for screen in screens { push(screen) }
  }

  /// The screens, bottom first.
  ///
  /// ```swift
  /// let titles = path.screens.map(\.title)
  /// ```
  public var screens: [Screen] { entries.map(\.screen) }

  /// The ids, bottom first.
  ///
  /// ```swift
  /// #expect(path.ids == [0, 2])
  /// ```
  public var ids: [ScreenID] { entries.map(\.id) }

  /// How many screens are on the stack.
  ///
  /// ```swift
  /// if path.count > 1 { showBackButton() }
  /// ```
  public var count: Int { entries.count }

  /// Whether no screen is pushed.
  ///
  /// ```swift
  /// if path.isEmpty { showRoot() }
  /// ```
  public var isEmpty: Bool { entries.isEmpty }

  /// The top screen's id, if any.
  ///
  /// ```swift
  /// if let top = path.topID { path.pop(from: top) }
  /// ```
  public var topID: ScreenID? { entries.last?.id }

  /// Pushes `screen` on top and returns its new id.
  ///
  /// ```swift
  /// let id = path.push(.record(RecordMeetingScreen.State(meeting: meeting)))
  /// ```
  @discardableResult
  public mutating func push(_ screen: Screen) -> ScreenID {
    let id = ScreenID(rawValue: nextID)
    nextID += 1
    entries.append(Entry(id: id, screen: screen))
    return id
  }

  /// Pops the top screen, if any.
  ///
  /// ```swift
  /// path.pop()
  /// ```
  public mutating func pop() {
    _ = entries.popLast()
  }

  /// Pops every screen above the one with `id`, which stays on top; pops everything when `id` is
  /// `nil` (back to the root).
  ///
  /// Nothing happens when no screen has `id`.
  ///
  /// ```swift
  /// path.pop(to: detailID)   // the user tapped back twice
  /// path.pop(to: nil)        // back to the root
  /// ```
  public mutating func pop(to id: ScreenID?) {
    guard let id else { return entries.removeAll() }
    guard let index = index(of: id) else { return }
    entries.removeSubrange((index + 1)...)
  }

  /// Pops the screen with `id` and every screen above it: what a screen dismissing itself does.
  ///
  /// ```swift
  /// path.pop(from: recordID)
  /// ```
  public mutating func pop(from id: ScreenID) {
    guard let index = index(of: id) else { return }
    entries.removeSubrange(index...)
  }

  /// The screen with `id`, or `nil` when it is not on the stack.
  ///
  /// Setting a value replaces that screen;
  /// setting `nil` pops it and every screen above it. A screen is added only by ``push(_:)``.
  ///
  /// ```swift
  /// path[id: 0] = .detail(updated)
  /// ```
  public subscript(id id: ScreenID) -> Screen? {
    get { index(of: id).map { entries[$0].screen } }
    set {
      guard let index = index(of: id) else { return }
      if let newValue { entries[index].screen = newValue } else { entries.removeSubrange(index...) }
    }
  }

  /// The state of the screen with `id` when it is the case `embed` makes; writable, so expectations
  /// reach into one screen in one line.
  ///
  /// Setting `nil` pops that screen (and those above it) only
  /// when it is that case.
  ///
  /// ```swift
  /// await store.send(.detail(id: 0, action: .editTapped)) {
  ///   $0.path[id: 0, case: AppScreen.detail]?.isEditing = true
  /// }
  /// ```
  public subscript<Value>(id id: ScreenID, case embed: @escaping @Sendable (Value) -> Screen) -> Value? {
    get { self[id: id].flatMap { CaseOf(embed).extract(from: $0) } }
    set {
      guard self[id: id, case: embed] != nil else { return }
      self[id: id] = newValue.map(embed)
    }
  }

  /// Runs `body` on the screen with `id` taken off the stack, so its state is held once and changes
  /// in place, then puts back the screen `body` leaves (none pops the screens above it too); `nil`
  /// when no screen has that id.
  mutating func updateScreen<Result>(id: ScreenID, _ body: (inout Screen?) -> Result) -> Result? {
    guard let index = index(of: id) else { return nil }
    var screen: Screen? = entries.remove(at: index).screen
    let result = body(&screen)
    if let screen {
      entries.insert(Entry(id: id, screen: screen), at: index)
    } else {
      entries.removeSubrange(index...)
    }
    return result
  }

  private func index(of id: ScreenID) -> Int? {
    // Ids grow from the bottom up: a binary search finds a screen in a deep stack quickly.
    var low = 0, high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].id == id ? low : nil
  }
}

extension ScreenStack: ExpressibleByArrayLiteral {
  /// Makes a stack from a list of screens, bottom first, with ids counted from 0.
  ///
  /// ```swift
  /// let path: ScreenStack<AppScreen> = [.detail(detail), .record(record)]
  /// ```
  public init(arrayLiteral screens: Screen...) { self.init(screens) }
}

/// Two stacks are equal when they hold the same screens under the same ids; how many ids a stack
/// has handed out is not compared, as no screen shows it.
extension ScreenStack: Equatable where Screen: Equatable {
  /// Whether both hold the same screens under the same ids.
  ///
  /// ```swift
  /// #expect(ScreenStack([1, 2]) == [1, 2])
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.id == $1.id && $0.screen == $1.screen }
  }
}

extension ScreenStack: Sendable where Screen: Sendable {}
extension ScreenStack.Entry: Sendable where Screen: Sendable {}
extension ScreenStack.Entry: Equatable where Screen: Equatable {}
