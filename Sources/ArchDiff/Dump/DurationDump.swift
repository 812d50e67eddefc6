/// `.seconds(5)`, `.milliseconds(300)`: a duration as Swift code makes it, in the largest unit that
/// holds it exactly, rather than its two stored words.
func durationText(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  if attoseconds == 0 { return ".seconds(\(seconds))" }
  let units: [(name: String, attosecondsPerUnit: Int64)] = [
    ("milliseconds", 1_000_000_000_000_000), ("microseconds", 1_000_000_000_000),
    ("nanoseconds", 1_000_000_000),
  ]
  for unit in units where attoseconds % unit.attosecondsPerUnit == 0 {
    let perSecond = 1_000_000_000_000_000_000 / unit.attosecondsPerUnit
    let (total, overflow) = seconds.multipliedReportingOverflow(by: perSecond)
    guard !overflow else { break }
    return ".\(unit.name)(\(total + attoseconds / unit.attosecondsPerUnit))"
  }
  return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
}
