import { vi } from 'vitest';
import { toast } from '../lib/toast.ts';

/**
 * Records the toasts a screen raises instead of showing them: a real toast loads sonner after the test may be over
 * (an unhandled error in a torn-down DOM). Call in the test; vitest's restoreAllMocks (setup.ts) undoes it.
 */
export function quietToasts() {
  return {
    success: vi.spyOn(toast, 'success').mockImplementation(() => undefined),
    error: vi.spyOn(toast, 'error').mockImplementation(() => undefined),
    warning: vi.spyOn(toast, 'warning').mockImplementation(() => undefined),
  };
}
