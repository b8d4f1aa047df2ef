/**
 * Data the server put in the page for the first screen (services/api/src/http/index-html.ts: a visitor's event
 * page carries the event), taken once: the first call for `key` gets it, every later one (a refresh) goes to the
 * network. undefined when the page has none for `key`.
 */
export function takePageData(key: string): unknown {
  const element = document.getElementById('page-data');
  if (!element || element.dataset['key'] !== key) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
