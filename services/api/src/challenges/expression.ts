// The numeric task's expected answer: a tiny arithmetic language (numbers, one-letter parameters, + - * / ^ and
// parentheses), parsed by recursive descent. No eval: the author's text never reaches a JS engine.

type Node = { n: number } | { v: string } | { op: '+' | '-' | '*' | '/' | '^'; a: Node; b: Node } | { neg: Node };

export class ExpressionError extends Error {}

const token = /\s*(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([a-z])|([-+*/^()]))/y;

function tokenize(text: string): string[] {
  const out: string[] = [];
  token.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    token.lastIndex = at;
    const m = token.exec(text);
    if (!m) throw new ExpressionError(`unexpected character at ${at + 1}`);
    out.push(m[1] ?? m[2] ?? m[3] ?? '');
    at = token.lastIndex;
  }
  return out;
}

/** Parses an expression; throws ExpressionError with a reason the author can act on. */
export function parseExpression(text: string): Node {
  if (text.length > 200) throw new ExpressionError('at most 200 characters');
  const tokens = tokenize(text);
  let i = 0;
  let depth = 0;
  const peek = () => tokens[i];
  const sum = (): Node => {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[i++] as '+' | '-';
      left = { op, a: left, b: product() };
    }
    return left;
  };
  const product = (): Node => {
    let left = unary();
    while (peek() === '*' || peek() === '/') {
      const op = tokens[i++] as '*' | '/';
      left = { op, a: left, b: unary() };
    }
    return left;
  };
  // As in mathematics: -2^2 = -(2^2), and 2^3^2 = 2^(3^2).
  const unary = (): Node => {
    if (peek() === '-') {
      i++;
      return { neg: unary() };
    }
    return power();
  };
  const power = (): Node => {
    const base = atom();
    if (peek() === '^') {
      i++;
      return { op: '^', a: base, b: unary() };
    }
    return base;
  };
  const atom = (): Node => {
    const t = tokens[i++];
    if (t === undefined) throw new ExpressionError('ends too early');
    if (t === '(') {
      if (++depth > 20) throw new ExpressionError('too deeply nested');
      const inner = sum();
      if (tokens[i++] !== ')') throw new ExpressionError('a bracket is not closed');
      depth--;
      return inner;
    }
    if (/^[a-z]$/.test(t)) return { v: t };
    if (/^\d/.test(t)) return { n: Number(t) };
    throw new ExpressionError(`unexpected "${t}"`);
  };
  const tree = sum();
  if (i !== tokens.length) throw new ExpressionError(`unexpected "${tokens[i] ?? ''}"`);
  return tree;
}

export function variablesOf(node: Node): Set<string> {
  if ('v' in node) return new Set([node.v]);
  if ('n' in node) return new Set();
  if ('neg' in node) return variablesOf(node.neg);
  return new Set([...variablesOf(node.a), ...variablesOf(node.b)]);
}

export function evaluate(node: Node, values: Readonly<Record<string, number>>): number {
  if ('n' in node) return node.n;
  if ('v' in node) {
    const value = values[node.v];
    if (value === undefined) throw new ExpressionError(`no parameter ${node.v}`);
    return value;
  }
  if ('neg' in node) return -evaluate(node.neg, values);
  const a = evaluate(node.a, values);
  const b = evaluate(node.b, values);
  switch (node.op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '^':
      return a ** b;
  }
}

/** The expected number for one set of parameter values (NaN/Infinity when the author's formula breaks there). */
export function expectedValue(expression: string, values: Readonly<Record<string, number>>): number {
  return evaluate(parseExpression(expression), values);
}
