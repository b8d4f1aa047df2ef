import { useEffect } from 'react';

export interface PageMeta {
  /** Without the brand: " · Fast-Track" is added. */
  title: string;
  description: string;
  /** Open Graph: 'website' for pages, 'article' for magazine articles. */
  type?: 'website' | 'article';
  /** An image path or URL for link previews. */
  image?: string | null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Title, description and Open Graph tags of the current page (issue 15). Crawlers that run scripts and link
 * previews read them; the description is put back to the site's own when the page goes.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const { title, description, type = 'website', image } = meta ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined) return undefined;
    const previous = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    const full = `${title} · Fast-Track`;
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', window.location.href.split('#')[0]);
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).toString() : undefined);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    return () => {
      if (previous !== undefined) setMeta('name', 'description', previous);
      for (const key of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) setMeta('property', key, undefined);
      setMeta('name', 'twitter:card', undefined);
    };
  }, [title, description, type, image]);
}
