import path from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots the e2e run keeps as artifacts (e2e/artifacts/screenshots), for people to look at. */
export async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', 'screenshots', `${name}.png`),
    fullPage: false,
  });
}

/** Waits until images in the viewport have loaded, so screenshots show the finished page. */
export async function waitForImages(page: Page) {
  // Lazy images below the fold never load, so only those inside the viewport count.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}
