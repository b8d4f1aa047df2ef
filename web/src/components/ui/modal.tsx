import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal.ts';

interface Props {
  open: boolean;
  /** Called on Esc and on a click on the backdrop. */
  onClose: () => void;
  /** The dialog element's class; the wrapper gets `${className}-root` and the backdrop `${className}__backdrop`. */
  className: string;
  labelledBy: string;
  describedBy?: string;
  /** What gets focus on opening; the dialog element itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  testId?: string;
  children: ReactNode;
}

/** A modal dialog rendered into document.body over a backdrop, with the behaviour of {@link useModal}. */
export function Modal({ open, onClose, className, labelledBy, describedBy, initialFocus, testId, children }: Props) {
  const panelRef = useModal(open, onClose, initialFocus);

  if (!open) return null;

  return createPortal(
    <div className={`${className}-root`}>
      <div className={`${className}__backdrop`} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
