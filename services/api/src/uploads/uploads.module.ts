import type { ApiModule } from '../http/module.ts';
import { fileRoutes, type FileRoutesDeps } from './files.routes.ts';

/** Uploaded files: images and PDFs stored by content hash, served at /api/files/<hash>. */
export function createUploadsModule(deps: FileRoutesDeps): ApiModule {
  return { routes: [fileRoutes(deps)] };
}
