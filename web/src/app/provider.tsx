import { Suspense, lazy, type ReactNode } from 'react';
import { AppErrorBoundary } from './error-boundary.tsx';

// sonner is only needed once something toasts; loading the Toaster lazily keeps it off the first screen's critical
// path. It mounts right after the shell renders, long before any API answer can raise a toast.
const Toaster = lazy(() => import('./toaster.tsx'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </AppErrorBoundary>
  );
}
