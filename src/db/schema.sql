-- The schema the migrations in src/db/migrations make, generated: do not edit. `npm run schema:dump` migrates
-- a scratch PostgreSQL database and writes this file from `pg_dump --schema-only --no-owner --no-privileges`
-- (PostgreSQL 15); `npm test` fails when it differs from what the migrations make. To change the schema,
-- add a migration and run the command again. Rows that migrations insert are not shown. Tables come first, then
-- their constraints and indexes, then the functions and triggers by family (scripts/schema-dump.ts FAMILIES).

-- ==============================================================================================================
-- Extensions and types
-- ==============================================================================================================


--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;


--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';


--
-- Name: watch_filter; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.watch_filter AS (
	id uuid,
	on_changes text[],
	brand_id uuid,
	channel_id text,
	brand_domain text,
	type text,
	min_confidence real,
	search_pattern text,
	needs_lookup boolean,
	detected_after timestamp with time zone,
	detected_before timestamp with time zone,
	published_after timestamp with time zone,
	published_before timestamp with time zone
);


-- ==============================================================================================================
-- Tables
-- ==============================================================================================================


--
-- Name: brands; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.brands (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    domains text[] DEFAULT '{}'::text[] NOT NULL,
    shorteners text[] DEFAULT '{}'::text[] NOT NULL,
    referral_links text[] DEFAULT '{}'::text[] NOT NULL,
    parent_company_name text,
    kind text,
    marketplace_group text,
    agency_id uuid,
    sponsorship_count integer DEFAULT 0 NOT NULL,
    creator_count integer DEFAULT 0 NOT NULL,
    last_sponsorship_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE brands; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.brands IS 'The directory''s brands (advertisers), with the counts the sponsorship triggers keep; listed and read by src/directory/brands.ts, declared in src/directory/fields/brands.ts';


--
-- Name: creators; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.creators (
    channel_id text NOT NULL,
    platform text NOT NULL,
    handle text,
    title text,
    description text,
    subscriber_count bigint,
    avatar_url text,
    country text,
    keywords text[] DEFAULT '{}'::text[] NOT NULL,
    shorteners text[] DEFAULT '{}'::text[] NOT NULL,
    video_count integer DEFAULT 0 NOT NULL,
    processed_video_count integer DEFAULT 0 NOT NULL,
    sponsorship_count integer DEFAULT 0 NOT NULL,
    brand_count integer DEFAULT 0 NOT NULL,
    last_sponsorship_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT creators_platform_check CHECK ((platform = ANY (ARRAY['youtube'::text, 'instagram'::text, 'tiktok'::text])))
)
WITH (fillfactor='80');


--
-- Name: TABLE creators; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.creators IS 'The directory''s creators (channels), with the counts the sponsorship triggers keep; listed and read by src/directory/creators.ts, declared in src/directory/fields/creators.ts';


--
-- Name: videos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.videos (
    video_id text NOT NULL,
    channel_id text NOT NULL,
    platform text NOT NULL,
    format text DEFAULT 'video'::text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    thumbnail_url text,
    published_at timestamp with time zone NOT NULL,
    duration_seconds integer,
    view_count bigint,
    like_count bigint,
    comment_count bigint,
    includes_paid_promotion boolean DEFAULT false NOT NULL,
    is_live_content boolean DEFAULT false NOT NULL,
    processing_requested_at timestamp with time zone,
    processing_state text DEFAULT 'not-processed'::text NOT NULL,
    category text,
    has_captions boolean DEFAULT false NOT NULL,
    is_private boolean DEFAULT false NOT NULL,
    is_unlisted boolean DEFAULT false NOT NULL,
    is_member_only boolean DEFAULT false NOT NULL,
    default_language text,
    ai_summary text,
    keywords text[] DEFAULT '{}'::text[] NOT NULL,
    chapters jsonb DEFAULT '[]'::jsonb NOT NULL,
    transcript jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    unavailable_since timestamp with time zone,
    CONSTRAINT videos_format_check CHECK ((format = ANY (ARRAY['video'::text, 'short'::text]))),
    CONSTRAINT videos_platform_check CHECK ((platform = ANY (ARRAY['youtube'::text, 'instagram'::text, 'tiktok'::text]))),
    CONSTRAINT videos_processing_state_check CHECK ((processing_state = ANY (ARRAY['not-processed'::text, 'processing'::text, 'processed'::text])))
)
WITH (fillfactor='80');


--
-- Name: TABLE videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.videos IS 'The directory''s videos, with what detection read of them (transcript, processing state); listed and read by src/directory/videos.ts, declared in src/directory/fields/videos.ts';


--
-- Name: sponsorships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sponsorships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    video_id text NOT NULL,
    channel_id text NOT NULL,
    brand_id uuid NOT NULL,
    agency_id uuid,
    type text NOT NULL,
    brand_domain text,
    domain_was_researched boolean DEFAULT false NOT NULL,
    evidence jsonb DEFAULT '{"chapters": [], "candidates": []}'::jsonb NOT NULL,
    detected_at timestamp with time zone DEFAULT now() NOT NULL,
    summary text,
    search text,
    published_at timestamp with time zone,
    view_count bigint,
    confidence real DEFAULT 0.5 NOT NULL,
    CONSTRAINT sponsorships_confidence_range CHECK (((confidence >= (0)::double precision) AND (confidence <= (1)::double precision))),
    CONSTRAINT sponsorships_type_check CHECK ((type = ANY (ARRAY['Integration'::text, 'Dedicated'::text, 'Affiliate'::text, 'Free Product'::text])))
)
WITH (fillfactor='90');
ALTER TABLE ONLY public.sponsorships ALTER COLUMN search SET STATISTICS 1000;


--
-- Name: TABLE sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.sponsorships IS 'Detected sponsorships (a brand paying a creator in a video), with the stored list item and search document (summary, search) and copies of the video''s order keys; src/directory/sponsorships.ts, declared in src/directory/fields/sponsorships.ts';


--
-- Name: sponsorship_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sponsorship_changes (
    id bigint NOT NULL,
    sponsorship_id uuid NOT NULL,
    item_new jsonb,
    item_old jsonb,
    type_old text,
    at timestamp with time zone DEFAULT now() NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    change text NOT NULL,
    watch_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    CONSTRAINT sponsorship_changes_change_check CHECK ((change = ANY (ARRAY['created'::text, 'removed'::text, 'typeChanged'::text])))
);


--
-- Name: TABLE sponsorship_changes; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.sponsorship_changes IS 'Each change of a sponsorship (created, updated, deleted) with its list items before and after and the watches it matches: the watch outbox src/watches/events.ts reads';


--
-- Name: watch_positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.watch_positions (
    watch_id uuid NOT NULL,
    told pg_snapshot,
    target pg_snapshot,
    carried_txid xid8 DEFAULT '0'::xid8 NOT NULL,
    carried_id bigint DEFAULT 0 NOT NULL
);


--
-- Name: TABLE watch_positions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.watch_positions IS 'How far each watch''s events have been told (a snapshot of changes told, and the one being carried), read and moved by src/watches/events.ts';


--
-- Name: accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    running_operations integer DEFAULT 0 NOT NULL,
    CONSTRAINT accounts_running_operations_check CHECK ((running_operations >= 0))
);


--
-- Name: TABLE accounts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.accounts IS 'Tenants: every key, user, operation, export, watch and tracked channel belongs to one; running_operations is its share of the operation workers (src/operations/queue.ts)';


--
-- Name: agencies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.agencies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    domains text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE agencies; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.agencies IS 'Agencies that place sponsorships for brands (a brand''s detail lists them: brand_agency_stats); written by detection';


--
-- Name: api_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_keys (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    name text NOT NULL,
    prefix text NOT NULL,
    key_hash bytea NOT NULL,
    scopes text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone,
    expires_at timestamp with time zone,
    revoked_at timestamp with time zone
);


--
-- Name: TABLE api_keys; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.api_keys IS 'API keys of an account: a prefix to find it by, the hash of its secret, its scopes, expiry and revocation (src/keys/apiKeys.ts)';


--
-- Name: brand_agency_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.brand_agency_stats (
    brand_id uuid NOT NULL,
    agency_id uuid NOT NULL,
    video_count integer NOT NULL,
    last_seen_at timestamp with time zone
);


--
-- Name: TABLE brand_agency_stats; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.brand_agency_stats IS 'Sponsorship videos per brand and agency, with the latest, kept by the sponsorship triggers: a brand''s topAgencies';


--
-- Name: brand_domains; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.brand_domains (
    domain text NOT NULL,
    brand_id uuid NOT NULL,
    is_shortener boolean DEFAULT false NOT NULL
);


--
-- Name: TABLE brand_domains; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.brand_domains IS 'Each domain (or link shortener) to the brand it belongs to, one brand a domain; the brandDomain filter, the brands search and detection''s brand matching read it';


--
-- Name: brand_type_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.brand_type_stats (
    brand_id uuid NOT NULL,
    type text NOT NULL,
    sponsorship_count integer NOT NULL
);


--
-- Name: TABLE brand_type_stats; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.brand_type_stats IS 'Sponsorships per brand and type, kept by the sponsorship triggers: a brand''s sponsorshipsByType';


--
-- Name: channel_sync_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.channel_sync_state (
    channel_id text NOT NULL,
    uploads_playlist_id text,
    channel_read_at timestamp with time zone,
    first_synced_at timestamp with time zone,
    uploads_etag text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE channel_sync_state; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.channel_sync_state IS 'What the last sync read of a tracked channel (uploads playlist, its ETag, when), shared by the accounts tracking it (src/tracking/records.ts)';


--
-- Name: console_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.console_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    token_hash bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    absolute_expires_at timestamp with time zone NOT NULL
);


--
-- Name: TABLE console_sessions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.console_sessions IS 'Console sign-in sessions: the hash of the cookie''s token, idle and absolute expiry (src/console/sessions.ts)';


--
-- Name: creator_brand_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.creator_brand_stats (
    channel_id text NOT NULL,
    brand_id uuid NOT NULL,
    sponsorship_count integer NOT NULL,
    last_sponsorship_at timestamp with time zone
);


--
-- Name: TABLE creator_brand_stats; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.creator_brand_stats IS 'Sponsorships per creator and brand, with the latest one, kept by the sponsorship triggers: a creator''s top brands, a brand''s top creators, similar brands and influencers';


--
-- Name: creator_type_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.creator_type_stats (
    channel_id text NOT NULL,
    type text NOT NULL,
    sponsorship_count integer NOT NULL
)
WITH (fillfactor='80');


--
-- Name: TABLE creator_type_stats; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.creator_type_stats IS 'Sponsorships per creator and type, kept by the sponsorship triggers: a creator''s sponsorshipsByType';


--
-- Name: directory_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.directory_changes (
    xid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    tags text[] NOT NULL
);


--
-- Name: TABLE directory_changes; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.directory_changes IS 'The read-cache tags each directory write moved, by transaction (the generated <table>_changed() functions write it); the read cache and the watches read it with directory_changes_since(), the export cache with directory_changed_since()';


--
-- Name: directory_changes_pruned; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.directory_changes_pruned (
    one boolean DEFAULT true NOT NULL,
    max_xid xid8 DEFAULT '0'::xid8 NOT NULL,
    CONSTRAINT directory_changes_pruned_one_check CHECK (one)
);


--
-- Name: TABLE directory_changes_pruned; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.directory_changes_pruned IS 'The highest xid of a directory_changes row deleted by a prune (one row): a file read in a snapshot whose xmin is not above it may have lost a change it needed (directory_changed_since())';


--
-- Name: discovery_candidates; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_candidates (
    account_id uuid NOT NULL,
    channel_id text NOT NULL,
    status text DEFAULT 'new'::text NOT NULL,
    sources jsonb DEFAULT '[]'::jsonb NOT NULL,
    title text,
    handle text,
    subscriber_count bigint,
    country text,
    language text,
    resolved_at timestamp with time zone,
    sample jsonb,
    sampled_at timestamp with time zone,
    score double precision,
    expanded_at timestamp with time zone,
    found_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    found_by text,
    CONSTRAINT discovery_candidates_status_check CHECK ((status = ANY (ARRAY['new'::text, 'scored'::text, 'tracked'::text, 'rejected'::text, 'below-threshold'::text])))
);


--
-- Name: TABLE discovery_candidates; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_candidates IS 'Channels discovery found for an account: where from, the resolved channel, its sample and score, its status (rejected ones are never proposed again)';


--
-- Name: discovery_charts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_charts (
    region text NOT NULL,
    category text NOT NULL,
    page integer NOT NULL,
    channels text[] NOT NULL,
    next_page_token text,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT discovery_charts_page_check CHECK ((page >= 0))
);


--
-- Name: TABLE discovery_charts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_charts IS 'The channels of each page of a YouTube chart (videos.list chart=mostPopular) per region and category, shared by every account and read again once older than DISCOVERY_CHART_HOURS (src/discovery/charts.ts)';


--
-- Name: discovery_featured; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_featured (
    channel_id text NOT NULL,
    channels text[] NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE discovery_featured; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_featured IS 'Featured channels YouTube listed for a channel (channelSections.list), shared by every account and reused for DISCOVERY_RESCORE_DAYS';


--
-- Name: discovery_handles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_handles (
    handle text NOT NULL,
    channel_id text,
    read_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE discovery_handles; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_handles IS 'Channel handles resolved to channel ids, shared by every account';


--
-- Name: discovery_policies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_policies (
    account_id uuid NOT NULL,
    policy jsonb NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    next_run_at timestamp with time zone,
    mentions_read_until timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE discovery_policies; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_policies IS 'Each account''s discovery policy (GET/PUT /v1/discovery) and when its next periodic run is due (src/discovery/records.ts)';


--
-- Name: discovery_runs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_runs (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    units integer NOT NULL,
    units_spent integer DEFAULT 0 NOT NULL,
    units_by_source jsonb DEFAULT '{"chart": 0, "sample": 0, "search": 0, "mention": 0, "resolve": 0, "featured": 0}'::jsonb NOT NULL,
    candidates_found integer DEFAULT 0 NOT NULL,
    candidates_scored integer DEFAULT 0 NOT NULL,
    channels_tracked integer DEFAULT 0 NOT NULL,
    scheduled boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT discovery_runs_check CHECK (((units_spent >= 0) AND (units_spent <= units))),
    CONSTRAINT discovery_runs_units_check CHECK ((units >= 0))
);


--
-- Name: TABLE discovery_runs; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_runs IS 'Discovery runs, one per discovery-run operation (same id, whose checkpoint it is resumed from): budget, units spent by source, counts';


--
-- Name: discovery_searches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_searches (
    account_id uuid NOT NULL,
    query text NOT NULL,
    type text NOT NULL,
    page_token text,
    pages integer DEFAULT 0 NOT NULL,
    exhausted_at timestamp with time zone,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    published_before timestamp with time zone,
    window_pages integer DEFAULT 0 NOT NULL,
    CONSTRAINT discovery_searches_pages_check CHECK ((pages >= 0)),
    CONSTRAINT discovery_searches_type_check CHECK ((type = ANY (ARRAY['channel'::text, 'video'::text]))),
    CONSTRAINT discovery_searches_window_pages_check CHECK ((window_pages >= 0))
);


--
-- Name: TABLE discovery_searches; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_searches IS 'Where each of an account''s discovery searches stopped: the next page token and pages read; an exhausted search is read again from its first page after DISCOVERY_RESCORE_DAYS (src/discovery/search.ts)';


--
-- Name: discovery_units; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discovery_units (
    account_id uuid NOT NULL,
    day date NOT NULL,
    units integer DEFAULT 0 NOT NULL,
    CONSTRAINT discovery_units_units_check CHECK ((units >= 0))
);


--
-- Name: TABLE discovery_units; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.discovery_units IS 'Discovery units each account spent per quota day, against its policy''s dailyUnits';


--
-- Name: exports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    dataset text NOT NULL,
    format text NOT NULL,
    label text,
    filters jsonb DEFAULT '{}'::jsonb NOT NULL,
    cache_key text NOT NULL,
    operation_id uuid,
    served_from_cache boolean DEFAULT false NOT NULL,
    source_export_id uuid,
    storage_key text,
    row_count bigint,
    byte_size bigint,
    completed_at timestamp with time zone,
    expires_at timestamp with time zone,
    file_removed_at timestamp with time zone,
    idempotency_key text,
    request_hash text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    csv_formula_guard boolean DEFAULT true NOT NULL,
    storage text DEFAULT 'local'::text NOT NULL,
    sha256 text,
    data_snapshot pg_snapshot,
    CONSTRAINT exports_dataset_check CHECK ((dataset = ANY (ARRAY['sponsorships'::text, 'creators'::text, 'videos'::text, 'brands'::text]))),
    CONSTRAINT exports_format_check CHECK ((format = ANY (ARRAY['csv'::text, 'jsonl'::text, 'json'::text]))),
    CONSTRAINT exports_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT exports_storage_check CHECK ((storage = ANY (ARRAY['local'::text, 's3'::text])))
);


--
-- Name: TABLE exports; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.exports IS 'Exports of a list (dataset, format, filters), their file in storage and the snapshot it was read in, reused while no directory write that snapshot did not see has committed (src/exports)';


--
-- Name: operation_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.operation_counts (
    shard integer NOT NULL,
    kind text NOT NULL,
    status text NOT NULL,
    n bigint NOT NULL
);


--
-- Name: TABLE operation_counts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.operation_counts IS 'Operations by kind and status in 16 shards, kept by a statement trigger, summed for /metrics (src/metrics/sharedState.ts)';


--
-- Name: operations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.operations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    kind text NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    input jsonb NOT NULL,
    progress jsonb DEFAULT '{"phase": "queued", "total": 0, "current": 0, "message": "", "percent": 0}'::jsonb NOT NULL,
    output jsonb,
    checkpoint jsonb,
    error jsonb,
    cancel_requested_at timestamp with time zone,
    attempt integer DEFAULT 0 NOT NULL,
    lease_owner text,
    lease_expires_at timestamp with time zone,
    run_after timestamp with time zone DEFAULT now() NOT NULL,
    idempotency_key text,
    request_hash text,
    callback_origin text,
    callback_url_sealed text,
    callback_events text[],
    callback_format text,
    callback_secret_sealed text,
    callback_token_sealed text,
    last_progress_event_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    request_id text,
    callback_standard_webhooks boolean DEFAULT false NOT NULL,
    CONSTRAINT operations_callback_format_check CHECK ((callback_format = ANY (ARRAY['event'::text, 'session-message'::text]))),
    CONSTRAINT operations_check CHECK (((status = ANY (ARRAY['succeeded'::text, 'failed'::text, 'canceled'::text])) = (completed_at IS NOT NULL))),
    CONSTRAINT operations_kind_check CHECK ((kind = ANY (ARRAY['sponsor-detection'::text, 'brand-discovery'::text, 'influencer-similar'::text, 'export'::text, 'channel-sync'::text, 'discovery-run'::text]))),
    CONSTRAINT operations_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'succeeded'::text, 'failed'::text, 'canceled'::text])))
);


