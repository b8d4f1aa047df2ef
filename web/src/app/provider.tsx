import { Suspense, lazy, type ReactNode } from 'react';
import { useToasterWanted } from '../lib/toast.ts';
import { AppErrorBoundary } from './error-boundary.tsx';

// sonner is only needed once something toasts: the Toaster (and sonner with it) loads on the first toast, so no
// screen's first paint pays for it (lib/toast.ts).
const Toaster = lazy(() => import('./toaster.tsx'));

export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <AppErrorBoundary>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </AppErrorBoundary>
  );
}
