// The SQL the database keeps of the declarations, generated from them: of the sponsorships resource
// (fields/sponsorships.ts), the stored list item (sponsorship_summary(), called by the rendering triggers), the
// rendering triggers of the tables it joins (brands_render(), creators_render(), videos_render(): which columns' change
// renders a sponsorship again) and the watch match predicate (watch_matches_columns(), inlined into the watch triggers); of the read cache's tags
// (directory/tags.ts), each directory table's change function (<table>_changed(), the row trigger that records the
// tags a write moved and moves the export cache's data version). `npm run sql:generate -- <NNN_name>` writes them into a
// new migration; test/db/generatedSql.test.ts fails when the database's function bodies differ from what this
// generates, so a change to the declaration, or an edit of the database's copy by hand, cannot pass unnoticed.
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { changeFunctions, type ChangeFunction, type TagFamily } from '../tags.js';
import {
  sponsorshipFields,
  sponsorshipFilters,
  sponsorshipStored,
  type FilterRule,
  type ItemField,
} from './sponsorships.js';

/** A generated SQL function: what `create or replace function` needs, and its body as pg_proc.prosrc keeps it. */
export interface GeneratedFunction {
  name: string;
  /** The arguments, named and typed. */
  args: string;
  /** The argument types alone, as `comment on function` names the function. */
  argTypes: string;
  /** The return type and attributes. */
  returns: string;
  body: string;
  comment: string;
}

const SOURCE = 'generated from src/directory/fields/sponsorships.ts';

// Names go into SQL as quoted identifiers and expressions as written: the declaration is code, never input, but a
// name that needs escaping is refused rather than escaped.
function identifier(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`${name} is not a plain field name`);
  return `"${name}"`;
}

/**
 * The stored JSON of a list item: row_to_json of an aliased row is compact (migration 027), in the fields' order,
 * with the values the list's columns read (directory/sponsorships.ts renders the same fields for exports).
 */
export function sponsorshipSummaryFunction(fields: Record<string, ItemField> = sponsorshipFields): GeneratedFunction {
  const columns = Object.entries(fields).map(([name, f]) => `${f.sql} as ${identifier(name)}`);
  return {
    name: 'sponsorship_summary',
    args: 's sponsorships, b brands, c creators, v videos',
    argTypes: 'sponsorships, brands, creators, videos',
    returns: 'text language sql immutable parallel safe',
    body: `\n  select row_to_json(x)::text from (select\n    ${columns.join(',\n    ')}) x\n`,
    comment: `The stored JSON of a sponsorship list item, rendered compactly (row_to_json of an aliased row); ${SOURCE}`,
  };
}

/** The conditions of one filter on a sponsorship row `s`, given a watch `w` (watch_filter) and its brand's domains. */
function watchConditions(rule: FilterRule): string[] {
  const w = `w.${rule.watch}`;
  switch (rule.how) {
    case 'equality':
      return [`(${w} is null or ${rule.column} = ${w})`];
    case 'minimum':
      return [`(${w} is null or ${rule.column} >= ${w})`];
    case 'domain':
      return [`(${w} is null or ${w} = any(brand_domains))`];
    case 'range':
      return [
        `(${w}_after is null or ${rule.column} >= ${w}_after)`,
        `(${w}_before is null or ${rule.column} < ${w}_before)`,
      ];
    case 'search':
      // A term with a line break is matched field by field by watch_matches_lookups() (it reads other rows).
      return [`(${w} is null or position(E'\\n' in ${w}) > 0 or ${sponsorshipStored.searchDocument} like ${w})`];
  }
}

/**
 * Whether a sponsorship row is in a watch's answer, as the list's filters decide on one row: every filter the watch
 * holds, the search last (the costliest), as the list writes its WHERE.
 */
export function watchMatchFunction(filters: Record<string, FilterRule> = sponsorshipFilters): GeneratedFunction {
  const rules = Object.values(filters);
  const ordered = [...rules.filter((r) => r.how !== 'search'), ...rules.filter((r) => r.how === 'search')];
  return {
    name: 'watch_matches_columns',
    args: 'w watch_filter, s sponsorships, brand_domains text[]',
    argTypes: 'watch_filter, sponsorships, text[]',
    returns: 'boolean language sql immutable',
    body: `\n  select ${ordered.flatMap(watchConditions).join('\n    and ')}\n`,
    comment: `Whether a sponsorship row matches a watch's filters that read the row (the sponsorships list's filters); ${SOURCE}`,
  };
}

