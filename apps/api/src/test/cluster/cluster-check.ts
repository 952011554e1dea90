/**
 * `pnpm test:cluster`: two Folio instances behind HAProxy, sharing PostgreSQL, Redis and a real S3 (Ceph), under
 * 60 s of mixed traffic; one instance is SIGKILLed mid-run and restarted. Prints what happened and exits non-zero
 * when the target is missed: no failed request except those in flight on the killed instance, and every
 * contact message that was accepted is stored.
 *
 * Uses what the machine has (DATABASE_URL or PostgreSQL on 127.0.0.1:5432, else embedded PostgreSQL; REDIS_URL
 * or Redis on 127.0.0.1:6379; S3_ENDPOINT/S3_ACCESS_KEY/S3_SECRET_KEY, else Ceph started from
 * ../shared/tools/s3-ceph) and installs HAProxy (and Redis) from Debian's packages when missing. All traffic
 * stays on the loopback interface; visitors get addresses of their own in 127.0.1.0/24 so that per-address
 * rate limits see many people, as in production.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import type { S3Server } from '../global-setup';
import { createBucket, removeBucket } from '../s3-bucket';

const RUN_SECONDS = 60;
const KILL_AT_SECONDS = 20;
const RESTART_AT_SECONDS = 30;
const WORKERS = 12;
/** Pause between one worker's requests: about 200 requests a second in all, on a small shared machine. */
const WORKER_PAUSE_MS = 50;
const VISITORS = 240;
/** The contact form allows 5 messages per address in 10 minutes; stay under it. */
const CONTACTS_PER_VISITOR = 4;
const OWNER_PASSWORD = 'cluster check owner password';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(apiDir, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`cluster: ${message}`);

type Cleanup = () => Promise<void> | void;
let keepWorkDir = false;
const cleanups: Cleanup[] = [];

// ---------------------------------------------------------------------------------------------------------
// The machine's services

function commandExists(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function aptInstall(binary: string, pkg: string): void {
  if (commandExists(binary)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${binary} is missing: install Debian's ${pkg} package (apt-get install ${pkg})`);
  log(`installing ${pkg} from Debian's packages`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function postgresServer(workDir: string): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await portAnswers(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  log('starting embedded PostgreSQL');
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(path.join(workDir, 'postgres'));
  cleanups.push(() => embedded.stop());
  return embedded.adminUrl;
}

async function redisServer(workDir: string): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await portAnswers(6379)) return 'redis://127.0.0.1:6379';
  aptInstall('redis-server', 'redis-server');
  const port = await freePort();
  log(`starting Redis on ${String(port)}`);
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', workDir], {
    stdio: 'ignore',
  });
  cleanups.push(() => {
    redis.kill('SIGTERM');
  });
  for (let i = 0; i < 50 && !(await portAnswers(port)); i += 1) await sleep(100);
  return `redis://127.0.0.1:${String(port)}`;
}

