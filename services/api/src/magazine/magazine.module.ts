import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { magazineEditorPaths, magazineRoutes, type MagazineDeps } from './article.routes.ts';

/** The magazine (docs/public-site.md "Magazine"): its articles carry rich text, so the editor takes larger bodies. */
export function createMagazineModule(deps: MagazineDeps, guard: Guard): ApiModule {
  return { routes: [magazineRoutes(deps, guard)], bodyLimits: [{ paths: magazineEditorPaths, limit: '256kb' }] };
}
