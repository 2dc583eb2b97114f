import { createDecipheriv } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startCnlListener } from '../fakes/click-n-load-listener.ts';
import { DLC_FAKE_URL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const SINTEL_1080 = 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE';
const SINTEL_720 = 'Sintel.2010.720p.BluRay.x264-OPENMOViE';
// The release's first link source is archive.org (the API's hoster order); the tests switch to blender.org.
const SINTEL_1080_BLENDER = ['https://download.blender.org/durian/movies/Sintel.2010.1080p.mkv'];
const SINTEL_720_LINKS = ['https://download.blender.org/durian/movies/Sintel.2010.720p.mkv'];

async function openSintel(page: Page) {
  const latest = await page.request.get('/api/entries/latest?limit=60&type=movie');
  const sintel = ((await latest.json()).data as { uid: string; slug: string; title: string }[]).find(
    (entry) => entry.title === 'Sintel',
  );
  if (!sintel) throw new Error('the demo catalogue has no Sintel');
  await page.goto(`/detail/${sintel.uid}/${sintel.slug}`);
  await expect(page.getByTestId('release-row').first()).toBeVisible();
}

function addButtonOf(page: Page, fulltitle: string) {
  return page.getByTestId('release-row').filter({ hasText: fulltitle }).getByTestId('add-to-cart');
}

/** Sintel 1080p (source switched to blender.org) and Sintel 720p in the cart. */
async function fillCart(page: Page) {
  await openSintel(page);
  await addButtonOf(page, SINTEL_1080).click();
  await addButtonOf(page, SINTEL_720).click();
  await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '2');
  await page.getByTestId('cart-button').click();
  const item = page.getByTestId('cart-item').filter({ hasText: SINTEL_1080 });
  await item.getByTestId('cart-item-source').selectOption({ label: 'blender.org (1 Link)' });
}

const expectedPackages = [
  { name: SINTEL_1080, links: SINTEL_1080_BLENDER },
  { name: SINTEL_720, links: SINTEL_720_LINKS },
];

/** Decrypts a .dlc as jDownloader would, asking the fake key service for the key behind the rc. */
async function decryptDlc(file: string, page: Page) {
  const rc = file.slice(-88);
  const key = Buffer.from(
    await (await page.request.get(`${DLC_FAKE_URL}/key?rc=${encodeURIComponent(rc)}`)).text(),
  );
  const decipher = createDecipheriv('aes-128-cbc', key, key).setAutoPadding(false);
  const inner = Buffer.concat([decipher.update(Buffer.from(file.slice(0, -88), 'base64')), decipher.final()]);
  const xml = Buffer.from(inner.toString('latin1').replace(/\0+$/, ''), 'base64').toString('utf8');
  const unb64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');
  return [...xml.matchAll(/<package name="([^"]*)"[^>]*>(.*?)<\/package>/g)].map((match) => ({
    name: unb64(match[1] ?? ''),
    links: [...(match[2] ?? '').matchAll(/<url>([^<]*)<\/url>/g)].map((url) => unb64(url[1] ?? '')),
  }));
}

test.describe('cart', () => {
  test('adds releases from a detail page, refuses duplicates, switches the source and survives a reload', async ({
    page,
  }) => {
    await openSintel(page);
    await addButtonOf(page, SINTEL_1080).click();
    await expect(page.getByText(`${SINTEL_1080} liegt jetzt im Warenkorb.`)).toBeVisible();
    await addButtonOf(page, SINTEL_1080).click();
    await expect(page.getByText(`${SINTEL_1080} ist bereits im Warenkorb.`)).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '1');

    await addButtonOf(page, SINTEL_720).click();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '2');

    await page.getByTestId('cart-button').click();
    const item = page.getByTestId('cart-item').filter({ hasText: SINTEL_1080 });
    const source = item.getByTestId('cart-item-source');
    // The first link source is preselected; switch to the second.
    await expect(source.locator('option:checked')).toHaveText('archive.org (1 Link)');
    await source.selectOption({ label: 'blender.org (1 Link)' });

    await page.reload();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '2');
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(
      page
        .getByTestId('cart-item')
        .filter({ hasText: SINTEL_1080 })
        .getByTestId('cart-item-source')
        .locator('option:checked'),
    ).toHaveText('blender.org (1 Link)');

    // Remove one, then clear all.
    await page
      .getByTestId('cart-item')
      .filter({ hasText: SINTEL_720 })
      .getByTestId('cart-item-remove')
      .click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await page.getByTestId('cart-clear').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '0');
  });

  test('downloads the cart as a DLC that decrypts to exactly the selected links', async ({ page }) => {
    await fillCart(page);
    await page.getByTestId('cart-name').fill('Filmabend');
    await expect(page.getByTestId('container-format')).toHaveValue('dlc');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('container-download').click(),
    ]);
    await expect(page.getByText('DLC erstellt, bereit zum download')).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^Filmabend \d\d\.\d\d\.\d{4}\.dlc$/);
    const file = await readFile(await download.path(), 'utf8');
    expect(await decryptDlc(file, page)).toEqual(expectedPackages);
  });

  test("sends the cart to a local jDownloader with Click'n'Load, in clear and encrypted", async ({
    page,
  }) => {
    const listener = await startCnlListener();
    try {
      await fillCart(page);
      await page.getByTestId('cnl-send').click();
      await expect(page.getByText('Links wurden an dein jDownloader geschickt')).toBeVisible();
      await expect.poll(() => listener.arrivals.length).toBe(2);
      for (const arrival of listener.arrivals) expect(arrival.path).toBe('/flash/add');
      const clear = listener.arrivals.map((arrival) => ({
        name: arrival.form.package,
        links: arrival.links,
      }));
      expect(clear).toEqual(expect.arrayContaining(expectedPackages));

      listener.arrivals.length = 0;
      await page.getByTestId('cnl-send-encrypted').click();
      await expect.poll(() => listener.arrivals.length).toBe(2);
      for (const arrival of listener.arrivals) {
        expect(arrival.path).toBe('/flash/addcrypted2');
        expect(arrival.form.jk).toMatch(/^function f\(\)\{ return '[0-9a-f]{32}';\}$/);
        // The links never travel in clear.
        expect(Object.values(arrival.form).join(' ')).not.toContain('https://');
      }
      const encrypted = listener.arrivals.map((arrival) => ({
        name: arrival.form.package,
        links: arrival.links,
      }));
      expect(encrypted).toEqual(expect.arrayContaining(expectedPackages));
    } finally {
      await listener.close();
    }
  });

  test('says so when no jDownloader listens', async ({ page }) => {
    await fillCart(page);
    await page.getByTestId('cnl-send').click();
    await expect(page.getByText('Kein jDownloader gefunden. Starte jDownloader zuerst.')).toBeVisible();
  });
});
