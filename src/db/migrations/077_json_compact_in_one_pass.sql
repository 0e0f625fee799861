-- json_compact() in one pass: jsonb's text writes a space only after the `:` and `,` between values, never
-- elsewhere outside a string, so deleting every space outside the strings gives the compact text, keys in jsonb's
-- own order as before. The recursive PL/pgSQL version called itself once per nested value (a sponsorship's evidence
-- is a few dozen values): rendering a detection operation's 500 videos' sponsorships with their evidence spent
-- most of its time there (docs/decisions.md, "Detection end to end: where PostgreSQL's time went"). Same output for
-- every stored evidence and chapters value (test/db/jsonCompact.test.ts compares the two on tricky values).
create or replace function json_compact(j jsonb) returns json language sql immutable parallel safe as $$
  select regexp_replace(j::text, '("(?:[^"\\]|\\.)*")| ', '\1', 'g')::json
$$;

comment on function json_compact(jsonb) is
  'A jsonb value as compact json text (jsonb::text writes spaces), for stored jsonb shown as it is: chapters, evidence. One regular expression keeps the strings and drops the spaces between them';
