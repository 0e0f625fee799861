// The console's one way to the server: same-origin fetch with the session cookie, the CSRF token on every
// state-changing request, and problem+json errors turned into ApiProblem.
import type { ApiProblemBody } from './types';

/** The parts of a problem+json body the console uses; a failure to reach the server is given one too. */
export type Problem = Pick<ApiProblemBody, 'status' | 'code' | 'title' | 'detail' | 'errors'>;

export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail || problem.title);
  }
  get status() {
    return this.problem.status;
  }
  get code() {
    return this.problem.code;
  }
}

let csrfToken: string | null = null;
let onSignedOut: () => void = () => {};

export function setCsrfToken(token: string | null) {
  csrfToken = token;
}
export function whenSignedOut(fn: () => void) {
  onSignedOut = fn;
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiProblem({
      status: 0,
      code: 'network',
      title: 'Network error',
      detail: 'The server could not be reached.',
    });
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const p = (body ?? {}) as Partial<Problem>;
    const problem: Problem = {
      status: res.status,
      code: p.code ?? 'error',
      title: p.title ?? res.statusText,
      detail: p.detail ?? `The server answered ${res.status}.`,
      errors: p.errors,
    };
    if (problem.code === 'session_expired' && !path.startsWith('/console/api/sign-in')) onSignedOut();
    throw new ApiProblem(problem);
  }
  return body as T;
}

/** Any thrown value as an ApiProblem, for the pages to show. */
export function asProblem(e: unknown): ApiProblem {
  return e instanceof ApiProblem ? e : new ApiProblem({ status: 0, code: 'error', title: 'Error', detail: String(e) });
}

export const qs = (params: Record<string, string | number | undefined | null>) => {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') u.set(k, String(v));
  const s = u.toString();
  return s ? `?${s}` : '';
};
