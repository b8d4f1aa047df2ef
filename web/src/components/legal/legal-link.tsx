import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { legalPages, type LegalDocId } from './legal-document.ts';

// The dialog and its text load on the first open only: a registration screen does not pay for them up front.
const LegalDialog = lazy(() => import('./legal-dialog.tsx'));

/**
 * A link to a legal page that opens it in a dialog over the current screen, so a half-filled form stays as it is.
 * A real link underneath: a modified or middle click still opens the page in a new tab, and without JavaScript
 * the page itself opens. `children` is optional: <Trans components> fills it with the translated link text.
 */
export function LegalLink({ doc, children, testId }: { doc: LegalDocId; children?: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a href={legalPages[doc].href} onClick={onClick} aria-haspopup="dialog" data-testid={testId}>
        {children}
      </a>
      {open && (
        <Suspense fallback={null}>
          <LegalDialog doc={doc} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
