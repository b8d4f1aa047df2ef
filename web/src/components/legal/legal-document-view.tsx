import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale.ts';
import type { LegalBlock, LegalDocument, LegalFacts } from './legal-document.ts';
import './legal.css';
import { dateTimeFormat } from '../../lib/date-format.ts';

interface Props {
  doc: LegalDocument;
  /** ISO date (legalUpdated). */
  updated: string;
  /** 1 on the page (h1 title, h2 sections); 2 in a dialog that sits on another page's h1. */
  level: 1 | 2;
  /** Prefix for the title and section ids, so a dialog never repeats ids of the page beneath it. */
  idPrefix: string;
  /** "On this page": links to the sections (the page shows it; a dialog has no room for it). */
  contents?: boolean;
}

type Heading = 'h1' | 'h2' | 'h3' | 'h4';
const headings: readonly Heading[] = ['h1', 'h2', 'h3', 'h4'];

/** A legal text: title, last-updated date, summary, optional contents, sections of paragraphs, lists and fact cards. */
export function LegalDocumentView({ doc, updated, level, idPrefix, contents = false }: Props) {
  const { t } = useTranslation();
  const lng = useLocale();
  const Title = headings[level - 1]!;
  const Section = headings[level]!;
  const date = dateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${updated}T00:00:00Z`));

  return (
    <article className="legal-doc" aria-labelledby={`${idPrefix}title`} data-testid="legal-document">
      <Title id={`${idPrefix}title`} className="legal-doc__title">
        {doc.title}
      </Title>
      <p className="legal-doc__updated" data-testid="legal-updated">
        <time dateTime={updated}>{t('legal.lastUpdated', { date })}</time>
      </p>
      <p className="legal-doc__summary">{doc.summary}</p>
      {contents && (
        <nav className="legal-doc__contents" aria-labelledby={`${idPrefix}contents`}>
          <Section id={`${idPrefix}contents`} className="legal-doc__contents-title">
            {t('legal.contents')}
          </Section>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${idPrefix}${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {doc.sections.map((section) => (
        <section key={section.id} id={`${idPrefix}${section.id}`} className="legal-doc__section" aria-labelledby={`${idPrefix}${section.id}-title`}>
          <Section id={`${idPrefix}${section.id}-title`} className="legal-doc__section-title">
            {section.title}
          </Section>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} heading={headings[level + 1]!} />
          ))}
        </section>
      ))}
    </article>
  );
}

function Block({ block, heading }: { block: LegalBlock; heading: Heading }) {
  if ('p' in block) return <p>{block.p}</p>;
  if ('list' in block) {
    return (
      <ul className="legal-doc__list">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="legal-doc__facts">
      {block.facts.map((facts) => (
        <FactsCard key={facts.name} facts={facts} heading={heading} />
      ))}
    </ul>
  );
}

function FactsCard({ facts, heading: Heading }: { facts: LegalFacts; heading: Heading }) {
  return (
    <li className="legal-facts">
      <Heading className="legal-facts__name">{facts.code ? <code>{facts.name}</code> : facts.name}</Heading>
      <dl>
        {facts.rows.map(([label, value]) => (
          <div key={label} className="legal-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
