import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Render once the language file is in, so no untranslated keys flash; render anyway if it failed (fallback texts).
void initI18n()
  .catch((error: unknown) => console.error('i18n failed to initialise', error))
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
