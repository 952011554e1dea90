import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadToastArea = () => import('./toast-area');
const ToastArea = lazy(loadToastArea);

/**
 * Where toasts show. Its code (the toast component and its transitions) is kept out of the first load rather
 * than rendered on every page: it is fetched once the page is up, before any toast can be needed. `showToast`
 * stores the toast at once, so none is lost.
 */
export function ToastViewport() {
  const { notifications } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    void loadToastArea();
  }, []);
  if (notifications.length > 0 && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
