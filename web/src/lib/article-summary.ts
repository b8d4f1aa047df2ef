import { z } from 'zod';

/** A magazine article as lists show it: the public magazine, and the admin's list with scheduled ones. */
export const articleSummarySchema = z.object({
  articleId: z.string(),
  link: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  language: z.string(),
  publishAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
