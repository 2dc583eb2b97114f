/**
 * Crawlers and link-preview fetchers by their user agent. When page renders are busy, a bot is told
 * to come back (503 + Retry-After: it retries and indexes the real page) while a person gets the
 * app's shell at once, which the browser draws itself (issue 34).
 */
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora link|whatsapp|outbrain|pinterest|vkshare|w3c_validator|curl|wget|python-requests|httpclient|go-http-client|okhttp|java\//i;

export function isBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT.test(userAgent));
}
