import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL, scaled } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { saveScreenshot } from './screenshots.ts';
import { createVerifiedUser } from './verified-user.ts';

const SINTEL_1080 = 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE';
/** Must match TOKEN_STORAGE_KEY in @regal/shared. */
const TOKEN_KEY = 'regal_token';

async function apiToken(request: APIRequestContext, login: string, password: string): Promise<string> {
  const response = await request.post(`${BASE_URL}/api/auth/login`, { data: { login, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Logs the browser in by storing the token where the web app keeps it. */
async function useToken(page: Page, token: string | null) {
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    [TOKEN_KEY, token] as const,
  );
}

const cards = (page: Page) => page.getByTestId('search-entry-grid').getByTestId('entry-card');

async function pickOption(page: Page, selectTestId: string, option: string) {
  // A multi-select without search hides its input behind the pills; its pill row takes the click.
  await page.getByTestId(selectTestId).locator('xpath=..').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('search', () => {
  test('the header search finds a demo title, and the same text again searches anew', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-input').fill('Sintel');
    await page.getByTestId('search-input-submit').click();
    await expect(page).toHaveURL(/\/search\?page=1&q=Sintel&f=\w+/);
    await expect(page.getByTestId('search-page')).toBeVisible();
    await expect(cards(page).first()).toContainText('Sintel');
    const firstUrl = page.url();

    // A new f marker re-runs the search even though q is the same.
    const again = page.waitForResponse((r) => r.url().includes('/api/start/search') && r.ok());
    await page.getByTestId('search-input-submit').click();
    await again;
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page).toHaveURL(/q=Sintel&f=\w+/);
    await expect(cards(page).first()).toContainText('Sintel');
    await saveScreenshot(page, 'search-text');
  });

  test('a title with one wrong letter is still found', async ({ page }) => {
    await page.goto('/search?page=1&q=Sintal&f=typo');
    await expect(cards(page).first()).toContainText('Sintel');
    await page.goto('/search?page=1&q=Tears%20of%20Steal&f=typo2');
    await expect(cards(page).first()).toContainText('Tears of Steel');
  });

  test('type and genre dropdowns and the sort change the URL and the results', async ({ page }) => {
    await page.goto('/search?page=1');
    // Default types: movies and series (spec §3); adding anime widens the answer.
    const summary = page.getByTestId('search-summary');
    await expect(summary).toBeVisible();
    const before = Number(await summary.getAttribute('data-total'));
    const anime = Number(
      ((await (await page.request.get('/api/start/search?types=anime')).json()) as { total: number }).total,
    );
    expect(anime).toBeGreaterThan(0);
    await pickOption(page, 'search-type-select', 'Anime');
    await expect(page).toHaveURL(/types=movie%2Cseries%2Canime/);
    await expect(summary).toHaveAttribute('data-total', String(before + anime));

    await pickOption(page, 'search-genre-select', 'Horror');
    await expect(page).toHaveURL(/genres=horror/);
    await expect(cards(page).filter({ hasText: 'Die Nacht der lebenden Toten' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Big Buck Bunny' })).toHaveCount(0);

    // Custom sort by name, then flip the order.
    await page.goto('/search?page=1&types=all');
    await page.getByTestId('sort-mode-custom').click();
    await expect(page).toHaveURL(/sortBy=recently_added/);
    await pickOption(page, 'search-sort-select', 'Name');
    await expect(page).toHaveURL(/sortBy=name/);
    await expect(cards(page).first()).toContainText('Xonotic');
    await page.getByTestId('search-sort-order').click();
    await expect(page).toHaveURL(/sortOrder=asc/);
    await expect(cards(page).first()).toContainText('0 A.D.');
    await saveScreenshot(page, 'search-sorted');
  });

  test('a year range narrows the results and lives in the URL', async ({ page }) => {
    await page.goto('/search?page=1');
    const summary = page.getByTestId('search-summary');
    await expect(summary).toBeVisible();
    const before = Number(await summary.getAttribute('data-total'));
    const twenties = Number(
      ((await (await page.request.get('/api/start/search?years=1920-1929')).json()) as { total: number })
        .total,
    );
    expect(twenties).toBeGreaterThan(0);
    expect(twenties).toBeLessThan(before);

    // The boxes write the URL when left (Enter), not on every keystroke.
    await page.getByTestId('search-years-from').fill('1920');
    await page.getByTestId('search-years-to').fill('1929');
    await page.getByTestId('search-years-to').press('Enter');
    await expect(page).toHaveURL(/years=1920-1929/);
    await expect(summary).toHaveAttribute('data-total', String(twenties));
    await expect(cards(page).filter({ hasText: 'Nosferatu' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Big Buck Bunny' })).toHaveCount(0);
    await saveScreenshot(page, 'search-year-range');

    // The link alone restores the filter, boxes included.
    await page.goto('/search?page=1&years=1920-1929');
    await expect(page.getByTestId('search-years-from')).toHaveValue('1920');
    await expect(summary).toHaveAttribute('data-total', String(twenties));
  });

  test('the release mask finds a release by part of its name and puts it in the cart', async ({ page }) => {
    await page.goto('/search?page=1');
    await page.getByTestId('search-mask-releases').click();
    await expect(page).toHaveURL(/mode=releases/);
    // Type buttons without digital and music.
    const buttons = page.getByTestId('search-type-buttons');
    await expect(buttons.getByText('Filme')).toBeVisible();
    await expect(buttons.getByText('Digital')).toHaveCount(0);
    await expect(buttons.getByText('Musik')).toHaveCount(0);

    await page.getByTestId('search-text').fill('sintel german 1080p');
    await page.getByTestId('search-text-submit').click();
    const row = page.getByTestId('release-result-row').filter({ hasText: SINTEL_1080 });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('release-type')).toHaveText('Film');
    await expect(row).toContainText(/\d+(\.\d+)? (GB|MB)/);
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(page.getByTestId('search-summary')).toHaveText(/^1–\d+ von \d+ Treffer/);

    await buttons.getByText('Serien').click();
    await expect(page).toHaveURL(/types=series/);
    await expect(page.getByTestId('search-empty')).toBeVisible();
    await buttons.getByText('Serien').click();
    await buttons.getByText('Filme').click();
    await expect(page).toHaveURL(/types=movie/);

    await row.getByTestId('add-to-cart').click();
    await expect(page.getByText(`${SINTEL_1080} liegt jetzt im Warenkorb.`)).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '1');
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-item').filter({ hasText: SINTEL_1080 })).toBeVisible();
  });

  test('a too short release name gets the server message and a retry', async ({ page }) => {
    await page.goto('/search?mode=releases&page=1&q=ab');
    await expect(page.getByTestId('search-error')).toContainText('Der Release-Name reicht nicht aus');
    await expect(
      page.getByTestId('search-error').getByRole('button', { name: 'Erneut suchen' }),
    ).toBeVisible();
  });

  test('the 0day mask lists its nine sections and the releases of one', async ({ page }) => {
    await page.goto('/search?page=1');
    await page.getByTestId('search-mask-0day').click();
    await expect(page).toHaveURL(/mode=0day/);
    const sections = page.getByTestId('search-type-buttons');
    for (const label of ['Movie', 'BluRay', 'TV', 'Doku', 'aBooks', 'eBooks', 'Music', 'Game', 'Appz']) {
      await expect(sections.getByText(label, { exact: true })).toBeVisible();
    }
    // Half of the demo entries' newest releases are scene releases: films land in "Movie".
    await sections.getByText('Movie', { exact: true }).click();
    await expect(page).toHaveURL(/types=movie/);
    const rows = page.getByTestId('zeroday-row');
    await expect(rows.first()).toBeVisible();
    // The previous list stays (dimmed) until the filtered one arrives.
    await expect
      .poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-section'))))
      .not.toContain('tv');
    await expect(rows.first()).toContainText(/\w+\.\w+.*-\w+/);
    // No demo release is an app: that section says it is empty.
    await sections.getByText('Movie', { exact: true }).click();
    await sections.getByText('Appz', { exact: true }).click();
    await expect(page).toHaveURL(/types=appz/);
    await expect(page.getByTestId('search-empty')).toBeVisible();
  });

  test('pagination shows the window of pages and moves through them', async ({ page }) => {
    await page.goto('/search?page=1&types=all');
    const summary = page.getByTestId('search-summary');
    await expect(summary).toHaveText(/^1–21 von \d+ Treffern$/);
    const total = Number(await summary.getAttribute('data-total'));
    const lastPage = Math.ceil(total / 21);
    expect(lastPage).toBeGreaterThan(1);
    // All pages fit in the window (at most 20, reaching 7 beyond the current page).
    for (let p = 1; p <= Math.min(lastPage, 8); p++) {
      await expect(page.getByTestId(`pagination-page-${p}`)).toBeVisible();
    }
    await expect(page.getByTestId(`pagination-page-${Math.min(lastPage, 8) + 1}`)).toHaveCount(0);
    await page.getByTestId('pagination-page-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/types=all/);
    await expect(summary).toHaveText(/^22–\d+ von \d+ Treffern$/);
    await expect(page.getByTestId('pagination-page-2')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(Math.min(21, total - 21));
  });

  test('the actor search finds people and leads to their entries', async ({ page }) => {
    await page.goto('/search/actors?page=1');
    await expect(page.getByTestId('actor-result').first()).toBeVisible();
    await page.getByTestId('actor-text').fill('Colin');
    await page.getByTestId('actor-text-submit').click();
    await expect(page).toHaveURL(/\/search\/actors\?page=1&q=Colin/);
    const actor = page.getByTestId('actor-result').filter({ hasText: 'Colin Levy' });
    await expect(actor).toBeVisible();
    await expect(actor.getByTestId('actor-result-count')).toHaveText('1 Eintrag');
    await actor.click();
    await expect(page).toHaveURL(/\/search\?page=1&q=Colin\+Levy&types=all/);
    await expect(cards(page).first()).toContainText('Sintel');

    await page.goto('/search/actors?page=1&q=Niemandda');
    await expect(page.getByTestId('search-empty')).toBeVisible();
  });

  test('[USER] asks the sceneBOT; [ADMIN] sees who asked in the REQ list and deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(60_000));
    // A guest: the bot needs a login.
    await page.goto('/scenebot');
    // The newest scene releases stand under the form (the demo marks some as scene releases).
    await expect(page.getByTestId('release-result-row').first()).toBeVisible();
    await page.getByTestId('bot-title').fill('Guest.Request.2024.German.1080p.WEB-GRP');
    await page.getByTestId('bot-submit').click();
    await expect(page.getByTestId('bot-login')).toContainText('angemeldet');

    const password = 'Req-Passw0rd!';
    const user = await createVerifiedUser(page, request, password, 'req');
    const userToken = await apiToken(request, user.username, password);
    const viaApi = `Api.Request.${Date.now()}.German.1080p.WEB.h264-E2E`;
    const asked = await request.post(`${BASE_URL}/api/irc`, {
      data: { title: viaApi },
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(asked.ok()).toBe(true);

    // The user asks through the form: a name without a dot and a hyphen is refused first.
    await useToken(page, userToken);
    await page.goto('/search?tab=scenebot&page=1');
    await expect(page.getByTestId('scenebot')).toBeVisible();
    await page.getByTestId('bot-title').fill('ohne Punkt und Strich');
    await page.getByTestId('bot-submit').click();
    await expect(page.getByTestId('bot-short')).toHaveText(
      'Nicht genügend Zeichen: der Release-Name braucht einen Punkt und einen Bindestrich.',
    );
    const viaForm = `Form.Request.${Date.now()}.German.720p.WEB.h264-E2E`;
    await page.getByTestId('bot-title').fill(viaForm);
    await page.getByTestId('bot-submit').click();
    // No IRC bot in this run: the server's answer says the request only waits in the REQ list.
    const answer = page.getByTestId('bot-answer');
    await expect(answer).toContainText(viaForm);
    await expect(answer).toContainText('steht nur in der REQ-Liste');
    await expect(answer).toHaveAttribute('data-sent', 'false');

    // Everyone sees the REQ list, but not who asked.
    await useToken(page, null);
    await page.goto('/req');
    const apiRow = page.getByTestId('req-row').filter({ hasText: viaApi });
    await expect(apiRow).toBeVisible();
    await expect(page.getByTestId('req-row').filter({ hasText: viaForm })).toBeVisible();
    await expect(page.getByTestId('req-user-column')).toHaveCount(0);
    await expect(apiRow.getByTestId('req-delete')).toHaveCount(0);

    // The REQ tab of the search page shows the same list.
    await page.goto('/search?tab=req&page=1');
    await expect(page.getByTestId('req-row').filter({ hasText: viaApi })).toBeVisible();

    // A moderator sees the user column, edits and deletes.
    await useToken(page, await apiToken(request, 'admin', ADMIN_PASSWORD));
    await page.goto(`/req?page=1&q=${encodeURIComponent(viaApi)}`);
    await expect(page.getByTestId('req-user-column')).toBeVisible();
    const modRow = page.getByTestId('req-row').filter({ hasText: viaApi });
    await expect(modRow.getByTestId('req-user')).toHaveText(user.username);
    await saveScreenshot(page, 'search-req-moderator');

    await modRow.getByTestId('req-edit').click();
    await page.getByTestId('req-edit-filled').check();
    await page.getByTestId('req-edit-save').click();
    await expect(modRow).toHaveAttribute('data-filled', 'true');

    await modRow.getByTestId('req-delete').click();
    await page.getByTestId('req-delete-confirm').click();
    await expect(page.getByTestId('req-row').filter({ hasText: viaApi })).toHaveCount(0);
    const after = await request.get(`${BASE_URL}/api/start/search?mode=req&q=${encodeURIComponent(viaApi)}`);
    expect(((await after.json()) as { total: number }).total).toBe(0);
  });
});
