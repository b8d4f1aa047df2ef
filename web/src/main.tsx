import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadEntryScreen } from './app/entry-screens.ts';
import { rehydrate } from './lib/session.ts';
import { initI18n } from './lib/i18n.ts';
import './styles/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Render once the language file is in (no untranslated keys flash), the persisted client state is back (spec §4
// Persistence; rehydrate gives up after 5000 ms) and an entry screen's chunk is loaded (downloading alongside the
// other two, so the first paint is the screen, not the shell alone); render anyway if i18n failed (fallback texts).
void Promise.all([
  initI18n().catch((error: unknown) => console.error('i18n failed to initialise', error)),
  rehydrate(),
  preloadEntryScreen(window.location.pathname),
])
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
