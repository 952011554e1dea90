import type { FastifyRequest } from 'fastify';
import { truncateAddress } from '../../lib/client-address';
import { describeUserAgent } from './user-agent-description';

/** Where and from what something happened to the owner's account, as the mail to the owner tells it. */
export type AccountEventOrigin = { at: Date; browser: string; device: string; network: string | null };

export type AccountEvent = 'new-device-sign-in' | 'password-changed' | 'totp-disabled';

/** Where a request comes from: browser, device and network (cut as analytics cuts it), and when. */
export function accountEventOrigin(req: FastifyRequest): AccountEventOrigin {
  return { at: new Date(), ...describeUserAgent(req.headers['user-agent']), network: truncateAddress(req.ip) };
}
