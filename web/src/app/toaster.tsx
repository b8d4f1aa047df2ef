import { Toaster } from 'sonner';
import './toaster.css';

/** Spec §9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export default function AppToaster() {
  return <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}
