import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLocale, type Locale } from '../../lib/locale.ts';
import { useSiteOrigin } from '../../lib/render-context.tsx';
import { scriptSafeJson } from './script-safe-json.ts';

export interface PageHeadProps {
  /** The page's own title; the site name is added. */
  title: string;
  description: string;
  /** An absolute raster image for link previews (an entry's OpenGraph image). */
  image?: string;
  /** OpenGraph type: `website` unless the page is one work. */
  ogType?: string;
  /** schema.org data of the page, written as `application/ld+json`. */
  jsonLd?: object;
  /** Query parameters that make another page (search terms, a page number) and so stay in the canonical. */
  keepQuery?: readonly string[];
  /** The page's own address when the one visited may differ (an entry's slug); the visited one else. */
  path?: string;
  /** Pages that must not be indexed (not-found states). */
  noindex?: boolean;
}

const OG_LOCALES: Record<Locale, string> = { de: 'de_DE', en: 'en_US' };

/**
 * The address of this page in a language (decision 029): German is the plain address, English the
 * same with `?lang=en`. Only the parameters that make another page are kept.
 */
export function pageUrl(
  origin: string,
  pathname: string,
  search: string,
  locale: Locale,
  keep: readonly string[],
) {
  const from = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = from.get(name);
    if (value) params.set(name, value);
  }
  if (locale !== 'de') params.set('lang', locale);
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * A page's head: title, description, canonical, `hreflang` alternates, OpenGraph and Twitter card,
 * JSON-LD. React 19 hoists the tags into <head> on the server and in the browser, so the head belongs
 * to the route that knows the data (decision 028).
 */
export function PageHead(props: PageHeadProps) {
  const { title, description, image, ogType = 'website', jsonLd, keepQuery = [], noindex } = props;
  const { t, i18n } = useTranslation('common');
  const origin = useSiteOrigin();
  const location = useLocation();
  const pathname = props.path ?? location.pathname;
  const { search } = location;
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  const siteName = t('app.name');
  const fullTitle = title.startsWith(siteName) ? title : `${title} · ${siteName}`;
  const canonical = pageUrl(origin, pathname, search, locale, keepQuery);
  const german = pageUrl(origin, pathname, search, 'de', keepQuery);
  const english = pageUrl(origin, pathname, search, 'en', keepQuery);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="de" href={german} />
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="x-default" href={german} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:width" content="1200" />}
      {image && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON with every `<` escaped cannot end the element; it is data, never run (CSP allows it).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: script-safe JSON, see above
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
        />
      )}
    </>
  );
}
