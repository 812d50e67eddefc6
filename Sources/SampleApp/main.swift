import Foundation
import SampleFeature

// The grocery sample in a terminal: prints the screen after every change and follows commands.
// Interactive on a terminal; otherwise runs a script (built in, or --script FILE) and exits.

let options: AppOptions
do {
  options = try AppOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  print("sample-app: \(error)\n\n\(AppOptions.usage)")
  exit(2)
}
if options.showsUsage {
  print(AppOptions.usage)
  exit(0)
}

let isInteractive = options.scriptPath == nil && isatty(0) != 0
let script: [String]?
if let path = options.scriptPath {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    print("sample-app: cannot read the script “\(path)”.")
    exit(1)
  }
  script = text.components(separatedBy: .newlines)
} else {
  script = isInteractive ? nil : BuiltInScript.lines
}

// A scripted run starts from no saved list, in a file of its own that it removes at the end.
let temporary = FileManager.default.temporaryDirectory
let storageFile =
  options.storagePath.map { URL(filePath: $0) }
  ?? (isInteractive
    ? temporary.appending(path: "sample-app/groceries.json")
    : temporary.appending(path: "sample-app-\(UUID().uuidString).json"))
let removesStorageAtExit = options.storagePath == nil && !isInteractive

print("Groceries: the list is kept in \(storageFile.path). Type `help` for commands.")
let session = Session(
  environment: .live(storageFile: storageFile, latency: .milliseconds(200), seed: options.seed),
  isRecording: options.recordPath != nil)
await session.launch()

var status: Int32 = 0
if let script {
  // A scripted run stops at the first command that fails and exits non-zero, naming the line.
  if let failure = await CommandScript(lines: script).run(
    echo: { print($0) }, perform: { await session.perform($0) })
  {
    let source = options.scriptPath.map { "“\($0)”" } ?? "the built-in script"
    FileHandle.standardError.write(Data("sample-app: \(failure.message) (in \(source))\n".utf8))
    status = 1
  }
} else {
  while true {
    print("\n> ", terminator: "")
    fflush(nil)
    guard let line = readLine() else { break }
    guard await session.perform(line) != .quit else { break }
  }
}
if let path = options.recordPath {
  // A recording that cannot be written is reported, and the app ends as it would have.
  do {
    try session.writeRecording(to: URL(filePath: path))
    print("Recorded the session in \(path).")
  } catch {
    FileHandle.standardError.write(Data("sample-app: \(error)\n".utf8))
  }
}
if removesStorageAtExit { try? FileManager.default.removeItem(at: storageFile) }
exit(status)