--
-- Name: TABLE operations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.operations IS 'Long-running operations (detection, imports, discovery runs, exports, syncs): kind, input, status, progress, checkpoint, lease and callback; queued and run by src/operations';


--
-- Name: rate_limits; Type: TABLE; Schema: public; Owner: -
--

CREATE UNLOGGED TABLE public.rate_limits (
    key text NOT NULL,
    tat double precision NOT NULL
);


--
-- Name: TABLE rate_limits; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.rate_limits IS 'The GCRA state of each limited principal (an API key, a console user): its theoretical arrival time in ms; unlogged, a crash only refills budgets (rate_limit_take(), src/limits/gcra.ts)';


--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    version integer NOT NULL,
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE schema_migrations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.schema_migrations IS 'The migrations this database has applied, by version (src/db/migrate.ts)';


--
-- Name: service_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.service_settings (
    name text NOT NULL,
    value text NOT NULL
);


--
-- Name: TABLE service_settings; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.service_settings IS 'Settings the service keeps for itself by name (the first start''s credentials note: src/demo/firstCredentials.ts)';


--
-- Name: short_link_expansions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.short_link_expansions (
    short_url text NOT NULL,
    final_url text,
    final_domain text,
    outcome text NOT NULL,
    hops integer NOT NULL,
    expanded_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE short_link_expansions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.short_link_expansions IS 'Where a short link led when detection expanded it (final URL and domain, outcome, hops), reused for later videos (src/detection/expansionStore.ts)';


--
-- Name: sign_in_failures; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sign_in_failures (
    email text NOT NULL,
    address text NOT NULL,
    failed_at timestamp with time zone DEFAULT now() NOT NULL,
    id bigint NOT NULL
);


--
-- Name: TABLE sign_in_failures; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.sign_in_failures IS 'Failed console sign-ins by email and address, which the sign-in limiter counts over its window (src/console/signInLimiter.ts)';


--
-- Name: sign_in_failures_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.sign_in_failures ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sign_in_failures_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: similar_brand_rankings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.similar_brand_rankings (
    brand_id uuid NOT NULL,
    data_snapshot pg_snapshot NOT NULL,
    items text[] NOT NULL,
    computed_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);


--
-- Name: TABLE similar_brand_rankings; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.similar_brand_rankings IS 'Each brand''s similar brands as read in data_snapshot: items are the first SIMILAR_BRANDS_MAX list items (JSON text), best first; served only while not directory_changed_since(data_snapshot) (src/directory/similar.ts)';


--
-- Name: sponsorship_changes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sponsorship_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: sponsorship_changes_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.sponsorship_changes_id_seq OWNED BY public.sponsorship_changes.id;


--
-- Name: tracked_channels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tracked_channels (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    channel_id text NOT NULL,
    backfill integer,
    status text DEFAULT 'active'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_synced_at timestamp with time zone,
    next_sync_at timestamp with time zone DEFAULT now() NOT NULL,
    last_sync jsonb,
    CONSTRAINT tracked_channels_backfill_check CHECK (((backfill IS NULL) OR (backfill >= 0))),
    CONSTRAINT tracked_channels_status_check CHECK ((status = ANY (ARRAY['active'::text, 'paused'::text, 'failed'::text])))
);


--
-- Name: TABLE tracked_channels; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.tracked_channels IS 'Channels an account tracks: backfill, status and when the next sync is due (src/tracking/records.ts)';


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_sign_in_at timestamp with time zone,
    CONSTRAINT users_email_check CHECK ((email = lower(email)))
);


--
-- Name: TABLE users; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.users IS 'Console users of an account: email and password hash (src/console/users.ts; src/cli/users.ts creates them)';


--
-- Name: video_states; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.video_states (
    video_id text NOT NULL,
    processing_state text NOT NULL,
    published_at timestamp with time zone NOT NULL
);


--
-- Name: TABLE video_states; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.video_states IS 'Each video''s processing state and publication time, copied by the statement triggers of videos (videos_stats_insert, videos_stats_update; a deleted video''s copy goes by its foreign key): the ?processingState= filter walks video_states_order, so no index of videos reads the state and a state change is a heap-only update (src/directory/videos.ts)';


--
-- Name: watches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.watches (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    label text,
    filters jsonb NOT NULL,
    on_changes text[] DEFAULT '{created}'::text[] NOT NULL,
    paused boolean DEFAULT false NOT NULL,
    max_batch integer DEFAULT 100 NOT NULL,
    brand_id uuid,
    channel_id text,
    brand_domain text,
    type text,
    min_confidence real,
    search_pattern text,
    detected_after timestamp with time zone,
    detected_before timestamp with time zone,
    published_after timestamp with time zone,
    published_before timestamp with time zone,
    callback_origin text NOT NULL,
    callback_url_sealed text NOT NULL,
    callback_format text NOT NULL,
    callback_secret_sealed text,
    callback_token_sealed text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    needs_lookup boolean GENERATED ALWAYS AS ((COALESCE(POSITION(('
'::text) IN (search_pattern)), 0) > 0)) STORED NOT NULL,
    callback_standard_webhooks boolean DEFAULT false NOT NULL,
    CONSTRAINT watches_callback_format_check CHECK ((callback_format = ANY (ARRAY['event'::text, 'session-message'::text]))),
    CONSTRAINT watches_max_batch_check CHECK (((max_batch >= 1) AND (max_batch <= 100))),
    CONSTRAINT watches_on_changes_check CHECK (((cardinality(on_changes) > 0) AND (on_changes <@ ARRAY['created'::text, 'removed'::text, 'typeChanged'::text])))
);


--
-- Name: TABLE watches; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.watches IS 'An account''s watches of the sponsorships list: the filters as given and one column each for the match predicate, the callback, which changes it is told of (src/watches, src/http/routes/watches.ts)';


--
-- Name: webhook_attempt_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_attempt_counts (
    shard integer NOT NULL,
    outcome text NOT NULL,
    n bigint NOT NULL
);


--
-- Name: TABLE webhook_attempt_counts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.webhook_attempt_counts IS 'Delivery attempts by outcome in 16 shards, kept by a statement trigger, summed for /metrics (src/metrics/sharedState.ts)';


--
-- Name: webhook_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_attempts (
    delivery_id uuid NOT NULL,
    attempt integer NOT NULL,
    started_at timestamp with time zone NOT NULL,
    duration_ms integer NOT NULL,
    http_status integer,
    error text,
    response_snippet text
);


--
-- Name: TABLE webhook_attempts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.webhook_attempts IS 'Each attempt of a delivery: when, how long, the HTTP status or error and the start of the answer (GET …/deliveries, src/webhooks/deliveries.ts)';


--
-- Name: webhook_deliveries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_deliveries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    operation_id uuid,
    event_type text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempt_count integer DEFAULT 0 NOT NULL,
    schedule_position integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone,
    last_attempt_at timestamp with time zone,
    last_http_status integer,
    last_error text,
    delivered_at timestamp with time zone,
    lease_owner text,
    lease_expires_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    watch_id uuid,
    CONSTRAINT webhook_deliveries_one_owner CHECK (((operation_id IS NULL) <> (watch_id IS NULL))),
    CONSTRAINT webhook_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'abandoned'::text])))
);


--
-- Name: TABLE webhook_deliveries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.webhook_deliveries IS 'One delivery of an event to its callback: status, attempts, the next attempt''s time and the lease of the dispatcher sending it (src/webhooks)';


--
-- Name: webhook_delivery_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_delivery_counts (
    shard integer NOT NULL,
    status text NOT NULL,
    n bigint NOT NULL
);


--
-- Name: TABLE webhook_delivery_counts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.webhook_delivery_counts IS 'Deliveries by status in 16 shards, kept by a statement trigger, summed for /metrics (src/metrics/sharedState.ts)';


--
-- Name: webhook_endpoints; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_endpoints (
    endpoint text NOT NULL,
    consecutive_failures integer NOT NULL,
    opened_at timestamp with time zone,
    probe_after timestamp with time zone,
    cooldown_ms integer,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT webhook_endpoints_check CHECK ((((opened_at IS NULL) = (probe_after IS NULL)) AND ((opened_at IS NULL) = (cooldown_ms IS NULL)))),
    CONSTRAINT webhook_endpoints_consecutive_failures_check CHECK ((consecutive_failures > 0))
);


--
-- Name: TABLE webhook_endpoints; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.webhook_endpoints IS 'Circuit state of a webhook endpoint (URL origin) that failed since it last answered: consecutive failures, when it opened, when a probe may go, its cool-down; deleted when it answers (src/webhooks/dispatcher.ts)';


--
-- Name: webhook_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    operation_id uuid,
    type text NOT NULL,
    terminal boolean NOT NULL,
    operation jsonb,
    occurred_at timestamp with time zone DEFAULT now() NOT NULL,
    watch_id uuid,
    payload jsonb,
    CONSTRAINT webhook_events_one_owner CHECK (((operation_id IS NULL) <> (watch_id IS NULL)))
);


--
-- Name: TABLE webhook_events; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.webhook_events IS 'Events to tell a callback (an operation''s progress or end, a watch''s matched changes) with their payload; the dispatcher delivers them (src/webhooks/dispatcher.ts)';


--
-- Name: youtube_quota; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.youtube_quota (
    day date NOT NULL,
    units integer DEFAULT 0 NOT NULL,
    exhausted_at timestamp with time zone,
    CONSTRAINT youtube_quota_units_check CHECK ((units >= 0))
);


--
-- Name: TABLE youtube_quota; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.youtube_quota IS 'YouTube Data API units spent per quota day (Pacific time) and when the quota ran out (src/tracking/quota.ts)';


--
-- Name: youtube_quota_accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.youtube_quota_accounts (
    day date NOT NULL,
    account_id uuid NOT NULL,
    units integer DEFAULT 0 NOT NULL,
    CONSTRAINT youtube_quota_accounts_units_check CHECK ((units >= 0))
);


--
-- Name: TABLE youtube_quota_accounts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.youtube_quota_accounts IS 'YouTube Data API units each account spent per quota day (Pacific time): its share, YOUTUBE_ACCOUNT_DAILY_UNITS (src/tracking/quota.ts)';


--
-- Name: sponsorship_changes id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorship_changes ALTER COLUMN id SET DEFAULT nextval('public.sponsorship_changes_id_seq'::regclass);


-- ==============================================================================================================
-- Constraints and indexes
-- ==============================================================================================================


--
-- Name: accounts accounts_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_name_key UNIQUE (name);


--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);


--
-- Name: agencies agencies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.agencies
    ADD CONSTRAINT agencies_pkey PRIMARY KEY (id);


--
-- Name: api_keys api_keys_key_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash);


--
-- Name: api_keys api_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);


--
-- Name: brand_agency_stats brand_agency_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brand_agency_stats
    ADD CONSTRAINT brand_agency_stats_pkey PRIMARY KEY (brand_id, agency_id);


--
-- Name: brand_domains brand_domains_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brand_domains
    ADD CONSTRAINT brand_domains_pkey PRIMARY KEY (domain);


--
-- Name: brand_type_stats brand_type_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brand_type_stats
    ADD CONSTRAINT brand_type_stats_pkey PRIMARY KEY (brand_id, type);


--
-- Name: brands brands_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_pkey PRIMARY KEY (id);


--
-- Name: channel_sync_state channel_sync_state_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.channel_sync_state
    ADD CONSTRAINT channel_sync_state_pkey PRIMARY KEY (channel_id);


--
-- Name: console_sessions console_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.console_sessions
    ADD CONSTRAINT console_sessions_pkey PRIMARY KEY (id);


--
-- Name: console_sessions console_sessions_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.console_sessions
    ADD CONSTRAINT console_sessions_token_hash_key UNIQUE (token_hash);


--
-- Name: creator_brand_stats creator_brand_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.creator_brand_stats
    ADD CONSTRAINT creator_brand_stats_pkey PRIMARY KEY (channel_id, brand_id);


--
-- Name: creator_type_stats creator_type_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.creator_type_stats
    ADD CONSTRAINT creator_type_stats_pkey PRIMARY KEY (channel_id, type);


--
-- Name: creators creators_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.creators
    ADD CONSTRAINT creators_pkey PRIMARY KEY (channel_id);


--
-- Name: directory_changes_pruned directory_changes_pruned_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.directory_changes_pruned
    ADD CONSTRAINT directory_changes_pruned_pkey PRIMARY KEY (one);


--
-- Name: discovery_candidates discovery_candidates_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_candidates
    ADD CONSTRAINT discovery_candidates_pkey PRIMARY KEY (account_id, channel_id);


--
-- Name: discovery_charts discovery_charts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_charts
    ADD CONSTRAINT discovery_charts_pkey PRIMARY KEY (region, category, page);


--
-- Name: discovery_featured discovery_featured_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_featured
    ADD CONSTRAINT discovery_featured_pkey PRIMARY KEY (channel_id);


--
-- Name: discovery_handles discovery_handles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_handles
    ADD CONSTRAINT discovery_handles_pkey PRIMARY KEY (handle);


--
-- Name: discovery_policies discovery_policies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_policies
    ADD CONSTRAINT discovery_policies_pkey PRIMARY KEY (account_id);


--
-- Name: discovery_runs discovery_runs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_runs
    ADD CONSTRAINT discovery_runs_pkey PRIMARY KEY (id);


--
-- Name: discovery_searches discovery_searches_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_searches
    ADD CONSTRAINT discovery_searches_pkey PRIMARY KEY (account_id, query, type);


--
-- Name: discovery_units discovery_units_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_units
    ADD CONSTRAINT discovery_units_pkey PRIMARY KEY (account_id, day);


--
-- Name: exports exports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exports
    ADD CONSTRAINT exports_pkey PRIMARY KEY (id);


--
-- Name: operation_counts operation_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.operation_counts
    ADD CONSTRAINT operation_counts_pkey PRIMARY KEY (shard, kind, status);


--
-- Name: operations operations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.operations
    ADD CONSTRAINT operations_pkey PRIMARY KEY (id);


--
-- Name: rate_limits rate_limits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);


--
-- Name: service_settings service_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.service_settings
    ADD CONSTRAINT service_settings_pkey PRIMARY KEY (name);


--
-- Name: short_link_expansions short_link_expansions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.short_link_expansions
    ADD CONSTRAINT short_link_expansions_pkey PRIMARY KEY (short_url);


