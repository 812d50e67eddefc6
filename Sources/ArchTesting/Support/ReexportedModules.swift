// `import ArchTesting` is all a test file needs: it brings the runtime (`Arch`: features, effects,
// `AlertState`, `ViewNode`) a test names, and the dumps, diffs, failure reporter and snapshots, as it
// did before they became modules of their own.
@_exported import Arch
@_exported import ArchDiff
@_exported import ArchSnapshots
