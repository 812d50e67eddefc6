import Foundation

/// The environment variables snapshot assertions read, injectable so tests of the CI rule never touch
/// the real process environment.
package struct SnapshotEnvironment: Sendable {
  package var variables: [String: String]

  package init(_ variables: [String: String]) { self.variables = variables }

  package static let process = SnapshotEnvironment(ProcessInfo.processInfo.environment)

  /// Variables that CI services set; one set to anything but empty, `false`, `0` or `no` means CI.
  static let continuousIntegrationVariables = [
    "CI", "CONTINUOUS_INTEGRATION", "GITHUB_ACTIONS", "BUILDKITE", "GITLAB_CI", "JENKINS_URL",
    "TEAMCITY_VERSION", "CIRCLECI", "TRAVIS", "BITRISE_IO", "TF_BUILD", "APPVEYOR", "DRONE",
    "CODEBUILD_BUILD_ID", "BUILD_ID_XCODE_CLOUD", "CI_XCODE_CLOUD", "SEMAPHORE", "BITBUCKET_BUILD_NUMBER",
  ]

  /// `NAME=value` of the first CI variable set, or `nil` when this is not a CI run.
  package var continuousIntegrationSetting: String? {
    for name in Self.continuousIntegrationVariables {
      guard let value = variables[name] else { continue }
      let normalized = value.trimmingCharacters(in: .whitespaces).lowercased()
      if ["", "false", "0", "no"].contains(normalized) { continue }
      return "\(name)=\(value)"
    }
    return nil
  }

  static let recordModeVariable = "ARCH_SNAPSHOT_RECORD"
  static let directoryVariable = "ARCH_SNAPSHOTS_DIR"

  /// The record mode the environment asks for; `.failure` carries the message for a bad value.
  var recordMode: Result<SnapshotRecordMode, SnapshotFailure>? {
    guard let raw = variables[Self.recordModeVariable], !raw.isEmpty else { return nil }
    if let mode = SnapshotRecordMode(rawValue: raw.lowercased()) { return .success(mode) }
    return .failure(
      SnapshotFailure(
        "\(Self.recordModeVariable)=\(raw.debugDescription) is not a record mode; use missing, all, failed or never."
      ))
  }

  var snapshotsDirectory: String? { nonEmpty(Self.directoryVariable) }

  static let artifactsVariable = "ARCH_SNAPSHOT_ARTIFACTS"
  static let diffToolVariable = "ARCH_DIFF_TOOL"

  /// The folder outside the source tree that takes the new texts and the patch, as the user gave it.
  var artifactsDirectory: String? { nonEmpty(Self.artifactsVariable) }

  /// The command that shows a failed snapshot's two files, as the user gave it.
  var diffTool: String? { nonEmpty(Self.diffToolVariable) }

  private func nonEmpty(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }
}

/// A snapshot assertion's failure message.
package struct SnapshotFailure: Error, Equatable, CustomStringConvertible {
  package var message: String
  /// The texts the report keeps beside the message: the actual text, the diff.
  package var attachments: [IssueAttachment]
  package init(_ message: String, attachments: [IssueAttachment] = []) {
    self.message = message
    self.attachments = attachments
  }
  package var description: String { message }
}
