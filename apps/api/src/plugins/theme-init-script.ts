import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `apps/web/public/theme-init.js` as the build copies it: it applies the visitor's saved theme before the first
 * paint. Pages carry it inline, because as a file of its own it is a blocking request, a round trip before
 * every first paint. Null when there is no built web app.
 */
export function readThemeInitScript(distDir: string): string | null {
  const file = path.join(distDir, 'theme-init.js');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The CSP source that allows exactly this inline script (script-src keeps refusing any other). */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
