import { useEffect, useRef, type RefObject } from 'react';
import { trapTab } from './focus-trap.ts';

/**
 * The mechanics every modal here shares, active while `open`: focus moves in (to `initialFocus` when given, else to
 * the panel itself) and Tab is trapped inside the panel, Esc calls `onClose`, the page behind does not scroll, and on
 * closing focus returns to whatever held it when the modal opened. Returns the ref for the panel element (which
 * should carry tabIndex={-1}); the backdrop's click is left to the caller.
 */
export function useModal(
  open: boolean,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): RefObject<HTMLDivElement | null> {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (initialFocus) initialFocus.current?.focus();
    else panel?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (panel) {
        trapTab(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  return panelRef;
}
