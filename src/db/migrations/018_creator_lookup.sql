-- Looking a creator up by handle (GET /v1/creators/lookup): YouTube handles are case-insensitive, so the lookup
-- compares lower(handle), and this index answers it. Handles are stored with their "@".
create index creators_handle_lower on creators (lower(handle));
