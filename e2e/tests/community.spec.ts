import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD, scaled } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { saveScreenshot, waitForImages } from './screenshots.ts';
import { createVerifiedUser } from './verified-user.ts';

/** Issue 12: favorites, reviews, tickets, uploads, reports and notifications from both sides. */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Comm-Passw0rd!';
const UPLOAD = `Sprite.Fright.2021.German.DL.1080p.WEB.x264-E2E${Date.now().toString(36).toUpperCase()}`;
let user = { username: '', email: '' };
let ticketSubject = '';

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-name').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

async function spriteFrightPath(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/entries/type/movie?per_page=100&sortBy=name&sortOrder=asc');
  const { data } = (await res.json()) as { data: { uid: string; slug: string; title: string }[] };
  const entry = data.find((e) => e.title === 'Sprite Fright');
  if (!entry) throw new Error('Sprite Fright is not in the demo catalogue');
  return `/detail/${entry.uid}/${entry.slug}`;
}

async function both(page: Page, name: string) {
  // Popovers and dialogs fade in; a moved mouse closes tooltips.
  await page.mouse.move(0, 400);
  await page.waitForTimeout(400);
  await saveScreenshot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await saveScreenshot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

test('[VISITOR] guests are asked to log in before keeping a favorite, and can report', async ({
  page,
  request,
}) => {
  await page.goto(await spriteFrightPath(request));
  await expect(page.getByTestId('entry-reviews')).toBeVisible();
  await page.getByTestId('favorite-toggle').first().click();
  await expect(page).toHaveURL(/\/login/);
});

test('[USER] favorite, review, ticket, upload and report', async ({ page, request }) => {
  test.setTimeout(scaled(120_000));
  user = await createVerifiedUser(page, request, PASSWORD, 'comm');
  await logIn(page, user.username, PASSWORD);
  const detail = await spriteFrightPath(request);
  await page.goto(detail);

  // Favorite toggle on the detail page, then the favorite page lists the entry.
  const toggle = page.getByTestId('entry-detail').getByTestId('favorite-toggle').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // A review out of 10: 8 stars.
  const form = page.getByTestId('review-form');
  await form.getByTestId('review-form-submit').click();
  await expect(form.getByText('Bitte vergib 1 bis 10 Punkte.')).toBeVisible();
  const eight = await page.getByTestId('review-form-rating').locator('input[value="8"]').getAttribute('id');
  await page.locator(`label[for="${eight}"]`).click();
  await page.getByTestId('review-form-title').fill('Kurz und berührend');
  await page.getByTestId('review-form-content').fill('Ein wunderschöner offener Film mit starker Musik.');
  await form.getByTestId('review-form-submit').click();
  const card = page.getByTestId('review-card').filter({ hasText: 'Kurz und berührend' });
  await expect(card.getByTestId('review-rating')).toHaveText('8 / 10');
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForImages(page);
  await both(page, 'community-detail-favorite');
  await page.getByTestId('entry-reviews').scrollIntoViewIfNeeded();
  await waitForImages(page);
  await both(page, 'community-detail-reviews');

  await page.goto('/favorite');
  await expect(
    page.getByTestId('favorites-grid').getByTestId('entry-card').filter({ hasText: 'Sprite Fright' }),
  ).toBeVisible();

  // A ticket from the support page; a short comment gets the warning.
  ticketSubject = `Link defekt ${Date.now().toString(36)}`;
  await page.goto('/support');
  await page.getByTestId('ticket-subject').fill(ticketSubject);
  await page.getByTestId('ticket-message').fill('Der 1080p-Link von Sprite Fright lädt nicht mehr.');
  await page.getByTestId('ticket-submit').click();
  await expect(page).toHaveURL(/\/myTickets\?ticket=/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(ticketSubject)).toBeVisible();
  await dialog.getByTestId('ticket-comment-input').fill('zu kurz');
  await dialog.getByTestId('ticket-add-comment').click();
  await expect(dialog.getByTestId('ticket-comment-warning')).toBeVisible();
  await page.keyboard.press('Escape');

  // An upload waits for the moderators.
  await page.goto('/myUploads');
  await page.getByTestId('upload-name').fill(UPLOAD);
  await expect(page.getByTestId('upload-parsed')).toContainText('1080p');
  await page.getByTestId('upload-links').fill('https://rapidgator.net/file/e2e-sprite-fright');
  await page.getByTestId('upload-entry').fill('Sprite Fright');
  await page
    .getByRole('option', { name: /^Sprite Fright/ })
    .first()
    .click();
  await page.getByTestId('upload-submit').click();
  const mine = page.getByTestId('my-upload').filter({ hasText: UPLOAD });
  await expect(mine.getByTestId('upload-state')).toHaveText('Wartet');
  await both(page, 'community-my-uploads');
  // Invisible to visitors until approved.
  expect(await (await request.get('/api/start/search?mode=releases&q=sprite e2e')).text()).not.toContain(
    UPLOAD,
  );

  // Report a release of the entry as a dead link.
  await page.goto(detail);
  await page.getByTestId('release-row').first().getByTestId('report-button').click();
  await page.getByTestId('report-message').fill('Der Rapidgator-Link ist tot.');
  await page.getByTestId('report-submit').click();
  await expect(page.getByText('Danke für deine Meldung! Das Team sieht sie sich an.')).toBeVisible();
});

test('[STAFF] release queue, tickets, reports and reviews in the dashboard', async ({ page, request }) => {
  test.setTimeout(scaled(120_000));
  await logIn(page, 'admin', ADMIN_PASSWORD);

  await page.goto('/dashboard/uploads');
  const item = page.getByTestId('queue-item').filter({ hasText: UPLOAD });
  await expect(item).toBeVisible();
  await both(page, 'community-moderation-queue');
  await item.getByTestId('queue-approve').click();
  await expect(page.getByText('Entscheidung gespeichert.')).toBeVisible();
  await expect
    .poll(async () => (await request.get('/api/start/search?mode=releases&q=sprite e2e')).text())
    .toContain(UPLOAD);

  await page.goto('/dashboard/tickets');
  const row = page.getByRole('row').filter({ hasText: ticketSubject });
  await row.getByTestId('manage-ticket').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('ticket-comment-input').fill('Danke! Wir haben den Link ersetzt.');
  await dialog.getByTestId('ticket-add-comment').click();
  await expect(dialog.getByTestId('ticket-comment').filter({ hasText: 'Link ersetzt' })).toBeVisible();
  await dialog.getByTestId('ticket-internal').click();
  await dialog.getByTestId('ticket-comment-input').fill('Intern: Hoster-Konto prüfen.');
  await dialog.getByTestId('ticket-add-comment').click();
  await expect(dialog.getByTestId('ticket-comment').filter({ hasText: 'Hoster-Konto' })).toBeVisible();
  await both(page, 'community-ticket-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/reports');
  const group = page.getByTestId('report-group').first();
  await expect(group).toContainText('Toter Link');
  await group.getByTestId('report-decision-reason').fill('Link erneuert, danke für den Hinweis!');
  await both(page, 'community-report-queue');
  await group.getByTestId('report-decide-fix').click();
  await expect(page.getByText(/Meldung\(en\) entschieden/)).toBeVisible();

  await page.goto('/dashboard/reviews');
  await expect(page.getByTestId('reviews-table')).toContainText('Kurz und berührend');
});

test('[USER] notifications: ticket answer, upload decision and report decision, mark all read', async ({
  page,
}) => {
  await logIn(page, user.username, PASSWORD);
  await page.goto('/myTickets');
  await expect(page.getByTestId('notifications-unread')).toContainText('3');
  await page.getByTestId('notifications-menu').click();
  const dropdown = page.getByTestId('notifications-dropdown');
  await expect(dropdown.getByTestId('notification-item')).toHaveCount(3);
  await expect(dropdown).toContainText('Dein Ticket hat eine Antwort.');
  await expect(dropdown).not.toContainText('Hoster-Konto');
  await both(page, 'community-notifications');
  await dropdown.getByTestId('notifications-read-all').click();
  await expect(page.getByTestId('notifications-unread')).not.toContainText('3');
});
