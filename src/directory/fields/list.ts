// The shape of a list resource's declaration (fields/videos.ts, creators.ts, brands.ts), and what is read off it
// without SQL: the item's schema properties, the query's filter properties, the order names, the line a tool's
// description gives of the query, and the columns whose change can move a row of the list (directory/tags.ts). The
// list spec is built from the same declaration in directory/declaredList.ts. The sponsorships resource has a richer
// declaration of its own (fields/sponsorships.ts: a stored item, a search document, watches).
import type { TOptional, TSchema, TString } from '@fastify/type-provider-typebox';
import type { SortKey } from '../../pagination/keyset.js';
import { listQuery } from '../../schemas.js';
import { dateRangeProperties } from '../dateRanges.js';

/** The list can be read by this field (`-<name>`, or `<name>` when ascending); the tie key ends every order. */
export interface FieldOrder {
  key: string;
  type: SortKey['type'];
  /** The date range (a `range` filter's name) on this order's key: it bounds the index walk. */
  range?: string;
  ascending?: true;
  /** How a tool's description names the order: the default's phrase ("newest first"), else words after its name. */
  describe?: string;
}

/** One field of a list item, by its API name. SQL reads the list's alias (`v.`, `c.`, `b.`). */
export interface ListField {
  schema: TSchema;
  sql: string;
  /** Exports write `text` cells with CSV quoting and the formula guard, `array` cells joined by spaces (page.ts). */
  cell?: 'text' | 'array';
  order?: FieldOrder;
}

/**
 * One filter of the list, by its query name, with the words a tool's description uses for it. `equality`: the column
 * equals the value; `search`: the lowercased document contains the term (`orDomainOf`: or the brand with that id has
 * a domain containing it); `range`: `<name>After` (inclusive) and `<name>Before` (exclusive) on the column.
 */
export type ListFilter =
  | { how: 'equality'; field: string; column: string; schema: TSchema; describe: string }
  | { how: 'search'; document: string; orDomainOf?: string; describe: string }
  | { how: 'range'; field: string; column: string; describe: string };

export interface ListDeclaration {
  /** The table's alias in the fields' SQL. */
  alias: string;
  /** The unique key that ends every order (and is never changed in place). */
  tie: { key: string; type: SortKey['type'] };
  /** The item's fields in the item's order; the first field with an order is the default order. */
  fields: Record<string, ListField>;
  /** The filters in their canonical order (the query's, an export's). */
  filters: Record<string, ListFilter>;
}

type FilterProperties<F extends Record<string, ListFilter>> = {
  [K in keyof F & string as F[K] extends { how: 'range' } ? `${K}After` | `${K}Before` : K]: F[K] extends {
    how: 'range';
  }
    ? TOptional<TString>
    : F[K] extends { how: 'search' }
      ? typeof listQuery.search
      : F[K] extends { schema: infer S extends TSchema }
        ? S
        : never;
};

/** The list's query filters (the list endpoint's and an export's), in their canonical order. */
export const filterProperties = <F extends Record<string, ListFilter>>(filters: F) =>
  Object.fromEntries(
    Object.entries(filters as Record<string, ListFilter>).flatMap(([name, f]) =>
      f.how === 'range'
        ? Object.entries(dateRangeProperties([name]))
        : [[name, f.how === 'search' ? listQuery.search : f.schema]],
    ),
  ) as FilterProperties<F>;

/** The list item's schema properties, in the item's order. */
export const itemProperties = <F extends Record<string, ListField>>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.schema])) as {
    [K in keyof F]: F[K]['schema'];
  };

/** An order's API name. */
export const orderName = (field: string, order: FieldOrder) => (order.ascending ? field : `-${field}`);

/** The orders the list can be read in, the default (the first field with an order) first. */
export const orderNames = (d: ListDeclaration): string[] =>
  Object.entries(d.fields).flatMap(([name, f]) => (f.order ? [orderName(name, f.order)] : []));

/**
 * The filters and orders in a line, for a tool's description: each filter's words, then the default order's phrase
 * and the other orders by name (with their words).
 */
export function describeQuery(d: ListDeclaration): string {
  const filters = Object.values(d.filters).map((f) => f.describe);
  const [first, ...others] = Object.entries(d.fields).flatMap(([name, f]) => (f.order ? [{ name, ...f.order }] : []));
  const named = others.map((o) => [orderName(o.name, o), o.describe].filter(Boolean).join(' '));
  return `${filters.join(', ')}; ${first.describe ?? orderName(first.name, first)}, or order ${named.join(', ')}`;
}

/** The columns of the list's table an SQL text reads through its alias. */
const columnsOf = (alias: string, text: string) =>
  [...text.matchAll(/\b([a-z])\.([a-z_]+)\b/g)].filter((m) => m[1] === alias).map((m) => m[2]);

/**
 * The columns whose change can move a row into, out of or within a page of the list: those its filters and search
 * read, then its orders' keys, in the declaration's order, without the tie key and the columns in `own` (a tag family
 * of their own watches them). A search of the brand's domains reads brand_domains, which mirrors `domains`.
 */
export function listedColumns(d: ListDeclaration, own: readonly string[] = []): string[] {
  const read = [
    ...Object.values(d.filters).flatMap((f) =>
      f.how === 'search'
        ? [...columnsOf(d.alias, f.document), ...(f.orDomainOf ? ['domains'] : [])]
        : columnsOf(d.alias, f.column),
    ),
    ...Object.values(d.fields).flatMap((f) => (f.order ? columnsOf(d.alias, f.order.key) : [])),
  ];
  const tie = columnsOf(d.alias, d.tie.key);
  return [...new Set(read)].filter((c) => !tie.includes(c) && !own.includes(c));
}
