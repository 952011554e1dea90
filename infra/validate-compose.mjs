// @ts-check
/**
 * Checks docker-compose.yml without a Docker engine (CI has none), as `pnpm check:compose`:
 *  1. against the Compose specification's JSON schema (infra/compose-spec.schema.json, the schema Docker Compose
 *     itself validates with: compose-spec/compose-go schema/compose-spec.json at commit faa67b2, 2026-06-29;
 *     replace the file to update it);
 *  2. every published port is bound to 127.0.0.1 (a proxy in front is the only way in);
 *  3. every image names a fixed tag (no `latest`, no bare name);
 *  4. every variable the file requires (`${NAME:?…}`) is set in infra/.env.example, so the stack starts with it
 *     as shipped;
 *  5. with that file as .env, the app gets no empty variable (empty means unset to the app, but compose should
 *     not pass junk), and DATABASE_URL carries no password: it travels as PGPASSWORD, needing no URL-encoding,
 *     taken from the same variable as the postgres service's POSTGRES_PASSWORD.
 * It also lists the app's configuration variables (apps/api/src/env.ts) that the app service does not pass on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

const source = read('docker-compose.yml');
const compose = parse(source);
const schema = JSON.parse(read('infra/compose-spec.schema.json'));
const problems = [];

// 1. The schema.
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
if (!validate(compose)) {
  for (const error of validate.errors ?? []) {
    problems.push(`schema: ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  }
}

const services = Object.entries(compose.services ?? {});

// 2. Ports on the loopback interface only.
for (const [name, service] of services) {
  for (const port of service.ports ?? []) {
    const hostIp =
      typeof port === 'object'
        ? port.host_ip
        : String(port).split(':').length === 3
          ? String(port).split(':')[0]
          : undefined;
    if (hostIp !== '127.0.0.1')
      problems.push(`services.${name}.ports: ${JSON.stringify(port)} must be bound to 127.0.0.1`);
  }
}

// 3. Pinned images.
for (const [name, service] of services) {
  if (service.image === undefined) continue;
  const image = String(service.image);
  const tag = image.includes('@') ? 'digest' : image.slice(image.lastIndexOf('/') + 1).split(':')[1];
  if (!tag || tag === 'latest') problems.push(`services.${name}.image: ${image} must name a fixed release tag`);
}

// 4. What the file requires is in the example environment.
const example = new Map(
  read('infra/.env.example')
    .split('\n')
    .map((line) => /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]]),
);
for (const match of source.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:?)\?[^}]*\}/g)) {
  const [, name, colon] = match;
  const value = example.get(name);
  if (value === undefined || (colon === ':' && value === '')) {
    problems.push(`infra/.env.example must set ${name}: docker-compose.yml requires it`);
  }
}

// What the app container gets with infra/.env.example as .env: compose's interpolation (${NAME}, ${NAME:-x},
// ${NAME-x}, ${NAME:?e}, ${NAME?e}, $$), and a name without a value passed only when .env sets it.
const interpolate = (value) =>
  value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name, colon, operator, fallback) => {
      if (whole === '$$') return '$';
      const set = example.get(name);
      const missing = set === undefined || (colon === ':' && set === '');
      if (missing && operator === '-') return fallback;
      return set ?? '';
    },
  );
const received = Object.entries(
  Array.isArray(compose.services?.app?.environment) ? {} : (compose.services?.app?.environment ?? {}),
)
  .filter(([name, value]) => value !== null || example.has(name))
  .map(([name, value]) => [name, value === null ? (example.get(name) ?? '') : interpolate(String(value))]);
for (const [name, value] of received) {
  if (value === '') problems.push(`the app would get ${name} as an empty string with infra/.env.example`);
}
const databaseUrl = new Map(received).get('DATABASE_URL');
if (databaseUrl !== undefined && new URL(databaseUrl).password !== '') {
  problems.push('DATABASE_URL must not carry the password (it would need URL-encoding); PGPASSWORD does');
}
const appEnvironment = compose.services?.app?.environment ?? {};
const postgresPassword = compose.services?.postgres?.environment?.POSTGRES_PASSWORD;
if (
  databaseUrl !== undefined &&
  (appEnvironment.PGPASSWORD === undefined || appEnvironment.PGPASSWORD !== postgresPassword)
) {
  problems.push("the app must get PGPASSWORD from the same variable as the postgres service's POSTGRES_PASSWORD");
}
console.log(`with infra/.env.example the app gets ${received.map(([name]) => name).join(', ')}`);

// The app's variables that compose does not pass on (information: the app's defaults then apply).
const passed = new Set(
  Array.isArray(appEnvironment)
    ? appEnvironment.map((entry) => String(entry).split('=')[0])
    : Object.keys(appEnvironment),
);
const envSource = read('apps/api/src/env.ts');
const declared = new Set([...envSource.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]));
const fixedByImage = new Set(['NODE_ENV', 'PORT', 'HOST', 'DATA_DIR']);
const notPassed = [...declared].filter((name) => !passed.has(name) && !fixedByImage.has(name));
if (notPassed.length > 0) console.log(`note: the app service does not pass ${notPassed.join(', ')}`);

const distinct = [...new Set(problems)];
if (distinct.length > 0) {
  console.error(
    `docker-compose.yml: ${String(distinct.length)} problem(s)\n${distinct.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `docker-compose.yml: valid against the Compose specification; ${String(services.length)} services, ports on 127.0.0.1, images pinned, infra/.env.example sets every required variable`,
);