--
-- Name: similar_brand_rankings similar_brand_rankings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.similar_brand_rankings
    ADD CONSTRAINT similar_brand_rankings_pkey PRIMARY KEY (brand_id);


--
-- Name: sponsorship_changes sponsorship_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorship_changes
    ADD CONSTRAINT sponsorship_changes_pkey PRIMARY KEY (id);


--
-- Name: sponsorships sponsorships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorships
    ADD CONSTRAINT sponsorships_pkey PRIMARY KEY (id);


--
-- Name: sponsorships sponsorships_video_id_brand_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorships
    ADD CONSTRAINT sponsorships_video_id_brand_id_key UNIQUE (video_id, brand_id);


--
-- Name: tracked_channels tracked_channels_account_id_channel_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tracked_channels
    ADD CONSTRAINT tracked_channels_account_id_channel_id_key UNIQUE (account_id, channel_id);


--
-- Name: tracked_channels tracked_channels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tracked_channels
    ADD CONSTRAINT tracked_channels_pkey PRIMARY KEY (id);


--
-- Name: users users_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_email_key UNIQUE (email);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: video_states video_states_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.video_states
    ADD CONSTRAINT video_states_pkey PRIMARY KEY (video_id);


--
-- Name: videos videos_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.videos
    ADD CONSTRAINT videos_pkey PRIMARY KEY (video_id);


--
-- Name: watch_positions watch_positions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.watch_positions
    ADD CONSTRAINT watch_positions_pkey PRIMARY KEY (watch_id);


--
-- Name: watches watches_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.watches
    ADD CONSTRAINT watches_pkey PRIMARY KEY (id);


--
-- Name: webhook_attempt_counts webhook_attempt_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_attempt_counts
    ADD CONSTRAINT webhook_attempt_counts_pkey PRIMARY KEY (shard, outcome);


--
-- Name: webhook_attempts webhook_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_attempts
    ADD CONSTRAINT webhook_attempts_pkey PRIMARY KEY (delivery_id, attempt);


--
-- Name: webhook_deliveries webhook_deliveries_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_event_id_key UNIQUE (event_id);


--
-- Name: webhook_deliveries webhook_deliveries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id);


--
-- Name: webhook_delivery_counts webhook_delivery_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_delivery_counts
    ADD CONSTRAINT webhook_delivery_counts_pkey PRIMARY KEY (shard, status);


--
-- Name: webhook_endpoints webhook_endpoints_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_endpoints
    ADD CONSTRAINT webhook_endpoints_pkey PRIMARY KEY (endpoint);


--
-- Name: webhook_events webhook_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_events
    ADD CONSTRAINT webhook_events_pkey PRIMARY KEY (id);


--
-- Name: youtube_quota_accounts youtube_quota_accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.youtube_quota_accounts
    ADD CONSTRAINT youtube_quota_accounts_pkey PRIMARY KEY (day, account_id);


--
-- Name: youtube_quota youtube_quota_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.youtube_quota
    ADD CONSTRAINT youtube_quota_pkey PRIMARY KEY (day);


--
-- Name: api_keys_account; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX api_keys_account ON public.api_keys USING btree (account_id, created_at DESC, id DESC);


--
-- Name: brand_domains_brand; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brand_domains_brand ON public.brand_domains USING btree (brand_id);


--
-- Name: brands_last_sponsorship_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_last_sponsorship_order ON public.brands USING btree (COALESCE(last_sponsorship_at, '-infinity'::timestamp with time zone) DESC, id DESC);


--
-- Name: brands_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_order ON public.brands USING btree (lower(name), id);


--
-- Name: brands_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_search ON public.brands USING gin (lower(name) public.gin_trgm_ops);


--
-- Name: brands_sponsorships_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_sponsorships_order ON public.brands USING btree (sponsorship_count DESC, id DESC);


--
-- Name: console_sessions_expiry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX console_sessions_expiry ON public.console_sessions USING btree (expires_at);


--
-- Name: console_sessions_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX console_sessions_user ON public.console_sessions USING btree (user_id);


--
-- Name: creator_brand_stats_brand; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creator_brand_stats_brand ON public.creator_brand_stats USING btree (brand_id, sponsorship_count DESC, channel_id) INCLUDE (last_sponsorship_at);


--
-- Name: creator_brand_stats_brand_last; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creator_brand_stats_brand_last ON public.creator_brand_stats USING btree (brand_id, last_sponsorship_at DESC NULLS LAST);


--
-- Name: creator_brand_stats_creator; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creator_brand_stats_creator ON public.creator_brand_stats USING btree (channel_id, sponsorship_count DESC, brand_id) INCLUDE (last_sponsorship_at);


--
-- Name: creators_handle_lower; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creators_handle_lower ON public.creators USING btree (lower(handle));


--
-- Name: creators_last_sponsorship_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creators_last_sponsorship_order ON public.creators USING btree (COALESCE(last_sponsorship_at, '-infinity'::timestamp with time zone) DESC, channel_id DESC);


--
-- Name: creators_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creators_order ON public.creators USING btree (COALESCE(subscriber_count, ('-1'::integer)::bigint) DESC, channel_id DESC);


--
-- Name: creators_platform_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creators_platform_order ON public.creators USING btree (platform, COALESCE(subscriber_count, ('-1'::integer)::bigint) DESC, channel_id DESC);


--
-- Name: creators_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creators_search ON public.creators USING gin (lower(((COALESCE(title, ''::text) || ' '::text) || COALESCE(handle, ''::text))) public.gin_trgm_ops);


--
-- Name: creators_sponsorships_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX creators_sponsorships_order ON public.creators USING btree (sponsorship_count DESC, channel_id DESC);


--
-- Name: directory_changes_xid; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX directory_changes_xid ON public.directory_changes USING btree (xid);


--
-- Name: discovery_candidates_found; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discovery_candidates_found ON public.discovery_candidates USING btree (account_id, found_at DESC, channel_id DESC);


--
-- Name: discovery_candidates_score; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discovery_candidates_score ON public.discovery_candidates USING btree (account_id, ((COALESCE(round((score * (1000000)::double precision)), ('-1'::integer)::double precision))::bigint) DESC, channel_id DESC);


--
-- Name: discovery_candidates_subscribers; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discovery_candidates_subscribers ON public.discovery_candidates USING btree (account_id, COALESCE(subscriber_count, ('-1'::integer)::bigint) DESC, channel_id DESC);


--
-- Name: discovery_policies_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discovery_policies_due ON public.discovery_policies USING btree (next_run_at) WHERE enabled;


--
-- Name: discovery_runs_account; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discovery_runs_account ON public.discovery_runs USING btree (account_id, created_at DESC, id DESC);


--
-- Name: exports_account_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exports_account_order ON public.exports USING btree (account_id, created_at DESC, id DESC);


--
-- Name: exports_expiry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exports_expiry ON public.exports USING btree (expires_at) WHERE (file_removed_at IS NULL);


--
-- Name: exports_idempotency; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX exports_idempotency ON public.exports USING btree (account_id, idempotency_key) WHERE (idempotency_key IS NOT NULL);


--
-- Name: exports_operation; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exports_operation ON public.exports USING btree (operation_id);


--
-- Name: operations_account_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX operations_account_order ON public.operations USING btree (account_id, created_at DESC, id DESC);


--
-- Name: operations_claim; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX operations_claim ON public.operations USING btree (run_after, created_at) WHERE (status = 'queued'::text);


--
-- Name: operations_idempotency; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX operations_idempotency ON public.operations USING btree (account_id, idempotency_key) WHERE (idempotency_key IS NOT NULL);


--
-- Name: operations_leases; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX operations_leases ON public.operations USING btree (lease_expires_at) WHERE (status = 'running'::text);


--
-- Name: operations_one_channel_sync; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX operations_one_channel_sync ON public.operations USING btree (((input ->> 'channelId'::text))) WHERE ((kind = 'channel-sync'::text) AND (status = ANY (ARRAY['queued'::text, 'running'::text])));


--
-- Name: operations_one_discovery_run; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX operations_one_discovery_run ON public.operations USING btree (account_id) WHERE ((kind = 'discovery-run'::text) AND (status = ANY (ARRAY['queued'::text, 'running'::text])));


--
-- Name: short_link_expansions_final_domain; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX short_link_expansions_final_domain ON public.short_link_expansions USING btree (final_domain) WHERE (final_domain IS NOT NULL);


--
-- Name: sign_in_failures_address; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sign_in_failures_address ON public.sign_in_failures USING btree (address, failed_at);


--
-- Name: sign_in_failures_age; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sign_in_failures_age ON public.sign_in_failures USING btree (failed_at);


--
-- Name: sign_in_failures_lookup; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sign_in_failures_lookup ON public.sign_in_failures USING btree (email, address, failed_at);


--
-- Name: sponsorship_changes_txid; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorship_changes_txid ON public.sponsorship_changes USING btree (txid);


--
-- Name: sponsorship_changes_watches; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorship_changes_watches ON public.sponsorship_changes USING gin (watch_ids);


--
-- Name: sponsorships_brand_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_brand_order ON public.sponsorships USING btree (brand_id, detected_at DESC, id DESC);


--
-- Name: sponsorships_brand_published_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_brand_published_order ON public.sponsorships USING btree (brand_id, published_at DESC, id DESC);


--
-- Name: sponsorships_brand_type_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_brand_type_order ON public.sponsorships USING btree (brand_id, type, detected_at DESC, id DESC);


--
-- Name: sponsorships_brand_views_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_brand_views_order ON public.sponsorships USING btree (brand_id, COALESCE(view_count, ('-1'::integer)::bigint) DESC, id DESC);


--
-- Name: sponsorships_channel_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_channel_order ON public.sponsorships USING btree (channel_id, detected_at DESC, id DESC);


--
-- Name: sponsorships_channel_published_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_channel_published_order ON public.sponsorships USING btree (channel_id, published_at DESC, id DESC);


--
-- Name: sponsorships_channel_views_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_channel_views_order ON public.sponsorships USING btree (channel_id, COALESCE(view_count, ('-1'::integer)::bigint) DESC, id DESC);


--
-- Name: sponsorships_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_order ON public.sponsorships USING btree (detected_at DESC, id DESC) INCLUDE (published_at, view_count, search);


--
-- Name: INDEX sponsorships_order; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON INDEX public.sponsorships_order IS 'Newest detection first (the list''s default order); the other orders'' keys and the search document included, so the rows of a detection range are read without the heap, and a search page tests the document here';


--
-- Name: sponsorships_published_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_published_order ON public.sponsorships USING btree (published_at DESC, id DESC) INCLUDE (detected_at, view_count);


--
-- Name: INDEX sponsorships_published_order; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON INDEX public.sponsorships_published_order IS 'Newest publication first; the other orders'' keys included, so the rows of a publication range are read without the heap';


--
-- Name: sponsorships_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_search ON public.sponsorships USING gin (search public.gin_trgm_ops);


--
-- Name: sponsorships_type_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_type_order ON public.sponsorships USING btree (type, detected_at DESC, id DESC);


--
-- Name: sponsorships_views_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sponsorships_views_order ON public.sponsorships USING btree (COALESCE(view_count, ('-1'::integer)::bigint) DESC, id DESC);


--
-- Name: tracked_channels_account; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tracked_channels_account ON public.tracked_channels USING btree (account_id, created_at DESC, id DESC);


--
-- Name: tracked_channels_channel; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tracked_channels_channel ON public.tracked_channels USING btree (channel_id);


--
-- Name: tracked_channels_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tracked_channels_due ON public.tracked_channels USING btree (next_sync_at) WHERE (status = 'active'::text);


--
-- Name: users_account; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_account ON public.users USING btree (account_id);


--
-- Name: video_states_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX video_states_order ON public.video_states USING btree (processing_state, published_at DESC, video_id DESC);


--
-- Name: videos_channel_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX videos_channel_order ON public.videos USING btree (channel_id, published_at DESC, video_id DESC);


--
-- Name: videos_channel_views_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX videos_channel_views_order ON public.videos USING btree (channel_id, COALESCE(view_count, ('-1'::integer)::bigint) DESC, video_id DESC);


--
-- Name: videos_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX videos_order ON public.videos USING btree (published_at DESC, video_id DESC) INCLUDE (view_count);


--
-- Name: INDEX videos_order; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON INDEX public.videos_order IS 'Newest publication first (the videos list''s default order); the view count included, so a publication range in view order is read without the heap';


--
-- Name: videos_platform_format_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX videos_platform_format_order ON public.videos USING btree (platform, format, published_at DESC, video_id DESC);


--
-- Name: videos_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX videos_search ON public.videos USING gin (lower(title) public.gin_trgm_ops);


--
-- Name: videos_views_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX videos_views_order ON public.videos USING btree (COALESCE(view_count, ('-1'::integer)::bigint) DESC, video_id DESC);


--
-- Name: watches_account_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX watches_account_order ON public.watches USING btree (account_id, created_at DESC, id DESC);


--
-- Name: watches_by_brand; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX watches_by_brand ON public.watches USING btree (brand_id) INCLUDE (id, on_changes, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before) WHERE ((NOT paused) AND (brand_id IS NOT NULL));


--
-- Name: watches_by_channel; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX watches_by_channel ON public.watches USING btree (channel_id) INCLUDE (id, on_changes, brand_id, brand_domain, type, min_confidence, search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before) WHERE ((NOT paused) AND (brand_id IS NULL) AND (channel_id IS NOT NULL));


--
-- Name: watches_by_domain; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX watches_by_domain ON public.watches USING btree (brand_domain) INCLUDE (id, on_changes, brand_id, channel_id, type, min_confidence, search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before) WHERE ((NOT paused) AND (brand_id IS NULL) AND (channel_id IS NULL) AND (brand_domain IS NOT NULL));


--
-- Name: watches_by_type; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX watches_by_type ON public.watches USING btree (type) INCLUDE (id, on_changes, brand_id, channel_id, brand_domain, min_confidence, search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before) WHERE ((NOT paused) AND (brand_id IS NULL) AND (channel_id IS NULL) AND (brand_domain IS NULL) AND (type IS NOT NULL));


--
-- Name: watches_unkeyed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX watches_unkeyed ON public.watches USING btree (id) INCLUDE (on_changes, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before) WHERE ((NOT paused) AND (brand_id IS NULL) AND (channel_id IS NULL) AND (brand_domain IS NULL) AND (type IS NULL));


--
-- Name: webhook_deliveries_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_deliveries_due ON public.webhook_deliveries USING btree (next_attempt_at) WHERE (status = 'pending'::text);


--
-- Name: webhook_deliveries_operation; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_deliveries_operation ON public.webhook_deliveries USING btree (operation_id, created_at, id);


--
-- Name: webhook_deliveries_watch; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_deliveries_watch ON public.webhook_deliveries USING btree (watch_id, created_at, id) WHERE (watch_id IS NOT NULL);


--
-- Name: webhook_deliveries_watch_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_deliveries_watch_pending ON public.webhook_deliveries USING btree (watch_id) WHERE ((watch_id IS NOT NULL) AND (status = 'pending'::text));


--
-- Name: webhook_events_one_terminal; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX webhook_events_one_terminal ON public.webhook_events USING btree (operation_id) WHERE terminal;


--
-- Name: webhook_events_operation; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_events_operation ON public.webhook_events USING btree (operation_id, occurred_at);


--
-- Name: api_keys api_keys_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: brand_agency_stats brand_agency_stats_agency_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brand_agency_stats
    ADD CONSTRAINT brand_agency_stats_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agencies(id) ON DELETE CASCADE;


--
-- Name: brand_agency_stats brand_agency_stats_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brand_agency_stats
    ADD CONSTRAINT brand_agency_stats_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brand_domains brand_domains_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brand_domains
    ADD CONSTRAINT brand_domains_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brand_type_stats brand_type_stats_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brand_type_stats
    ADD CONSTRAINT brand_type_stats_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brands brands_agency_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agencies(id);


--
-- Name: console_sessions console_sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.console_sessions
    ADD CONSTRAINT console_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: creator_brand_stats creator_brand_stats_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.creator_brand_stats
    ADD CONSTRAINT creator_brand_stats_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: creator_brand_stats creator_brand_stats_channel_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.creator_brand_stats
    ADD CONSTRAINT creator_brand_stats_channel_id_fkey FOREIGN KEY (channel_id) REFERENCES public.creators(channel_id) ON DELETE CASCADE;


--
-- Name: creator_type_stats creator_type_stats_channel_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.creator_type_stats
    ADD CONSTRAINT creator_type_stats_channel_id_fkey FOREIGN KEY (channel_id) REFERENCES public.creators(channel_id) ON DELETE CASCADE;


