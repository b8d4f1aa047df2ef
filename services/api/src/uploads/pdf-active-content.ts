import { constants, inflateSync } from 'node:zlib';
import { lexPdf, type StreamSpan } from './pdf-lexer.ts';

/**
 * Finds active content in a PDF (docs/uploads.md "PDFs"): scripts, actions that run or open something, embedded
 * files and media, XFA forms. Uploads that have any are refused, not cleaned: a CV or a brochure needs none of it,
 * and removing it means rewriting a file format whose readers disagree about what a broken file means.
 *
 * Where a PDF can hide a name, and how each place is read:
 * - `#xx` escapes: names are decoded before they are compared.
 * - object streams (/ObjStm, also any stream with /First, which is all a reader asks of one): inflated with
 *   node:zlib, each bounded by what is left of a total output budget, and lexed like the file itself. One that
 *   cannot be read (encrypted, another filter, a predictor, broken) makes the file uncheckable: refused too.
 * - an object a reader reaches through the cross-reference table while it sits inside another object's string or
 *   stream data: every `N G obj` header in the raw bytes is lexed on its own, wherever it is.
 * Work is bounded (characters lexed, bytes inflated), so a crafted file costs a refusal, not the server's time.
 */

/** Names that make a PDF active (ISO 32000-1 §12.6 actions, §12.5.6 annotations, §7.11 embedded files, §12.7.8 XFA). */
export const activeNames: ReadonlySet<string> = new Set([
  'JavaScript', // action type and the document's JavaScript name tree
  'JS', // the script of an action
  'AA', // additional actions: run on open, close, page view, field focus, ...
  'Launch', // runs a program or opens a file
  'SubmitForm', // sends form data somewhere
  'ImportData',
  'GoToR', // opens another file (a UNC path leaks Windows credentials)
  'GoToE', // opens an embedded file
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia', // Flash and video
  'Rendition',
  'Movie',
  'Sound',
  'XFA', // XML forms with their own scripting
]);

export type PdfFinding = { kind: 'active'; name: string } | { kind: 'uncheckable'; reason: string };

/** Output of all object streams together; far above what a 20 MB document holds in its objects. */
export const maxInflatedBytes = 64 * 1024 * 1024;

class Found extends Error {
  constructor(readonly finding: PdfFinding) {
    super(finding.kind);
  }
}

