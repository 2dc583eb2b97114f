import { getPublicSettings } from '../components/share/use-public-settings.ts';

/**
 * Spec §7: the analytics script (the API base plus `umami`) is added only when the operator set
 * it (`ANALYTICS_API_BASE` + `ANALYTICS_WEBSITE_ID`, empty by default). Asked for after the first
 * paint, so it never delays the page; a failed settings call leaves analytics off.
 */
export async function loadAnalytics(): Promise<void> {
  let analytics: Awaited<ReturnType<typeof getPublicSettings>>['analytics'];
  try {
    ({ analytics } = await getPublicSettings());
  } catch {
    return;
  }
  if (!analytics || document.querySelector('script[data-regal-analytics]')) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = analytics.script_url;
  script.dataset.websiteId = analytics.website_id;
  script.dataset.regalAnalytics = '';
  document.head.append(script);
}
