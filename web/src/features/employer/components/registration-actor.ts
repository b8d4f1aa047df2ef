import { createActor, type ActorRefFrom } from 'xstate';
import { employerRegistrationMachine } from '../machines/employer-registration.flow.ts';

type RegistrationActor = ActorRefFrom<typeof employerRegistrationMachine>;

/**
 * The registration lives across two routes (/employer/register → /employer/register/verify), so its actor outlives
 * either screen: one per page load, in memory only (the password never touches storage). A reload on the code
 * screen starts again at the details.
 */
let current: RegistrationActor | null = null;

export function registrationActor(lng: string): RegistrationActor {
  // A finished ('done') flow stays until its screen drops it; only a missing or failed one starts afresh.
  if (!current || current.getSnapshot().status === 'error' || current.getSnapshot().status === 'stopped') {
    current = createActor(employerRegistrationMachine, { input: { lng } });
    current.start();
  }
  return current;
}

/** Forgets a finished registration, so the next visit starts afresh. */
export function dropRegistrationActor(): void {
  current?.stop();
  current = null;
}
