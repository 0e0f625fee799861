// Brands: the service's own brand objects, matched to an existing brand by any of their domains.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { normalizeHostname } from '../directory/domains.js';
import { isObj, type Obj } from '../json.js';
import { ShapeError, describe, str, strArray } from './fields.js';

/** Brand kinds, as documented in docs/api.md. */
export const BRAND_KINDS = ['Direct', 'Agency', 'Marketplace'] as const;

export interface BrandInput {
  name: string;
  domains: string[];
  /** Optional fields: undefined keeps what an existing brand has; null or [] clears it. */
  shorteners?: string[];
  referralLinks?: string[];
  parentCompanyName?: string | null;
  kind?: string | null;
  marketplaceGroup?: string | null;
  agency?: string | null;
}

function hostnames(parent: Obj, key: string, required: boolean): string[] | undefined {
  const v = parent[key];
  if (v === undefined || v === null) {
    if (required) throw new ShapeError(`${key} is missing`);
    return v === null ? [] : undefined;
  }
  if (!Array.isArray(v)) throw new ShapeError(`${key} must be an array of hostnames (got ${describe(v)})`);
  if (required && v.length === 0) throw new ShapeError(`${key} is empty; a brand needs at least one domain`);
  const out: string[] = [];
  v.forEach((d, i) => {
    if (typeof d !== 'string') throw new ShapeError(`${key}[${i}] must be a string (got ${describe(d)})`);
    const h = normalizeHostname(d);
    if (!h) throw new ShapeError(`${key}[${i}] is not a valid domain (got ${describe(d)})`);
    if (!out.includes(h)) out.push(h);
  });
  return out;
}

function optionalName(parent: Obj, key: string): string | null | undefined {
  if (parent[key] === null) return null;
  const s = str(parent, key, key, { max: 200 })?.trim();
  return s === undefined ? undefined : s || null;
}

export function toBrandInput(v: unknown): BrandInput {
  if (!isObj(v)) throw new ShapeError(`expected a JSON object (a brand), got ${describe(v)}`);
  const name = str(v, 'name', 'name', { required: true, max: 200 })!.trim();
  if (!name) throw new ShapeError('name is empty');
  const domains = hostnames(v, 'domains', true)!;
  const shorteners = hostnames(v, 'shorteners', false);
  let referralLinks: string[] | undefined;
  if (v.referralLinks === null) referralLinks = [];
  else if (v.referralLinks !== undefined) {
    referralLinks = [...new Set(strArray(v, 'referralLinks', 'referralLinks')!.map((s) => s.trim()))];
    referralLinks.forEach((l, i) => {
      if (!/^https?:\/\/\S+$/i.test(l) || l.length > 2048) {
        throw new ShapeError(`referralLinks[${i}] must be an http(s) URL (got ${describe(l)})`);
      }
    });
  }
  const kind = optionalName(v, 'kind');
  if (kind && !(BRAND_KINDS as readonly string[]).includes(kind)) {
    throw new ShapeError(`kind must be one of ${BRAND_KINDS.join(', ')} (got ${describe(kind)})`);
  }
  return {
    name,
    domains,
    shorteners,
    referralLinks,
    parentCompanyName: optionalName(v, 'parentCompanyName'),
    kind,
    marketplaceGroup: optionalName(v, 'marketplaceGroup'),
    agency: optionalName(v, 'agency'),
  };
}

async function agencyId(db: Database, name: string): Promise<string> {
  const found = await sql<{ id: string }>`select id from agencies where lower(name) = lower(${name})
    order by created_at, id limit 1`.execute(db);
  if (found.rows[0]) return found.rows[0].id;
  const made = await sql<{ id: string }>`insert into agencies (name) values (${name}) returning id`.execute(db);
  return made.rows[0].id;
}

/** A column's value after an update: the file's (`fallback` for null), or the stored one when the field is absent. */
function kept(column: string, value: unknown, fallback: unknown, type: string) {
  return sql`case when ${value === undefined} then ${sql.raw(column)} else ${value ?? fallback}::${sql.raw(type)} end`;
}

type LineError = { line: number; message: string };

/**
 * Inserts each brand, or updates the one that owns any of its domains; a brand whose domains belong to several
 * brands is refused.
 */
export async function writeBrands(db: Database, rows: { line: number; row: BrandInput }[]): Promise<LineError[]> {
  const errors: LineError[] = [];
  for (const { line, row: b } of rows) {
    // A brand owns a domain through brand_domains; brands.domains also counts, for a domain that another
    // brand already held as a shortener (brand_domains keeps one owner per domain).
    const matches = await sql<{ id: string; name: string }>`select id, name from brands where id in (
        select brand_id from brand_domains where domain = any(${b.domains}::text[]) and not is_shortener
        union select id from brands where domains && ${b.domains}::text[])
      order by name, id`.execute(db);
    if (matches.rows.length > 1) {
      const owners = `${matches.rows.length} different brands (${matches.rows.map((r) => r.name).join(', ')})`;
      errors.push({ line, message: `domains belong to ${owners}; merge them first` });
      continue;
    }
    const agency = b.agency === undefined ? undefined : b.agency === null ? null : await agencyId(db, b.agency);
    const existing = matches.rows[0];
    if (!existing) {
      await sql`insert into brands
          (name, domains, shorteners, referral_links, parent_company_name, kind, marketplace_group, agency_id)
        values (${b.name}, ${b.domains}::text[], ${b.shorteners ?? []}::text[], ${b.referralLinks ?? []}::text[],
          ${b.parentCompanyName ?? null}, ${b.kind ?? null}, ${b.marketplaceGroup ?? null},
          ${agency ?? null}::uuid)`.execute(db);
      continue;
    }
    // Present fields replace what is stored (the file is the source of truth for them); absent ones stay.
    const next = {
      shorteners: kept('shorteners', b.shorteners, [], 'text[]'),
      referralLinks: kept('referral_links', b.referralLinks, [], 'text[]'),
      parentCompanyName: kept('parent_company_name', b.parentCompanyName, null, 'text'),
      kind: kept('kind', b.kind, null, 'text'),
      marketplaceGroup: kept('marketplace_group', b.marketplaceGroup, null, 'text'),
      agency: kept('agency_id', agency, null, 'uuid'),
    };
    await sql`update brands set
        name = ${b.name},
        domains = ${b.domains}::text[],
        shorteners = ${next.shorteners},
        referral_links = ${next.referralLinks},
        parent_company_name = ${next.parentCompanyName},
        kind = ${next.kind},
        marketplace_group = ${next.marketplaceGroup},
        agency_id = ${next.agency},
        updated_at = now()
      where id = ${existing.id}::uuid
        and (name, domains, shorteners, referral_links, parent_company_name, kind, marketplace_group, agency_id)
        is distinct from (${b.name}, ${b.domains}::text[], ${next.shorteners}, ${next.referralLinks},
          ${next.parentCompanyName}, ${next.kind}, ${next.marketplaceGroup}, ${next.agency})`.execute(db);
  }
  return errors;
}
