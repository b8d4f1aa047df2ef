import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AppErrorBoundary } from './error-boundary.tsx';

export const TOAST_DURATION_MS = 5000;

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />
    </AppErrorBoundary>
  );
}
