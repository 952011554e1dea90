import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * ICU messages into Lingui's compiled form, where the parser may run: the web build compiles the catalogues it
 * sends (apps/web/vite.config.ts), so no parser reaches the browser; the API compiles them as it loads them.
 */
export function compileCatalogue(catalogue: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));
}

export { compileMessage };
