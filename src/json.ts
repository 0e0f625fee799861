// Parsed JSON from outside (import lines, YouTube's answers, webhook bodies): the one test that a value is an object
// with fields. Imports nothing, so every layer can use it, the SDK's published webhook modules among them.

export type Obj = Record<string, unknown>;

/** A JSON object: not null, not an array. */
export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The same text, flat. V8 keeps a string built by concatenation (a template around a rendered page) as a tree of its
 * parts, and `Buffer.byteLength` of such a tree took about 50 µs for a 16 KB page against 1–3 µs for the same text
 * flat (Node 24; a tenth of a first-touch request's CPU, docs/decisions.md "Rendered pages flattened before they are
 * measured"). Reading one character makes V8 flatten the tree once, in a copy of about a microsecond; on a flat string
 * it costs nothing.
 */
export function flatText(text: string): string {
  text.charCodeAt(0);
  return text;
}
