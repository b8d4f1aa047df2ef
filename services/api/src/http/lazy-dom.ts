import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';

/**
 * jsdom (with DOMPurify on top of it) is the heaviest thing the API imports: ≈3 s of start on two cores and ≈90 MB of
 * RSS (docs/performance.md "What moves the figures"), needed only when rich text or an SVG is sanitised. The callers
 * are synchronous (zod transforms), so the module is required on first use rather than imported at start; both
 * packages ship CommonJS, which `require` loads synchronously.
 */
export interface DomPurifyKit {
  createDOMPurify: typeof createDOMPurifyType;
  JSDOM: typeof JSDOMType;
}

const require = createRequire(import.meta.url);
let kit: DomPurifyKit | undefined;

export function loadDomPurify(): DomPurifyKit {
  kit ??= {
    createDOMPurify: require('dompurify') as typeof createDOMPurifyType,
    JSDOM: (require('jsdom') as { JSDOM: typeof JSDOMType }).JSDOM,
  };
  return kit;
}
