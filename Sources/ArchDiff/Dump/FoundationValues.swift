import Foundation

/// `Date(2024-03-01T09:30:00Z)`: ISO 8601 in UTC, with fractions of a second only when there are
/// some, so a dump reads the same in every time zone.
func dateText(_ date: Date) -> String {
  let interval = date.timeIntervalSince1970
  var seconds = interval.rounded(.down)
  var micros = Int(((interval - seconds) * 1_000_000).rounded())
  if micros == 1_000_000 {
    seconds += 1
    micros = 0
  }
  let totalSeconds = Int(seconds)
  let days = totalSeconds >= 0 ? totalSeconds / 86_400 : (totalSeconds - 86_399) / 86_400
  let secondOfDay = totalSeconds - days * 86_400
  let (year, month, day) = civilDate(daysSince1970: days)
  var text = "Date(" + padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  text += "T" + padded(secondOfDay / 3600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":"
  text += padded(secondOfDay % 60, 2)
  if micros != 0 {
    var fraction = padded(micros, 6)
    while fraction.hasSuffix("0") { fraction.removeLast() }
    text += "." + fraction
  }
  return text + "Z)"
}

/// Year, month and day of a day counted from 1970-01-01 in the proleptic Gregorian calendar.
private func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
  let shifted = daysSince1970 + 719_468
  let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let monthIndex = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
  let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return (year, month, day)
}

private func padded(_ number: Int, _ width: Int) -> String {
  let digits = String(number)
  return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}

func urlText(_ url: URL) -> String { "URL(" + url.absoluteString + ")" }

func uuidText(_ uuid: UUID) -> String { "UUID(" + uuid.uuidString + ")" }

func dataText(_ data: Data) -> String {
  "Data(" + String(data.count) + (data.count == 1 ? " byte)" : " bytes)")
}
