import { isThemePreference, THEME_STORAGE_KEY, type ThemePreference } from '@folio/contracts';
import {
  useComputedColorScheme,
  useMantineColorScheme,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useCallback } from 'react';

export type { ThemePreference };

export const toMantine = (preference: ThemePreference): MantineColorScheme =>
  preference === 'system' ? 'auto' : preference;
const fromMantine = (scheme: MantineColorScheme): ThemePreference => (scheme === 'auto' ? 'system' : scheme);

function readStoredPreference(): ThemePreference | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy modes); the theme then simply is not remembered.
    return null;
  }
}

/**
 * Keeps Mantine's color scheme in localStorage under SPEC's key and values ('system' rather than Mantine's
 * 'auto'), the same place `public/theme-init.js` reads before the first paint. Changes made in another tab
 * follow through the storage event.
 */
export function createThemeStorageManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue) => {
      const stored = readStoredPreference();
      return stored ? toMantine(stored) : defaultValue;
    },
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, fromMantine(value));
      } catch {
        // See readStoredPreference.
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== THEME_STORAGE_KEY) return;
        if (isThemePreference(event.newValue)) onUpdate(toMantine(event.newValue));
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = null;
    },
    clear: () => {
      try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // See readStoredPreference.
      }
    },
  };
}

/** The saved preference ('light' | 'dark' | 'system') and a setter that applies and stores it at once. */
export function useThemePreference(): {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
} {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const setPreference = useCallback(
    (preference: ThemePreference) => setColorScheme(toMantine(preference)),
    [setColorScheme],
  );
  return { preference: fromMantine(colorScheme), setPreference };
}

/**
 * The nav bar's toggle: flips what is shown now (a 'system' preference becomes an explicit choice). `scheme`
 * is 'light' until the app has mounted, as on the server (which cannot read the saved theme), so a
 * server-rendered page hydrates without a mismatch; then it is the real one.
 */
export function useThemeToggle(): { scheme: 'light' | 'dark'; toggle: () => void } {
  const isMounted = useMounted();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const scheme = isMounted ? computed : 'light';
  const { setColorScheme } = useMantineColorScheme();
  const toggle = useCallback(() => setColorScheme(scheme === 'dark' ? 'light' : 'dark'), [scheme, setColorScheme]);
  return { scheme, toggle };
}
