/** A promise as React's `use` records it: once settled, `use` reads the outcome without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * The web app's one way to load code when it is needed rather than with the page (a page, a dialog, the toast
 * area, the contact form's rules). Declared at module level, `lazyModule(() => import('./x'))` is a loader that
 * fetches the module once and shares that fetch between callers. A failed fetch is forgotten, so the next call
 * tries again: a network blip must not break a feature for the rest of the visit. The promise is marked as it
 * settles the way React's `use` marks it, so a module already here renders without suspending.
 */
export function lazyModule<T>(importModule: () => Promise<T>): () => Promise<T> {
  let loading: TrackedPromise<T> | null = null;
  return () => {
    if (loading) return loading;
    const promise: TrackedPromise<T> = importModule();
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(promise, { status: 'rejected', reason });
        if (loading === promise) loading = null;
      },
    );
    loading = promise;
    return promise;
  };
}
