import { escapeXml } from '../../lib/xml.ts';

/**
 * The discovery documents as text: sitemaps (sitemaps.org 0.9) and Atom 1.0 (RFC 4287). Every value
 * goes through escapeXml, so titles and descriptions cannot change the document's structure.
 */

export interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const lastmodOf = (date: Date | null | undefined) =>
  date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString()}</lastmod>` : '';

export function sitemapIndexXml(files: SitemapUrl[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(f.loc)}</loc>${lastmodOf(f.lastmod)}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: SitemapUrl[]): string {
  const items = urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${lastmodOf(u.lastmod)}</url>`);
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

export interface FeedItem {
  /** A stable IRI for the entry (its uid's URL, independent of the slug). */
  id: string;
  title: string;
  link: string;
  updated: Date;
  published: Date;
  category: string;
  summary: string;
  /** The cover shown in the item (absolute URL) and the share card offered as enclosure. */
  cover: string;
  card: string;
  releases: string[];
  releasesLabel: string;
}

export interface Feed {
  id: string;
  title: string;
  /** The feed's own URL and the page it belongs to. */
  self: string;
  alternate: string;
  lang: string;
  updated: Date;
  items: FeedItem[];
}

/** The item's HTML body: cover, summary and release names (HTML escaped here, XML escaped below). */
function contentHtml(item: FeedItem): string {
  const releases = item.releases.map((name) => `<li>${escapeXml(name)}</li>`).join('');
  return [
    `<p><img src="${escapeXml(item.cover)}" alt="${escapeXml(item.title)}" width="200"/></p>`,
    item.summary ? `<p>${escapeXml(item.summary)}</p>` : '',
    releases ? `<p>${escapeXml(item.releasesLabel)}:</p><ul>${releases}</ul>` : '',
  ].join('');
}

export function atomXml(feed: Feed): string {
  const entries = feed.items.map(
    (item) => `<entry>
<id>${escapeXml(item.id)}</id>
<title>${escapeXml(item.title)}</title>
<link rel="alternate" type="text/html" href="${escapeXml(item.link)}"/>
<link rel="enclosure" type="image/png" href="${escapeXml(item.card)}"/>
<updated>${item.updated.toISOString()}</updated>
<published>${item.published.toISOString()}</published>
<category term="${escapeXml(item.category)}"/>
<summary>${escapeXml(item.summary)}</summary>
<content type="html">${escapeXml(contentHtml(item))}</content>
</entry>`,
  );
  return `${XML_HEAD}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">
<id>${escapeXml(feed.id)}</id>
<title>${escapeXml(feed.title)}</title>
<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>
<link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>
<updated>${feed.updated.toISOString()}</updated>
<author><name>Regal</name></author>
<generator>Regal</generator>
${entries.join('\n')}
</feed>
`;
}
