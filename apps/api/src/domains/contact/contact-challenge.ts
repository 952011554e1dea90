import { createHmac } from 'node:crypto';
import { contactChallengeSchema, securityTexts, type ContactChallenge } from '@folio/contracts';
import type { Db } from '@folio/db';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Config } from '../../env';
import { AppError } from '../../lib/errors';
import { loadOrCreateSecret } from '../../lib/secrets';

/** A challenge must be solved and sent within this time. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/**
 * The work asked: the browser tries counters from 0 up to a random one in this range, each try `COST` SHA-256
 * rounds. A phone does it in about a second while the visitor types; a bot pays it for every message.
 */
const COUNTER_RANGE = { min: 2_000, max: 8_000 } as const;
const COST = 10;

type ChallengeKeys = { signature: string; keySignature: string };
const keysByDataDir = new Map<string, Promise<ChallengeKeys>>();

/**
 * The keys challenges are signed with: the site's own, never a third party's. Derived from SESSION_SECRET when
 * it is set, so every instance sharing sessions accepts the others' challenges; else generated into DATA_DIR.
 */
function challengeKeys(config: Pick<Config, 'SESSION_SECRET' | 'dataDir'>): Promise<ChallengeKeys> {
  const cacheKey = `${config.dataDir}\0${config.SESSION_SECRET ?? ''}`;
  let keys = keysByDataDir.get(cacheKey);
  if (!keys) {
    const base = config.SESSION_SECRET
      ? Promise.resolve(
          createHmac('sha256', config.SESSION_SECRET).update('folio contact challenge').digest('base64url'),
        )
      : loadOrCreateSecret(config.dataDir, 'contact-challenge');
    keys = base.then((secret) => ({
      signature: createHmac('sha256', secret).update('signature').digest('base64url'),
      keySignature: createHmac('sha256', secret).update('key signature').digest('base64url'),
    }));
    keysByDataDir.set(cacheKey, keys);
  }
  return keys;
}

/** A new signed challenge for the contact form (`GET /api/contact/challenge`). */
export async function newContactChallenge(
  config: Pick<Config, 'SESSION_SECRET' | 'dataDir'>,
): Promise<ContactChallenge> {
  const keys = await challengeKeys(config);
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: COST,
    counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  return contactChallengeSchema.parse(challenge);
}

/** What the form sends as `altcha`: the challenge and its solution, as base64 JSON (the ALTCHA widget's format). */
const payloadSchema = z.object({
  challenge: contactChallengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

function decodePayload(altcha: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const refused = () =>
  new AppError('CHALLENGE_FAILED', securityTexts.contactChallengeRequired, {
    issues: [{ path: 'altcha', message: securityTexts.contactChallengeRequired }],
  });

/**
 * Accepts a solved challenge once: its signature must be ours, it must not have expired, the work must be done,
 * and it must not have been spent before (spent ones are kept until they expire, then forgotten).
 */
export async function spendContactChallenge(
  db: Db,
  config: Pick<Config, 'SESSION_SECRET' | 'dataDir'>,
  altcha: string | undefined,
): Promise<void> {
  const payload = altcha ? decodePayload(altcha) : null;
  if (!payload?.challenge.signature) throw refused();
  const keys = await challengeKeys(config);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }).catch(() => null);
  if (!result?.verified) throw refused();
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
  await db.deleteFrom('contactChallengeSolutions').where('expiresAt', '<', new Date()).execute();
  const spent = await db
    .insertInto('contactChallengeSolutions')
    .values({ signature: payload.challenge.signature, expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!spent) throw refused();
}
