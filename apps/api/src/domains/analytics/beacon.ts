import type { FastifyRequest } from 'fastify';
import { ACTIVITY_BEACON_MAX_BYTES } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import type { Beacon } from './activity-ingestion';

/** A beacon bigger than this is no page view: 400 before its body is even read. */
export function assertBeaconSize(req: FastifyRequest): void {
  if (Number(req.headers['content-length'] ?? 0) > ACTIVITY_BEACON_MAX_BYTES) {
    throw AppError.invalidField('body', `Must be at most ${String(ACTIVITY_BEACON_MAX_BYTES)} bytes`);
  }
}

/** What the server adds to a beacon: who is signed in, the client address, the user agent, the referrer. */
export function beaconFrom(req: FastifyRequest, input: Beacon['input'], userId: string | null): Beacon {
  return {
    input,
    address: req.ip,
    userAgent: req.headers['user-agent'],
    refererHeader: req.headers.referer,
    requestHostname: req.hostname,
    userId,
  };
}
