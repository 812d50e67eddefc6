import Arch
import Foundation
import SampleFeature

/// Prints a screen as its text rendering, with each control's number in a column on the left.
struct ScreenPrinter {
  func print(_ screen: ViewNode<GroceryAction>) {
    var number = 0
    for (node, depth) in screen.linesInReadingOrder() {
      let gutter: String
      if node.isControl {
        number += 1
        gutter = "[\(number)]"
      } else {
        gutter = ""
      }
      let indentedLine = String(repeating: "  ", count: depth) + node.renderedLine
      Swift.print(String(repeating: " ", count: max(0, 6 - gutter.count)) + gutter + " " + indentedLine)
    }
  }
}

/// An event or action on one line, shortened when its payload is long.
func shortDescription(of value: some Any) -> String {
  let description =
    "."
    + String(describing: value)
    .replacingOccurrences(of: "SampleFeature.", with: "")
  return description.count <= 110 ? description : description.prefix(109) + "…"
}

extension ViewNode {
  /// Each node with its depth, in the order `rendered` prints them.
  fileprivate func linesInReadingOrder(depth: Int = 0) -> [(ViewNode, Int)] {
    [(self, depth)] + children.flatMap { $0.linesInReadingOrder(depth: depth + 1) }
  }
}
