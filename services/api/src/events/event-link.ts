/** Lowercase ASCII words joined by hyphens: accents dropped, everything else a separator. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An event's address (/event/{link}): host and title for people and search engines, the id's first block so two
 * events of one title never share it. Fixed when the event is created: later titles do not move the page.
 */
export function eventLink(companyName: string, title: string, eventId: string): string {
  const words = [slugify(companyName), slugify(title)].filter(Boolean).join('-').slice(0, 150).replace(/-+$/, '');
  return [words || 'event', eventId.slice(0, 8).toLowerCase()].join('-');
}
