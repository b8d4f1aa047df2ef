import { describe, expect, it } from 'vitest';
import { errorFromServer, validateInquiry, type InquiryDraft } from './inquiry-rules.ts';

const personal = (email: string) => email.endsWith('@gmail.com');
const tour: InquiryDraft = { name: 'Hana', email: 'hana@kestrel.com', company: 'Kestrel', size: '50-249', slots: ['tue-am'], topic: '', message: '' };

describe('validateInquiry', () => {
  it('accepts a complete tour request', () => {
    expect(validateInquiry('tour', tour, personal)).toEqual({});
  });

  it('names every missing field of a tour request', () => {
    expect(validateInquiry('tour', { ...tour, name: ' ', email: '', company: '', size: '', slots: [] }, personal)).toEqual({
      name: 'required',
      email: 'required',
      company: 'required',
      size: 'required',
      slots: 'slots',
    });
  });

  it('refuses a personal address for a tour but not for a support question', () => {
    expect(validateInquiry('tour', { ...tour, email: 'hana@gmail.com' }, personal).email).toBe('workEmail');
    expect(validateInquiry('support', { ...tour, email: 'hana@gmail.com', topic: 'other', message: 'A long enough message' }, personal)).toEqual({});
  });

  it('limits slots to five and messages to their lengths', () => {
    expect(validateInquiry('tour', { ...tour, slots: ['mon-am', 'mon-pm', 'tue-am', 'tue-pm', 'wed-am', 'wed-pm'] }, personal).slots).toBe('tooManySlots');
    expect(validateInquiry('support', { ...tour, topic: 'events', message: 'short' }, personal).message).toBe('messageShort');
    expect(validateInquiry('tour', { ...tour, message: 'x'.repeat(2001) }, personal).message).toBe('tooLong');
  });
});

describe('errorFromServer', () => {
  it('maps the server messages to the form codes', () => {
    expect(errorFromServer('email', 'must be a work e-mail address')).toEqual(['email', 'workEmail']);
    expect(errorFromServer('slots', 'pick at most five slots')).toEqual(['slots', 'tooManySlots']);
    expect(errorFromServer('message', 'needs at least 10 characters')).toEqual(['message', 'messageShort']);
    expect(errorFromServer('company', 'is required')).toEqual(['company', 'required']);
    expect(errorFromServer('kind', 'Invalid')).toBeUndefined();
  });
});
