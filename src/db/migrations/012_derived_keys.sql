-- The cursor and download-link signing keys are derived from the encryption key now (src/serviceKeys.ts) and
-- stored nowhere. The stored ones go: kept in the table (and so in the embedded store's files and in every
-- backup), they let anyone who could read those sign a download link to any account's export.
delete from service_settings where name in ('cursor_signing_key', 'download_signing_key');
