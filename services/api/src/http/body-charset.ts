import { UnsupportedMediaTypeError } from '@fast-track/shared/errors';
import { format, parse, type ContentType } from 'content-type';
import type { RequestHandler } from 'express';

/**
 * Every request body is UTF-8 (finding 22.7): a Content-Type that declares another charset is refused with 415
 * before any parser reads it, so nothing is written. Without this, express.json decodes any `utf-*` it is told
 * (utf-7 smuggles `+ADw-script+AD4-` past checks made on the raw bytes; utf-16 doubles every limit's meaning), and
 * busboy decodes multipart fields in whatever charset the header names (latin1 included). No charset means UTF-8;
 * `utf8` is the common alias. Media types are the parsers' business: a Content-Type that is not even parseable is
 * left to them (they answer 400/415 on their own).
 */
const utf8Names = new Set(['utf-8', 'utf8']);

export const utf8BodiesOnly: RequestHandler = (req, _res, next) => {
  const header = req.headers['content-type'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
  // Without a `;` there are no parameters, so no charset: the common `application/json` skips the parse.
  if (!header || !hasBody || !header.includes(';')) {
    next();
    return;
  }
  let parsed: ContentType;
  try {
    parsed = parse(header);
  } catch {
    next();
    return;
  }
  const charset = parsed.parameters['charset'];
  if (charset === undefined) {
    next();
    return;
  }
  if (utf8Names.has(charset.toLowerCase())) {
    // The parsers downstream know the alias differently (body-parser refuses `utf8`): they see the one name.
    try {
      req.headers['content-type'] = format({ type: parsed.type, parameters: { ...parsed.parameters, charset: 'utf-8' } });
    } catch {
      // A parameter format() will not write back: the header stays as sent, for the parsers to judge.
    }
    next();
    return;
  }
  next(new UnsupportedMediaTypeError(`Unsupported charset ${JSON.stringify(charset.slice(0, 40))}: send the body as UTF-8.`));
};