// A tag is written into SQL as a literal: a prefix is code, never input, and one that would need quoting is refused.
function plain(prefix: string): string {
  if (!/^[a-z][a-z.]*$/.test(prefix)) throw new Error(`${prefix} is not a plain tag prefix`);
  return prefix;
}
function column(name: string): string {
  if (!/^[a-z][a-z_]*$/.test(name)) throw new Error(`${name} is not a plain column name`);
  return name;
}

/** A family's tag for the row alias `r`: `'v'`, or `'v:' || r.video_id`. */
const tagOf = (f: TagFamily, r: string) =>
  f.key === undefined ? `'${plain(f.prefix)}'` : `'${plain(f.prefix)}:' || ${r}.${column(f.key)}`;

/** Whether an update changed these columns: the new row `n` against the old row `o`. */
function distinctFrom(columns: readonly string[]): string {
  const cols = columns.map(column);
  return cols.length === 1
    ? `n.${cols[0]} is distinct from o.${cols[0]}`
    : `(${cols.map((c) => `n.${c}`).join(', ')}) is distinct from (${cols.map((c) => `o.${c}`).join(', ')})`;
}

/** Whether the update changed the watched columns of `f` (null: every update moves it). */
const changed = (f: TagFamily): string | null => (f.watches === 'any' ? null : distinctFrom(f.watches));

const list = (tags: string[], indent: string) => `array[\n${indent}${tags.join(`,\n${indent}`)}]`;

/**
 * The change function of one directory table, as its declaration in directory/tags.ts generates it: a row trigger
 * (`n` the new row, `o` the old) that records the tags the write of one row moved, and moves the export cache's data
 * version, through directory_change_record() (migration 060: the change is recorded once, by one trigger a table).
 */
export function changeFunction(fn: ChangeFunction): GeneratedFunction {
  const table = column(fn.table);
  let insert: (r: string) => string[];
  let update: string[];
  if (fn.mode === 'rows') {
    insert = (r) => fn.families.map((f) => tagOf(f, r));
    update = [...insert('n'), ...insert('o')];
  } else {
    const entering = fn.families.filter((f) => f.rows && f !== fn.tableTag);
    insert = (r) => [tagOf(fn.tableTag, r), ...entering.map((f) => tagOf(f, r))];
    update = fn.families.flatMap((f) => {
      const when = changed(f);
      const forRows = f.old ? ['n', 'o'] : ['n'];
      return forRows.map((r) => (when ? `case when ${when} then ${tagOf(f, r)} end` : tagOf(f, r)));
    });
  }
  return {
    name: `${table}_changed`,
    args: '',
    argTypes: '',
    returns: 'trigger language plpgsql',
    body: [
      '',
      'declare',
      '  n alias for new;',
      '  o alias for old;',
      '  t text[];',
      'begin',
      "  if tg_op = 'INSERT' then",
      `    t := ${list(insert('n'), '      ')};`,
      "  elsif tg_op = 'DELETE' then",
      `    t := ${list(insert('o'), '      ')};`,
      '  else',
      `    select array_agg(distinct x) into t from unnest(${list(update, '      ')}) x\n    where x is not null;`,
      '  end if;',
      '  perform directory_change_record(t);',
      '  return null;',
      'end',
      '',
    ].join('\n'),
    comment:
      `Records the read-cache tags a write of one ${table} row moved (directory_changes) and moves the export ` +
      "cache's data version (directory_version), through directory_change_record(); generated from " +
      'src/directory/tags.ts',
  };
}

/**
 * The tables a sponsorship's list item joins, in sponsorships_render()'s argument order: each is aliased in the
 * declaration's SQL as here, and a row is found by its key.
 */
const renderedFrom = [
  { alias: 'b', table: 'brands', key: 'id', type: 'uuid' },
  { alias: 'c', table: 'creators', key: 'channel_id', type: 'text' },
  { alias: 'v', table: 'videos', key: 'video_id', type: 'text' },
] as const;

/** The columns of the table aliased `alias` that the item's fields read (its key aside), in the fields' order. */
export function renderedColumns(alias: string, key: string, fields: Record<string, ItemField>): string[] {
  const read = Object.values(fields).flatMap((f) =>
    [...f.sql.matchAll(/\b([a-z])\.([a-z_]+)\b/g)].filter((m) => m[1] === alias).map((m) => m[2]),
  );
  return [...new Set(read)].filter((c) => c !== key);
}

