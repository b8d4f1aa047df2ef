import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/** ConfirmDialog for first screens: the dialog (and its modal and focus trap) loads when it is first opened. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const wanted = useOpenedOnce(props.open);
  return wanted ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
