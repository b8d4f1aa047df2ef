import express, { type RequestHandler } from 'express';
import type { BodyLimit } from './module.ts';

/** A path's fixed start, up to its first parameter: every request the path can match begins with it. */
const fixedStart = (path: string): string => path.split(/[:*{(]/, 1)[0] ?? path;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The editors' larger JSON parsers (each module's bodyLimits), to mount before the app's 16 KB one, as one layer.
 * Mounted one `app.use(paths, parser)` each, every request walked them all, one path match per editor: the events
 * list (issue 28) paid for six editors it is none of. Here a request whose path starts with none of their paths'
 * fixed starts passes one regular expression test; the others go through the same parsers with the same paths as
 * before. Case-insensitive, as Express matches routes.
 */
export function editorBodyParsers(limits: readonly BodyLimit[]): RequestHandler | undefined {
  if (limits.length === 0) return undefined;
  const parsers = express.Router();
  for (const { paths, limit } of limits) parsers.use([...paths], express.json({ limit }));
  const starts = [...new Set(limits.flatMap(({ paths }) => paths.map(fixedStart)))];
  const mayBeEditor = new RegExp(`^(?:${starts.map(escape).join('|')})`, 'i');
  return (req, res, next) => {
    if (mayBeEditor.test(req.path)) parsers(req, res, next);
    else next();
  };
}
