/// How a ``StateFingerprint``'s digest combines the digests of a container's entries; a recorded
/// session's text names the format its fingerprints were written in, so a session recorded in an
/// older one is still checked, with the hasher it was written with.
package enum FingerprintFormat: Int, Sendable {
  /// Session text format 1: each container's entry digests hashed one after another with FNV-1a, the
  /// entries of a set or a dictionary sorted first. A change to one element rehashes every element.
  case streamed = 1

  /// Session text format 2: each entry digest mixed into a word (with its position where order
  /// counts) and the words added, so a fingerprint memo updates a collection's digest by the
  /// difference its changed elements make.
  case combined = 2

  /// The format fingerprints are made in.
  package static let current = combined
}
