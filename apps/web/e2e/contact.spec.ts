import { expect, holdAppCode, test } from './fixtures';

test('the form shows the same validation messages as the server', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  await expect(page.getByText("Have a question or want to work together? I'd love to hear from you.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send a Message' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('A');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Message', { exact: true }).fill('Too short');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a sent message shows the success panel, and Send Another Message brings back an empty form', async ({
  page,
  api,
}) => {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Subject (Optional)').fill('Compilers');
  await page.getByLabel('Message', { exact: true }).fill('Would you like to talk about compilers?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
  await expect(page.getByText("Thank you for reaching out. I'll get back to you soon.")).toBeVisible();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Message sent!');
  await expect(toast).toContainText("Thank you for your message. I'll get back to you soon.");

  const stored = await api.get('/api/contact-messages');
  expect(await stored.json()).toEqual([
    expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Compilers' }),
  ]);

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('while sending the button says Sending... and cannot be pressed again', async ({ page, api }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/**contact.sendContactMessage**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Message', { exact: true }).fill('One message, sent exactly once.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const pending = page.getByRole('button', { name: 'Sending...' });
  await expect(pending).toBeDisabled();
  await pending.click({ force: true });
  await page.getByLabel('Message', { exact: true }).press('Enter');
  release();
  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
  expect(await (await api.get('/api/contact-messages')).json()).toHaveLength(1);
});

test('when the server fails the form stays and a destructive toast says so', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500 .*contact\.sendContactMessage/);
  await page.route('**/api/trpc/**contact.sendContactMessage**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '[{"error":{"message":"down","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}]',
    }),
  );
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Message', { exact: true }).fill('This one will not arrive.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to send message. Please try again.');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  // A second failure replaces the toast instead of stacking a second one.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast).toHaveCount(1);
});

test('a bot that fills the hidden website field is told nothing and nothing is stored', async ({ page, api }) => {
  await page.goto('/contact');
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await page.getByLabel('Name', { exact: true }).fill('Spam Bot');
  await page.getByLabel('Email', { exact: true }).fill('bot@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Buy cheap things from me now!');
  await honeypot.fill('https://spam.example');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
  expect(await (await api.get('/api/contact-messages')).json()).toEqual([]);
});

// The page's code comes after its first paint (src/boot.ts): a visitor may type before the form works.
test('what a visitor types before the page’s code arrives is kept and sent, and Send waits for the form', async ({
  browser,
  baseURL,
  api,
}) => {
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const release = await holdAppCode(page);
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Typed before the code arrived.');
  // Not yet: pressed now, the browser would submit the form itself, the message in the address bar.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();

  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const stored = await api.get('/api/contact-messages');
  expect(await stored.json()).toEqual([
    expect.objectContaining({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Typed before the code arrived.',
    }),
  ]);
  await visitor.close();
});

test('the message box is at least 150px high and grows with what is typed', async ({ page }) => {
  await page.goto('/contact');
  const message = page.getByRole('textbox', { name: 'Message' });
  const emptyHeight = (await message.boundingBox())?.height ?? 0;
  expect(emptyHeight).toBeGreaterThanOrEqual(150);
  await message.fill(Array.from({ length: 14 }, (_, line) => `Line ${String(line + 1)} of a long message.`).join('\n'));
  await expect.poll(async () => (await message.boundingBox())?.height ?? 0).toBeGreaterThan(emptyHeight);
});
