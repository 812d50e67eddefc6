// Snapshot assertions take a `CallSite` and report through the failure reporter, so
// `import ArchSnapshots` brings ArchDiff too.
@_exported import ArchDiff
