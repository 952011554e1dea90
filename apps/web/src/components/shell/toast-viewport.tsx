import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * Where toasts show. Its code (the toast component and its transitions) is kept out of the first load rather
 * than rendered on every page: it is fetched as soon as the page is up, before any toast can be needed, and
 * `showToast` stores a toast at once, so none is lost.
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its code is already here, and
 * React holds a revealed Suspense boundary back for up to 300 ms. That ate most of the 500 ms a visitor has to
 * read 'Authentication Required' before the sign-in page replaces it.
 */
export function ToastViewport() {
  const { notifications } = useNotifications();
  const [ToastArea, setToastArea] = useState<ComponentType | null>(null);
  // Once shown, the area stays: a toast leaving plays its exit transition inside it.
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void import('./toast-area').then((module) => {
      if (mounted) setToastArea(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (notifications.length > 0 && !isNeeded) setIsNeeded(true);
  if (!ToastArea || !isNeeded) return null;
  return <ToastArea />;
}
