import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadEntryScreen } from './app/entry-screens.ts';
import { rehydrate } from './lib/session.ts';
import { initI18n } from './lib/i18n.ts';
import './styles/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

// The screen's chunk downloads alongside the language file and the saved state, not after them.
preloadEntryScreen(window.location.pathname);

// Render once the language file is in (no untranslated keys flash) and the persisted client state is back (spec §4
// Persistence; rehydrate gives up after 5000 ms); render anyway if i18n failed (fallback texts).
void Promise.all([initI18n().catch((error: unknown) => console.error('i18n failed to initialise', error)), rehydrate()])
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
