import type { APIRequestContext, Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_ENV, requireE2eEnv } from './e2e-env';
import { expect, test } from './fixtures';
import { seedProfile } from './seed';

/** the inbox marks and deletes messages, and a new message reaches the owner by mail. */

const toastOf = (page: Page) => page.getByTestId('toast').last();

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.FOLIO_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

let addressCounter = 0;
async function storeMessage(api: APIRequestContext, name: string): Promise<void> {
  addressCounter += 1;
  const response = await api.post('/api/contact', {
    data: { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}, nice portfolio!` },
    headers: { 'x-forwarded-for': `203.0.113.${String(addressCounter)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A real SMTP server on the loopback port the e2e server sends to (global-setup's SMTP_URL). */
async function startSmtpServer(): Promise<{ received: ParsedMail[]; close: () => Promise<void> }> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(Number(requireE2eEnv(E2E_ENV.smtpPort)), '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('the inbox', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  test('shows unread messages, counts them on the tab, marks them read, and deletes behind a confirmation', async ({
    page,
    api,
  }) => {
    await storeMessage(api, 'Alice');
    await storeMessage(api, 'Bob');
    await page.goto('/admin');
    const messagesTab = page.getByRole('tab', { name: /Messages/ });
    await expect(messagesTab.getByLabel('2 unread')).toBeVisible();
    await messagesTab.click();
    await expect(page.getByRole('article', { name: 'Unread message from Alice' })).toBeVisible();
    await screenshot(page, 'admin-messages-unread');

    await page.getByRole('button', { name: 'Mark message from Alice as read' }).click();
    await expect(toastOf(page)).toContainText('Marked as read');
    await expect(page.getByRole('article', { name: 'Message from Alice' })).toBeVisible();
    await expect(messagesTab.getByLabel('1 unread')).toBeVisible();

    await page.getByRole('button', { name: 'Delete message from Bob' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Message' });
    await expect(dialog).toContainText('Are you sure you want to delete the message from Bob?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('contact-message')).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete message from Bob' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toastOf(page)).toContainText('Message deleted');
    await expect(page.getByTestId('contact-message')).toHaveCount(1);
    await expect(messagesTab.getByLabel(/unread/)).toHaveCount(0);
  });
});

test('a visitor’s message reaches the owner by mail, with the visitor as Reply-To', async ({
  api,
  browser,
  baseURL,
}) => {
  const smtp = await startSmtpServer();
  try {
    await seedProfile(api, { name: 'Jane Doe', title: 'Engineer', bio: 'Builds things.', email: 'jane@example.com' });

    const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.200' } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/contact');
    await visitorPage.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await visitorPage.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await visitorPage.getByLabel('Subject (Optional)').fill('Compilers');
    await visitorPage.getByLabel('Message', { exact: true }).fill('Would you like to talk about compilers?');
    await visitorPage.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await visitor.close();

    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toMatchObject({ value: [{ address: 'jane@example.com' }] });
    expect(mail?.replyTo).toMatchObject({ value: [{ address: 'grace@example.com', name: 'Grace Hopper' }] });
    expect(mail?.subject).toBe('New message from Grace Hopper: Compilers');
    expect(mail?.text).toContain('Would you like to talk about compilers?');
  } finally {
    await smtp.close();
  }
});

test('Settings says where notification mails go', async ({ page, api, signIn }) => {
  await seedProfile(api, { name: 'Jane Doe', title: 'Engineer', bio: 'Builds things.', email: 'jane@example.com' });
  await signIn(page);
  await page.goto('/settings');
  await expect(page.getByTestId('mail-status')).toHaveText('New contact messages are emailed to jane@example.com.');
  await screenshot(page, 'settings-mail-status');
});
