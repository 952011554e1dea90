/**
 * `pnpm owner:password [--generate]`: sets a new owner password, at any time, for every instance (docs/owner.md,
 * Signing in). It asks for it (hidden input, twice) in a terminal, reads it from stdin when piped
 * (`echo "$PW" | pnpm owner:password`), or generates one and prints it with --generate. Works on the same
 * database as the server: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, whether Folio runs or not.
 * Everyone signed in is signed out.
 */
import { parseArgs } from 'node:util';
import { migrateToLatest } from '@folio/db';
import {
  generatedPasswordBanner,
  generateOwnerPassword,
  OWNER_PASSWORD_MIN_LENGTH,
  storeOwnerPassword,
} from '../domains/auth';
import { openCliServices, reportFailure } from './cli-services';

class PasswordInputError extends Error {}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    // Echo off before the question shows: a key typed as soon as it appears must not be echoed (the terminal
    // echoes whatever arrives while it is still in line mode).
    input.setRawMode(true);
    process.stdout.write(question);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new PasswordInputError('Cancelled; the password is unchanged.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    input.on('data', onData);
  });
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  // The newline `echo` or a file adds is not part of the password.
  return text.replace(/\r?\n$/, '');
}

async function choosePassword(generate: boolean): Promise<string> {
  if (generate) return generateOwnerPassword();
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('New owner password: ');
    if ((await promptHidden('The same again: ')) !== password)
      throw new PasswordInputError('The two passwords differ; the password is unchanged.');
  } else {
    password = await readStdin();
  }
  if (password.length < OWNER_PASSWORD_MIN_LENGTH) {
    throw new PasswordInputError(
      `The password must have at least ${String(OWNER_PASSWORD_MIN_LENGTH)} characters; it is unchanged.`,
    );
  }
  return password;
}

const { values } = parseArgs({ options: { generate: { type: 'boolean', short: 'g' } }, allowPositionals: false });

let password: string;
try {
  password = await choosePassword(values.generate ?? false);
} catch (error) {
  reportFailure(error, [PasswordInputError]);
  process.exit(1);
}

const services = await openCliServices().catch((error: unknown) => {
  reportFailure(error, []);
  process.exit(1);
});
try {
  await migrateToLatest(services.db);
  await storeOwnerPassword(services.db, password);
  const signedOut = await services.db.deleteFrom('session').executeTakeFirst();
  if (values.generate)
    process.stdout.write(
      generatedPasswordBanner(password, services.config.PUBLIC_URL).replace(
        'No sign-in method is configured, so Folio generated the owner password:',
        'The new owner password:',
      ),
    );
  console.log(
    `The owner password is changed${signedOut.numDeletedRows > 0n ? '; everyone signed in was signed out' : ''}. It works at once, on every instance.`,
  );
  if (services.config.OWNER_PASSWORD) {
    console.warn(
      'Note: OWNER_PASSWORD is set in this environment. The server stores it again at its next start, replacing this one; remove it to keep this password.',
    );
  }
} catch (error) {
  reportFailure(error, []);
} finally {
  await services.close();
}
