// `import ArchTesting` brings the dumps, diffs, failure reporter and snapshots too, as it did before
// they became modules of their own.
@_exported import ArchDiff
@_exported import ArchSnapshots
