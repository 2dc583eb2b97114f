/** Feed addresses served by the server (modules/discovery). */
export const feedPaths = {
  all: () => '/feed',
  type: (type: string) => `/feed/type/${type}`,
  /** The search page's API query minus what a feed sets itself (page, mode). */
  search: (query: object) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== null && value !== '' && key !== 'page' && key !== 'mode')
        params.set(key, String(value));
    const search = params.toString();
    return search ? `/feed/search?${search}` : '/feed/search';
  },
};

/**
 * Announces a page's Atom feed to browsers and readers. React 19 hoists a `<link>` rendered
 * anywhere into the document's head and removes it when the page goes.
 */
export function FeedAlternate({ href, title }: { href: string; title: string }) {
  return <link rel="alternate" type="application/atom+xml" title={title} href={href} />;
}
