// The SQL the database keeps of the declarations, generated from them: of the sponsorships resource
// (fields/sponsorships.ts), the stored list item (sponsorship_summary(), whose select the rendering triggers write inline), the search
// document (sponsorship_search()), the rendering triggers of the tables it joins (brands_render(), creators_render(),
// videos_render(): which columns' change renders a sponsorship again) and the rendering they call
// (sponsorships_render(): one update arm per joined table, with the order copies the row keeps), and the watch matching: the predicate
// (watch_matches_columns(), inlined into the watch triggers), the line-by-line search (watch_matches_lookups()), the
// candidates' query arms (watch_candidates()) and the update trigger's "fields a filter reads"
// (sponsorships_watch_update()); of the read cache's tags (directory/tags.ts), each directory table's change function
// (<table>_changed(), the row trigger that records the tags a write moved in the change log the read cache and the
// export cache read), the grams of a search document those functions record (search_grams()),
// and the two that record the tag of everything (directory_changes_truncate(), directory_changed_everything()).
// `npm run sql:generate -- <NNN_name>` writes them into a new migration; test/db/generatedSql.test.ts fails when the
// database's function bodies differ from what this generates, so a change to the declaration, or an edit of the
// database's copy by hand, cannot pass unnoticed.
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { changeFunctions, GRAM, GRAM_CHARACTERS, tags, type ChangeFunction, type TagFamily } from '../tags.js';
import {
  searchLines,
  sponsorshipCopies,
  sponsorshipFields,
  sponsorshipFilters,
  sponsorshipJoins,
  sponsorshipStored,
  sponsorshipWatchKeys,
  watchFilterAttributes,
  type FilterRule,
  type ItemField,
  type SponsorshipJoin,
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
 * The stored JSON of a list item for the sponsorship row `row` (`s`, or `new` in the row trigger) and the joined rows
 * b, c, v: row_to_json of an aliased row is compact (migration 027), in the fields' order, with the values the list's
 * columns read (directory/sponsorships.ts renders the same fields for exports). The rendering functions write it
 * inline rather than calling sponsorship_summary(): a SQL function with a FROM clause is never inlined, so each call
 * (each row of a trigger) plans its body again.
 */
function summarySelect(fields: Record<string, ItemField>, row: 's' | 'new'): string {
  const columns = Object.entries(fields).map(
    ([name, f]) => `${row === 's' ? f.sql : f.sql.replace(/\bs\./g, `${row}.`)} as ${identifier(name)}`,
  );
  return `select row_to_json(x)::text from (select\n    ${columns.join(',\n    ')}) x`;
}

/** The stored JSON of a list item as a function: what a reader (a test, a repair by hand) calls for one row. */
export function sponsorshipSummaryFunction(fields: Record<string, ItemField> = sponsorshipFields): GeneratedFunction {
  return {
    name: 'sponsorship_summary',
    args: 's sponsorships, b brands, c creators, v videos',
    argTypes: 'sponsorships, brands, creators, videos',
    returns: 'text language sql immutable parallel safe',
    body: `\n  ${summarySelect(fields, 's')}\n`,
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

/**
 * The search document of a sponsorship: the `search` fields, one line per joined table (searchLines()), lowercased.
 * Called with the rows of inner joins (sponsorships_render(), sponsorships_render_row()), never a missing row.
 */
export function sponsorshipSearchFunction(fields: Record<string, ItemField> = sponsorshipFields): GeneratedFunction {
  const lines = searchLines(fields).map((l) => l.sql);
  return {
    name: 'sponsorship_search',
    args: 'b brands, c creators, v videos',
    argTypes: 'brands, creators, videos',
    returns: 'text language sql immutable parallel safe',
    body: `\n  select lower(${lines.join(" || E'\\n' || ")})\n`,
    comment:
      'The search document of a sponsorship: the searched fields of each joined table, lowercased, one line per ' +
      `table (the search filter reads sponsorships.search); ${SOURCE}`,
  };
}

/** The search filter: the one rule whose term the watches keep as a LIKE pattern. */
function searchRule(filters: Record<string, FilterRule>): Extract<FilterRule, { how: 'search' }> {
  const rule = Object.values(filters).find((r) => r.how === 'search');
  if (rule?.how !== 'search') throw new Error('the sponsorships filters have no search');
  return rule;
}

/**
 * A watch's search term with a line break, matched line by line as the list matches it (directory/sponsorships.ts):
 * the term is in one line of the document, each line read from its own table by the sponsorship's key.
 */
export function watchLookupsFunction(
  fields: Record<string, ItemField> = sponsorshipFields,
  filters: Record<string, FilterRule> = sponsorshipFilters,
): GeneratedFunction {
  const pattern = `w.${column(searchRule(filters).watch)}`;
  const lines = searchLines(fields).map(
    ({ join: j, sql: line }) =>
      `exists (select 1 from ${j.table} ${j.alias} where ${j.alias}.${j.key} = ${j.via}\n` +
      `      and lower(${line}) like ${pattern})`,
  );
  return {
    name: 'watch_matches_lookups',
    args: 'w watch_filter, s sponsorships',
    argTypes: 'watch_filter, sponsorships',
    returns: 'boolean language sql stable',
    body: `\n  select ${pattern} is null or position(E'\\n' in ${pattern}) = 0\n    or ${lines.join('\n    or ')}\n`,
    comment:
      "A watch's search term with a line break matched line by line against the brand, creator and video (the list " +
      `does the same: src/directory/sponsorships.ts); ${SOURCE}`,
  };
}

/** How the candidates' arm of a key filter finds a row's watches in its index. */
function probe(name: string, rule: FilterRule): string {
  switch (rule.how) {
    case 'equality':
      return `${column(rule.watch)} = ${rule.column}`;
    case 'domain':
      return `${column(rule.watch)} = any(brand_domains)`;
    default:
      throw new Error(`${name}: a watch key is an equality or a domain`);
  }
}

/**
 * The active watches that can match a sponsorship `s` (given its brand's domains): one arm per key filter, in the keys'
 * order, each reading the covering partial index of the watches whose first key it is, and one for the watches with
 * no key. Each watch is in one arm only, so the arms are a union all.
 */
export function watchCandidatesFunction(
  filters: Record<string, FilterRule> = sponsorshipFilters,
  keys: readonly string[] = sponsorshipWatchKeys,
): GeneratedFunction {
  const keyColumns = keys.map((k) => column(filters[k].watch));
  const arms = [
    ...keys.map((k, i) => [...keyColumns.slice(0, i).map((c) => `${c} is null`), probe(k, filters[k])]),
    keyColumns.map((c) => `${c} is null`),
  ];
  const attributes = watchFilterAttributes.map(column);
  const half = Math.ceil(attributes.length / 2);
  const select = `select ${attributes.slice(0, half).join(', ')},\n      ${attributes.slice(half).join(', ')}`;
  return {
    name: 'watch_candidates',
    args: 's sponsorships, brand_domains text[]',
    argTypes: 'sponsorships, text[]',
    returns: 'setof watch_filter language sql stable',
    body: `\n${arms.map((a) => `  ${select}\n    from watches where not paused and ${a.join(' and ')}`).join('\n  union all\n')}\n`,
    comment:
      'The active watches that can match a sponsorship, found by their brand, channel or domain index, or having ' +
      `none of them (the watch triggers); ${SOURCE}`,
  };
}

/** The sponsorship row's columns the filters read (a domain reads the brand, the search the stored document). */
export function filterReadColumns(filters: Record<string, FilterRule> = sponsorshipFilters): string[] {
  const read = Object.values(filters).map((r) => (r.how === 'search' ? sponsorshipStored.searchDocument : r.column));
  return [...new Set(read)].map((c) => {
    if (!/^s\.[a-z_]+$/.test(c)) throw new Error(`${c} is not a column of the sponsorship row`);
    return c.slice(2);
  });
}

/**
 * The watch outbox's update trigger: the updated rows that changed a field a filter reads, each matched before and
 * after against the candidates of both, recorded once per (row, change) with the watches it is that change to.
 */
export function watchUpdateFunction(filters: Record<string, FilterRule> = sponsorshipFilters): GeneratedFunction {
  const read = filterReadColumns(filters);
  const tuple = (r: string) => `(${read.map((c) => `${r}.${c}`).join(', ')})`;
  return {
    name: 'sponsorships_watch_update',
    args: '',
    argTypes: '',
    returns: 'trigger language plpgsql',
    body: `
begin
  if not watches_any_active() then return null; end if;
  with p as (
    select o::sponsorships as o, n::sponsorships as n,
      brand_domain_list(o.brand_id) as od, brand_domain_list(n.brand_id) as nd
    from old_rows o join new_rows n on n.id = o.id
    where ${tuple('o')}
      is distinct from ${tuple('n')}
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
end `,
    comment:
      "Appends the updated sponsorships that enter, leave or change type in an active watch's answer to the watch " +
      `outbox sponsorship_changes (an update of no field a filter reads is skipped); ${SOURCE}`,
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

/** The SQL of tags.ts digitBucket() for an integer expression: its count of decimal digits, 1 for null or a negative. */
export const digitBucketSql = (value: string) => `length(greatest(coalesce(${value}, 0), 0)::text)`;

/** A family's tag for the row alias `r`: `'v'`, or `'v:' || r.video_id`. */
function tagOf(f: TagFamily, r: string): string {
  if (f.key === undefined) return `'${plain(f.prefix)}'`;
  if ((f.and || f.digits) && (f.day || f.grams))
    throw new Error(`${f.prefix}: a family of two columns is neither a day nor grams`);
  const second = f.and
    ? ` || ':' || ${r}.${column(f.and)}`
    : f.digits
      ? ` || ':' || ${digitBucketSql(`${r}.${column(f.digits)}`)}`
      : '';
  const value = `${r}.${column(f.key)}${second}`;
  return `'${plain(f.prefix)}:' || ${f.day ? `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD')` : value}`;
}

/** A gram family's tags for the row alias `r`, as an array: `search_grams('s.q', r.search)`. */
function gramsOf(f: TagFamily, r: string): string {
  return `search_grams('${plain(f.prefix)}', ${r}.${column(f.key!)})`;
}

/**
 * The tags of a row's grams (a family declared with `grams`, directory/tags.ts): the prefix and each distinct run of
 * GRAM characters of GRAM_CHARACTERS in the text, at every position, as searchGrams() reads them: every GRAM-long
 * piece of each maximal run of those characters. The runs are split by a bracket expression that lists the characters
 * one by one (no range or class, which would depend on the collation); splitting first is three times faster than
 * testing every piece of the whole text, which a write of a hundred sponsorships paid in full.
 */
export function searchGramsFunction(): GeneratedFunction {
  if (!/^[0-9a-z]+$/.test(GRAM_CHARACTERS)) throw new Error('gram characters are written into SQL as they are');
  return {
    name: 'search_grams',
    args: 'prefix text, doc text',
    argTypes: 'text, text',
    returns: 'text[] language sql immutable parallel safe',
    body: `
  select coalesce(array_agg(distinct prefix || ':' || substr(run, i, ${GRAM})), '{}')
  from regexp_split_to_table(doc, '[^${GRAM_CHARACTERS}]+') run, generate_series(1, length(run) - ${GRAM - 1}) i
`,
    comment:
      `The tags of a search document's grams (each run of ${GRAM} ASCII lowercase letters or digits): a page ` +
      "searching a term carries the term's rarest (src/directory/reads.ts); generated from src/directory/tags.ts",
  };
}

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
 * An update's rows in a `join` table: each new row paired with its old one by the key moves the families whose watched
 * columns changed (the old row's too where the family says so); a row whose key the update changed (none does today)
 * is read as a delete and an insert.
 */
function pairedUpdate(
  fn: Extract<ChangeFunction, { mode: 'join' }>,
  one: TagFamily[],
  many: TagFamily[],
  withGrams: (tags: string[], grams: string[]) => string,
  rowsOf: (r: 'n' | 'o', where?: string) => string,
): string[] {
  const when = (f: TagFamily, r: string, tag: string) => {
    // The old row's grams only when its text changed: otherwise they are the new row's.
    const conditions = [changed(f), r === 'o' && f.grams ? distinctFrom([f.key!]) : null].filter((c) => c !== null);
    return conditions.length ? `case when ${conditions.join(' and ')} then ${tag} end` : tag;
  };
  const forRows = (f: TagFamily) => (f.old ? ['n', 'o'] : ['n']);
  const update = withGrams(
    one.flatMap((f) => forRows(f).map((r) => when(f, r, tagOf(f, r)))),
    many.flatMap((f) => forRows(f).map((r) => when(f, r, gramsOf(f, r)))),
  );
  const key = column(fn.key);
  const unpaired = (r: 'n' | 'o') =>
    `\n      where not exists (select 1 from ${r === 'n' ? 'old_rows o' : 'new_rows n'} where o.${key} = n.${key})`;
  return [
    `      select ${update} as a\n      from new_rows n join old_rows o on o.${key} = n.${key}`,
    rowsOf('n', unpaired('n')),
    rowsOf('o', unpaired('o')),
  ];
}

/**
 * The change function of one directory table, as its declaration in directory/tags.ts generates it: a statement
 * trigger over the statement's rows (`new_rows` and `old_rows`; in its expressions `n` is a new row, `o` an old one)
 * that records the tags the statement moved in the change log, once, through directory_change_record() (migration 060:
 * the change is recorded by one trigger a table; the read cache and, since migration 075, the export cache read it).
 * Until migration 088 it was a row trigger: a statement of a hundred rows wrote a hundred change rows.
 */
export function changeFunction(fn: ChangeFunction): GeneratedFunction {
  const table = column(fn.table);
  // A family of one tag a row goes into the array literal; a gram family's array is appended to it.
  const one = fn.families.filter((f) => !f.grams);
  const many = fn.families.filter((f) => f.grams);
  const withGrams = (tags: string[], grams: string[]) => [list(tags, '      '), ...grams].join(' || ');
  // The tags a row written or removed whole moves: every family's (`rows`), or the table's and those of its families
  // that rows enter and leave (`join`).
  const entering = fn.mode === 'rows' ? one : [fn.tableTag, ...one.filter((f) => f.rows && f !== fn.tableTag)];
  const whole = (r: string) =>
    withGrams(
      entering.map((f) => tagOf(f, r)),
      many.filter((f) => fn.mode === 'rows' || f.rows).map((f) => gramsOf(f, r)),
    );
  const rowsOf = (r: 'n' | 'o', where = '') =>
    `      select ${whole(r)} as a\n      from ${r === 'n' ? 'new_rows' : 'old_rows'} ${r}${where}`;
  // Each row's tags (a family keyed by a column the row leaves null, such as a sponsorship without a publication
  // time, moves no tag), gathered once for the statement.
  const gather = (arrays: string[]) =>
    `    select array_agg(distinct x) into t from (\n${arrays.join('\n      union all\n')}\n    ) r, unnest(r.a) x\n` +
    '    where x is not null;';
  const updated = fn.mode === 'rows' ? [rowsOf('n'), rowsOf('o')] : pairedUpdate(fn, one, many, withGrams, rowsOf);
  return {
    name: `${table}_changed`,
    args: '',
    argTypes: '',
    returns: 'trigger language plpgsql',
    body: [
      '',
      'declare',
      '  t text[];',
      'begin',
      "  if tg_op = 'INSERT' then",
      gather([rowsOf('n')]),
      "  elsif tg_op = 'DELETE' then",
      gather([rowsOf('o')]),
      '  else',
      gather(updated),
      '  end if;',
      '  perform directory_change_record(t);',
      '  return null;',
      'end',
      '',
    ].join('\n'),
    comment:
      `Records the read-cache tags a statement writing ${table} rows moved in the change log (directory_changes, ` +
      'read by the read cache and the export cache), once, through directory_change_record(); generated from ' +
      'src/directory/tags.ts',
  };
}

/** The names of a change function's statement triggers, one per event (transition tables take one event each). */
const changeTriggerEvents = ['insert', 'update', 'delete'] as const;

/**
 * The statement triggers of a change function (one per event, each with the transition tables its event has), after
 * dropping the row trigger they replace (migration 060's `<table>_changed`) and themselves: a generated migration
 * applies them again as it applies the functions.
 */
export function changeTriggerStatements(fn: ChangeFunction): string[] {
  const table = column(fn.table);
  const tables = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  return [
    `drop trigger if exists ${table}_changed on ${table};`,
    ...changeTriggerEvents.flatMap((event) => [
      `drop trigger if exists ${table}_changed_${event} on ${table};`,
      `create trigger ${table}_changed_${event} after ${event} on ${table}\n` +
        `  referencing ${tables[event]}\n  for each statement execute function ${table}_changed();`,
      `comment on trigger ${table}_changed_${event} on ${table} is\n` +
        `  ${quote(`Change log: the read-cache tags of a statement's ${event} of ${table} rows`)};`,
    ]),
  ];
}

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
  from: SponsorshipJoin,
  fields: Record<string, ItemField> = sponsorshipFields,
): GeneratedFunction {
  const key = column(from.key);
  const args = sponsorshipJoins.map((t) => (t === from ? 'ids' : 'null')).join(', ');
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

/**
 * What the three rendering functions write, each for its row (`s` in an update, `new` in the row trigger): the stored
 * item and search document, rendered from the joined rows, then the order copies (sponsorshipCopies()), in that order.
 */
function renderingOf(fields: Record<string, ItemField>, row: 's' | 'new') {
  const copies = sponsorshipCopies(fields);
  const aliases = sponsorshipJoins.map((j) => j.alias).join(', ');
  return {
    copies,
    /** The stored columns: item, document, copies. */
    stored: [sponsorshipStored.summary, sponsorshipStored.searchDocument]
      .map((c) => column(c.slice(2)))
      .concat(copies.map((c) => column(c.column))),
    /** What each stored column is rendered from, in the same order. */
    rendered: [`(${summarySelect(fields, row)})`, `sponsorship_search(${aliases})`, ...copies.map((c) => c.from)],
    from: sponsorshipJoins.map((j) => `${j.table} ${j.alias}`).join(', '),
    joined: sponsorshipJoins
      .map((j) => `${j.alias}.${column(j.key)} = ${j.via.replace(/^s\./, `${row}.`)}`)
      .join(' and '),
  };
}

/**
 * Renders again the stored item and search document of the sponsorships of these brands, creators or videos (the
 * <table>_render() triggers call it with the keys their update changed): one update arm per joined table, in the
 * joins' order, each also writing the copies the sponsorship row keeps of that table's columns (sponsorshipCopies()).
 */
export function sponsorshipsRenderFunction(fields: Record<string, ItemField> = sponsorshipFields): GeneratedFunction {
  const { copies, stored, rendered, from, joined } = renderingOf(fields, 's');
  const set = `${stored[0]} = ${rendered[0]}, ${stored[1]} = ${rendered[1]}`;
  const arm = (j: SponsorshipJoin) => {
    const own = copies.filter((c) => c.join === j).map((c) => `${column(c.column)} = ${c.from}`);
    return [
      `  if ${j.param} is not null then`,
      `    update sponsorships s set ${set}${own.length ? `,\n      ${own.join(', ')}` : ''}`,
      `    from ${from}`,
      `    where ${j.via} = any(${j.param}) and ${joined};`,
      '  end if;',
    ].join('\n');
  };
  return {
    name: 'sponsorships_render',
    args: sponsorshipJoins.map((j) => `${j.param} ${j.type}[]`).join(', '),
    argTypes: sponsorshipJoins.map((j) => `${j.type}[]`).join(', '),
    returns: 'void language plpgsql',
    body: `\nbegin\n${sponsorshipJoins.map(arm).join('\n')}\nend `,
    comment:
      'Renders again the stored list item, search document and order copies of the sponsorships of these brands, ' +
      `creators or videos (the generated <table>_render() triggers call it); ${SOURCE}`,
  };
}

/**
 * The stored item, search document and order copies of one sponsorship row as it is written (the BEFORE trigger
 * sponsorships_summary): the same expressions as sponsorshipsRenderFunction(), read for `new`.
 */
export function sponsorshipsRenderRowFunction(
  fields: Record<string, ItemField> = sponsorshipFields,
): GeneratedFunction {
  const { stored, rendered, from, joined } = renderingOf(fields, 'new');
  return {
    name: 'sponsorships_render_row',
    args: '',
    argTypes: '',
    returns: 'trigger language plpgsql',
    body: [
      '',
      'begin',
      `  select ${rendered.join(', ')}`,
      `    into ${stored.map((c) => `new.${c}`).join(', ')}`,
      `  from ${from}`,
      `  where ${joined};`,
      '  return new;',
      'end ',
    ].join('\n'),
    comment:
      "Renders a sponsorship's stored list item (summary), search document and order copies as the row is written " +
      `(read by the sponsorships list and watches); ${SOURCE}`,
  };
}

/**
 * Every sponsorship whose stored item, search document or order copies differ from what they would be now, rendered
 * again (a migration changing the item; demo/seed.ts after a bulk load).
 */
export function refreshSponsorshipRenderingFunction(
  fields: Record<string, ItemField> = sponsorshipFields,
): GeneratedFunction {
  const { copies, stored, rendered, from, joined } = renderingOf(fields, 's');
  return {
    name: 'refresh_sponsorship_rendering',
    args: '',
    argTypes: '',
    returns: 'void language sql',
    body: [
      '',
      `  update sponsorships s set ${stored[0]} = ${rendered[0]}, ${stored[1]} = ${rendered[1]},`,
      `    ${copies.map((c) => `${column(c.column)} = ${c.from}`).join(', ')}`,
      `  from ${from}`,
      `  where ${joined}`,
      `    and (${stored.map((c) => `s.${c}`).join(', ')})`,
      `      is distinct from (${rendered.join(', ')})`,
      '',
    ].join('\n'),
    comment:
      'Renders again every sponsorship whose stored item, search document or order copies differ from what they ' +
      `would be now (a migration changing the item; src/demo/seed.ts); ${SOURCE}`,
  };
}

/** A tag list of the one tag every cached response carries, as a SQL array literal (`'{*}'`). */
function everythingLiteral(everything: string): string {
  if (!/^[*a-z.]+$/.test(everything)) throw new Error(`${everything} is not a plain tag`);
  return `'{${everything}}'`;
}

/** The truncate trigger of every directory table: a TRUNCATE changed everything (the tag of every cached response). */
export function truncateChangeFunction(everything: string = tags.everything): GeneratedFunction {
  return {
    name: 'directory_changes_truncate',
    args: '',
    argTypes: '',
    returns: 'trigger language plpgsql',
    body: `\nbegin\n  perform directory_change_record(${everythingLiteral(everything)});\n  return null;\nend `,
    comment:
      `A TRUNCATE of a directory table changed everything: records the tag ${everything} (every cached response and ` +
      'export file); generated from src/directory/tags.ts',
  };
}

/** What a bulk load with the triggers off calls after it (demo/seed.ts): everything changed. */
export function everythingChangedFunction(everything: string = tags.everything): GeneratedFunction {
  return {
    name: 'directory_changed_everything',
    args: '',
    argTypes: '',
    returns: 'void language sql',
    body: `\n  select directory_changes_add(${everythingLiteral(everything)});\n`,
    comment:
      `Moves every tag (${everything}: every cached response and export file): after a TRUNCATE or a bulk load with ` +
      'triggers off (src/demo/seed.ts); generated from src/directory/tags.ts',
  };
}

/** Every function generated from the declarations. */
export const generatedFunctions = (): GeneratedFunction[] => [
  sponsorshipSummaryFunction(),
  watchMatchFunction(),
  sponsorshipSearchFunction(),
  watchLookupsFunction(),
  watchCandidatesFunction(),
  watchUpdateFunction(),
  ...sponsorshipJoins.map((t) => renderFunction(t)),
  sponsorshipsRenderFunction(),
  sponsorshipsRenderRowFunction(),
  refreshSponsorshipRenderingFunction(),
  searchGramsFunction(),
  ...changeFunctions.map(changeFunction),
  truncateChangeFunction(),
  everythingChangedFunction(),
];

/** The render function of brands, creators or videos, by table. */
export const renderFunctionOf = (table: 'brands' | 'creators' | 'videos', fields?: Record<string, ItemField>) =>
  renderFunction(
    sponsorshipJoins.find((t) => t.table === table)!,
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
  const parts = [
    header.join('\n'),
    ...generatedFunctions().map((fn) => functionStatements(fn).join('\n')),
    ...changeFunctions.map((fn) => changeTriggerStatements(fn).join('\n')),
  ];
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
