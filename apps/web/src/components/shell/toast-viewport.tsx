import { useNotifications } from '@mantine/notifications';
import { loadToastArea } from '../../lib/toast';
import { useLoadedComponent } from '../../lib/use-loaded-component';

/**
 * Where toasts show. Its code arrives with the first toast (screens that toast early load it ahead: see
 * `usePreloadedToasts`); `showToast` stores a toast at once, so none is lost meanwhile. Once there, the area
 * stays, so a toast leaving plays its exit transition.
 */
export function ToastViewport() {
  const hasToast = useNotifications().notifications.length > 0;
  const ToastArea = useLoadedComponent(loadToastArea, hasToast);
  // eslint-disable-next-line react-hooks/static-components -- loaded once, then the same component on every render
  return ToastArea ? <ToastArea /> : null;
}
