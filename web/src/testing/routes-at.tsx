import { screen } from '@testing-library/preact';
import { Suspense, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { renderScreen, stubApi } from './render.tsx';

/** Where the router ended up: path, query and hash, shown for the test to read. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

/**
 * A routing table (`routes`: AppRoutes or AreaRoutes) at `path` in a memory router, its lazy screens loading as in the
 * app; the network knows only the hidden-admin question (404: no such path) and what `api` adds.
 */
export function renderRoutesAt(routes: ReactElement, path: string, api: Parameters<typeof stubApi>[0] = {}) {
  stubApi({ 'GET /api/admin/entry': () => ({ status: 404 }), ...api });
  return renderScreen(
    <>
      <Suspense fallback={null}>{routes}</Suspense>
      <Where />
    </>,
    { path },
  );
}

/** The address the router shows now. */
export const where = (): string | null => screen.getByTestId('where').textContent;
