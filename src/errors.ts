// The service's one error type: a closed set of codes, one table from code to HTTP status and title, and the
// field errors a refusal can list. Domain code throws these; each interface renders them (http/errors.ts as
// problem+json, mcp/server.ts as tool error results).
export const ERROR_CODES = {
  invalid_request: { status: 400, title: 'Invalid request' },
  invalid_cursor: { status: 400, title: 'Invalid cursor' },
  invalid_json: { status: 400, title: 'Malformed JSON body' },
  missing_api_key: { status: 401, title: 'Missing API key' },
  invalid_api_key: { status: 401, title: 'Invalid API key' },
  revoked_api_key: { status: 401, title: 'Revoked API key' },
  expired_api_key: { status: 401, title: 'Expired API key' },
  invalid_credentials: { status: 401, title: 'Invalid email or password' },
  session_expired: { status: 401, title: 'Console session ended' },
  invalid_metrics_token: { status: 401, title: 'Invalid metrics token' },
  insufficient_scope: { status: 403, title: 'Insufficient scope' },
  invalid_download_link: { status: 403, title: 'Invalid download link' },
  download_link_expired: { status: 403, title: 'Download link expired' },
  csrf_failed: { status: 403, title: 'CSRF check failed' },
  not_found: { status: 404, title: 'Not found' },
  route_not_found: { status: 404, title: 'No such route' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  not_acceptable: { status: 406, title: 'Not acceptable' },
  request_timeout: { status: 408, title: 'Request timeout' },
  conflict: { status: 409, title: 'Conflict' },
  idempotency_key_reused: { status: 409, title: 'Idempotency key reused' },
  export_not_ready: { status: 409, title: 'Export not ready' },
  export_quota_exceeded: { status: 409, title: 'Export storage limit reached' },
  limit_reached: { status: 409, title: 'Limit reached' },
  tracked_channel_paused: { status: 409, title: 'Tracked channel paused' },
  export_expired: { status: 410, title: 'Export file removed' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  uri_too_long: { status: 414, title: 'URI too long' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  range_not_satisfiable: { status: 416, title: 'Range not satisfiable' },
  unprocessable: { status: 422, title: 'Unprocessable request' },
  expires_after_parent_key: { status: 422, title: 'Expiry later than the creating key' },
  rate_limited: { status: 429, title: 'Too many requests' },
  too_many_connections: { status: 429, title: 'Too many connections' },
  header_fields_too_large: { status: 431, title: 'Request header fields too large' },
  internal_error: { status: 500, title: 'Internal error' },
  unavailable: { status: 503, title: 'Service unavailable' },
  read_timeout: { status: 503, title: 'Read took too long' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERROR_CODES[code].title);
    this.status = ERROR_CODES[code].status;
  }
}

/** Field errors as the one 400 every validation failure is: the detail lists them all. */
export function invalidRequest(errors: FieldError[]): ApiError {
  return new ApiError('invalid_request', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
}
