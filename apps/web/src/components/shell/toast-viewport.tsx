import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { loadToastArea } from '../../lib/toast';

/**
 * Where toasts show. Its code arrives with the first toast (screens that toast early load it ahead: see
 * `usePreloadedToasts`); `showToast` stores a toast at once, so none is lost meanwhile. Once there, the area
 * stays, so a toast leaving plays its exit transition.
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its code is already here, and
 * React holds a revealed Suspense boundary back for up to 300 ms. That ate most of the 500 ms a visitor has to
 * read 'Authentication Required' before the sign-in page replaces it.
 */
export function ToastViewport() {
  const hasToast = useNotifications().notifications.length > 0;
  const [ToastArea, setToastArea] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!hasToast || ToastArea) return;
    let mounted = true;
    void loadToastArea().then((module) => {
      if (mounted) setToastArea(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, [hasToast, ToastArea]);
  return ToastArea ? <ToastArea /> : null;
}
