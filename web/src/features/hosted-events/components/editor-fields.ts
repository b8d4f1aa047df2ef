import type { EventDraft, EventErrors, EventField } from '../utils/event-form.ts';

/** What each part of the editor gets: the draft, a setter, and the messages and ARIA wiring of its fields. */
export interface SectionProps {
  draft: EventDraft;
  set: <K extends keyof EventDraft>(field: K, value: EventDraft[K]) => void;
  errors: EventErrors;
  /** The field's translated message, or undefined when it is fine. */
  message: (field: EventField) => string | undefined;
  /** id, aria-invalid and aria-describedby (its hint too, when it has one) of a field's control. */
  a11y: (field: EventField, options?: { id?: string; hint?: boolean }) => {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  };
  /** Changes when another event (or a reloaded version) is loaded. */
  resetKey: string;
}

export const fieldId = (field: EventField): string => `event-${field}`;
export const errorId = (field: EventField): string => `event-${field}-error`;
export const hintId = (field: EventField): string => `event-${field}-hint`;
