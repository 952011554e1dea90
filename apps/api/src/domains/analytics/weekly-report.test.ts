import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { recordView, resetClock, setClock } from './test-beacons';
import { isoWeekOf, queueScheduledReport } from './weekly-report';

const profile = { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes programs.', email: 'ada@example.com' };

describe('the weekly report', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Folio <folio@example.com>', TRUST_PROXY: '1' } });
  });
  beforeEach(async () => {
    owner = await t.loginAsOwner();
    await t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: owner }, payload: profile });
    smtp.received.length = 0;
  });
  afterEach(async () => {
    await resetClock(t);
    await t.truncate();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function view(instant: string, payload: Record<string, unknown>, address: string, cookie?: string) {
    await setClock(t, instant);
    await recordView(t, payload, { address: '10.0.0.1', headers: { 'x-forwarded-for': address }, cookie });
  }

  /** Last week (Mon 1 – Sun 7 June 2026) and the week before it. */
  async function seedTwoWeeks() {
    await view('2026-05-28T10:00:00Z', { page: '/' }, '8.8.8.8');
    await view('2026-06-02T10:00:00Z', { page: '/' }, '194.25.0.1');
    await view('2026-06-02T10:01:00Z', { page: '/files' }, '194.25.0.1');
    await view('2026-06-03T10:00:00Z', { page: '/' }, '133.242.0.1');
    await view(
      '2026-06-03T10:01:00Z',
      { page: '/', action: 'download', metadata: { path: '/api/resume/cv.pdf' } },
      '133.242.0.1',
    );
    await view('2026-06-04T10:00:00Z', { page: '/contact', action: 'contact' }, '133.242.0.1');
    await view('2026-06-05T10:00:00Z', { page: '/admin' }, '8.8.4.4', owner);
    await t.app.analytics.flush();
  }

  it("comes in the site's language: German once the owner sets the site to de", async () => {
    await seedTwoWeeks();
    await setClock(t, '2026-06-08T12:00:00Z');
    const site = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie: owner },
      payload: { language: 'de' },
    });
    expect(site.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'POST', url: '/api/analytics/report', headers: { cookie: owner } })).statusCode,
    ).toBe(200);
    await t.app.mailOutbox?.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('Ihre Woche auf localhost:3000: 2026-06-01 – 2026-06-07');
    const text = mail?.text ?? '';
    expect(text).toContain('Wochenbericht für localhost:3000');
    expect(text).toContain('Seitenaufrufe: 3 +200% (Vorwoche: 1)');
    expect(text).toContain('Downloads: 1 neu (Vorwoche: 0)');
    expect(text).toMatch(/Meistbesuchte Seiten\n {2}\/: 2 Aufrufe/);
    expect(text).toMatch(/Top-Verweise\n {2}Keine in dieser Woche/);
    expect(text).not.toContain('Page views');
    expect(mail?.html).toContain('<html lang="de" dir="ltr">');
  });

  it('is mailed now on POST /api/analytics/report, in text and HTML, the last 7 days against the 7 before', async () => {
    await seedTwoWeeks();
    await setClock(t, '2026-06-08T12:00:00Z');
    const response = await t.inject({ method: 'POST', url: '/api/analytics/report', headers: { cookie: owner } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: true, to: 'ada@example.com' });
    await t.app.mailOutbox?.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ value: [{ address: 'ada@example.com' }] });
    expect(mail?.subject).toBe('Your week on localhost:3000: 2026-06-01 – 2026-06-07');
    const text = mail?.text ?? '';
    expect(text).toContain('2026-06-01 – 2026-06-07, compared with 2026-05-25 – 2026-05-31');
    // Three views and two visitors last week (the owner's own view is left out), one view and one visitor before.
    expect(text).toContain('Page views: 3 +200% (previous week: 1)');
    expect(text).toContain('Unique visitors: 2 +100% (previous week: 1)');
    expect(text).toContain('Downloads: 1 new (previous week: 0)');
    expect(text).toContain('Messages: 1 new (previous week: 0)');
    expect(text).toMatch(/Top pages\n {2}\/: 2 views\n {2}\/files: 1 views/);
    expect(text).toMatch(/Countries\n {2}DE: 1 visitors\n {2}JP: 1 visitors/);
    expect(text).toMatch(/Most downloaded\n {2}cv\.pdf: 1/);
    expect(text).toMatch(/Top referrers\n {2}None this week/);
    expect(text).not.toContain('/admin');
    expect(mail?.html).toContain('<h1 style="font-size:20px">Weekly report for localhost:3000</h1>');
    expect(mail?.html).toContain('cv.pdf');
  });

  it('is queued once per ISO week from Monday 07:00 UTC, however many instances look', async () => {
    await seedTwoWeeks();
    expect(await queueScheduledReport(t.db, t.config, new Date('2026-06-08T06:59:59Z'))).toBe(false);
    const monday = new Date('2026-06-08T07:00:30Z');
    // Four instances look at the same moment: one queues it.
    const results = await Promise.all(Array.from({ length: 4 }, () => queueScheduledReport(t.db, t.config, monday)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await queueScheduledReport(t.db, t.config, new Date('2026-06-10T09:00:00Z'))).toBe(false);
    expect(await t.db.selectFrom('analyticsWeeklyReports').select('week').execute()).toEqual([{ week: '2026-W24' }]);
    await t.app.mailOutbox?.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('Your week on localhost:3000: 2026-06-01 – 2026-06-07');
    // The next Monday is the next week's.
    expect(await queueScheduledReport(t.db, t.config, new Date('2026-06-15T07:01:00Z'))).toBe(true);
  });

  it('is not sent while the owner has turned it off', async () => {
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/user-settings',
      headers: { cookie: owner },
      payload: { themePreference: 'light', emailNotifications: 1, weeklyReport: false },
    });
    expect(saved.json()).toMatchObject({ weeklyReport: false });
    expect(await queueScheduledReport(t.db, t.config, new Date('2026-06-08T07:00:00Z'))).toBe(false);
    expect(await t.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
  });

  it('names ISO weeks across a year end', () => {
    expect(isoWeekOf('2026-12-28')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  });
});

describe('the weekly report without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 409 to send it now, and is never scheduled', async () => {
    const owner = await t.loginAsOwner();
    const response = await t.inject({ method: 'POST', url: '/api/analytics/report', headers: { cookie: owner } });
    expect(response.statusCode).toBe(409);
    expect(await queueScheduledReport(t.db, t.config, new Date('2026-06-08T07:00:00Z'))).toBe(false);
    expect((await t.inject({ method: 'POST', url: '/api/analytics/report' })).statusCode).toBe(401);
  });
});