/**
 * The statement trigger function that renders again the sponsorships of the brands, creators or videos an update
 * changed a field of that the list item shows (or the search document reads: its fields are among the item's; the
 * order keys the sponsorship row copies, the video's publication time and view count, are too).
 */
export function renderFunction(
  from: (typeof renderedFrom)[number],
  fields: Record<string, ItemField> = sponsorshipFields,
): GeneratedFunction {
  const key = column(from.key);
  const args = renderedFrom.map((t) => (t === from ? 'ids' : 'null')).join(', ');
  return {
    name: `${from.table}_render`,
    args: '',
    argTypes: '',
    returns: 'trigger language plpgsql',
    body: [
      '',
      `declare ids ${from.type}[];`,
      'begin',
      `  select array_agg(n.${key} order by n.${key}) into ids from new_rows n join old_rows o on o.${key} = n.${key}`,
      `  where ${distinctFrom(renderedColumns(from.alias, from.key, fields))};`,
      `  if ids is not null then perform sponsorships_render(${args}); end if;`,
      '  return null;',
      'end',
      '',
    ].join('\n'),
    comment:
      `Renders again the sponsorships of the ${from.table} whose fields their list item shows changed; ` +
      'generated from src/directory/fields/sponsorships.ts',
  };
}

/** Every function generated from the declarations. */
export const generatedFunctions = (): GeneratedFunction[] => [
  sponsorshipSummaryFunction(),
  watchMatchFunction(),
  ...renderedFrom.map((t) => renderFunction(t)),
  ...changeFunctions.map(changeFunction),
];

/** The render function of brands, creators or videos, by table. */
export const renderFunctionOf = (table: 'brands' | 'creators' | 'videos', fields?: Record<string, ItemField>) =>
  renderFunction(
    renderedFrom.find((t) => t.table === table)!,
    fields,
  );

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The statements that create the function (in `schema`, else where the search path puts it) and its comment. */
export function functionStatements(fn: GeneratedFunction, schema?: string): string[] {
  const name = schema ? `${schema}.${fn.name}` : fn.name;
  return [
    `create or replace function ${name}(${fn.args})\nreturns ${fn.returns} as $$${fn.body}$$;`,
    `comment on function ${name}(${fn.argTypes}) is\n  ${quote(fn.comment)};`,
  ];
}

/**
 * A migration applying the generated functions as they are now; with `render`, it then renders every stored list
 * item again (needed when the item's fields changed: rows keep the item sponsorship_summary() wrote).
 */
export function generatedMigration(opts: { render?: boolean } = {}): string {
  const header = [
    '-- Generated by `npm run sql:generate` from src/directory/fields/sponsorships.ts and src/directory/tags.ts',
    '-- (directory/fields/sql.ts): do not edit. Change the declaration and generate a new migration;',
    "-- test/db/generatedSql.test.ts fails until the database's functions are what the declarations generate.",
  ];
  // As migration 027: rendering changes no counted field, so the aggregate trigger is skipped for this one update.
  const render = [
    '-- Every stored list item rendered again with the new fields.',
    'alter table sponsorships disable trigger sponsorships_stats_update;',
    'select refresh_sponsorship_rendering();',
    'alter table sponsorships enable trigger sponsorships_stats_update;',
  ];
  const parts = [header.join('\n'), ...generatedFunctions().map((fn) => functionStatements(fn).join('\n'))];
  if (opts.render) parts.push(render.join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/** A function whose body in the database is not what the declaration generates. */
export interface FunctionDrift {
  name: string;
  expected: string;
  /** The database's body, or null when it has no such function. */
  actual: string | null;
}

/** The generated functions whose body in `schema` differs from what the declarations generate now. */
export async function generatedSqlDrift(
  db: Database,
  schema = 'public',
  functions: GeneratedFunction[] = generatedFunctions(),
): Promise<FunctionDrift[]> {
  const r = await sql<{ name: string; body: string }>`select p.proname as name, p.prosrc as body
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${schema} and p.proname = any(${functions.map((f) => f.name)}::text[])`.execute(db);
  const bodies = new Map(r.rows.map((row) => [row.name, row.body]));
  return functions
    .filter((fn) => bodies.get(fn.name) !== fn.body)
    .map((fn) => ({ name: fn.name, expected: fn.body, actual: bodies.get(fn.name) ?? null }));
}
