import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('shares one read between concurrent callers and keeps it for its time', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ReadCache(1000);
      let reads = 0;
      const load = async () => ++reads;
      expect(await Promise.all([cache.read('k', load), cache.read('k', load)])).toEqual([1, 1]);
      vi.advanceTimersByTime(999);
      expect(await cache.read('k', load)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await cache.read('k', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads again after a clear, and after a failed read', async () => {
    const cache = new ReadCache(60_000);
    let reads = 0;
    await cache.read('k', async () => ++reads);
    cache.clear();
    expect(await cache.read('k', async () => ++reads)).toBe(2);

    await expect(cache.read('broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('broken', async () => 'back')).toBe('back');
  });

  it('versions each read by what it answered, and notes what a recording read and which version it got', async () => {
    const cache = new ReadCache(60_000);
    let projects = ['Engine'];
    expect(cache.currentVersion('projects')).toBeNull();

    const recording = cache.recording();
    expect(await recording.reads.read('projects', async () => [...projects])).toEqual(['Engine']);
    const noted = await recording.versions();
    expect([...noted.keys()]).toEqual(['projects']);
    expect(await cache.currentVersion('projects')).toBe(noted.get('projects'));

    // Read again after a change: a new version; the same content again: the same version as before.
    projects = ['Engine', 'Loom'];
    cache.clear();
    expect(await cache.currentVersion('projects')).not.toBe(noted.get('projects'));
    projects = ['Engine'];
    cache.clear();
    expect(await cache.currentVersion('projects')).toBe(noted.get('projects'));
  });
});
