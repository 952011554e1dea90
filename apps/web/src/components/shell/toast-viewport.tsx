import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastArea = lazy(() => import('./toast-area'));

/**
 * Where toasts show. Its code (the toast component and its transitions) is loaded with the first toast rather
 * than with every page: most visits never see one. `showToast` stores the toast at once, so none is lost.
 */
export function ToastViewport() {
  const { notifications } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (notifications.length > 0 && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
