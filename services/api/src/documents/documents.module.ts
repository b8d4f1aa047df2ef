import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { documentRoutes, type DocumentDeps } from './document.routes.ts';

/** An organisation's documents (issue 13): PDFs its members upload, list and replace. */
export function createDocumentsModule(deps: DocumentDeps, guard: Guard): ApiModule {
  return { routes: [documentRoutes(deps, guard)] };
}
