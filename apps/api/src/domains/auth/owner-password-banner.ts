/** Lines in a box, so that the password stands out among the log lines around it. */
function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const border = '─'.repeat(width + 4);
  return (
    ['', `  ┌${border}┐`, ...lines.map((line) => `  │  ${line.padEnd(width)}  │`), `  └${border}┘`, ''].join('\n') +
    '\n'
  );
}

const RESET_HINT = 'To set another one at any time: pnpm owner:password';
/** The image has npm but no pnpm (infra/Dockerfile). */
const RESET_HINT_IN_DOCKER = '(in Docker: docker compose exec -it app npm run owner:password)';

/** The first start's output: the generated password, shown this once. */
export function generatedPasswordBanner(password: string, publicUrl: string): string {
  return box([
    'No sign-in method is configured, so Folio generated the owner password:',
    '',
    `    ${password}`,
    '',
    `Sign in at ${publicUrl}/api/login`,
    'It is shown only this once (only its hash is kept).',
    RESET_HINT,
    RESET_HINT_IN_DOCKER,
    '(or set OWNER_PASSWORD to choose it in the configuration)',
  ]);
}

/** Every later start without OWNER_PASSWORD: where to sign in, and what to do when the password is lost. */
export function signInReminder(publicUrl: string): string {
  return box([
    `The owner signs in with the owner password at ${publicUrl}/api/login`,
    `Forgot it? ${RESET_HINT}`,
    RESET_HINT_IN_DOCKER,
    '(same DATA_DIR, or the same DATABASE_URL, as this server)',
  ]);
}
