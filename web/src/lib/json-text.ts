/** Parses JSON text that may be empty, malformed or not an object (the API sends some fields as JSON text). */
export function parseJsonObject(text: unknown): Record<string, unknown> {
  if (typeof text === 'object' && text !== null && !Array.isArray(text)) return text as Record<string, unknown>;
  if (typeof text !== 'string' || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function stringField(obj: Record<string, unknown>, key: string): string {
  const value = obj[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** A finite number, also from a numeric string; '' / null / NaN give undefined. */
export function numberField(obj: Record<string, unknown>, key: string): number | undefined {
  const value = obj[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}
