import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

/**
 * The app's toasts (spec §9), through sonner, loaded on the first toast: no screen needs sonner (≈9 KB gz) to
 * paint, and most visits never toast. The first call also asks the provider to mount the Toaster (see
 * app/provider.tsx); sonner replays toasts raised before its Toaster subscribed, so none is lost on the way.
 * Import `toast` from here, never from 'sonner' (eslint enforces it).
 */
export interface ToastOptions {
  /** One toast per id: a repeat replaces it instead of stacking. */
  id?: string | number;
  description?: string;
}

type Kind = 'success' | 'error' | 'warning' | 'info';

let sonner: Promise<typeof Sonner> | null = null;
let toasterWanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  sonner.then(
    (module) => {
      module.toast[kind](message, options);
    },
    (error: unknown) => {
      // A failed chunk (offline, a deploy in between): the next toast tries again; the message goes to the console.
      sonner = null;
      console.error('toast could not be shown:', message, error);
    },
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions): void => show('success', message, options),
  error: (message: string, options?: ToastOptions): void => show('error', message, options),
  warning: (message: string, options?: ToastOptions): void => show('warning', message, options),
  info: (message: string, options?: ToastOptions): void => show('info', message, options),
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = (): boolean => toasterWanted;

/** True from the first toast on: the provider mounts the Toaster then, not before. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
