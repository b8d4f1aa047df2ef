// A magazine article's form limits, declared once: the API's request schema enforces them
// (services/api/src/magazine/article.routes.ts), the admin's article editor stops at them.
export const articleLimits = {
  titleLength: 160,
  /** The short description of lists and link previews. */
  descriptionLength: 300,
  /** The body's HTML as the editor sends it (the server sanitises it again). */
  bodyLength: 60_000,
} as const;
