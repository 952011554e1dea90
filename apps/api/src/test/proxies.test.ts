import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_ATTEMPTS } from '../domains/auth/password-route';
import { buildTestApp, TEST_OWNER_PASSWORD, type TestApp } from './build-test-app';

/** behind a proxy, a client cannot choose its own address by writing X-Forwarded-For. */
const PROXY = '10.0.0.2';

function signIn(t: TestApp, password: string, forwardedFor: string) {
  return t.inject({
    method: 'POST',
    url: '/api/login/password',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { password },
  });
}

describe.each([
  ['1', 'one proxy in front'],
  ['10.0.0.0/8', 'the proxy by its network'],
])('TRUST_PROXY=%s (%s)', (trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(() => t.close());

  it('still refuses the 11th wrong password when the client rotates the forged X-Forwarded-For entries', async () => {
    const client = '203.0.113.7';
    for (let attempt = 1; attempt <= PASSWORD_ATTEMPTS.max; attempt += 1) {
      const response = await signIn(
        t,
        'wrong password',
        `192.0.2.${String(attempt)}, 198.51.100.${String(attempt)}, ${client}`,
      );
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn(t, 'wrong password', `192.0.2.200, ${client}`)).statusCode).toBe(429);
    expect((await signIn(t, TEST_OWNER_PASSWORD, `192.0.2.201, ${client}`)).statusCode).toBe(429);
    // Another client behind the same proxy is a different address, not locked out with it.
    expect((await signIn(t, TEST_OWNER_PASSWORD, `192.0.2.201, 203.0.113.8`)).statusCode).toBe(303);
  });
});
