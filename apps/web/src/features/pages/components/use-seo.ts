import { useEffect } from 'react';
import { usePublicSettings } from '../../../components/share/use-public-settings.ts';

/** Sets the document title and meta description while a page is shown (spec 02: page SEO). */
export function useSeo(title: string | undefined, description: string | undefined) {
  const siteName = usePublicSettings().data?.site_name || 'Regal';
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = `${title} · ${siteName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previousDescription = meta.content;
    meta.content = description ?? '';
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description, siteName]);
}
