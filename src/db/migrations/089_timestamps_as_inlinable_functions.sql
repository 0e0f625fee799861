-- api_ts() and cursor_ts() format a time with to_char(), which PostgreSQL marks stable (some of its patterns read
-- the locale; these two do not). Declared immutable, a SQL function whose body is only stable is never inlined: every
-- call ran its own small query, planned again in each row trigger. Declared stable they are inlined into the query
-- that calls them (every list, detail and rendering). Neither is used by an index, which alone would need immutable.
alter function api_ts(timestamptz) stable;
alter function cursor_ts(timestamptz) stable;
