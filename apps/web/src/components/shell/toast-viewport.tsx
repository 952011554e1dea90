import { useNotifications } from '@mantine/notifications';
import { lazyModule } from '../../lib/lazy-module';
import { provideToastArea } from '../../lib/toast';
import { useLoadedComponent } from '../../lib/use-loaded-component';

const loadToastAreaModule = lazyModule(() => import('./toast-area'));
// The viewport comes with the pages (app/routed-area.tsx), so this runs before any screen can ask for toasts.
provideToastArea(loadToastAreaModule);

/**
 * Where toasts show. Its code arrives with the first toast (screens that toast early load it ahead: see
 * `usePreloadedToasts`); `showToast` stores a toast at once, so none is lost meanwhile. Once there, the area
 * stays, so a toast leaving plays its exit transition.
 */
export function ToastViewport() {
  const hasToast = useNotifications().notifications.length > 0;
  const ToastArea = useLoadedComponent(loadToastAreaModule, hasToast);
  // eslint-disable-next-line react-hooks/static-components -- loaded once, then the same component on every render
  return ToastArea ? <ToastArea /> : null;
}