--
-- Name: discovery_candidates discovery_candidates_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_candidates
    ADD CONSTRAINT discovery_candidates_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: discovery_policies discovery_policies_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_policies
    ADD CONSTRAINT discovery_policies_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: discovery_runs discovery_runs_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_runs
    ADD CONSTRAINT discovery_runs_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: discovery_runs discovery_runs_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_runs
    ADD CONSTRAINT discovery_runs_id_fkey FOREIGN KEY (id) REFERENCES public.operations(id) ON DELETE CASCADE;


--
-- Name: discovery_searches discovery_searches_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_searches
    ADD CONSTRAINT discovery_searches_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: discovery_units discovery_units_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discovery_units
    ADD CONSTRAINT discovery_units_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: exports exports_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exports
    ADD CONSTRAINT exports_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: exports exports_operation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exports
    ADD CONSTRAINT exports_operation_id_fkey FOREIGN KEY (operation_id) REFERENCES public.operations(id);


--
-- Name: exports exports_source_export_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exports
    ADD CONSTRAINT exports_source_export_id_fkey FOREIGN KEY (source_export_id) REFERENCES public.exports(id);


--
-- Name: operations operations_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.operations
    ADD CONSTRAINT operations_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: similar_brand_rankings similar_brand_rankings_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.similar_brand_rankings
    ADD CONSTRAINT similar_brand_rankings_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: sponsorships sponsorships_agency_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorships
    ADD CONSTRAINT sponsorships_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agencies(id);


--
-- Name: sponsorships sponsorships_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorships
    ADD CONSTRAINT sponsorships_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id);


--
-- Name: sponsorships sponsorships_channel_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorships
    ADD CONSTRAINT sponsorships_channel_id_fkey FOREIGN KEY (channel_id) REFERENCES public.creators(channel_id);


--
-- Name: sponsorships sponsorships_video_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sponsorships
    ADD CONSTRAINT sponsorships_video_id_fkey FOREIGN KEY (video_id) REFERENCES public.videos(video_id) ON DELETE CASCADE;


--
-- Name: tracked_channels tracked_channels_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tracked_channels
    ADD CONSTRAINT tracked_channels_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: users users_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: video_states video_states_video_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.video_states
    ADD CONSTRAINT video_states_video_id_fkey FOREIGN KEY (video_id) REFERENCES public.videos(video_id) ON DELETE CASCADE;


--
-- Name: videos videos_channel_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.videos
    ADD CONSTRAINT videos_channel_id_fkey FOREIGN KEY (channel_id) REFERENCES public.creators(channel_id);


--
-- Name: watch_positions watch_positions_watch_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.watch_positions
    ADD CONSTRAINT watch_positions_watch_id_fkey FOREIGN KEY (watch_id) REFERENCES public.watches(id) ON DELETE CASCADE;


--
-- Name: watches watches_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.watches
    ADD CONSTRAINT watches_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: webhook_attempts webhook_attempts_delivery_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_attempts
    ADD CONSTRAINT webhook_attempts_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES public.webhook_deliveries(id) ON DELETE CASCADE;


--
-- Name: webhook_deliveries webhook_deliveries_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.webhook_events(id) ON DELETE CASCADE;


--
-- Name: webhook_deliveries webhook_deliveries_operation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_operation_id_fkey FOREIGN KEY (operation_id) REFERENCES public.operations(id) ON DELETE CASCADE;


--
-- Name: webhook_deliveries webhook_deliveries_watch_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_watch_id_fkey FOREIGN KEY (watch_id) REFERENCES public.watches(id) ON DELETE CASCADE;


--
-- Name: webhook_events webhook_events_operation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_events
    ADD CONSTRAINT webhook_events_operation_id_fkey FOREIGN KEY (operation_id) REFERENCES public.operations(id) ON DELETE CASCADE;


--
-- Name: webhook_events webhook_events_watch_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_events
    ADD CONSTRAINT webhook_events_watch_id_fkey FOREIGN KEY (watch_id) REFERENCES public.watches(id) ON DELETE CASCADE;


--
-- Name: youtube_quota_accounts youtube_quota_accounts_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.youtube_quota_accounts
    ADD CONSTRAINT youtube_quota_accounts_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


-- ==============================================================================================================
-- Functions and triggers: Change log: the read-cache tags each directory write moved, read by the read cache and the export cache; a statement trigger an event and one truncate trigger a directory table (migrations 019, 022, 060, 061, 075, 088; generated from src/directory/tags.ts)
-- ==============================================================================================================


