-- The cursor and download-link signing keys are derived from the encryption key now (src/serviceKeys.ts) and
-- stored nowhere. The stored ones go: kept in the table (and so in the embedded store's files and in every
-- backup), they let anyone who could read those sign a download link to any account's export.
delete from service_settings where name in ('cursor_signing_key', 'download_signing_key');

-- Idempotency digests are keyed now (an HMAC under a key derived from the encryption key). The plain SHA-256
-- digests stored before covered bodies holding callback secrets, tokens and URLs, so a reader of the table could
-- test guesses of them; they go too. A replay of one of those earlier requests returns its operation or export
-- without comparing bodies (src/idempotency.ts, sameRequest).
update operations set request_hash = null where request_hash is not null;
update exports set request_hash = null where request_hash is not null;
