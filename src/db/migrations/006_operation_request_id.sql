-- The X-Request-Id of the API request that created an operation, so the worker's and the webhook dispatcher's
-- log lines about it (minutes or hours later, in another process) name the request that caused them.
-- Null for operations created outside an API request (the CLI, the in-process MCP over stdio).
alter table operations add column request_id text;
