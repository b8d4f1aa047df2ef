import { articleLanguages, type ArticleCommand } from '../magazine/index.ts';
import { caseInterviews } from './articles/case-interviews.ts';
import { commercialAwareness } from './articles/commercial-awareness.ts';
import { cvSixSeconds } from './articles/cv-six-seconds.ts';
import type { DemoArticle } from './articles/demo-article.ts';
import { firstInternship } from './articles/first-internship.ts';
import { insightDays } from './articles/insight-days.ts';
import { numericalTests } from './articles/numerical-tests.ts';
import { stableUuid } from './demo-random.ts';

// Career advice for the magazine, each article in the six languages of the product, written through the article
// decider as an admin's editor would (the seed acts as the operator, as in its log metadata).

const dayMs = 86_400_000;

export const demoArticles: readonly DemoArticle[] = [caseInterviews, cvSixSeconds, insightDays, numericalTests, firstInternship, commercialAwareness];

/** The author the articles name: the seed, acting for the operator (no account signs in as it). */
export const demoEditor = 'demo-seed';

/** Each article's translations as WriteArticle commands, published in the past relative to `now`. */
export function buildDemoArticles(now: Date): Extract<ArticleCommand, { type: 'WriteArticle' }>[] {
  const at = now.toISOString();
  const morning = Date.parse(`${at.slice(0, 10)}T08:00:00.000Z`);
  return demoArticles.flatMap((article) =>
    articleLanguages.map((language) => {
      const text = article.texts[language];
      return {
        type: 'WriteArticle' as const,
        data: {
          articleId: stableUuid(`article:${article.key}:${language}`),
          title: text.title,
          description: text.description,
          body: text.body.join('\n'),
          cover: null,
          language,
          publishAt: new Date(morning - article.daysAgo * dayMs).toISOString(),
          by: demoEditor,
          now: at,
        },
      };
    }),
  );
}