--
-- Name: agencies_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.agencies_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from (
      select array[
      'a'] as a
      from new_rows n
    ) r, unnest(r.a) x
    where x is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from (
      select array[
      'a'] as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  else
    select array_agg(distinct x) into t from (
      select array[
      'a'] as a
      from new_rows n
      union all
      select array[
      'a'] as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  end if;
  perform directory_change_record(t);
  return null;
end
$$;


--
-- Name: FUNCTION agencies_changed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.agencies_changed() IS 'Records the read-cache tags a statement writing agencies rows moved in the change log (directory_changes, read by the read cache and the export cache), once, through directory_change_record(); generated from src/directory/tags.ts';


--
-- Name: brand_domains_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.brand_domains_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from (
      select array[
      'bd:' || n.domain] as a
      from new_rows n
    ) r, unnest(r.a) x
    where x is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from (
      select array[
      'bd:' || o.domain] as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  else
    select array_agg(distinct x) into t from (
      select array[
      'bd:' || n.domain] as a
      from new_rows n
      union all
      select array[
      'bd:' || o.domain] as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  end if;
  perform directory_change_record(t);
  return null;
end
$$;


--
-- Name: FUNCTION brand_domains_changed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.brand_domains_changed() IS 'Records the read-cache tags a statement writing brand_domains rows moved in the change log (directory_changes, read by the read cache and the export cache), once, through directory_change_record(); generated from src/directory/tags.ts';


--
-- Name: brands_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.brands_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from (
      select array[
      'b',
      'b:' || n.id,
      'bn:' || n.id] as a
      from new_rows n
    ) r, unnest(r.a) x
    where x is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from (
      select array[
      'b',
      'b:' || o.id,
      'bn:' || o.id] as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  else
    select array_agg(distinct x) into t from (
      select array[
      'b:' || n.id,
      case when (n.name, n.kind, n.domains) is distinct from (o.name, o.kind, o.domains) then 'bn:' || n.id end,
      case when (n.name, n.domains) is distinct from (o.name, o.domains) then 'b' end,
      case when n.sponsorship_count is distinct from o.sponsorship_count then 'b.sc' end,
      case when n.last_sponsorship_at is distinct from o.last_sponsorship_at then 'b.ls' end] as a
      from new_rows n join old_rows o on o.id = n.id
      union all
      select array[
      'b',
      'b:' || n.id,
      'bn:' || n.id] as a
      from new_rows n
      where not exists (select 1 from old_rows o where o.id = n.id)
      union all
      select array[
      'b',
      'b:' || o.id,
      'bn:' || o.id] as a
      from old_rows o
      where not exists (select 1 from new_rows n where o.id = n.id)
    ) r, unnest(r.a) x
    where x is not null;
  end if;
  perform directory_change_record(t);
  return null;
end
$$;


--
-- Name: FUNCTION brands_changed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.brands_changed() IS 'Records the read-cache tags a statement writing brands rows moved in the change log (directory_changes, read by the read cache and the export cache), once, through directory_change_record(); generated from src/directory/tags.ts';


--
-- Name: creators_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.creators_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from (
      select array[
      'c',
      'c:' || n.channel_id,
      'cn:' || n.channel_id,
      'cn'] as a
      from new_rows n
    ) r, unnest(r.a) x
    where x is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from (
      select array[
      'c',
      'c:' || o.channel_id,
      'cn:' || o.channel_id,
      'cn'] as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  else
    select array_agg(distinct x) into t from (
      select array[
      'c:' || n.channel_id,
      case when (n.title, n.handle, n.avatar_url) is distinct from (o.title, o.handle, o.avatar_url) then 'cn:' || n.channel_id end,
      case when (n.title, n.handle, n.avatar_url) is distinct from (o.title, o.handle, o.avatar_url) then 'cn' end,
      case when (n.title, n.handle, n.platform) is distinct from (o.title, o.handle, o.platform) then 'c' end,
      case when n.subscriber_count is distinct from o.subscriber_count then 'c.sub' end,
      case when n.sponsorship_count is distinct from o.sponsorship_count then 'c.sc' end,
      case when n.last_sponsorship_at is distinct from o.last_sponsorship_at then 'c.ls' end] as a
      from new_rows n join old_rows o on o.channel_id = n.channel_id
      union all
      select array[
      'c',
      'c:' || n.channel_id,
      'cn:' || n.channel_id,
      'cn'] as a
      from new_rows n
      where not exists (select 1 from old_rows o where o.channel_id = n.channel_id)
      union all
      select array[
      'c',
      'c:' || o.channel_id,
      'cn:' || o.channel_id,
      'cn'] as a
      from old_rows o
      where not exists (select 1 from new_rows n where o.channel_id = n.channel_id)
    ) r, unnest(r.a) x
    where x is not null;
  end if;
  perform directory_change_record(t);
  return null;
end
$$;


--
-- Name: FUNCTION creators_changed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.creators_changed() IS 'Records the read-cache tags a statement writing creators rows moved in the change log (directory_changes, read by the read cache and the export cache), once, through directory_change_record(); generated from src/directory/tags.ts';


--
-- Name: directory_change_record(text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_change_record(p_tags text[]) RETURNS void
    LANGUAGE sql
    AS $$
  insert into directory_changes (tags) select p_tags where cardinality(p_tags) > 0
$$;


--
-- Name: FUNCTION directory_change_record(p_tags text[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_change_record(p_tags text[]) IS 'Records a directory write once: its read-cache tags in directory_changes, read by the read cache (directory_changes_since()) and the export cache (directory_changed_since())';


--
-- Name: directory_changed_everything(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_changed_everything() RETURNS void
    LANGUAGE sql
    AS $$
  select directory_changes_add('{*}');
$$;


--
-- Name: FUNCTION directory_changed_everything(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_changed_everything() IS 'Moves every tag (*: every cached response and export file): after a TRUNCATE or a bulk load with triggers off (src/demo/seed.ts); generated from src/directory/tags.ts';


--
-- Name: directory_changed_since(pg_snapshot); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_changed_since(prev pg_snapshot) RETURNS boolean
    LANGUAGE plpgsql STABLE
    AS $$
begin
  return exists (select 1 from (select xid from directory_changes where xid >= pg_snapshot_xmax(prev) order by xid limit 1) a)
    or exists (select 1 from pg_snapshot_xip(prev) x where exists (select 1 from directory_changes d where d.xid = x))
    or (select max_xid from directory_changes_pruned) >= pg_snapshot_xmin(prev);
end $$;


--
-- Name: FUNCTION directory_changed_since(prev pg_snapshot); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_changed_since(prev pg_snapshot) IS 'Whether a directory write committed that a snapshot did not see, or a prune may have deleted its record: an export file read in that snapshot is no longer current (src/exports/records.ts)';


--
-- Name: directory_changes_add(text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_changes_add(p_tags text[]) RETURNS void
    LANGUAGE sql
    AS $$
  insert into directory_changes (tags) select p_tags where cardinality(p_tags) > 0
$$;


--
-- Name: FUNCTION directory_changes_add(p_tags text[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_changes_add(p_tags text[]) IS 'Records read-cache tags a write moved in directory_changes, none when the list is empty (the change functions)';


--
-- Name: directory_changes_prune(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_changes_prune() RETURNS void
    LANGUAGE sql
    AS $$
  with d as (delete from directory_changes where at < clock_timestamp() - interval '1 hour' returning xid)
  update directory_changes_pruned p set max_xid = m.x from (select max(xid) as x from d) m where m.x > p.max_xid
$$;


--
-- Name: FUNCTION directory_changes_prune(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_changes_prune() IS 'Deletes the change log''s rows older than an hour and records the highest xid deleted (directory_changes_pruned), in one statement (src/directory/readCache.ts, every minute)';


--
-- Name: directory_changes_since(pg_snapshot); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_changes_since(prev pg_snapshot) RETURNS text[]
    LANGUAGE sql STABLE
    SET jit TO 'off'
    AS $$
  select coalesce(array_agg(distinct t), '{}') from (
    select tags from directory_changes where xid >= pg_snapshot_xmax(prev)
    union all
    select tags from directory_changes where xid = any(array(select pg_snapshot_xip(prev)))
  ) d, unnest(d.tags) t
$$;


--
-- Name: FUNCTION directory_changes_since(prev pg_snapshot); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_changes_since(prev pg_snapshot) IS 'The tags moved by the transactions a snapshot did not see (committed since): the read cache drops the pages carrying them (src/directory/readCache.ts, src/watches/events.ts)';


--
-- Name: directory_changes_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_changes_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform directory_change_record('{*}');
  return null;
end $$;


--
-- Name: FUNCTION directory_changes_truncate(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_changes_truncate() IS 'A TRUNCATE of a directory table changed everything: records the tag * (every cached response and export file); generated from src/directory/tags.ts';


--
-- Name: sponsorships_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from (
      select array[
      's',
      's:' || n.id,
      's.b:' || n.brand_id,
      's.c:' || n.channel_id,
      's.v:' || n.video_id,
      's.bt:' || n.brand_id || ':' || n.type,
      's.ct:' || n.channel_id || ':' || n.type,
      's.t:' || n.type,
      's.bv:' || n.brand_id || ':' || length(greatest(coalesce(n.view_count, 0), 0)::text),
      's.cv:' || n.channel_id || ':' || length(greatest(coalesce(n.view_count, 0), 0)::text),
      's.d:' || to_char(n.detected_at at time zone 'UTC', 'YYYY-MM-DD'),
      's.p:' || to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD')] || search_grams('s.q', n.search) as a
      from new_rows n
    ) r, unnest(r.a) x
    where x is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from (
      select array[
      's',
      's:' || o.id,
      's.b:' || o.brand_id,
      's.c:' || o.channel_id,
      's.v:' || o.video_id,
      's.bt:' || o.brand_id || ':' || o.type,
      's.ct:' || o.channel_id || ':' || o.type,
      's.t:' || o.type,
      's.bv:' || o.brand_id || ':' || length(greatest(coalesce(o.view_count, 0), 0)::text),
      's.cv:' || o.channel_id || ':' || length(greatest(coalesce(o.view_count, 0), 0)::text),
      's.d:' || to_char(o.detected_at at time zone 'UTC', 'YYYY-MM-DD'),
      's.p:' || to_char(o.published_at at time zone 'UTC', 'YYYY-MM-DD')] || search_grams('s.q', o.search) as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  else
    select array_agg(distinct x) into t from (
      select array[
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's' end,
      's:' || n.id,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.b:' || n.brand_id end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.b:' || o.brand_id end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.c:' || n.channel_id end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.c:' || o.channel_id end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.v:' || n.video_id end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.v:' || o.video_id end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.bt:' || n.brand_id || ':' || n.type end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.bt:' || o.brand_id || ':' || o.type end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.ct:' || n.channel_id || ':' || n.type end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.ct:' || o.channel_id || ':' || o.type end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.t:' || n.type end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.t:' || o.type end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.bv:' || n.brand_id || ':' || length(greatest(coalesce(n.view_count, 0), 0)::text) end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.bv:' || o.brand_id || ':' || length(greatest(coalesce(o.view_count, 0), 0)::text) end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.cv:' || n.channel_id || ':' || length(greatest(coalesce(n.view_count, 0), 0)::text) end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.cv:' || o.channel_id || ':' || length(greatest(coalesce(o.view_count, 0), 0)::text) end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.d:' || to_char(n.detected_at at time zone 'UTC', 'YYYY-MM-DD') end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.d:' || to_char(o.detected_at at time zone 'UTC', 'YYYY-MM-DD') end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.p:' || to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD') end,
      case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then 's.p:' || to_char(o.published_at at time zone 'UTC', 'YYYY-MM-DD') end] || case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) then search_grams('s.q', n.search) end || case when (n.video_id, n.channel_id, n.brand_id, n.agency_id, n.type, n.brand_domain, n.domain_was_researched, n.detected_at, n.summary, n.search, n.published_at, n.view_count, n.confidence) is distinct from (o.video_id, o.channel_id, o.brand_id, o.agency_id, o.type, o.brand_domain, o.domain_was_researched, o.detected_at, o.summary, o.search, o.published_at, o.view_count, o.confidence) and n.search is distinct from o.search then search_grams('s.q', o.search) end as a
      from new_rows n join old_rows o on o.id = n.id
      union all
      select array[
      's',
      's:' || n.id,
      's.b:' || n.brand_id,
      's.c:' || n.channel_id,
      's.v:' || n.video_id,
      's.bt:' || n.brand_id || ':' || n.type,
      's.ct:' || n.channel_id || ':' || n.type,
      's.t:' || n.type,
      's.bv:' || n.brand_id || ':' || length(greatest(coalesce(n.view_count, 0), 0)::text),
      's.cv:' || n.channel_id || ':' || length(greatest(coalesce(n.view_count, 0), 0)::text),
      's.d:' || to_char(n.detected_at at time zone 'UTC', 'YYYY-MM-DD'),
      's.p:' || to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD')] || search_grams('s.q', n.search) as a
      from new_rows n
      where not exists (select 1 from old_rows o where o.id = n.id)
      union all
      select array[
      's',
      's:' || o.id,
      's.b:' || o.brand_id,
      's.c:' || o.channel_id,
      's.v:' || o.video_id,
      's.bt:' || o.brand_id || ':' || o.type,
      's.ct:' || o.channel_id || ':' || o.type,
      's.t:' || o.type,
      's.bv:' || o.brand_id || ':' || length(greatest(coalesce(o.view_count, 0), 0)::text),
      's.cv:' || o.channel_id || ':' || length(greatest(coalesce(o.view_count, 0), 0)::text),
      's.d:' || to_char(o.detected_at at time zone 'UTC', 'YYYY-MM-DD'),
      's.p:' || to_char(o.published_at at time zone 'UTC', 'YYYY-MM-DD')] || search_grams('s.q', o.search) as a
      from old_rows o
      where not exists (select 1 from new_rows n where o.id = n.id)
    ) r, unnest(r.a) x
    where x is not null;
  end if;
  perform directory_change_record(t);
  return null;
end
$$;


--
-- Name: FUNCTION sponsorships_changed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_changed() IS 'Records the read-cache tags a statement writing sponsorships rows moved in the change log (directory_changes, read by the read cache and the export cache), once, through directory_change_record(); generated from src/directory/tags.ts';


--
-- Name: videos_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.videos_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from (
      select array[
      'v',
      'v:' || n.video_id,
      'v.c:' || n.channel_id,
      'vn:' || n.video_id] as a
      from new_rows n
    ) r, unnest(r.a) x
    where x is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from (
      select array[
      'v',
      'v:' || o.video_id,
      'v.c:' || o.channel_id,
      'vn:' || o.video_id] as a
      from old_rows o
    ) r, unnest(r.a) x
    where x is not null;
  else
    select array_agg(distinct x) into t from (
      select array[
      'v:' || n.video_id,
      case when (n.title, n.channel_id, n.platform, n.format, n.published_at) is distinct from (o.title, o.channel_id, o.platform, o.format, o.published_at) then 'v' end,
      case when (n.title, n.channel_id, n.platform, n.format, n.published_at) is distinct from (o.title, o.channel_id, o.platform, o.format, o.published_at) then 'v.c:' || n.channel_id end,
      case when (n.title, n.channel_id, n.platform, n.format, n.published_at) is distinct from (o.title, o.channel_id, o.platform, o.format, o.published_at) then 'v.c:' || o.channel_id end,
      case when n.view_count is distinct from o.view_count then 'v.vc' end,
      case when n.view_count is distinct from o.view_count then 'v.vc:' || n.channel_id end,
      case when n.processing_state is distinct from o.processing_state then 'v.ps' end,
      case when (n.title, n.thumbnail_url, n.platform, n.format, n.published_at, n.duration_seconds, n.view_count, n.like_count, n.comment_count, n.channel_id) is distinct from (o.title, o.thumbnail_url, o.platform, o.format, o.published_at, o.duration_seconds, o.view_count, o.like_count, o.comment_count, o.channel_id) then 'vn:' || n.video_id end] as a
      from new_rows n join old_rows o on o.video_id = n.video_id
      union all
      select array[
      'v',
      'v:' || n.video_id,
      'v.c:' || n.channel_id,
      'vn:' || n.video_id] as a
      from new_rows n
      where not exists (select 1 from old_rows o where o.video_id = n.video_id)
      union all
      select array[
      'v',
      'v:' || o.video_id,
      'v.c:' || o.channel_id,
      'vn:' || o.video_id] as a
      from old_rows o
      where not exists (select 1 from new_rows n where o.video_id = n.video_id)
    ) r, unnest(r.a) x
    where x is not null;
  end if;
  perform directory_change_record(t);
  return null;
end
$$;


--
-- Name: FUNCTION videos_changed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.videos_changed() IS 'Records the read-cache tags a statement writing videos rows moved in the change log (directory_changes, read by the read cache and the export cache), once, through directory_change_record(); generated from src/directory/tags.ts';


--
-- Name: agencies agencies_changed_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER agencies_changed_delete AFTER DELETE ON public.agencies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.agencies_changed();


--
-- Name: TRIGGER agencies_changed_delete ON agencies; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER agencies_changed_delete ON public.agencies IS 'Change log: the read-cache tags of a statement''s delete of agencies rows';


--
-- Name: agencies agencies_changed_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER agencies_changed_insert AFTER INSERT ON public.agencies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.agencies_changed();


--
-- Name: TRIGGER agencies_changed_insert ON agencies; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER agencies_changed_insert ON public.agencies IS 'Change log: the read-cache tags of a statement''s insert of agencies rows';


--
-- Name: agencies agencies_changed_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER agencies_changed_update AFTER UPDATE ON public.agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.agencies_changed();


--
-- Name: TRIGGER agencies_changed_update ON agencies; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER agencies_changed_update ON public.agencies IS 'Change log: the read-cache tags of a statement''s update of agencies rows';


--
-- Name: agencies agencies_changes_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER agencies_changes_truncate AFTER TRUNCATE ON public.agencies FOR EACH STATEMENT EXECUTE FUNCTION public.directory_changes_truncate();


--
-- Name: TRIGGER agencies_changes_truncate ON agencies; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER agencies_changes_truncate ON public.agencies IS 'Change log: a TRUNCATE of agencies changed everything';


--
-- Name: brand_domains brand_domains_changed_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brand_domains_changed_delete AFTER DELETE ON public.brand_domains REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.brand_domains_changed();


--
-- Name: TRIGGER brand_domains_changed_delete ON brand_domains; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brand_domains_changed_delete ON public.brand_domains IS 'Change log: the read-cache tags of a statement''s delete of brand_domains rows';


--
-- Name: brand_domains brand_domains_changed_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brand_domains_changed_insert AFTER INSERT ON public.brand_domains REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.brand_domains_changed();


--
-- Name: TRIGGER brand_domains_changed_insert ON brand_domains; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brand_domains_changed_insert ON public.brand_domains IS 'Change log: the read-cache tags of a statement''s insert of brand_domains rows';


--
-- Name: brand_domains brand_domains_changed_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brand_domains_changed_update AFTER UPDATE ON public.brand_domains REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.brand_domains_changed();


--
-- Name: TRIGGER brand_domains_changed_update ON brand_domains; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brand_domains_changed_update ON public.brand_domains IS 'Change log: the read-cache tags of a statement''s update of brand_domains rows';


--
-- Name: brand_domains brand_domains_changes_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brand_domains_changes_truncate AFTER TRUNCATE ON public.brand_domains FOR EACH STATEMENT EXECUTE FUNCTION public.directory_changes_truncate();


--
-- Name: TRIGGER brand_domains_changes_truncate ON brand_domains; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brand_domains_changes_truncate ON public.brand_domains IS 'Change log: a TRUNCATE of brand_domains changed everything';


--
-- Name: brands brands_changed_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brands_changed_delete AFTER DELETE ON public.brands REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.brands_changed();


--
-- Name: TRIGGER brands_changed_delete ON brands; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brands_changed_delete ON public.brands IS 'Change log: the read-cache tags of a statement''s delete of brands rows';


--
-- Name: brands brands_changed_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brands_changed_insert AFTER INSERT ON public.brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.brands_changed();


--
-- Name: TRIGGER brands_changed_insert ON brands; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brands_changed_insert ON public.brands IS 'Change log: the read-cache tags of a statement''s insert of brands rows';


--
-- Name: brands brands_changed_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brands_changed_update AFTER UPDATE ON public.brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.brands_changed();


--
-- Name: TRIGGER brands_changed_update ON brands; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brands_changed_update ON public.brands IS 'Change log: the read-cache tags of a statement''s update of brands rows';


--
-- Name: brands brands_changes_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brands_changes_truncate AFTER TRUNCATE ON public.brands FOR EACH STATEMENT EXECUTE FUNCTION public.directory_changes_truncate();


--
-- Name: TRIGGER brands_changes_truncate ON brands; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brands_changes_truncate ON public.brands IS 'Change log: a TRUNCATE of brands changed everything';


--
-- Name: creators creators_changed_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER creators_changed_delete AFTER DELETE ON public.creators REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.creators_changed();


--
-- Name: TRIGGER creators_changed_delete ON creators; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER creators_changed_delete ON public.creators IS 'Change log: the read-cache tags of a statement''s delete of creators rows';


--
-- Name: creators creators_changed_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER creators_changed_insert AFTER INSERT ON public.creators REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.creators_changed();


--
-- Name: TRIGGER creators_changed_insert ON creators; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER creators_changed_insert ON public.creators IS 'Change log: the read-cache tags of a statement''s insert of creators rows';


--
-- Name: creators creators_changed_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER creators_changed_update AFTER UPDATE ON public.creators REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.creators_changed();


--
-- Name: TRIGGER creators_changed_update ON creators; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER creators_changed_update ON public.creators IS 'Change log: the read-cache tags of a statement''s update of creators rows';


--
-- Name: creators creators_changes_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER creators_changes_truncate AFTER TRUNCATE ON public.creators FOR EACH STATEMENT EXECUTE FUNCTION public.directory_changes_truncate();


--
-- Name: TRIGGER creators_changes_truncate ON creators; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER creators_changes_truncate ON public.creators IS 'Change log: a TRUNCATE of creators changed everything';


--
-- Name: sponsorships sponsorships_changed_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_changed_delete AFTER DELETE ON public.sponsorships REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_changed();


--
-- Name: TRIGGER sponsorships_changed_delete ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_changed_delete ON public.sponsorships IS 'Change log: the read-cache tags of a statement''s delete of sponsorships rows';


--
-- Name: sponsorships sponsorships_changed_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_changed_insert AFTER INSERT ON public.sponsorships REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_changed();


--
-- Name: TRIGGER sponsorships_changed_insert ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_changed_insert ON public.sponsorships IS 'Change log: the read-cache tags of a statement''s insert of sponsorships rows';


--
-- Name: sponsorships sponsorships_changed_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_changed_update AFTER UPDATE ON public.sponsorships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_changed();


--
-- Name: TRIGGER sponsorships_changed_update ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_changed_update ON public.sponsorships IS 'Change log: the read-cache tags of a statement''s update of sponsorships rows';


--
-- Name: sponsorships sponsorships_changes_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_changes_truncate AFTER TRUNCATE ON public.sponsorships FOR EACH STATEMENT EXECUTE FUNCTION public.directory_changes_truncate();


--
-- Name: TRIGGER sponsorships_changes_truncate ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_changes_truncate ON public.sponsorships IS 'Change log: a TRUNCATE of sponsorships changed everything';


--
-- Name: videos videos_changed_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_changed_delete AFTER DELETE ON public.videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.videos_changed();


--
-- Name: TRIGGER videos_changed_delete ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_changed_delete ON public.videos IS 'Change log: the read-cache tags of a statement''s delete of videos rows';


--
-- Name: videos videos_changed_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_changed_insert AFTER INSERT ON public.videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.videos_changed();


--
-- Name: TRIGGER videos_changed_insert ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_changed_insert ON public.videos IS 'Change log: the read-cache tags of a statement''s insert of videos rows';


--
-- Name: videos videos_changed_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_changed_update AFTER UPDATE ON public.videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.videos_changed();


--
-- Name: TRIGGER videos_changed_update ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_changed_update ON public.videos IS 'Change log: the read-cache tags of a statement''s update of videos rows';


--
-- Name: videos videos_changes_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_changes_truncate AFTER TRUNCATE ON public.videos FOR EACH STATEMENT EXECUTE FUNCTION public.directory_changes_truncate();


--
-- Name: TRIGGER videos_changes_truncate ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_changes_truncate ON public.videos IS 'Change log: a TRUNCATE of videos changed everything';


-- ==============================================================================================================
-- Functions and triggers: Sponsorship list items rendered on the row (migration 014; generated from src/directory/fields/sponsorships.ts)
-- ==============================================================================================================


--
-- Name: brands_render(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.brands_render() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ids uuid[];
begin
  select array_agg(n.id order by n.id) into ids from new_rows n join old_rows o on o.id = n.id
  where (n.name, n.kind) is distinct from (o.name, o.kind);
  if ids is not null then perform sponsorships_render(ids, null, null); end if;
  return null;
end
$$;


--
-- Name: FUNCTION brands_render(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.brands_render() IS 'Renders again the sponsorships of the brands whose fields their list item shows changed; generated from src/directory/fields/sponsorships.ts';


--
-- Name: creators_render(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.creators_render() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ids text[];
begin
  select array_agg(n.channel_id order by n.channel_id) into ids from new_rows n join old_rows o on o.channel_id = n.channel_id
  where (n.title, n.handle) is distinct from (o.title, o.handle);
  if ids is not null then perform sponsorships_render(null, ids, null); end if;
  return null;
end
$$;


--
-- Name: FUNCTION creators_render(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.creators_render() IS 'Renders again the sponsorships of the creators whose fields their list item shows changed; generated from src/directory/fields/sponsorships.ts';


--
-- Name: refresh_sponsorship_rendering(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.refresh_sponsorship_rendering() RETURNS void
    LANGUAGE sql
    AS $$
  update sponsorships s set summary = (select row_to_json(x)::text from (select
    s.id as "id",
    api_ts(s.detected_at) as "detectedAt",
    s.type as "type",
    s.brand_id as "brandId",
    b.name as "brandName",
    s.brand_domain as "brandDomain",
    b.kind as "brandKind",
    s.domain_was_researched as "domainWasResearched",
    s.confidence as "confidence",
    s.channel_id as "channelId",
    c.title as "creator",
    c.handle as "channelHandle",
    v.video_id as "videoId",
    v.title as "videoTitle",
    v.platform as "videoPlatform",
    v.format as "videoFormat",
    api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds",
    v.view_count as "viewCount") x), search = sponsorship_search(b, c, v),
    published_at = v.published_at, view_count = v.view_count
  from brands b, creators c, videos v
  where b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id
    and (s.summary, s.search, s.published_at, s.view_count)
      is distinct from ((select row_to_json(x)::text from (select
    s.id as "id",
    api_ts(s.detected_at) as "detectedAt",
    s.type as "type",
    s.brand_id as "brandId",
    b.name as "brandName",
    s.brand_domain as "brandDomain",
    b.kind as "brandKind",
    s.domain_was_researched as "domainWasResearched",
    s.confidence as "confidence",
    s.channel_id as "channelId",
    c.title as "creator",
    c.handle as "channelHandle",
    v.video_id as "videoId",
    v.title as "videoTitle",
    v.platform as "videoPlatform",
    v.format as "videoFormat",
    api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds",
    v.view_count as "viewCount") x), sponsorship_search(b, c, v), v.published_at, v.view_count)
$$;


--
-- Name: FUNCTION refresh_sponsorship_rendering(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.refresh_sponsorship_rendering() IS 'Renders again every sponsorship whose stored item, search document or order copies differ from what they would be now (a migration changing the item; src/demo/seed.ts); generated from src/directory/fields/sponsorships.ts';


--
-- Name: sponsorship_search(public.brands, public.creators, public.videos); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorship_search(b public.brands, c public.creators, v public.videos) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select lower(b.name || E'\n' || coalesce(c.title, '') || ' ' || coalesce(c.handle, '') || E'\n' || v.title)
$$;


--
-- Name: FUNCTION sponsorship_search(b public.brands, c public.creators, v public.videos); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorship_search(b public.brands, c public.creators, v public.videos) IS 'The search document of a sponsorship: the searched fields of each joined table, lowercased, one line per table (the search filter reads sponsorships.search); generated from src/directory/fields/sponsorships.ts';


--
-- Name: sponsorship_summary(public.sponsorships, public.brands, public.creators, public.videos); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorship_summary(s public.sponsorships, b public.brands, c public.creators, v public.videos) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select row_to_json(x)::text from (select
    s.id as "id",
    api_ts(s.detected_at) as "detectedAt",
    s.type as "type",
    s.brand_id as "brandId",
    b.name as "brandName",
    s.brand_domain as "brandDomain",
    b.kind as "brandKind",
    s.domain_was_researched as "domainWasResearched",
    s.confidence as "confidence",
    s.channel_id as "channelId",
    c.title as "creator",
    c.handle as "channelHandle",
    v.video_id as "videoId",
    v.title as "videoTitle",
    v.platform as "videoPlatform",
    v.format as "videoFormat",
    api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds",
    v.view_count as "viewCount") x
$$;


--
-- Name: FUNCTION sponsorship_summary(s public.sponsorships, b public.brands, c public.creators, v public.videos); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorship_summary(s public.sponsorships, b public.brands, c public.creators, v public.videos) IS 'The stored JSON of a sponsorship list item, rendered compactly (row_to_json of an aliased row); generated from src/directory/fields/sponsorships.ts';


--
-- Name: sponsorships_render(uuid[], text[], text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_render(p_brands uuid[], p_channels text[], p_videos text[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  if p_brands is not null then
    update sponsorships s set summary = (select row_to_json(x)::text from (select
    s.id as "id",
    api_ts(s.detected_at) as "detectedAt",
    s.type as "type",
    s.brand_id as "brandId",
    b.name as "brandName",
    s.brand_domain as "brandDomain",
    b.kind as "brandKind",
    s.domain_was_researched as "domainWasResearched",
    s.confidence as "confidence",
    s.channel_id as "channelId",
    c.title as "creator",
    c.handle as "channelHandle",
    v.video_id as "videoId",
    v.title as "videoTitle",
    v.platform as "videoPlatform",
    v.format as "videoFormat",
    api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds",
    v.view_count as "viewCount") x), search = sponsorship_search(b, c, v)
    from brands b, creators c, videos v
    where s.brand_id = any(p_brands) and b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id;
  end if;
  if p_channels is not null then
    update sponsorships s set summary = (select row_to_json(x)::text from (select
    s.id as "id",
    api_ts(s.detected_at) as "detectedAt",
    s.type as "type",
    s.brand_id as "brandId",
    b.name as "brandName",
    s.brand_domain as "brandDomain",
    b.kind as "brandKind",
    s.domain_was_researched as "domainWasResearched",
    s.confidence as "confidence",
    s.channel_id as "channelId",
    c.title as "creator",
    c.handle as "channelHandle",
    v.video_id as "videoId",
    v.title as "videoTitle",
    v.platform as "videoPlatform",
    v.format as "videoFormat",
    api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds",
    v.view_count as "viewCount") x), search = sponsorship_search(b, c, v)
    from brands b, creators c, videos v
    where s.channel_id = any(p_channels) and b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id;
  end if;
  if p_videos is not null then
    update sponsorships s set summary = (select row_to_json(x)::text from (select
    s.id as "id",
    api_ts(s.detected_at) as "detectedAt",
    s.type as "type",
    s.brand_id as "brandId",
    b.name as "brandName",
    s.brand_domain as "brandDomain",
    b.kind as "brandKind",
    s.domain_was_researched as "domainWasResearched",
    s.confidence as "confidence",
    s.channel_id as "channelId",
    c.title as "creator",
    c.handle as "channelHandle",
    v.video_id as "videoId",
    v.title as "videoTitle",
    v.platform as "videoPlatform",
    v.format as "videoFormat",
    api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds",
    v.view_count as "viewCount") x), search = sponsorship_search(b, c, v),
      published_at = v.published_at, view_count = v.view_count
    from brands b, creators c, videos v
    where s.video_id = any(p_videos) and b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id;
  end if;
end $$;


--
-- Name: FUNCTION sponsorships_render(p_brands uuid[], p_channels text[], p_videos text[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_render(p_brands uuid[], p_channels text[], p_videos text[]) IS 'Renders again the stored list item, search document and order copies of the sponsorships of these brands, creators or videos (the generated <table>_render() triggers call it); generated from src/directory/fields/sponsorships.ts';


--
-- Name: sponsorships_render_row(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_render_row() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  select (select row_to_json(x)::text from (select
    new.id as "id",
    api_ts(new.detected_at) as "detectedAt",
    new.type as "type",
    new.brand_id as "brandId",
    b.name as "brandName",
    new.brand_domain as "brandDomain",
    b.kind as "brandKind",
    new.domain_was_researched as "domainWasResearched",
    new.confidence as "confidence",
    new.channel_id as "channelId",
    c.title as "creator",
    c.handle as "channelHandle",
    v.video_id as "videoId",
    v.title as "videoTitle",
    v.platform as "videoPlatform",
    v.format as "videoFormat",
    api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds",
    v.view_count as "viewCount") x), sponsorship_search(b, c, v), v.published_at, v.view_count
    into new.summary, new.search, new.published_at, new.view_count
  from brands b, creators c, videos v
  where b.id = new.brand_id and c.channel_id = new.channel_id and v.video_id = new.video_id;
  return new;
end $$;


--
-- Name: FUNCTION sponsorships_render_row(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_render_row() IS 'Renders a sponsorship''s stored list item (summary), search document and order copies as the row is written (read by the sponsorships list and watches); generated from src/directory/fields/sponsorships.ts';


--
-- Name: sponsorships_set_channel(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_set_channel() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  select channel_id into new.channel_id from videos where video_id = new.video_id;
  if new.channel_id is null then
    raise exception 'video % does not exist', new.video_id using errcode = '23503';
  end if;
  return new;
end $$;


--
-- Name: FUNCTION sponsorships_set_channel(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_set_channel() IS 'Fills a sponsorship''s channel from its video when a writer left it out or moved the row to another video';


--
-- Name: videos_render(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.videos_render() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ids text[];
begin
  select array_agg(n.video_id order by n.video_id) into ids from new_rows n join old_rows o on o.video_id = n.video_id
  where (n.title, n.platform, n.format, n.published_at, n.duration_seconds, n.view_count) is distinct from (o.title, o.platform, o.format, o.published_at, o.duration_seconds, o.view_count);
  if ids is not null then perform sponsorships_render(null, null, ids); end if;
  return null;
end
$$;


--
-- Name: FUNCTION videos_render(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.videos_render() IS 'Renders again the sponsorships of the videos whose fields their list item shows changed; generated from src/directory/fields/sponsorships.ts';


--
-- Name: brands brands_render; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brands_render AFTER UPDATE ON public.brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.brands_render();


--
-- Name: TRIGGER brands_render ON brands; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brands_render ON public.brands IS 'Rendering: sponsorships of brands whose shown fields changed are rendered again';


--
-- Name: creators creators_render; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER creators_render AFTER UPDATE ON public.creators REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.creators_render();


--
-- Name: TRIGGER creators_render ON creators; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER creators_render ON public.creators IS 'Rendering: sponsorships of creators whose shown fields changed are rendered again';


--
-- Name: sponsorships sponsorships_set_channel; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_set_channel BEFORE INSERT ON public.sponsorships FOR EACH ROW WHEN ((new.channel_id IS NULL)) EXECUTE FUNCTION public.sponsorships_set_channel();


--
-- Name: TRIGGER sponsorships_set_channel ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_set_channel ON public.sponsorships IS 'Rendering: a new sponsorship without a channel takes its video''s';


--
-- Name: sponsorships sponsorships_set_channel_on_move; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_set_channel_on_move BEFORE UPDATE OF video_id ON public.sponsorships FOR EACH ROW EXECUTE FUNCTION public.sponsorships_set_channel();


--
-- Name: TRIGGER sponsorships_set_channel_on_move ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_set_channel_on_move ON public.sponsorships IS 'Rendering: a sponsorship moved to another video takes that video''s channel';


--
-- Name: sponsorships sponsorships_summary; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_summary BEFORE INSERT OR UPDATE OF id, video_id, channel_id, brand_id, type, brand_domain, domain_was_researched, detected_at, confidence ON public.sponsorships FOR EACH ROW EXECUTE FUNCTION public.sponsorships_render_row();


--
-- Name: TRIGGER sponsorships_summary ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_summary ON public.sponsorships IS 'Rendering: the list item and search document of a sponsorship as it is written';


--
-- Name: videos videos_render; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_render AFTER UPDATE ON public.videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.videos_render();


--
-- Name: TRIGGER videos_render ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_render ON public.videos IS 'Rendering: sponsorships of videos whose shown fields changed are rendered again';


-- ==============================================================================================================
-- Functions and triggers: Directory aggregates (migration 008)
-- ==============================================================================================================


--
-- Name: brand_domain_list(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.brand_domain_list(brand uuid) RETURNS text[]
    LANGUAGE sql STABLE
    AS $$
  select coalesce(array_agg(d.domain), '{}') from brand_domains d where d.brand_id = brand
$$;


--
-- Name: FUNCTION brand_domain_list(brand uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.brand_domain_list(brand uuid) IS 'The domains brand_domains holds for a brand (the watch triggers match brandDomain filters against it)';


--
-- Name: brands_sync_domains(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.brands_sync_domains() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from brand_domains where brand_id = new.id;
  insert into brand_domains (domain, brand_id, is_shortener)
  select d, new.id, bool_or(s) from (
    select lower(unnest(new.domains)) as d, false as s
    union all
    select lower(unnest(new.shorteners)), true
  ) x group by d
  on conflict (domain) do nothing;
  return null;
end $$;


--
-- Name: FUNCTION brands_sync_domains(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.brands_sync_domains() IS 'Keeps the domain map brand_domains (domain -> brand, read by detection and the bd: tags) as a brand''s domains and shorteners say';


--
-- Name: refresh_directory_stats(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.refresh_directory_stats() RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  delete from creator_brand_stats;
  delete from creator_type_stats;
  delete from brand_type_stats;
  delete from brand_agency_stats;
  insert into creator_brand_stats
    select channel_id, brand_id, count(*), max(detected_at) from sponsorships group by channel_id, brand_id;
  insert into creator_type_stats select channel_id, type, count(*) from sponsorships group by channel_id, type;
  insert into brand_type_stats select brand_id, type, count(*) from sponsorships group by brand_id, type;
  insert into brand_agency_stats
    select brand_id, agency_id, count(*), max(detected_at) from sponsorships where agency_id is not null group by brand_id, agency_id;
  update creators c set
    sponsorship_count = coalesce(x.n, 0), brand_count = coalesce(x.b, 0), last_sponsorship_at = x.last
  from (select cr.channel_id, sum(s.sponsorship_count) n, count(s.brand_id) b, max(s.last_sponsorship_at) last
        from creators cr left join creator_brand_stats s on s.channel_id = cr.channel_id group by cr.channel_id) x
  where x.channel_id = c.channel_id
    and (c.sponsorship_count, c.brand_count, c.last_sponsorship_at) is distinct from (coalesce(x.n, 0), coalesce(x.b, 0), x.last);
  update creators c set video_count = coalesce(x.n, 0), processed_video_count = coalesce(x.p, 0)
  from (select cr.channel_id, count(v.video_id) n, count(*) filter (where v.processing_state = 'processed') p
        from creators cr left join videos v on v.channel_id = cr.channel_id group by cr.channel_id) x
  where x.channel_id = c.channel_id and (c.video_count, c.processed_video_count) is distinct from (coalesce(x.n, 0), coalesce(x.p, 0));
  update brands b set
    sponsorship_count = coalesce(x.n, 0), creator_count = coalesce(x.c, 0), last_sponsorship_at = x.last
  from (select br.id, sum(s.sponsorship_count) n, count(s.channel_id) c, max(s.last_sponsorship_at) last
        from brands br left join creator_brand_stats s on s.brand_id = br.id group by br.id) x
  where x.id = b.id
    and (b.sponsorship_count, b.creator_count, b.last_sponsorship_at) is distinct from (coalesce(x.n, 0), coalesce(x.c, 0), x.last);
  insert into video_states (video_id, processing_state, published_at)
    select video_id, processing_state, published_at from videos
  on conflict (video_id) do update set processing_state = excluded.processing_state, published_at = excluded.published_at
    where (video_states.processing_state, video_states.published_at) is distinct from (excluded.processing_state, excluded.published_at);
  delete from video_states s where not exists (select 1 from videos v where v.video_id = s.video_id);
end $$;


--
-- Name: FUNCTION refresh_directory_stats(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.refresh_directory_stats() IS 'Recomputes the per-creator, per-brand and per-pair sponsorship counts from the sponsorships, and the video_states copies (after a bulk load: src/demo/seed.ts)';


--
-- Name: sponsorship_stats_apply(text[], uuid[], text[], uuid[], timestamp with time zone[], integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorship_stats_apply(p_ch text[], p_br uuid[], p_ty text[], p_ag uuid[], p_ts timestamp with time zone[], p_d integer[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  removed boolean := -1 >= any(p_d);
begin
  -- Pairs (creator, brand): counts and last times; creators and brands: counts, brand/creator counts from the
  -- pairs that appear or disappear (before = after - change), last times when only additions happened.
  with x as (
    select * from unnest(p_ch, p_br, p_ty, p_ag, p_ts, p_d) as x(channel_id, brand_id, type, agency_id, detected_at, d)
  ), p as (
    select channel_id, brand_id, sum(d)::int as dn, max(detected_at) filter (where d > 0) as added_at
    from x group by channel_id, brand_id order by channel_id, brand_id
  ), up as (
    insert into creator_brand_stats as c (channel_id, brand_id, sponsorship_count, last_sponsorship_at)
    select channel_id, brand_id, dn, added_at from p
    on conflict (channel_id, brand_id) do update
      set sponsorship_count = c.sponsorship_count + excluded.sponsorship_count,
          last_sponsorship_at = greatest(c.last_sponsorship_at, excluded.last_sponsorship_at)
    returning channel_id, brand_id, sponsorship_count as after
  ), pa as (
    select p.channel_id, p.brand_id, p.dn, p.added_at, (up.after - p.dn > 0) as had, (up.after > 0) as has
    from p join up on up.channel_id = p.channel_id and up.brand_id = p.brand_id
  ), cu as (
    update creators cr set
      sponsorship_count = cr.sponsorship_count + g.dn,
      brand_count = cr.brand_count + g.db,
      last_sponsorship_at = greatest(cr.last_sponsorship_at, g.added_at),
      updated_at = now()
    from (
      select channel_id, sum(dn)::int as dn, (count(*) filter (where has and not had) - count(*) filter (where had and not has))::int as db,
        max(added_at) as added_at
      from pa group by channel_id order by channel_id
    ) g
    where cr.channel_id = g.channel_id
  )
  update brands b set
    sponsorship_count = b.sponsorship_count + g.dn,
    creator_count = b.creator_count + g.dc,
    last_sponsorship_at = greatest(b.last_sponsorship_at, g.added_at),
    updated_at = now()
  from (
    select brand_id, sum(dn)::int as dn, (count(*) filter (where has and not had) - count(*) filter (where had and not has))::int as dc,
      max(added_at) as added_at
    from pa group by brand_id order by brand_id
  ) g
  where b.id = g.brand_id;

  if removed then
    -- A removal may have taken the latest one: last times are recomputed from what remains.
    delete from creator_brand_stats c
    using (select distinct channel_id, brand_id from unnest(p_ch, p_br, p_d) as x(channel_id, brand_id, d) where d < 0) r
    where c.channel_id = r.channel_id and c.brand_id = r.brand_id and c.sponsorship_count <= 0;
    update creator_brand_stats c set last_sponsorship_at =
      (select max(s.detected_at) from sponsorships s where s.channel_id = c.channel_id and s.brand_id = c.brand_id)
    from (select distinct channel_id, brand_id from unnest(p_ch, p_br, p_d) as x(channel_id, brand_id, d) where d < 0 order by 1, 2) r
    where c.channel_id = r.channel_id and c.brand_id = r.brand_id;
    update creators cr set last_sponsorship_at =
      (select max(s.last_sponsorship_at) from creator_brand_stats s where s.channel_id = cr.channel_id)
    from (select distinct channel_id from unnest(p_ch, p_d) as x(channel_id, d) where d < 0 order by 1) r
    where cr.channel_id = r.channel_id;
    update brands b set last_sponsorship_at =
      (select max(s.last_sponsorship_at) from creator_brand_stats s where s.brand_id = b.id)
    from (select distinct brand_id from unnest(p_br, p_d) as x(brand_id, d) where d < 0 order by 1) r
    where b.id = r.brand_id;
  end if;

  -- By type.
  insert into creator_type_stats as c (channel_id, type, sponsorship_count)
  select channel_id, type, sum(d)::int from unnest(p_ch, p_ty, p_d) as x(channel_id, type, d)
  group by channel_id, type having sum(d) <> 0 order by channel_id, type
  on conflict (channel_id, type) do update set sponsorship_count = c.sponsorship_count + excluded.sponsorship_count;
  insert into brand_type_stats as b (brand_id, type, sponsorship_count)
  select brand_id, type, sum(d)::int from unnest(p_br, p_ty, p_d) as x(brand_id, type, d)
  group by brand_id, type having sum(d) <> 0 order by brand_id, type
  on conflict (brand_id, type) do update set sponsorship_count = b.sponsorship_count + excluded.sponsorship_count;

  -- By agency (a video holds one sponsorship per brand, so these are videos).
  insert into brand_agency_stats as a (brand_id, agency_id, video_count, last_seen_at)
  select brand_id, agency_id, sum(d)::int, max(detected_at) filter (where d > 0)
  from unnest(p_br, p_ag, p_ts, p_d) as x(brand_id, agency_id, detected_at, d) where agency_id is not null
  group by brand_id, agency_id order by brand_id, agency_id
  on conflict (brand_id, agency_id) do update
    set video_count = a.video_count + excluded.video_count, last_seen_at = greatest(a.last_seen_at, excluded.last_seen_at);

  if removed then
    delete from creator_type_stats c using (select distinct channel_id, type from unnest(p_ch, p_ty, p_d) as x(channel_id, type, d) where d < 0) r
    where c.channel_id = r.channel_id and c.type = r.type and c.sponsorship_count <= 0;
    delete from brand_type_stats b using (select distinct brand_id, type from unnest(p_br, p_ty, p_d) as x(brand_id, type, d) where d < 0) r
    where b.brand_id = r.brand_id and b.type = r.type and b.sponsorship_count <= 0;
    delete from brand_agency_stats a
    using (select distinct brand_id, agency_id from unnest(p_br, p_ag, p_d) as x(brand_id, agency_id, d) where d < 0 and agency_id is not null) r
    where a.brand_id = r.brand_id and a.agency_id = r.agency_id and a.video_count <= 0;
    update brand_agency_stats a set last_seen_at =
      (select max(s.detected_at) from sponsorships s where s.brand_id = a.brand_id and s.agency_id = a.agency_id)
    from (select distinct brand_id, agency_id from unnest(p_br, p_ag, p_d) as x(brand_id, agency_id, d) where d < 0 and agency_id is not null order by 1, 2) r
    where a.brand_id = r.brand_id and a.agency_id = r.agency_id;
  end if;
end $$;


--
-- Name: FUNCTION sponsorship_stats_apply(p_ch text[], p_br uuid[], p_ty text[], p_ag uuid[], p_ts timestamp with time zone[], p_d integer[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorship_stats_apply(p_ch text[], p_br uuid[], p_ty text[], p_ag uuid[], p_ts timestamp with time zone[], p_d integer[]) IS 'Applies a statement''s sponsorship changes (+1/-1 by creator, brand, type, agency) to the counts and last times of creators, brands and the stats tables (the sponsorship stats triggers)';


--
-- Name: sponsorships_stats_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_stats_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ch text[]; br uuid[]; ty text[]; ag uuid[]; ts timestamptz[]; d integer[];
begin
  select array_agg(channel_id), array_agg(brand_id), array_agg(type), array_agg(agency_id), array_agg(detected_at), array_agg(-1)
  into ch, br, ty, ag, ts, d from old_rows;
  if ch is not null then perform sponsorship_stats_apply(ch, br, ty, ag, ts, d); end if;
  return null;
end $$;


--
-- Name: FUNCTION sponsorships_stats_delete(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_stats_delete() IS 'Removes a statement''s deleted sponsorships from the aggregates of creators, brands, pairs, types and agencies';


--
-- Name: sponsorships_stats_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_stats_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ch text[]; br uuid[]; ty text[]; ag uuid[]; ts timestamptz[]; d integer[];
begin
  select array_agg(channel_id), array_agg(brand_id), array_agg(type), array_agg(agency_id), array_agg(detected_at), array_agg(1)
  into ch, br, ty, ag, ts, d from new_rows;
  if ch is not null then perform sponsorship_stats_apply(ch, br, ty, ag, ts, d); end if;
  return null;
end $$;


--
-- Name: FUNCTION sponsorships_stats_insert(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_stats_insert() IS 'Adds a statement''s new sponsorships to the aggregates of creators, brands, pairs, types and agencies (read by details, lists and top lists)';


--
-- Name: sponsorships_stats_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_stats_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ch text[]; br uuid[]; ty text[]; ag uuid[]; ts timestamptz[]; d integer[];
begin
  select array_agg(channel_id), array_agg(brand_id), array_agg(type), array_agg(agency_id), array_agg(detected_at), array_agg(n)
  into ch, br, ty, ag, ts, d
  from (
    select channel_id, brand_id, type, agency_id, detected_at, sum(n)::int as n
    from (
      select channel_id, brand_id, type, agency_id, detected_at, -1 as n from old_rows
      union all
      select channel_id, brand_id, type, agency_id, detected_at, 1 from new_rows
    ) u
    group by channel_id, brand_id, type, agency_id, detected_at
    having sum(n) <> 0
  ) x;
  if ch is not null then perform sponsorship_stats_apply(ch, br, ty, ag, ts, d); end if;
  return null;
end $$;


--
-- Name: FUNCTION sponsorships_stats_update(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_stats_update() IS 'Moves a statement''s changed sponsorships between the aggregates of creators, brands, pairs, types and agencies';


--
-- Name: videos_stats_apply(text[], integer[], integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.videos_stats_apply(p_ch text[], p_n integer[], p_p integer[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  update creators c set video_count = c.video_count + g.n, processed_video_count = c.processed_video_count + g.p, updated_at = now()
  from (
    select channel_id, sum(n)::int as n, sum(p)::int as p from unnest(p_ch, p_n, p_p) as x(channel_id, n, p)
    group by channel_id having sum(n) <> 0 or sum(p) <> 0 order by channel_id
  ) g
  where c.channel_id = g.channel_id;
end $$;


--
-- Name: FUNCTION videos_stats_apply(p_ch text[], p_n integer[], p_p integer[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.videos_stats_apply(p_ch text[], p_n integer[], p_p integer[]) IS 'Applies a statement''s change in videos and processed videos per creator to creators.video_count and processed_video_count (the videos stats trigger)';


--
-- Name: videos_stats_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.videos_stats_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ch text[]; n integer[]; p integer[];
begin
  select array_agg(channel_id), array_agg(-1), array_agg(case when processing_state = 'processed' then -1 else 0 end)
  into ch, n, p from old_rows;
  if ch is not null then perform videos_stats_apply(ch, n, p); end if;
  return null;
end $$;


--
-- Name: FUNCTION videos_stats_delete(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.videos_stats_delete() IS 'Removes a statement''s deleted videos from their creators'' video counts';


--
-- Name: videos_stats_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.videos_stats_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ch text[]; n integer[]; p integer[];
begin
  select array_agg(channel_id), array_agg(1), array_agg(case when processing_state = 'processed' then 1 else 0 end)
  into ch, n, p from new_rows;
  if ch is not null then perform videos_stats_apply(ch, n, p); end if;
  insert into video_states (video_id, processing_state, published_at)
    select video_id, processing_state, published_at from new_rows;
  return null;
end $$;


--
-- Name: FUNCTION videos_stats_insert(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.videos_stats_insert() IS 'Adds a statement''s new videos to their creators'' video counts (read by creator details and lists), and copies their states into video_states';


--
-- Name: videos_stats_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.videos_stats_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare ch text[]; n integer[]; p integer[];
begin
  select array_agg(channel_id), array_agg(dn), array_agg(dp) into ch, n, p
  from (
    select channel_id, sum(dn)::int as dn, sum(dp)::int as dp
    from (
      select channel_id, -1 as dn, case when processing_state = 'processed' then -1 else 0 end as dp from old_rows
      union all
      select channel_id, 1, case when processing_state = 'processed' then 1 else 0 end from new_rows
    ) u
    group by channel_id having sum(dn) <> 0 or sum(dp) <> 0
  ) x;
  if ch is not null then perform videos_stats_apply(ch, n, p); end if;
  update video_states s set processing_state = n.processing_state, published_at = n.published_at
  from new_rows n join old_rows o on o.video_id = n.video_id
  where s.video_id = n.video_id
    and (n.processing_state, n.published_at) is distinct from (o.processing_state, o.published_at);
  return null;
end $$;


--
-- Name: FUNCTION videos_stats_update(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.videos_stats_update() IS 'Moves a statement''s changed videos between their creators'' video and processed-video counts, and rewrites the video_states copies whose state or publication time changed';


--
-- Name: brands brands_sync_domains; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER brands_sync_domains AFTER INSERT OR UPDATE OF domains, shorteners ON public.brands FOR EACH ROW EXECUTE FUNCTION public.brands_sync_domains();


--
-- Name: TRIGGER brands_sync_domains ON brands; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER brands_sync_domains ON public.brands IS 'Aggregates: the domain map follows a brand''s domains and shorteners';


--
-- Name: sponsorships sponsorships_stats_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_stats_delete AFTER DELETE ON public.sponsorships REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_stats_delete();


--
-- Name: TRIGGER sponsorships_stats_delete ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_stats_delete ON public.sponsorships IS 'Aggregates: deleted sponsorships uncounted';


--
-- Name: sponsorships sponsorships_stats_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_stats_insert AFTER INSERT ON public.sponsorships REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_stats_insert();


--
-- Name: TRIGGER sponsorships_stats_insert ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_stats_insert ON public.sponsorships IS 'Aggregates: new sponsorships counted';


--
-- Name: sponsorships sponsorships_stats_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_stats_update AFTER UPDATE ON public.sponsorships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_stats_update();


--
-- Name: TRIGGER sponsorships_stats_update ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_stats_update ON public.sponsorships IS 'Aggregates: changed sponsorships moved between counts';


--
-- Name: videos videos_stats_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_stats_delete AFTER DELETE ON public.videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.videos_stats_delete();


--
-- Name: TRIGGER videos_stats_delete ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_stats_delete ON public.videos IS 'Aggregates: deleted videos uncounted';


--
-- Name: videos videos_stats_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_stats_insert AFTER INSERT ON public.videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.videos_stats_insert();


--
-- Name: TRIGGER videos_stats_insert ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_stats_insert ON public.videos IS 'Aggregates: new videos counted for their creators, their states copied';


--
-- Name: videos videos_stats_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER videos_stats_update AFTER UPDATE ON public.videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.videos_stats_update();


--
-- Name: TRIGGER videos_stats_update ON videos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER videos_stats_update ON public.videos IS 'Aggregates: changed videos moved between their creators'' counts, changed states copied';


-- ==============================================================================================================
-- Functions and triggers: Watches and their change outbox (migrations 020, 021)
-- ==============================================================================================================


--
-- Name: sponsorships_watch_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_watch_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if not watches_any_active() then return null; end if;
  insert into sponsorship_changes (sponsorship_id, item_old, type_old, change, watch_ids)
  select o.id, o.summary::jsonb, o.type, 'removed', m.ids
  from old_rows o cross join lateral (select brand_domain_list(o.brand_id) as domains) d cross join lateral (
    select array_agg(w.id) as ids from watch_candidates(o, d.domains) w
    where 'removed' = any(w.on_changes) and watch_matches_row(w, o, d.domains)
  ) m
  where m.ids is not null
  order by o.detected_at, o.id;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;


--
-- Name: FUNCTION sponsorships_watch_delete(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_watch_delete() IS 'Appends the deleted sponsorships that active watches matched to the watch outbox sponsorship_changes';


--
-- Name: sponsorships_watch_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_watch_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if not watches_any_active() then return null; end if;
  insert into sponsorship_changes (sponsorship_id, item_new, change, watch_ids)
  select n.id, n.summary::jsonb, 'created', m.ids
  from new_rows n cross join lateral (select brand_domain_list(n.brand_id) as domains) d cross join lateral (
    select array_agg(w.id) as ids from watch_candidates(n, d.domains) w
    where 'created' = any(w.on_changes) and watch_matches_row(w, n, d.domains)
  ) m
  where m.ids is not null
  order by n.detected_at, n.id;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;


--
-- Name: FUNCTION sponsorships_watch_insert(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_watch_insert() IS 'Appends the new sponsorships that active watches match to the watch outbox sponsorship_changes (read by watches/events.ts)';


--
-- Name: sponsorships_watch_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sponsorships_watch_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if not watches_any_active() then return null; end if;
  with p as (
    select o::sponsorships as o, n::sponsorships as n,
      brand_domain_list(o.brand_id) as od, brand_domain_list(n.brand_id) as nd
    from old_rows o join new_rows n on n.id = o.id
    where (o.search, o.channel_id, o.brand_id, o.type, o.confidence, o.detected_at, o.published_at)
      is distinct from (n.search, n.channel_id, n.brand_id, n.type, n.confidence, n.detected_at, n.published_at)
  ), x as (
    select w.id as watch_id, w.on_changes, (p.n).id, (p.o).type as old_type, (p.n).type as new_type,
      watch_matches_row(w, p.o, p.od) as was_in, watch_matches_row(w, p.n, p.nd) as is_in
    from p cross join lateral (
      select * from watch_candidates(p.o, p.od) union select * from watch_candidates(p.n, p.nd)
    ) w
  ), k as (
    select y.id, y.change, array_agg(y.watch_id) as ids from (
      select x.watch_id, x.id, x.on_changes,
        case when x.was_in and x.is_in then 'typeChanged' when x.is_in then 'created' else 'removed' end as change
      from x
      where (x.was_in or x.is_in) and (x.was_in <> x.is_in or x.old_type is distinct from x.new_type)
    ) y
    where y.change = any(y.on_changes)
    group by y.id, y.change
  )
  insert into sponsorship_changes (sponsorship_id, item_new, item_old, type_old, change, watch_ids)
  select (p.n).id, (p.n).summary::jsonb, (p.o).summary::jsonb, (p.o).type, k.change, k.ids
  from k join p on (p.n).id = k.id
  order by (p.n).detected_at, (p.n).id, k.change;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;


--
-- Name: FUNCTION sponsorships_watch_update(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.sponsorships_watch_update() IS 'Appends the updated sponsorships that enter, leave or change type in an active watch''s answer to the watch outbox sponsorship_changes (an update of no field a filter reads is skipped); generated from src/directory/fields/sponsorships.ts';


--
-- Name: watch_candidates(public.sponsorships, text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.watch_candidates(s public.sponsorships, brand_domains text[]) RETURNS SETOF public.watch_filter
    LANGUAGE sql STABLE
    AS $$
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence,
      search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id = s.brand_id
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence,
      search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id = s.channel_id
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence,
      search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id is null and brand_domain = any(brand_domains)
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence,
      search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id is null and brand_domain is null and type = s.type
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence,
      search_pattern, needs_lookup, detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id is null and brand_domain is null and type is null
$$;


--
-- Name: FUNCTION watch_candidates(s public.sponsorships, brand_domains text[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.watch_candidates(s public.sponsorships, brand_domains text[]) IS 'The active watches that can match a sponsorship, found by their brand, channel or domain index, or having none of them (the watch triggers); generated from src/directory/fields/sponsorships.ts';


--
-- Name: watch_carried(public.sponsorship_changes, public.watch_positions); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.watch_carried(c public.sponsorship_changes, p public.watch_positions) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select coalesce(pg_visible_in_snapshot(c.txid, p.told), false)
    or (p.target is not null and pg_visible_in_snapshot(c.txid, p.target)
        and (c.txid, c.id) <= (p.carried_txid, p.carried_id))
$$;


--
-- Name: FUNCTION watch_carried(c public.sponsorship_changes, p public.watch_positions); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.watch_carried(c public.sponsorship_changes, p public.watch_positions) IS 'Whether a watch''s events already told a change: visible in the snapshot told, or in the one being carried up to its position (src/watches/events.ts)';


--
-- Name: watch_matches_columns(public.watch_filter, public.sponsorships, text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.watch_matches_columns(w public.watch_filter, s public.sponsorships, brand_domains text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    AS $$
  select (w.channel_id is null or s.channel_id = w.channel_id)
    and (w.brand_id is null or s.brand_id = w.brand_id)
    and (w.brand_domain is null or w.brand_domain = any(brand_domains))
    and (w.type is null or s.type = w.type)
    and (w.min_confidence is null or s.confidence >= w.min_confidence)
    and (w.detected_after is null or s.detected_at >= w.detected_after)
    and (w.detected_before is null or s.detected_at < w.detected_before)
    and (w.published_after is null or s.published_at >= w.published_after)
    and (w.published_before is null or s.published_at < w.published_before)
    and (w.search_pattern is null or position(E'\n' in w.search_pattern) > 0 or s.search like w.search_pattern)
$$;


--
-- Name: FUNCTION watch_matches_columns(w public.watch_filter, s public.sponsorships, brand_domains text[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.watch_matches_columns(w public.watch_filter, s public.sponsorships, brand_domains text[]) IS 'Whether a sponsorship row matches a watch''s filters that read the row (the sponsorships list''s filters); generated from src/directory/fields/sponsorships.ts';


--
-- Name: watch_matches_lookups(public.watch_filter, public.sponsorships); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.watch_matches_lookups(w public.watch_filter, s public.sponsorships) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select w.search_pattern is null or position(E'\n' in w.search_pattern) = 0
    or exists (select 1 from brands b where b.id = s.brand_id
      and lower(b.name) like w.search_pattern)
    or exists (select 1 from creators c where c.channel_id = s.channel_id
      and lower(coalesce(c.title, '') || ' ' || coalesce(c.handle, '')) like w.search_pattern)
    or exists (select 1 from videos v where v.video_id = s.video_id
      and lower(v.title) like w.search_pattern)
$$;


--
-- Name: FUNCTION watch_matches_lookups(w public.watch_filter, s public.sponsorships); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.watch_matches_lookups(w public.watch_filter, s public.sponsorships) IS 'A watch''s search term with a line break matched line by line against the brand, creator and video (the list does the same: src/directory/sponsorships.ts); generated from src/directory/fields/sponsorships.ts';


--
-- Name: watch_matches_row(public.watch_filter, public.sponsorships, text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.watch_matches_row(w public.watch_filter, s public.sponsorships, brand_domains text[]) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select watch_matches_columns(w, s, brand_domains)
    and case when w.needs_lookup then watch_matches_lookups(w, s) else true end
$$;


--
-- Name: FUNCTION watch_matches_row(w public.watch_filter, s public.sponsorships, brand_domains text[]); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.watch_matches_row(w public.watch_filter, s public.sponsorships, brand_domains text[]) IS 'Whether a sponsorship is in a watch''s answer: the column predicate, then the field-by-field search when the term has a line break (the watch triggers)';


--
-- Name: watches_any_active(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.watches_any_active() RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select exists (select 1 from watches where not paused)
$$;


--
-- Name: FUNCTION watches_any_active(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.watches_any_active() IS 'Whether any watch is active: the watch triggers do nothing otherwise';


--
-- Name: sponsorships sponsorships_watch_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_watch_delete AFTER DELETE ON public.sponsorships REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_watch_delete();


--
-- Name: TRIGGER sponsorships_watch_delete ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_watch_delete ON public.sponsorships IS 'Watch outbox: deleted sponsorships matched against active watches';


--
-- Name: sponsorships sponsorships_watch_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_watch_insert AFTER INSERT ON public.sponsorships REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_watch_insert();


--
-- Name: TRIGGER sponsorships_watch_insert ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_watch_insert ON public.sponsorships IS 'Watch outbox: new sponsorships matched against active watches';


--
-- Name: sponsorships sponsorships_watch_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sponsorships_watch_update AFTER UPDATE ON public.sponsorships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sponsorships_watch_update();


--
-- Name: TRIGGER sponsorships_watch_update ON sponsorships; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER sponsorships_watch_update ON public.sponsorships IS 'Watch outbox: updated sponsorships matched against active watches';


-- ==============================================================================================================
-- Functions and triggers: Counters of operations, webhooks and rate limits
-- ==============================================================================================================


--
-- Name: count_operations(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.count_operations() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'TRUNCATE' then
    delete from operation_counts;
  elsif tg_op = 'INSERT' then
    insert into operation_counts as c (shard, kind, status, n)
    select pg_backend_pid() % 16, kind, status, count(*) from new_rows group by kind, status order by kind, status
    on conflict (shard, kind, status) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into operation_counts as c (shard, kind, status, n)
    select pg_backend_pid() % 16, kind, status, -count(*) from old_rows group by kind, status order by kind, status
    on conflict (shard, kind, status) do update set n = c.n + excluded.n;
  else
    -- Most updates (heartbeats, progress) change no status: the net change is empty and nothing is written.
    insert into operation_counts as c (shard, kind, status, n)
    select pg_backend_pid() % 16, kind, status, sum(d) from (
        select kind, status, 1 as d from new_rows union all select kind, status, -1 from old_rows
      ) x
    group by kind, status having sum(d) <> 0 order by kind, status
    on conflict (shard, kind, status) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;


--
-- Name: FUNCTION count_operations(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.count_operations() IS 'Adds a statement''s net change of operations per (kind, status) to a shard of operation_counts (read by the metrics scrape)';


--
-- Name: count_running_operations(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.count_running_operations() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'running' then
      update accounts set running_operations = running_operations - 1 where id = old.account_id;
    end if;
  elsif tg_op = 'INSERT' then
    if new.status = 'running' then
      update accounts set running_operations = running_operations + 1 where id = new.account_id;
    end if;
  elsif (old.status = 'running') is distinct from (new.status = 'running') then
    if new.status = 'running' then
      update accounts set running_operations = running_operations + 1 where id = new.account_id;
    else
      update accounts set running_operations = running_operations - 1 where id = old.account_id;
    end if;
  end if;
  return null;
end $$;


--
-- Name: FUNCTION count_running_operations(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.count_running_operations() IS 'Keeps accounts.running_operations exact as an operation enters or leaves the status running (the per-account cap on running operations)';


--
-- Name: count_webhook_attempts(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.count_webhook_attempts() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'TRUNCATE' then
    delete from webhook_attempt_counts;
  elsif tg_op = 'INSERT' then
    insert into webhook_attempt_counts as c (shard, outcome, n)
    select pg_backend_pid() % 16, webhook_attempt_outcome(http_status), count(*) from new_rows group by 2 order by 2
    on conflict (shard, outcome) do update set n = c.n + excluded.n;
  else
    insert into webhook_attempt_counts as c (shard, outcome, n)
    select pg_backend_pid() % 16, webhook_attempt_outcome(http_status), -count(*) from old_rows group by 2 order by 2
    on conflict (shard, outcome) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;


--
-- Name: FUNCTION count_webhook_attempts(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.count_webhook_attempts() IS 'Adds a statement''s webhook attempts per outcome to a shard of webhook_attempt_counts (read by the metrics scrape)';


--
-- Name: count_webhook_deliveries(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.count_webhook_deliveries() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'TRUNCATE' then
    delete from webhook_delivery_counts;
  elsif tg_op = 'INSERT' then
    insert into webhook_delivery_counts as c (shard, status, n)
    select pg_backend_pid() % 16, status, count(*) from new_rows group by status order by status
    on conflict (shard, status) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into webhook_delivery_counts as c (shard, status, n)
    select pg_backend_pid() % 16, status, -count(*) from old_rows group by status order by status
    on conflict (shard, status) do update set n = c.n + excluded.n;
  else
    insert into webhook_delivery_counts as c (shard, status, n)
    select pg_backend_pid() % 16, status, sum(d) from (
        select status, 1 as d from new_rows union all select status, -1 from old_rows
      ) x
    group by status having sum(d) <> 0 order by status
    on conflict (shard, status) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;


--
-- Name: FUNCTION count_webhook_deliveries(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.count_webhook_deliveries() IS 'Adds a statement''s net change of webhook deliveries per status to a shard of webhook_delivery_counts (read by the metrics scrape)';


--
-- Name: rate_limit_take(text, integer, integer, double precision, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.rate_limit_take(p_key text, p_wanted integer, p_returned integer, p_interval_ms double precision, p_burst integer, p_min integer DEFAULT 1, OUT granted integer, OUT tat double precision, OUT now_ms double precision) RETURNS record
    LANGUAGE plpgsql
    AS $$
declare
  base double precision;
begin
  select r.tat into base from rate_limits r where r.key = p_key for update;
  if not found then
    insert into rate_limits (key, tat) values (p_key, 0) on conflict (key) do nothing;
    select r.tat into base from rate_limits r where r.key = p_key for update;
  end if;
  -- The clock is read once the row is ours, so a wait for the lock does not count as refill.
  now_ms := extract(epoch from clock_timestamp()) * 1000;
  base := greatest(base - p_returned * p_interval_ms, now_ms);
  -- (The small allowance keeps intervals that binary fractions cannot hold exactly from reading one short.)
  granted := least(p_wanted, greatest(floor((p_burst * p_interval_ms - (base - now_ms)) / p_interval_ms + 1e-6)::int, 0));
  if granted < greatest(p_min, 1) then
    granted := 0;
  end if;
  tat := base + granted * p_interval_ms;
  update rate_limits r set tat = rate_limit_take.tat where r.key = p_key;
end;
$$;


--
-- Name: FUNCTION rate_limit_take(p_key text, p_wanted integer, p_returned integer, p_interval_ms double precision, p_burst integer, p_min integer, OUT granted integer, OUT tat double precision, OUT now_ms double precision); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.rate_limit_take(p_key text, p_wanted integer, p_returned integer, p_interval_ms double precision, p_burst integer, p_min integer, OUT granted integer, OUT tat double precision, OUT now_ms double precision) IS 'Takes up to p_wanted requests from a principal''s GCRA budget (returning p_returned first), at least p_min or none: what was granted and when (src/limits/gcra.ts)';


--
-- Name: webhook_attempt_outcome(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.webhook_attempt_outcome(http_status integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when http_status between 200 and 299 then 'delivered' when http_status is not null then 'rejected' else 'unreachable' end
$$;


--
-- Name: FUNCTION webhook_attempt_outcome(http_status integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.webhook_attempt_outcome(http_status integer) IS 'An attempt''s outcome for /metrics: delivered (2xx), rejected (another status) or unreachable (no answer)';


--
-- Name: operations operations_count_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER operations_count_delete AFTER DELETE ON public.operations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_operations();


--
-- Name: TRIGGER operations_count_delete ON operations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER operations_count_delete ON public.operations IS 'Counters: deleted operations';


--
-- Name: operations operations_count_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER operations_count_insert AFTER INSERT ON public.operations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_operations();


--
-- Name: TRIGGER operations_count_insert ON operations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER operations_count_insert ON public.operations IS 'Counters: new operations per kind and status';


--
-- Name: operations operations_count_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER operations_count_truncate AFTER TRUNCATE ON public.operations FOR EACH STATEMENT EXECUTE FUNCTION public.count_operations();


--
-- Name: TRIGGER operations_count_truncate ON operations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER operations_count_truncate ON public.operations IS 'Counters: a TRUNCATE of operations empties their counts';


--
-- Name: operations operations_count_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER operations_count_update AFTER UPDATE ON public.operations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_operations();


--
-- Name: TRIGGER operations_count_update ON operations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER operations_count_update ON public.operations IS 'Counters: operations moved between statuses';


--
-- Name: operations operations_running; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER operations_running AFTER INSERT OR DELETE OR UPDATE OF status ON public.operations FOR EACH ROW EXECUTE FUNCTION public.count_running_operations();


--
-- Name: TRIGGER operations_running ON operations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER operations_running ON public.operations IS 'Counters: an account''s running operations';


--
-- Name: webhook_attempts webhook_attempts_count_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER webhook_attempts_count_insert AFTER INSERT ON public.webhook_attempts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_webhook_attempts();


--
-- Name: TRIGGER webhook_attempts_count_insert ON webhook_attempts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER webhook_attempts_count_insert ON public.webhook_attempts IS 'Counters: new webhook attempts per outcome';


--
-- Name: webhook_attempts webhook_attempts_count_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER webhook_attempts_count_truncate AFTER TRUNCATE ON public.webhook_attempts FOR EACH STATEMENT EXECUTE FUNCTION public.count_webhook_attempts();


--
-- Name: TRIGGER webhook_attempts_count_truncate ON webhook_attempts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER webhook_attempts_count_truncate ON public.webhook_attempts IS 'Counters: a TRUNCATE of webhook attempts empties their counts';


--
-- Name: webhook_deliveries webhook_deliveries_count_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER webhook_deliveries_count_delete AFTER DELETE ON public.webhook_deliveries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_webhook_deliveries();


--
-- Name: TRIGGER webhook_deliveries_count_delete ON webhook_deliveries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER webhook_deliveries_count_delete ON public.webhook_deliveries IS 'Counters: deleted webhook deliveries';


--
-- Name: webhook_deliveries webhook_deliveries_count_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER webhook_deliveries_count_insert AFTER INSERT ON public.webhook_deliveries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_webhook_deliveries();


--
-- Name: TRIGGER webhook_deliveries_count_insert ON webhook_deliveries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER webhook_deliveries_count_insert ON public.webhook_deliveries IS 'Counters: new webhook deliveries per status';


--
-- Name: webhook_deliveries webhook_deliveries_count_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER webhook_deliveries_count_truncate AFTER TRUNCATE ON public.webhook_deliveries FOR EACH STATEMENT EXECUTE FUNCTION public.count_webhook_deliveries();


--
-- Name: TRIGGER webhook_deliveries_count_truncate ON webhook_deliveries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER webhook_deliveries_count_truncate ON public.webhook_deliveries IS 'Counters: a TRUNCATE of webhook deliveries empties their counts';


--
-- Name: webhook_deliveries webhook_deliveries_count_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER webhook_deliveries_count_update AFTER UPDATE ON public.webhook_deliveries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_webhook_deliveries();


--
-- Name: TRIGGER webhook_deliveries_count_update ON webhook_deliveries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TRIGGER webhook_deliveries_count_update ON public.webhook_deliveries IS 'Counters: webhook deliveries moved between statuses';


-- ==============================================================================================================
-- Functions and triggers: Helpers
-- ==============================================================================================================


--
-- Name: api_ts(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.api_ts(t timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;


--
-- Name: FUNCTION api_ts(t timestamp with time zone); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.api_ts(t timestamp with time zone) IS 'A time as the API writes it: UTC with milliseconds, 2026-01-02T03:04:05.678Z (the lists'' and details'' SQL)';


--
-- Name: csv_cell(text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.csv_cell(v text, formula_guard boolean) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select case
    when v is null then ''
    when formula_guard and v ~ '^[=+@\t\r-]' then '"''' || replace(v, '"', '""') || '"'
    when v ~ '[",\r\n]' then '"' || replace(v, '"', '""') || '"'
    else v
  end
$$;


--
-- Name: FUNCTION csv_cell(v text, formula_guard boolean); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.csv_cell(v text, formula_guard boolean) IS 'One CSV cell: quoted when needed and, with formula_guard, a value a spreadsheet would run (=, +, -, @, tab, CR) written as text';


--
-- Name: cursor_ts(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.cursor_ts(t timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;


--
-- Name: FUNCTION cursor_ts(t timestamp with time zone); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.cursor_ts(t timestamp with time zone) IS 'A time as a cursor keeps it: UTC with microseconds, so a keyset position is exact (src/pagination/keyset.ts)';


--
-- Name: directory_snapshot(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_snapshot() RETURNS pg_snapshot
    LANGUAGE sql
    AS $$
  with s as (select pg_current_snapshot() as s),
  here as (
    select x from s, pg_snapshot_xip(s.s) x
    where not exists (
      select 1 from pg_stat_activity a
      where a.backend_xid = xid(x) and a.datname is distinct from current_database()
    )
  )
  select (coalesce((select min(x) from here), pg_snapshot_xmax(s.s))::text || ':' || pg_snapshot_xmax(s.s)::text || ':'
    || coalesce((select string_agg(x::text, ',' order by x) from here), ''))::pg_snapshot
  from s
$$;


--
-- Name: FUNCTION directory_snapshot(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.directory_snapshot() IS 'The calling transaction''s snapshot without the running transactions of other databases (which cannot write this one): the snapshot an export file is kept with (src/exports/run.ts, directory_changed_since())';


--
-- Name: json_compact(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.json_compact(j jsonb) RETURNS json
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select regexp_replace(j::text, '("(?:[^"\\]|\\.)*")| ', '\1', 'g')::json
$$;


--
-- Name: FUNCTION json_compact(j jsonb); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.json_compact(j jsonb) IS 'A jsonb value as compact json text (jsonb::text writes spaces), for stored jsonb shown as it is: chapters, evidence. One regular expression keeps the strings and drops the spaces between them';


--
-- Name: search_grams(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_grams(prefix text, doc text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select coalesce(array_agg(distinct prefix || ':' || substr(run, i, 4)), '{}')
  from regexp_split_to_table(doc, '[^0123456789abcdefghijklmnopqrstuvwxyz]+') run, generate_series(1, length(run) - 3) i
$$;


--
-- Name: FUNCTION search_grams(prefix text, doc text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.search_grams(prefix text, doc text) IS 'The tags of a search document''s grams (each run of 4 ASCII lowercase letters or digits): a page searching a term carries the term''s rarest (src/directory/reads.ts); generated from src/directory/tags.ts';
