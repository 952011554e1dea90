import { notifications } from '@mantine/notifications';
import { useEffect, type ComponentType } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description: string;
  variant?: ToastVariant;
};

/** Toasts stay long enough to read a sentence; the owner can also dismiss them. */
export const TOAST_AUTO_CLOSE_MS = 5000;

type ToastAreaModule = { default: ComponentType };

let toastAreaLoader: (() => Promise<ToastAreaModule>) | null = null;

/** The shell names what loads the toast area (a lib module knows no component). */
export function provideToastArea(load: () => Promise<ToastAreaModule>): void {
  toastAreaLoader = load;
}

/**
 * The toast area's code (the toast component and its transitions), kept out of a visitor's first load: it
 * loads with the first toast (`<ToastViewport />`), or ahead of it on screens that will show one.
 */
export function loadToastArea(): Promise<ToastAreaModule | null> {
  return toastAreaLoader ? toastAreaLoader() : Promise.resolve(null);
}

/**
 * For screens whose toasts cannot wait for code to arrive: 'Authentication Required' has 500 ms on screen
 * before the sign-in page replaces it, and a form's answer should show the moment it comes. With `needed`
 * false it waits until it turns true.
 */
export function usePreloadedToasts(needed = true): void {
  useEffect(() => {
    if (needed) void loadToastArea();
  }, [needed]);
}

/**
 * The app's one way to show a toast (docs/spec.md §4: one at a time). A new toast replaces the current one instead of
 * queueing behind it, so the message on screen always matches the last thing that happened.
 * The toast area itself is `<ToastViewport />` in the shell.
 */
export function showToast({ title, description, variant = 'default' }: ToastOptions): void {
  notifications.clean();
  notifications.show({
    title,
    message: description,
    color: variant === 'destructive' ? 'red' : 'teal',
    withBorder: true,
    autoClose: TOAST_AUTO_CLOSE_MS,
    // Destructive toasts are announced assertively to assistive technology, the others politely.
    role: variant === 'destructive' ? 'alert' : 'status',
    'data-variant': variant,
    'data-testid': 'toast',
  });
}
