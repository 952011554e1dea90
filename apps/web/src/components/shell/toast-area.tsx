import { Notifications } from '@mantine/notifications';

/** docs/spec.md §9: at most 420px wide on medium screens and up (on phones it spans the screen). */
const TOAST_MAX_WIDTH = 420;

/** The toast area: one toast at a time (showToast also replaces the current one). */
export default function ToastArea() {
  return <Notifications limit={1} containerWidth={TOAST_MAX_WIDTH} position="bottom-right" zIndex={1000} />;
}
