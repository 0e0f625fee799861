// Parsed JSON from outside (import lines, YouTube's answers, webhook bodies): the one test that a value is an object
// with fields. Imports nothing, so every layer can use it, the SDK's published webhook modules among them.

export type Obj = Record<string, unknown>;

/** A JSON object: not null, not an array. */
export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
