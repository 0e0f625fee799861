-- Where an export's file is (docs/architecture.md "Exports"): the local export directory or the S3 bucket of
-- EXPORTS_STORAGE=s3. A deployment that switches from local to s3 keeps serving its earlier local files until they
-- expire, because each record names its own storage. Earlier records were all written to the directory.
alter table exports add column storage text not null default 'local' check (storage in ('local', 's3'));

-- The file's SHA-256 (hex), computed while it was written; records made before this have none.
alter table exports add column sha256 text check (sha256 ~ '^[0-9a-f]{64}$');
