import { emailDomain } from '@fast-track/shared/email-rule-core';
import { isFreeMailDomain } from '@fast-track/shared/email-rule';
import { z } from 'zod';
import { storableText } from '../http/safe-text.ts';

/**
 * Requests sent from the public site's forms (issue 15): a tour of the Employer Hub (/employer/book-a-tour), a
 * career center's contact request (/career-center/contact) and a support question (/support, /employer/support).
 * Each is one event in the log (stream `inquiry-<id>`); the operator hears of it by mail at SALES_EMAIL and the
 * requester gets a confirmation in their language.
 */
export const inquiryKinds = ['tour', 'career-center', 'support'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/** Employees of the firm asking for a tour; students of the university asking as a career center. */
export const companySizes = ['1-49', '50-249', '250-999', '1000+'] as const;
export const universitySizes = ['<5000', '5000-20000', '20000+'] as const;
/** Half-days of the working week a demo can take place in (times are agreed by mail). */
export const preferredSlots = ['mon-am', 'mon-pm', 'tue-am', 'tue-pm', 'wed-am', 'wed-pm', 'thu-am', 'thu-pm', 'fri-am', 'fri-pm'] as const;
export const supportTopics = ['account', 'events', 'jobs', 'employers', 'privacy', 'other'] as const;


const text = (min: number, max: number) =>
  storableText(max)
    .transform((s) => s.trim())
    .pipe(z.string().min(min, min === 1 ? 'is required' : `needs at least ${min} characters`));
const email = storableText(254)
  .transform((s) => s.trim())
  .pipe(z.string().refine((value) => emailDomain(value) !== undefined, 'must be an e-mail address'));
// Personal webmail is refused for "work e-mail": the sales team answers firms and universities, not private boxes.
const workEmail = email.refine((value) => !isFreeMailDomain(emailDomain(value) ?? ''), 'must be a work e-mail address');
const language = z.enum(['en', 'de', 'fr', 'pl', 'es', 'it']).default('en');
const slots = z
  .array(z.enum(preferredSlots))
  .min(1, 'pick at least one slot')
  .max(5, 'pick at most five slots')
  .transform((list) => [...new Set(list)]);

const tourRequest = z
  .object({
    kind: z.literal('tour'),
    name: text(1, 100),
    email: workEmail,
    company: text(1, 200),
    size: z.enum(companySizes),
    slots,
    message: text(0, 2000).optional(),
    lng: language,
  })
  .strict();

const careerCenterRequest = tourRequest.extend({ kind: z.literal('career-center'), size: z.enum(universitySizes) }).strict();

const supportRequest = z
  .object({
    kind: z.literal('support'),
    name: text(1, 100),
    email,
    topic: z.enum(supportTopics),
    message: text(10, 4000),
    lng: language,
  })
  .strict();

export const inquiryRequest = z.discriminatedUnion('kind', [tourRequest, careerCenterRequest, supportRequest]);
export type InquiryRequest = z.output<typeof inquiryRequest>;

/**
 * What the log keeps of a request: its kind, language, time and the choices from fixed lists. The requester's name,
 * address, organisation and message are rows of `inquiry_contacts` (inquiry-contacts.ts), so account deletion and the
 * retention sweep can erase them; events written before that change still carry them (docs/public-site.md).
 */
export type InquirySubmitted = {
  type: 'InquirySubmitted';
  data: {
    inquiryId: string;
    kind: InquiryKind;
    lng: InquiryRequest['lng'];
    submittedAt: string;
    size?: string;
    slots?: string[];
    topic?: string;
  };
};

/** The personal part of a request, stored beside the log. */
export type InquiryPersonal = { name: string; email: string; company?: string; message?: string };

export function splitInquiry(request: InquiryRequest): { facts: Omit<InquirySubmitted['data'], 'inquiryId' | 'submittedAt'>; personal: InquiryPersonal } {
  if (request.kind === 'support') {
    return { facts: { kind: request.kind, lng: request.lng, topic: request.topic }, personal: { name: request.name, email: request.email, message: request.message } };
  }
  return {
    facts: { kind: request.kind, lng: request.lng, size: request.size, slots: request.slots },
    personal: { name: request.name, email: request.email, company: request.company, ...(request.message ? { message: request.message } : {}) },
  };
}

export const inquiryStreamId = (inquiryId: string): string => `inquiry-${inquiryId}`;

/** The short reference both mails quote, so a reply can be matched to the request. */
export const inquiryReference = (inquiryId: string): string => inquiryId.replace(/-/g, '').slice(0, 8).toUpperCase();
