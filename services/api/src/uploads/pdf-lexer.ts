/**
 * Just enough of PDF's syntax (ISO 32000-1 §7.2–7.3) to see the names a PDF really uses: names are decoded
 * (`/J#61vaScript` is /JavaScript), while strings, comments and stream data are stepped over, so text that merely
 * says "/JS" (a title "Node/JS", page text) is not mistaken for a name. Works on the bytes as latin1 text (one
 * character per byte).
 */

export interface StreamSpan {
  /** The names and words of the object up to `stream` (its dictionary), names decoded. */
  dictionary: string[];
  dataStart: number;
  dataEnd: number;
}

export interface LexOptions {
  onName(name: string): void;
  onStream(stream: StreamSpan): void;
  /** Integer objects by "number generation", for stream lengths given as a reference (`/Length 12 0 R`). */
  integers: ReadonlyMap<string, number>;
  /** Lexing one object (from after its header): stop at its `endobj`, or at the next object's `obj`. */
  oneObject: boolean;
}

const isWhite = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
// ( ) < > [ ] { } / %
const isDelimiter = (c: number): boolean =>
  c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;
const isRegular = (c: number): boolean => !isWhite(c) && !isDelimiter(c);

/** A name's characters with #xx escapes decoded (a `#` not followed by two hex digits stays as it is). */
export function decodeName(raw: string): string {
  return raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
}

function skipLiteralString(s: string, i: number, end: number): number {
  let depth = 0;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return end;
}

/** The stream's declared length, when it is a number or a reference to an integer object. */
function declaredLength(dictionary: string[], integers: ReadonlyMap<string, number>): number | undefined {
  const at = dictionary.lastIndexOf('/Length');
  const value = dictionary[at + 1];
  if (at < 0 || value === undefined || !/^\d+$/.test(value)) return undefined;
  const generation = dictionary[at + 2];
  if (generation !== undefined && /^\d+$/.test(generation) && dictionary[at + 3] === 'R') return integers.get(`${value} ${generation}`);
  return Number(value);
}

/** Where a stream's data ends and lexing goes on: its Length when `endstream` follows it, else the first `endstream`. */
function streamEnd(s: string, dataStart: number, end: number, length: number | undefined): { dataEnd: number; next: number } {
  if (length !== undefined && dataStart + length <= end) {
    let k = dataStart + length;
    while (k < end && isWhite(s.charCodeAt(k))) k++;
    if (s.startsWith('endstream', k)) return { dataEnd: dataStart + length, next: k + 9 };
  }
  const found = s.indexOf('endstream', dataStart);
  if (found < 0 || found >= end) return { dataEnd: end, next: end };
  return { dataEnd: found, next: found + 9 };
}

/** Lexes s[from, end); returns where it stopped. */
export function lexPdf(s: string, from: number, end: number, options: LexOptions): number {
  let tokens: string[] = [];
  let i = from;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (isWhite(c)) i++;
    else if (c === 0x25) {
      while (i < end && s.charCodeAt(i) !== 0x0a && s.charCodeAt(i) !== 0x0d) i++;
    } else if (c === 0x28) i = skipLiteralString(s, i, end);
    else if (c === 0x3c && s.charCodeAt(i + 1) === 0x3c) i += 2;
    else if (c === 0x3c) {
      const close = s.indexOf('>', i);
      i = close < 0 || close >= end ? end : close + 1;
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < end && isRegular(s.charCodeAt(j))) j++;
      const name = decodeName(s.slice(i + 1, j));
      if (tokens.length < 4096) tokens.push(`/${name}`);
      options.onName(name);
      i = j;
    } else if (!isRegular(c)) i++;
    else {
      let j = i + 1;
      while (j < end && isRegular(s.charCodeAt(j))) j++;
      const word = s.slice(i, j);
      i = j;
      if (word === 'endobj' && options.oneObject) return i;
      if (word === 'obj' && options.oneObject) return i - 3;
      if (word === 'stream') {
        let dataStart = i;
        if (s.charCodeAt(dataStart) === 0x0d) dataStart++;
        if (s.charCodeAt(dataStart) === 0x0a) dataStart++;
        const { dataEnd, next } = streamEnd(s, dataStart, end, declaredLength(tokens, options.integers));
        options.onStream({ dictionary: tokens, dataStart, dataEnd });
        tokens = [];
        i = next;
      } else if (tokens.length < 4096) tokens.push(word);
    }
  }
  return end;
}
