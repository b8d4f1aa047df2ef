import { articleLimits } from '@fast-track/shared/magazine/article-limits';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { getAdminArticle, saveArticle, uploadCover, type ArticleDraft } from '../api/magazine-articles.ts';

/** A date for <input type="datetime-local"> in the admin's own time zone. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Field = 'title' | 'description' | 'language' | 'publishAt' | 'cover' | 'body';

const blank = (): ArticleDraft => ({ title: '', description: '', language: 'en', publishAt: new Date().toISOString(), cover: null, body: '' });

/** Write or edit one article: title, description, language, publish date, cover (uploaded) and the rich-text body. */
export function ArticleEditor({ articleId, onDone }: { articleId?: string; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [draft, setDraft] = useState<ArticleDraft | null>(articleId ? null : blank());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!articleId) return undefined;
    let live = true;
    getAdminArticle(articleId).then(
      (outcome) => live && (outcome.ok ? setDraft(outcome.value) : setFailed(true)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [articleId]);

  if (failed) {
    return (
      <div className="alert alert--error" role="alert">
        <span>{t('admin.magazine.error')}</span>
        <button type="button" className="link-button" onClick={() => onDone(false)}>
          {t('admin.magazine.cancel')}
        </button>
      </div>
    );
  }
  if (!draft) return <p role="status">{t('common.loading')}</p>;

  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => setDraft({ ...draft, [key]: value });
  const id = (f: Field) => `${uid}-${f}`;
  const invalid = (f: Field) => (errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(f)}-error` } : {});
  const error = (f: Field) =>
    errors[f] ? (
      <p className="field-error" id={`${id(f)}-error`}>
        {errors[f]}
      </p>
    ) : null;

  async function onCover(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    const outcome = await uploadCover(file).catch(() => undefined);
    setBusy(false);
    if (outcome?.ok) {
      setDraft((d) => d && { ...d, cover: outcome.value });
      setErrors((e) => ({ ...e, cover: undefined }));
    } else setErrors((e) => ({ ...e, cover: t('admin.magazine.errors.cover') }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const found: Partial<Record<Field, string>> = {};
    if (!draft.title.trim()) found.title = t('admin.magazine.errors.required');
    if (!draft.description.trim()) found.description = t('admin.magazine.errors.required');
    if (!draft.body.replace(/<[^>]*>/g, '').trim()) found.body = t('admin.magazine.errors.required');
    if (Number.isNaN(new Date(draft.publishAt).getTime())) found.publishAt = t('admin.magazine.errors.date');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const { title, description, body, cover, language, publishAt } = draft;
    const outcome = await saveArticle(articleId, { title, description, body, cover, language, publishAt }).catch(() => undefined);
    setBusy(false);
    if (outcome?.ok) {
      toast.success(t('admin.magazine.saved'));
      onDone(true);
      return;
    }
    const fromServer: Partial<Record<Field, string>> = {};
    for (const field of outcome && !outcome.ok ? outcome.fields : []) {
      const key = field.path.split('.')[0] as Field;
      fromServer[key] = key === 'cover' ? t('admin.magazine.errors.cover') : t('admin.magazine.errors.required');
    }
    setErrors(fromServer);
    toast.error(t('admin.magazine.failed'));
  }

  return (
    <form className="admin-article" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="article-editor">
      <h2 className="section-title">{articleId ? t('admin.magazine.edit') : t('admin.magazine.new')}</h2>
      <div className="field">
        <label htmlFor={id('title')}>{t('admin.magazine.fields.title')}</label>
        <input id={id('title')} className="input" maxLength={articleLimits.titleLength} value={draft.title} onChange={(e) => set('title', e.target.value)} {...invalid('title')} />
        {error('title')}
      </div>
      <div className="field">
        <label htmlFor={id('description')}>{t('admin.magazine.fields.description')}</label>
        <textarea
          id={id('description')}
          className="input"
          rows={2}
          maxLength={articleLimits.descriptionLength}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          {...invalid('description')}
        />
        {error('description')}
      </div>
      <div className="admin-article__row">
        <div className="field">
          <label htmlFor={id('language')}>{t('admin.magazine.fields.language')}</label>
          <select id={id('language')} className="input" value={draft.language} onChange={(e) => set('language', e.target.value)}>
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng}>
                {LANGUAGE_NAMES[lng]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('publishAt')}>{t('admin.magazine.fields.publishAt')}</label>
          <input
            id={id('publishAt')}
            className="input"
            type="datetime-local"
            value={localInput(draft.publishAt)}
            onChange={(e) => e.target.value && set('publishAt', new Date(e.target.value).toISOString())}
            {...invalid('publishAt')}
          />
          {error('publishAt')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('cover')}>{t('admin.magazine.fields.cover')}</label>
        {draft.cover && <img src={draft.cover} alt="" className="admin-article__cover" width={320} height={160} />}
        <input id={id('cover')} type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => void onCover(e.target.files?.[0])} {...invalid('cover')} />
        {draft.cover && (
          <button type="button" className="link-button" onClick={() => set('cover', null)}>
            {t('admin.magazine.fields.removeCover')}
          </button>
        )}
        {error('cover')}
      </div>
      <div className="field">
        <span className="field__label" id={id('body')}>
          {t('admin.magazine.fields.body')}
        </span>
        <RichTextEditor
          id={`${id('body')}-box`}
          labelledBy={id('body')}
          describedBy={errors.body ? `${id('body')}-error` : undefined}
          invalid={Boolean(errors.body)}
          value={draft.body}
          resetKey={articleId ?? 'new'}
          onChange={(html) => setDraft((d) => d && { ...d, body: html })}
          testId="article-body"
        />
        {error('body')}
      </div>
      <div className="admin-article__actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="article-save">
          {busy ? t('admin.magazine.saving') : t('admin.magazine.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(false)}>
          {t('admin.magazine.cancel')}
        </button>
      </div>
    </form>
  );
}
