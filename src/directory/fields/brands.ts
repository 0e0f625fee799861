// The brands resource, declared once: each field of a list item (its type, the SQL that reads it over `brands b`, how
// an export writes it, whether the list orders by it) and each filter of the list. The list spec (directory/brands.ts),
// the API schemas (directory/schemas.ts), the read cache's tags of the table (directory/tags.ts, and so the generated
// brands_changed()), the export columns and the MCP tool's description read it. docs/architecture.md "How to add a
// field to a resource".
import { Type } from '@fastify/type-provider-typebox';
import { Nullable, Timestamp, Uuid } from '../../schemas.js';
import { filterProperties, itemProperties, orderNames, type ListDeclaration } from './list.js';
import { NString, NTimestamp } from './types.js';

const texts = Type.Array(Type.String());
// A brand without a sponsorship has no last one: it sorts as -infinity, last.
const brandFields = {
  id: { schema: Uuid, sql: 'b.id' },
  name: {
    schema: Type.String(),
    sql: 'b.name',
    cell: 'text',
    order: { key: 'lower(b.name)', type: 'text', ascending: true, describe: 'alphabetically' },
  },
  domains: { schema: texts, sql: 'b.domains', cell: 'array' },
  shorteners: { schema: texts, sql: 'b.shorteners', cell: 'array' },
  referralLinks: { schema: texts, sql: 'b.referral_links', cell: 'array' },
  parentCompanyName: { schema: NString, sql: 'b.parent_company_name', cell: 'text' },
  kind: { schema: NString, sql: 'b.kind', cell: 'text' },
  marketplaceGroup: { schema: NString, sql: 'b.marketplace_group', cell: 'text' },
  sponsorshipCount: {
    schema: Type.Integer(),
    sql: 'b.sponsorship_count',
    order: { key: 'b.sponsorship_count', type: 'bigint' },
  },
  creatorCount: { schema: Type.Integer(), sql: 'b.creator_count' },
  lastSponsorshipAt: {
    schema: NTimestamp,
    sql: 'api_ts(b.last_sponsorship_at)',
    order: { key: "coalesce(b.last_sponsorship_at, '-infinity')", type: 'timestamptz' },
  },
  updatedAt: { schema: Timestamp, sql: 'api_ts(b.updated_at)' },
  agencyId: { schema: Nullable(Uuid), sql: 'b.agency_id' },
} satisfies ListDeclaration['fields'];

const brandFilters = {
  search: { how: 'search', document: 'lower(b.name)', orDomainOf: 'b.id', describe: 'name or domain' },
} satisfies ListDeclaration['filters'];

export const brandDeclaration = {
  alias: 'b',
  tie: { key: 'b.id', type: 'uuid' },
  fields: brandFields,
  filters: brandFilters,
} satisfies ListDeclaration;

export const brandItemProperties = itemProperties(brandFields);
export const brandFilterProperties = filterProperties(brandFilters);
export const brandOrderNames = orderNames(brandDeclaration);
