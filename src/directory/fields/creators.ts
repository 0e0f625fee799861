// The creators resource, declared once: each field of a list item (its type, the SQL that reads it over `creators c`,
// how an export writes it, whether the list orders by it) and each filter of the list. The list spec
// (directory/creators.ts), the API schemas (directory/schemas.ts), the read cache's tags of the table
// (directory/tags.ts, and so the generated creators_changed()), the export columns and the MCP tool's description read
// it. docs/architecture.md "How to add a field to a resource".
import { Type } from '@fastify/type-provider-typebox';
import { Timestamp } from '../../schemas.js';
import { filterProperties, itemProperties, orderNames, type ListDeclaration } from './list.js';
import { NInt, NString, NTimestamp, Platform } from './types.js';

// A null audience sorts as -1, and a creator without a sponsorship has no last one (-infinity): last.
const creatorFields = {
  channelId: { schema: Type.String(), sql: 'c.channel_id', cell: 'text' },
  platform: { schema: Platform, sql: 'c.platform', cell: 'text' },
  handle: { schema: NString, sql: 'c.handle', cell: 'text' },
  title: { schema: NString, sql: 'c.title', cell: 'text' },
  subscriberCount: {
    schema: NInt,
    sql: 'c.subscriber_count',
    order: { key: 'coalesce(c.subscriber_count, -1)', type: 'bigint', describe: 'largest audience first' },
  },
  shorteners: { schema: Type.Array(Type.String()), sql: 'c.shorteners', cell: 'array' },
  sponsorshipCount: {
    schema: Type.Integer(),
    sql: 'c.sponsorship_count',
    order: { key: 'c.sponsorship_count', type: 'bigint' },
  },
  brandCount: { schema: Type.Integer(), sql: 'c.brand_count' },
  lastSponsorshipAt: {
    schema: NTimestamp,
    sql: 'api_ts(c.last_sponsorship_at)',
    order: { key: "coalesce(c.last_sponsorship_at, '-infinity')", type: 'timestamptz' },
  },
  updatedAt: { schema: Timestamp, sql: 'api_ts(c.updated_at)' },
} satisfies ListDeclaration['fields'];

const creatorFilters = {
  search: {
    how: 'search',
    document: "lower(coalesce(c.title, '') || ' ' || coalesce(c.handle, ''))",
    describe: 'name or handle',
  },
  platform: {
    how: 'equality',
    field: 'platform',
    column: 'c.platform',
    schema: Type.Optional(Platform),
    describe: 'optionally by platform',
  },
} satisfies ListDeclaration['filters'];

export const creatorDeclaration = {
  alias: 'c',
  tie: { key: 'c.channel_id', type: 'text' },
  fields: creatorFields,
  filters: creatorFilters,
} satisfies ListDeclaration;

export const creatorItemProperties = itemProperties(creatorFields);
export const creatorFilterProperties = filterProperties(creatorFilters);
export const creatorOrderNames = orderNames(creatorDeclaration);
