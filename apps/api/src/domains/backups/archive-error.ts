/** A backup that cannot be restored, with a message for the person restoring it. Nothing has been written. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}