async function s3Server(workDir: string): Promise<S3Server> {
  const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION } = process.env;
  if (S3_ENDPOINT && S3_ACCESS_KEY && S3_SECRET_KEY) {
    return {
      endpoint: S3_ENDPOINT,
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
      region: S3_REGION || 'us-east-1',
    };
  }
  const tools = path.resolve(repoRoot, '../shared/tools/s3-ceph');
  if (!existsSync(path.join(tools, 'start.sh'))) {
    throw new Error(
      'No S3 server: set S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY, or provide ../shared/tools/s3-ceph',
    );
  }
  const cephDir = path.join(workDir, 'ceph');
  log('starting Ceph (S3) from ../shared/tools/s3-ceph');
  const exports = execFileSync(path.join(tools, 'start.sh'), [cephDir], {
    encoding: 'utf8',
    env: { ...process.env, S3_CEPH_PORT: process.env.S3_CEPH_PORT ?? '7680' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => {
    execFileSync(path.join(tools, 'stop.sh'), [cephDir], { stdio: 'ignore' });
  });
  const value = (name: string) => new RegExp(`^export ${name}=(.*)$`, 'm').exec(exports)?.[1] ?? '';
  return {
    endpoint: value('S3_ENDPOINT'),
    accessKey: value('S3_ACCESS_KEY'),
    secretKey: value('S3_SECRET_KEY'),
    region: value('S3_REGION'),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Folio instances and HAProxy

type Instance = { name: string; port: number; env: NodeJS.ProcessEnv; logFile: string; process: ChildProcess | null };

function startInstance(instance: Instance): void {
  const logStream = createWriteStream(instance.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: instance.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  instance.process = child;
}

async function waitUntilReady(port: number, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const status = await new Promise<number>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .once('error', () => resolve(0));
    });
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`the instance on ${String(port)} was not ready within ${String(seconds)} s`);
}

function stopInstance(instance: Instance): Promise<void> {
  const child = instance.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Health checks on /readyz every second (down after 2 failures, up after 2 successes). A request whose connection
 * to a server fails is retried on the other one (`retries`, `redispatch`); a GET whose server dies before
 * answering is retried too (L7 retries), but never a POST, which could then be stored twice. Each request gets a
 * connection of its own (`http-reuse never`): a request sent on a pooled connection to a server that has just
 * died fails as "no answer", which a POST cannot safely retry, whereas a refused new connection is retried.
 */
export function haproxyConfig(frontendPort: number, servers: { name: string; port: number }[]): string {
  return `global
  maxconn 4096
  log stderr format raw local0 info

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on all-retryable-errors
  option forwardfor
  option http-server-close

frontend folio
  bind 127.0.0.1:${String(frontendPort)}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET
  http-response set-header X-Folio-Instance %s
  default-server inter 1s fall 2 rise 2
${servers.map((server) => `  server ${server.name} 127.0.0.1:${String(server.port)} check`).join('\n')}
`;
}

// ---------------------------------------------------------------------------------------------------------
// Traffic

type Outcome = {
  kind: string;
  started: number;
  ended: number;
  status: number | null;
  error: string | null;
  instance: string | null;
};
const outcomes: Outcome[] = [];

type Reply = { status: number; body: string; headers: http.IncomingHttpHeaders };

function request(
  agent: http.Agent,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method,
        path: options.path,
        headers: { 'user-agent': BROWSER_UA, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

async function timed(kind: string, send: () => Promise<Reply>): Promise<Reply | null> {
  const started = Date.now();
  try {
    const reply = await send();
    const instance = typeof reply.headers['x-folio-instance'] === 'string' ? reply.headers['x-folio-instance'] : null;
    outcomes.push({ kind, started, ended: Date.now(), status: reply.status, error: null, instance });
    return reply;
  } catch (error) {
    outcomes.push({ kind, started, ended: Date.now(), status: null, error: (error as Error).message, instance: null });
    return null;
  }
}

const PUBLIC_PATHS = ['/api/profile', '/api/projects', '/api/files', '/healthz'];
const PAGES = ['/', '/projects', '/files', '/resume', '/contact'];

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  aptInstall('haproxy', 'haproxy');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'folio-cluster-'));
  // Kept when the check fails: the instances' logs are in it.
  cleanups.push(() => (keepWorkDir ? undefined : rm(workDir, { recursive: true, force: true })));

  const [postgresUrl, redisUrl, s3] = [
    await postgresServer(workDir),
    await redisServer(workDir),
    await s3Server(workDir),
  ];
  const database = await createTestDatabase(postgresUrl);
  cleanups.push(() => database.destroy());
  const bucket = `folio-cluster-${randomBytes(4).toString('hex')}`;
  const frontendPort = await freePort();
  const publicUrl = `http://localhost:${String(frontendPort)}`;
  await createBucket(s3, bucket, publicUrl);
  cleanups.push(() => removeBucket(s3, bucket));

  const sessionSecret = randomBytes(32).toString('base64url');
  const instances: Instance[] = [];
  for (const name of ['a', 'b']) {
    const port = await freePort();
    instances.push({
      name,
      port,
      logFile: path.join(workDir, `instance-${name}.log`),
      process: null,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATA_DIR: path.join(workDir, `data-${name}`),
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: sessionSecret,
        OWNER_PASSWORD,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  }
  for (const instance of instances) startInstance(instance);
  cleanups.push(async () => {
    for (const instance of instances) instance.process?.kill('SIGKILL');
  });
  await Promise.all(instances.map((instance) => waitUntilReady(instance.port, 90)));
  log(`instances a and b ready on ${instances.map((i) => String(i.port)).join(' and ')}`);

  const configFile = path.join(workDir, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig(frontendPort, instances));
  execFileSync('haproxy', ['-c', '-q', '-f', configFile], { stdio: 'inherit' });
  const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  haproxy.stderr.pipe(createWriteStream(path.join(workDir, 'haproxy.log')));
  cleanups.push(() => {
    haproxy.kill('SIGTERM');
  });
  await waitUntilReady(frontendPort, 15);
  log(
    `HAProxy on ${String(frontendPort)}; ${String(RUN_SECONDS)} s of traffic, instance a killed at ${String(KILL_AT_SECONDS)} s and restarted at ${String(RESTART_AT_SECONDS)} s`,
  );

  const runId = randomUUID().slice(0, 8);
  const visitors = Array.from({ length: VISITORS }, (_, i) => ({
    agent: new http.Agent({ keepAlive: true, localAddress: `127.0.1.${String(i + 1)}` }),
    contacts: 0,
  }));
  const acceptedContacts = new Set<string>();
  let acceptedBeacons = 0;
  let uploads = 0;
  let uploadFailures = 0;
  const started = Date.now();
  const deadline = started + RUN_SECONDS * 1000;
  let killedAt = 0;
  let diedAt = 0;

  const killer = (async () => {
    await sleep(KILL_AT_SECONDS * 1000);
    const victim = instances[0]?.process;
    const gone = new Promise<void>((resolve) => victim?.once('exit', () => resolve()));
    killedAt = Date.now();
    victim?.kill('SIGKILL');
    // Until the kernel has torn the process down, its listening socket still takes connections: requests
    // dispatched to it meanwhile die with it.
    await gone;
    diedAt = Date.now();
    log(
      `SIGKILL to instance a at ${((killedAt - started) / 1000).toFixed(2)} s; gone ${String(diedAt - killedAt)} ms later`,
    );
    await sleep((RESTART_AT_SECONDS - KILL_AT_SECONDS) * 1000);
    if (instances[0]) startInstance(instances[0]);
    log('instance a restarted');
  })();

  const worker = async () => {
    while (Date.now() < deadline) {
      const visitor = visitors[Math.floor(Math.random() * visitors.length)];
      if (!visitor) continue;
      const roll = Math.random();
      if (roll < 0.08 && visitor.contacts < CONTACTS_PER_VISITOR) {
        visitor.contacts += 1;
        const body = JSON.stringify({
          name: 'Cluster Visitor',
          email: 'visitor@example.com',
          subject: `cluster ${runId}`,
          message: `A message from the cluster check ${runId}, number ${randomUUID()}.`,
        });
        const reply = await timed('contact', () =>
          request(visitor.agent, frontendPort, {
            method: 'POST',
            path: '/api/contact',
            headers: { 'content-type': 'application/json' },
            body,
          }),
        );
        if (reply && reply.status >= 200 && reply.status < 300)
          acceptedContacts.add((JSON.parse(reply.body) as { id: string }).id);
      } else if (roll < 0.35) {
        const page = `${PAGES[Math.floor(Math.random() * PAGES.length)] ?? '/'}`;
        const body = JSON.stringify({ page, action: 'view', metadata: { run: runId } });
        const reply = await timed('beacon', () =>
          request(visitor.agent, frontendPort, {
            method: 'POST',
            path: '/api/activity',
            headers: { 'content-type': 'application/json' },
            body,
          }),
        );
        if (reply && reply.status >= 200 && reply.status < 300) acceptedBeacons += 1;
      } else {
        const target = PUBLIC_PATHS[Math.floor(Math.random() * PUBLIC_PATHS.length)] ?? '/healthz';
        await timed('public GET', () => request(visitor.agent, frontendPort, { method: 'GET', path: target }));
      }
      await sleep(WORKER_PAUSE_MS);
    }
  };

  // The owner, signed in through the load balancer, uploads a file every couple of seconds.
  const owner = async () => {
    const agent = new http.Agent({ keepAlive: true, localAddress: '127.0.2.1' });
    const signIn = await timed('owner sign-in', () =>
      request(agent, frontendPort, {
        method: 'POST',
        path: '/api/login/password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: OWNER_PASSWORD }).toString(),
      }),
    );
    const cookie = /folio\.sid=[^;]+/.exec(String(signIn?.headers['set-cookie'] ?? ''))?.[0];
    if (!cookie) throw new Error(`the owner could not sign in (${String(signIn?.status)})`);
    while (Date.now() < deadline) {
      const bytes = randomBytes(64 * 1024);
      const start = await timed('owner upload', () =>
        request(agent, frontendPort, {
          method: 'POST',
          path: '/api/objects/upload',
          headers: { cookie, 'content-type': 'application/json' },
        }),
      );
      let stored = false;
      if (start?.status === 200) {
        const { uploadURL, objectKey } = JSON.parse(start.body) as { uploadURL: string; objectKey: string };
        const put = await fetch(uploadURL, {
          method: 'PUT',
          headers: { 'content-type': 'application/octet-stream', origin: publicUrl },
          body: bytes,
        }).catch(() => null);
        if (put?.ok) {
          const register = await timed('owner upload', () =>
            request(agent, frontendPort, {
              method: 'POST',
              path: '/api/files',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({
                name: `cluster-${String(uploads)}.bin`,
                originalName: `cluster-${String(uploads)}.bin`,
                size: bytes.length,
                mimeType: 'application/octet-stream',
                category: 'business',
                objectPath: objectKey,
              }),
            }),
          );
          stored = register?.status === 201;
        }
      }
      if (stored) uploads += 1;
      else uploadFailures += 1;
      await sleep(2000);
    }
  };

  await Promise.all([...Array.from({ length: WORKERS }, worker), owner(), killer]);
  const runSeconds = (Date.now() - started) / 1000;
  await waitUntilReady(instances[0]?.port ?? 0, 60);

  // A graceful stop writes every buffered page view, then the counts are final.
  await Promise.all(instances.map(stopInstance));
  const storedContacts = new Set(
    (
      await sql<{ id: string }>`select id from contact_messages where subject = ${`cluster ${runId}`}`.execute(
        database.db,
      )
    ).rows.map((row) => row.id),
  );
  const storedBeacons = Number(
    (
      await sql<{
        count: string;
      }>`select count(*) as count from activity_logs where metadata->>'run' = ${runId}`.execute(database.db)
    ).rows[0]?.count ?? 0,
  );
  const missingContacts = [...acceptedContacts].filter((id) => !storedContacts.has(id));

  // Failed: no answer at all, or a 5xx. Allowed only when the request was under way while the instance died
  // (between the SIGKILL and the end of the process).
  const failed = outcomes.filter((o) => o.status === null || o.status >= 500);
  const inFlightAtKill = failed.filter((o) => o.started <= diedAt && o.ended >= killedAt);
  const otherFailures = failed.filter((o) => !inFlightAtKill.includes(o));
  const non2xx = outcomes.filter((o) => o.status !== null && (o.status < 200 || o.status >= 300));
  const byStatus = (list: Outcome[]) =>
    Object.entries(
      list.reduce<Record<string, number>>((counts, o) => {
        const key = `${o.kind} ${o.status === null ? (o.error ?? 'no answer') : String(o.status)}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {}),
    )
      .map(([key, count]) => `${key} × ${String(count)}`)
      .join(', ') || 'none';
  const perKind = (kind: string) => outcomes.filter((o) => o.kind === kind).length;
  const perInstance = (name: string) => outcomes.filter((o) => o.instance === name).length;

  const lines = [
    `Folio cluster check: 2 instances behind HAProxy ${execFileSync('haproxy', ['-v'], { encoding: 'utf8' }).split(' ')[2] ?? ''}, shared PostgreSQL, Redis and Ceph S3`,
    `  run                     ${runSeconds.toFixed(1)} s; instance a SIGKILLed at ${((killedAt - started) / 1000).toFixed(2)} s (process gone ${String(diedAt - killedAt)} ms later), restarted at ${String(RESTART_AT_SECONDS)} s`,
    `  requests                ${String(outcomes.length)} (public GETs ${String(perKind('public GET'))}, beacons ${String(perKind('beacon'))}, contact ${String(perKind('contact'))}, owner ${String(perKind('owner sign-in') + perKind('owner upload'))}); served by a ${String(perInstance('a'))}, b ${String(perInstance('b'))}`,
    `  non-2xx                 ${String(non2xx.length)} (${byStatus(non2xx)})`,
    `  failures                ${String(failed.length)}: ${String(inFlightAtKill.length)} in flight on the instance as it was killed (${byStatus(inFlightAtKill)}), ${String(otherFailures.length)} other (${byStatus(otherFailures)})`,
    `  contact messages        ${String(acceptedContacts.size)} accepted, ${String([...acceptedContacts].filter((id) => storedContacts.has(id)).length)} of them stored, ${String(missingContacts.length)} missing`,
    `  beacons                 ${String(acceptedBeacons)} accepted (202), ${String(storedBeacons)} stored`,
    `  owner uploads           ${String(uploads)} stored, ${String(uploadFailures)} failed`,
  ];
  const passed = otherFailures.length === 0 && missingContacts.length === 0;
  lines.push(
    passed ? 'PASS: no failure outside the killed instance, every accepted contact message stored' : 'FAIL: see above',
  );
  console.log(`\n${lines.join('\n')}\n`);
  if (!passed) {
    keepWorkDir = true;
    for (const o of otherFailures.slice(0, 10)) {
      console.log(
        `  ${o.kind} at ${((o.started - started) / 1000).toFixed(2)} s: ${o.status === null ? (o.error ?? '') : String(o.status)}`,
      );
    }
    log(`logs: ${[...instances.map((i) => i.logFile), path.join(workDir, 'haproxy.log')].join(', ')}`);
  }
  return passed ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`cluster: ${(error as Error).stack ?? String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cluster: cleanup failed: ${(error as Error).message}`);
    }
  }
}
process.exit(exitCode);
