// A list spec (page.ts ListSpec) built from a resource's declaration (fields/list.ts): the columns from its fields,
// the orders from the fields it orders by (each ended by the tie key), the date bounds from its range filters, and the
// WHERE from its other filters, the search last (the costliest), as the lists always wrote it.
import type { Static, TObject } from '@fastify/type-provider-typebox';
import { sql, type RawBuilder } from 'kysely';
import type { SortKey } from '../pagination/keyset.js';
import { dateBound } from './dateRanges.js';
import { filterProperties, orderName, type FieldOrder, type ListDeclaration, type ListFilter } from './fields/list.js';
import { column, likePattern, type ListOrder, type ListSpec } from './page.js';

/** The filters a declaration's list takes, as a type. */
export type DeclaredFilters<D extends ListDeclaration> = Static<
  TObject<ReturnType<typeof filterProperties<D['filters']>>>
>;

/** The condition of one filter given its value (not a range: the list's bounds are those). */
function filterWhere(rule: ListFilter, value: unknown): RawBuilder<unknown> | null {
  switch (rule.how) {
    case 'equality':
      return sql`${sql.raw(rule.column)} = ${value}`;
    case 'search': {
      if (value === '') return null;
      const p = likePattern(value as string);
      const document = sql`${sql.raw(rule.document)} like ${p}`;
      return rule.orDomainOf
        ? sql`(${document} or ${sql.raw(rule.orDomainOf)} in (select brand_id from brand_domains where domain like ${p}))`
        : document;
    }
    case 'range':
      return null;
  }
}

/** `table`: `from` without its joins (ListSpec.table); the same when `from` has none. */
export function declaredList<D extends ListDeclaration>(
  d: D,
  from: RawBuilder<unknown>,
  table: RawBuilder<unknown> = from,
): ListSpec<DeclaredFilters<D>> {
  const fields = Object.entries(d.fields);
  const filters = Object.entries(d.filters);
  const tie: SortKey = { expr: sql.raw(d.tie.key), type: d.tie.type };
  const listOrder = (o: FieldOrder): ListOrder => ({
    keys: [{ expr: sql.raw(o.key), type: o.type }, tie],
    direction: o.ascending ? 'asc' : 'desc',
    ...(o.range ? { range: o.range } : {}),
  });
  const orders = Object.fromEntries(
    fields.flatMap(([name, f]) => (f.order ? [[orderName(name, f.order), listOrder(f.order)]] : [])),
  );
  // The default order: the first field with an order (object keys keep their insertion order).
  const [first] = Object.values(orders);
  // The search last: the cheap comparisons first.
  const ordered = [...filters.filter(([, r]) => r.how !== 'search'), ...filters.filter(([, r]) => r.how === 'search')];
  return {
    columns: fields.map(([name, f]) => column(name, sql.raw(f.sql), f.cell ?? 'value')),
    from,
    table,
    ...first,
    orders,
    bounds: filters.flatMap(([name, f]) => (f.how === 'range' ? [dateBound(name, sql.raw(f.column))] : [])),
    where(f) {
      const values = f as Record<string, unknown>;
      return ordered.flatMap(([name, rule]) => {
        const condition = values[name] === undefined ? null : filterWhere(rule, values[name]);
        return condition ? [condition] : [];
      });
    },
  };
}
