// The configuration is this module's side effect (package.json keeps it): it calls `config` alone, so a bundle
// that only needs the setting does not take in the whole `z` namespace with it.
import { config, z } from 'zod';

/**
 * docs/spec.md §5: "Generic messages 'Required' and 'Invalid input' appear where no custom message is given."
 * Length limits get a message that names the limit, because "Invalid input" would leave the user guessing.
 * Importing this module configures zod once for the web app and the API alike.
 */
config({
  // In the browser the CSP (script-src 'self') forbids the eval behind zod's fast object parsing, and zod's probe
  // for it is reported as a violation (a best-practices failure in Lighthouse). The API keeps the fast path.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    // A missing enum or literal (e.g. a project's category) is just as "Required" as a missing string.
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined)
      return 'Required';
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return `Must be at most ${String(issue.maximum)} characters`;
    }
    if (issue.code === 'too_big' && issue.origin === 'array') {
      return `Must have at most ${String(issue.maximum)} items`;
    }
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
    return 'Invalid input';
  },
});

export { z };
