import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched once `needed` turns true, and kept from then on; null until it is here.
 * For code most visitors never need (a dialog, the toast area). Unlike `React.lazy` it never suspends: React
 * holds a Suspense boundary's reveal back by up to 300 ms, which a toast or a dialog opened by a click would
 * wait through. `load` is a `lazyModule` loader declared at module level, so it is the same on every render.
 */
export function useLoadedComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  needed: boolean,
): ComponentType<Props> | null {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!needed || Loaded) return;
    let mounted = true;
    void load().then((module) => {
      if (mounted) setLoaded(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, [load, needed, Loaded]);
  return Loaded;
}
