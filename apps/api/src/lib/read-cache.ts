/**
 * Reads shared by concurrent callers and kept for a short time: one database round trip per key and period
 * however many visitors ask, and at most `ttlMs` behind another instance's writes (several instances share
 * nothing but PostgreSQL). This instance's own writes clear it at once.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs: number) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed read is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
