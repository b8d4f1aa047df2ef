import type { SlotId } from '../content/types.ts';

export type InquiryKind = 'tour' | 'career-center' | 'support';

export interface InquiryDraft {
  name: string;
  email: string;
  company: string;
  size: string;
  slots: SlotId[];
  topic: string;
  message: string;
}

export type InquiryErrorCode = 'required' | 'email' | 'workEmail' | 'slots' | 'tooManySlots' | 'messageShort' | 'tooLong';
export type InquiryErrors = Partial<Record<'name' | 'email' | 'company' | 'size' | 'slots' | 'topic' | 'message', InquiryErrorCode>>;

const addressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The server's rules (services/api/src/public-site/inquiry.ts) as the form checks them before sending. The server
 * checks again; `isPersonalMail` is the browser's shorter free-mail list, the server has the full one.
 */
export function validateInquiry(kind: InquiryKind, draft: InquiryDraft, isPersonalMail: (email: string) => boolean): InquiryErrors {
  const errors: InquiryErrors = {};
  const email = draft.email.trim();
  if (!draft.name.trim()) errors.name = 'required';
  else if (draft.name.trim().length > 100) errors.name = 'tooLong';
  if (!email) errors.email = 'required';
  else if (!addressPattern.test(email)) errors.email = 'email';
  else if (kind !== 'support' && isPersonalMail(email)) errors.email = 'workEmail';
  if (kind === 'support') {
    if (!draft.topic) errors.topic = 'required';
    const message = draft.message.trim();
    if (!message) errors.message = 'required';
    else if (message.length < 10) errors.message = 'messageShort';
    else if (message.length > 4000) errors.message = 'tooLong';
    return errors;
  }
  if (!draft.company.trim()) errors.company = 'required';
  if (!draft.size) errors.size = 'required';
  if (draft.slots.length === 0) errors.slots = 'slots';
  else if (draft.slots.length > 5) errors.slots = 'tooManySlots';
  if (draft.message.trim().length > 2000) errors.message = 'tooLong';
  return errors;
}

/** A server refusal's field (path and message) as one of the form's error codes. */
export function errorFromServer(path: string, message: string): [keyof InquiryErrors, InquiryErrorCode] | undefined {
  const field = path.split('.')[0] as keyof InquiryErrors;
  if (!['name', 'email', 'company', 'size', 'slots', 'topic', 'message'].includes(field)) return undefined;
  if (field === 'email') return [field, message.includes('work') ? 'workEmail' : 'email'];
  if (field === 'slots') return [field, message.includes('most') ? 'tooManySlots' : 'slots'];
  if (field === 'message') return [field, message.includes('at least') ? 'messageShort' : 'tooLong'];
  return [field, 'required'];
}