// An object header: number, generation, `obj`; comments count as white space, as they do for a reader. A comment
// runs to its line end and no further, so the pattern cannot backtrack through a run of `%`s.
// Each run of white space is taken whole in a lookahead (atomic in JavaScript) and matched by back-reference, so a
// megabyte of spaces is one step, not one backtracking frame per character (which overflowed the regexp stack).
// Groups: 1 = object number, 3 = generation.
const objectHeader = /(?<![0-9])(\d{1,10})(?:(?=([\0\t\n\f\r ]+))\2|%[^\r\n]*[\r\n])+(\d{1,5})(?:(?=([\0\t\n\f\r ]+))\4|%[^\r\n]*[\r\n])+obj(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/g;
const integerBody = /[\0\t\n\f\r ]*(\d+)[\0\t\n\f\r ]*endobj/y;

const isObjectStream = (dictionary: readonly string[]): boolean =>
  dictionary.includes('/First') || dictionary.some((token, i) => token === '/Type' && dictionary[i + 1] === '/ObjStm');

// The standard filter names (ISO 32000-1 §7.4, with the abbreviations readers take too).
const filterNames = new Set(
  ['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'FlateDecode', 'Fl', 'RunLengthDecode', 'RL', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode', 'DCTDecode', 'DCT', 'JPXDecode', 'Crypt'].map((n) => `/${n}`),
);

/**
 * The filters a stream's dictionary names (`/Filter /X` or `/Filter [/X /Y]`; the lexer drops the brackets, so the
 * list is the standard filter names that follow). A first name that is no filter is kept: an unknown filter.
 */
function filtersOf(dictionary: readonly string[]): string[] {
  const at = dictionary.indexOf('/Filter');
  if (at < 0) return [];
  const first = dictionary[at + 1];
  if (first === undefined || !first.startsWith('/')) return ['(indirect)'];
  const filters = [first];
  for (const token of dictionary.slice(at + 2, at + 10)) {
    if (!filterNames.has(token)) break;
    filters.push(token);
  }
  return filters;
}

export function findActivePdfContent(bytes: Buffer): PdfFinding | undefined {
  try {
    return scanPdf(bytes);
  } catch (error) {
    // A file built to exhaust the scanner (a million comments between an object's number and generation) is one it
    // cannot check: refused like any other unreadable PDF, never a 500.
    if (error instanceof RangeError) return { kind: 'uncheckable', reason: 'too complex to check' };
    throw error;
  }
}

function scanPdf(bytes: Buffer): PdfFinding | undefined {
  const text = bytes.toString('latin1');
  let lexBudget = 4 * text.length + 1_000_000;
  let inflateBudget = maxInflatedBytes;
  const onName = (name: string) => {
    if (activeNames.has(name)) throw new Found({ kind: 'active', name });
  };
  const spend = (characters: number) => {
    lexBudget -= characters;
    if (lexBudget < 0) throw new Found({ kind: 'uncheckable', reason: 'too complex to check' });
  };

  const headers: number[] = [];
  const integers = new Map<string, number>();
  for (const match of text.matchAll(objectHeader)) {
    const after = match.index + match[0].length;
    headers.push(after);
    integerBody.lastIndex = after;
    const integer = integerBody.exec(text);
    if (integer) integers.set(`${match[1]} ${match[3]}`, Number(integer[1]));
  }

  const readObjectStream = (stream: StreamSpan) => {
    const filters = filtersOf(stream.dictionary);
    if (stream.dictionary.includes('/DecodeParms') || stream.dictionary.includes('/DP') || filters.some((f) => f !== '/FlateDecode' && f !== '/Fl') || filters.length > 1) {
      throw new Found({ kind: 'uncheckable', reason: 'an object stream in a form that cannot be checked' });
    }
    const data = Buffer.from(text.slice(stream.dataStart, stream.dataEnd), 'latin1');
    let content: Buffer;
    try {
      // A truncated stream is read as far as it goes, as readers do; maxOutputLength stops a zip bomb early.
      content = filters.length === 0 ? data : inflateSync(data, { maxOutputLength: Math.max(1, inflateBudget), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      const tooLarge = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
      throw new Found({ kind: 'uncheckable', reason: tooLarge ? 'object streams too large to check' : 'an unreadable (encrypted or damaged) object stream' });
    }
    inflateBudget -= content.length;
    if (inflateBudget < 0) throw new Found({ kind: 'uncheckable', reason: 'object streams too large to check' });
    const inner = content.toString('latin1');
    spend(inner.length);
    // Objects inside an object stream carry no streams of their own: nothing further is inflated.
    lexPdf(inner, 0, inner.length, { onName, onStream: () => undefined, integers, oneObject: false });
  };

  try {
    for (const start of headers) {
      const stop = lexPdf(text, start, text.length, {
        onName,
        integers,
        oneObject: true,
        onStream: (stream) => {
          spend(stream.dataEnd - stream.dataStart);
          if (isObjectStream(stream.dictionary)) readObjectStream(stream);
        },
      });
      spend(stop - start);
    }
    // Trailers and anything a broken file has outside its objects.
    const lastObject = text.lastIndexOf('endobj');
    const tail = lastObject < 0 ? 0 : lastObject + 6;
    spend(text.length - tail);
    lexPdf(text, tail, text.length, { onName, integers, oneObject: false, onStream: () => undefined });
  } catch (error) {
    if (error instanceof Found) return error.finding;
    throw error;
  }
  return undefined;
}
