import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

test.describe('signed in', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  test('Settings → Backups downloads a complete backup of the site', async ({ page, api }) => {
    const created = await api.post('/api/projects', {
      data: { title: 'Backed-up project', description: 'In the archive', category: 'hobby' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Backups' });
    await expect(card.getByText('Scheduled backups')).toBeVisible();
    await expect(card.getByText(/Off\. Set BACKUP_SCHEDULE/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('settings-backups.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download a backup now' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^folio-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz\.age$/);
    const archive = await readFile(await download.path());
    // Encrypted to the site's backup key (age): nothing of the site can be read from it without the key.
    expect(archive.subarray(0, 21).toString('latin1')).toBe('age-encryption.org/v1');
    expect(archive.length).toBeGreaterThan(1000);
    for (const plain of ['folio-backup.json', 'manifest.json', 'Backed-up project'])
      expect(archive.includes(plain)).toBe(false);
  });

  test('Analytics → Download CSV downloads the page views', async ({ page, api }) => {
    const view = await api.post('/api/activity', {
      data: { page: '/projects' },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' },
    });
    expect(view.status()).toBe(202);

    await page.goto('/analytics');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Everything' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^page-views-start-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(
      csv.startsWith(
        '\uFEFFid,created_at,page,action,referrer_host,device_type,ip_address,user_agent,user_id,metadata\r\n',
      ),
    ).toBe(true);
  });
});
