import { APP_VERSION, UPDATE_NOTICE_MS } from '@regal/shared';
import { showNotice } from '../components/feedback/notices.ts';
import { i18n } from '../lib/i18n.ts';

/** Set just before the reload that an update causes; read once by the reloaded page. */
const UPDATED_KEY = 'regal_sw_updated';
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Spec §4: registers the service worker (it lives under /app/ but controls every page: the server
 * sends `Service-Worker-Allowed: /`). When an update is found and waits, it is told to skip waiting;
 * once it controls the page, the page reloads and says 'Update v{version} installed' for
 * UPDATE_NOTICE_MS.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/app/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => {
      try {
        sessionStorage.setItem(UPDATED_KEY, '1');
      } catch {
        // Storage blocked: the page still reloads into the new version, without the notice.
      }
      window.location.reload();
    });
    wb.messageSkipWaiting();
  });
  try {
    await wb.register();
  } catch (error) {
    // Blocked (private mode, a test browser) or failed: the app works the same without it.
    console.warn('[sw] registration failed', error);
    return;
  }
  window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
}

/** Shows the notice on the page the update reloaded. */
export function announceInstalledUpdate(): void {
  let updated = false;
  try {
    updated = sessionStorage.getItem(UPDATED_KEY) !== null;
    sessionStorage.removeItem(UPDATED_KEY);
  } catch {
    return;
  }
  if (!updated) return;
  showNotice({
    color: 'teal',
    message: i18n.t('common:update.installed', { version: APP_VERSION }),
    autoClose: UPDATE_NOTICE_MS,
    withCloseButton: false,
    'data-testid': 'sw-update-installed',
  });
}
