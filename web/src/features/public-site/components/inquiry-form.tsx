import { emailDomain, isSpecFreeMailDomain } from '@fast-track/shared/email-rule-core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { FormText, SlotId } from '../content/types.ts';
import { validateInquiry, type InquiryDraft, type InquiryErrors, type InquiryKind } from '../utils/inquiry-rules.ts';

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const halves = ['am', 'pm'] as const;
const companySizes = ['1-49', '50-249', '250-999', '1000+'] as const;
const universitySizes = ['<5000', '5000-20000', '20000+'] as const;
const topics = ['account', 'events', 'jobs', 'employers', 'privacy', 'other'] as const;

type Phase = { status: 'editing' } | { status: 'sending' } | { status: 'sent'; reference: string };

const emptyDraft: InquiryDraft = { name: '', email: '', company: '', size: '', slots: [], topic: '', message: '' };

/**
 * The public site's three forms in one: a tour of the Employer Hub, a career center's contact request (the same
 * fields) and a support question. Checked here first with the server's rules, then by the server (400 per field,
 * 429 when too many were sent); the reference the server answers is shown once it is stored and mailed.
 */
export function InquiryForm({ kind }: { kind: InquiryKind }) {
  const { t } = useTranslation();
  const f = groupTexts<FormText>(t, 'siteForm');
  const lng = useLocale();
  const uid = useId();
  const [draft, setDraft] = useState<InquiryDraft>(emptyDraft);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>({ status: 'editing' });
  const summaryRef = useRef<HTMLDivElement>(null);
  const isSupport = kind === 'support';
  const work = kind !== 'support';
  const id = (field: string) => `${uid}-${field}`;
  const set = (field: keyof InquiryDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const toggleSlot = (slot: SlotId) =>
    setDraft((d) => ({ ...d, slots: d.slots.includes(slot) ? d.slots.filter((s) => s !== slot) : [...d.slots, slot] }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateInquiry(kind, draft, (email) => {
      const domain = emailDomain(email);
      return domain !== undefined && isSpecFreeMailDomain(domain);
    });
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setPhase({ status: 'sending' });
    try {
      // The HTTP client and its schemas load on the first submit, not with every public page.
      const { submitInquiry } = await import('../api/submit-inquiry.ts');
      const outcome = await submitInquiry(kind, draft, lng);
      if (outcome.ok) {
        setPhase({ status: 'sent', reference: outcome.reference });
        setDraft(emptyDraft);
        return;
      }
      setPhase({ status: 'editing' });
      if (outcome.fields) setErrors(outcome.fields);
      setFormError(outcome.throttled ? f.errors.throttled : outcome.fields ? f.errors.summary : f.errors.failed);
      requestAnimationFrame(() => summaryRef.current?.focus());
    } catch {
      setPhase({ status: 'editing' });
      setFormError(f.errors.failed);
    }
  }

  const error = (field: keyof InquiryErrors) => {
    const code = errors[field];
    return code ? (
      <p className="field-error" id={id(`${field}-error`)}>
        {f.errors[code]}
      </p>
    ) : null;
  };
  const described = (field: keyof InquiryErrors) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': id(`${field}-error`) } : {});

  if (phase.status === 'sent') {
    return (
      <section className="inquiry" aria-labelledby={id('title')} data-testid={`inquiry-${kind}`}>
        <div className="alert alert--info" role="status" data-testid="inquiry-sent">
          <div>
            <h2 id={id('title')} className="inquiry__title">
              {f.sent}
            </h2>
            <p>{t('siteForm.sentDetail', { reference: phase.reference })}</p>
            <button type="button" className="link-button" onClick={() => setPhase({ status: 'editing' })}>
              {f.sendAnother}
            </button>
          </div>
        </div>
      </section>
    );
  }

  const hasErrors = Object.keys(errors).length > 0 || formError;
  return (
    <section className="inquiry" aria-labelledby={id('title')} data-testid={`inquiry-${kind}`}>
      <h2 id={id('title')} className="section-title">
        {f.title[kind]}
      </h2>
      <p className="muted">{f.intro[kind]}</p>
      <div ref={summaryRef} tabIndex={-1} className="inquiry__summary">
        {hasErrors && (
          <p className="alert alert--error" role="alert" data-testid="inquiry-error">
            {formError ?? f.errors.summary}
          </p>
        )}
      </div>
      <form className="inquiry__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="inquiry__row">
          <div className="field">
            <label htmlFor={id('name')}>{f.name}</label>
            <input id={id('name')} className="input" autoComplete="name" maxLength={100} value={draft.name} onChange={(e) => set('name')(e.target.value)} {...described('name')} />
            {error('name')}
          </div>
          <div className="field">
            <label htmlFor={id('email')}>{work ? f.workEmail : f.email}</label>
            <input
              id={id('email')}
              className="input"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={draft.email}
              onChange={(e) => set('email')(e.target.value)}
              {...described('email')}
            />
            {error('email')}
          </div>
        </div>
        {!isSupport && (
          <div className="inquiry__row">
            <div className="field">
              <label htmlFor={id('company')}>{kind === 'tour' ? f.company : f.institution}</label>
              <input
                id={id('company')}
                className="input"
                autoComplete="organization"
                maxLength={200}
                value={draft.company}
                onChange={(e) => set('company')(e.target.value)}
                {...described('company')}
              />
              {error('company')}
            </div>
            <div className="field">
              <label htmlFor={id('size')}>{kind === 'tour' ? f.size : f.universitySize}</label>
              <select id={id('size')} className="input" value={draft.size} onChange={(e) => set('size')(e.target.value)} {...described('size')}>
                <option value="">{f.choose}</option>
                {kind === 'tour'
                  ? companySizes.map((size) => (
                      <option key={size} value={size}>
                        {f.sizes[size]}
                      </option>
                    ))
                  : universitySizes.map((size) => (
                      <option key={size} value={size}>
                        {f.universitySizes[size]}
                      </option>
                    ))}
              </select>
              {error('size')}
            </div>
          </div>
        )}
        {!isSupport && (
          <fieldset className="inquiry__slots" {...(errors.slots ? { 'aria-describedby': id('slots-error') } : {})}>
            <legend className="field__label">{f.slots}</legend>
            <p className="muted inquiry__hint">{f.slotsHint}</p>
            <div className="inquiry__slot-grid">
              {days.map((day) =>
                halves.map((half) => {
                  const slot = `${day}-${half}` as SlotId;
                  return (
                    <label key={slot} className="inquiry__slot">
                      <input type="checkbox" checked={draft.slots.includes(slot)} onChange={() => toggleSlot(slot)} />
                      <span>
                        {f.days[day]} · {f.halves[half]}
                      </span>
                    </label>
                  );
                }),
              )}
            </div>
            {error('slots')}
          </fieldset>
        )}
        {isSupport && (
          <div className="field">
            <label htmlFor={id('topic')}>{f.topic}</label>
            <select id={id('topic')} className="input" value={draft.topic} onChange={(e) => set('topic')(e.target.value)} {...described('topic')}>
              <option value="">{f.choose}</option>
              {topics.map((topic) => (
                <option key={topic} value={topic}>
                  {f.topics[topic]}
                </option>
              ))}
            </select>
            {error('topic')}
          </div>
        )}
        <div className="field">
          <label htmlFor={id('message')}>{isSupport ? f.message : f.messageOptional}</label>
          <textarea
            id={id('message')}
            className="input inquiry__message"
            rows={5}
            maxLength={isSupport ? 4000 : 2000}
            value={draft.message}
            onChange={(e) => set('message')(e.target.value)}
            {...described('message')}
          />
          {error('message')}
        </div>
        <button type="submit" className="button button--primary" disabled={phase.status === 'sending'} data-testid="inquiry-submit">
          {phase.status === 'sending' ? f.sending : f.submit}
        </button>
      </form>
    </section>
  );
}
