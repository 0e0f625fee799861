// Narrowing: which of a statement's mentions it really names (named stores, unknown links spelled out).
import { domainLabel, norm } from './keys.js';
import { labelVariants, spellsLabel } from './naming.js';
import { isGuarded, unitText } from './text.js';
import type { Doc, Mention, Statement } from './types.js';

// "Amazon and other retailers", "Amazon, etc.": the disclosure names examples, not every store it covers.
const OTHER_STORES = /\b(?:others?|etc|and more|similar|outr[oa]s|autres|altri|andere|otros|overige|andere)\b/i;

/**
 * An affiliate disclosure that names the stores it is about ("The Amazon links below are affiliate links", "My
 * JetPens links are affiliate links", "affiliate links to Northern Brewer", "Os links da Decathlon e da Amazon")
 * covers only the links of those stores; the other links of its scope stay plain links. Stores are catalog names
 * in its sentence and links of its scope whose name the sentence spells.
 */
export function narrowToNamedStores(ms: Mention[], doc: Doc, s: Statement): Mention[] {
  const sentence = unitText(doc, s.unit);
  if (OTHER_STORES.test(sentence)) return ms;
  // "Some links below are affiliate links, and NordVPN sponsored this video": the name is the sponsor's, not a
  // store's.
  if (doc.statements.some((x) => x.unit === s.unit && x.kind !== 'affiliate')) return ms;
  const named = new Set<string>();
  // "As an Amazon Associate I earn from qualifying purchases" is the program's required wording, not a store list.
  for (const m of doc.mentions) {
    if (m.unit !== s.unit || m.kind !== 'name' || !m.target) continue;
    if (!/^\s*associates?\b/i.test(doc.prose.slice(m.end, m.end + 12))) named.add(m.target.key);
  }
  const stores = sentence.replace(/\b[\p{L}\p{N}]+ associates?\b/giu, ' ');
  const letters = norm(stores);
  for (const m of ms) {
    if (!m.target || m.kind !== 'link' || (m.cls !== 'catalog' && m.cls !== 'new') || named.has(m.target.key)) continue;
    // A cheap test first: the sentence's letters must hold the domain's name somewhere.
    if (!labelVariants(m.target.domain).some((v) => v.length >= 3 && letters.includes(v))) continue;
    if (spellsLabel(stores, m.target.domain)) named.add(m.target.key);
  }
  if (!named.size) return ms;
  return ms.filter((m) => m.unit === s.unit || (m.target && named.has(m.target.key)));
}

/**
 * A statement that names a catalog brand keeps unknown links only when they look like that brand's
 * ("go.nordvpn.net" next to NordVPN); without catalog brands, it keeps the unknown links whose name the
 * sentence spells, else the one nearest to the statement.
 */
export function narrowNewLinks(ms: Mention[], doc: Doc, s: Statement, itemLine?: number): Mention[] {
  const news = ms.filter((m) => m.cls === 'new');
  if (!news.length) return ms;
  // Catalog brands of the statement's own line count too ("Thanks to Raycon! Use code X at go.partner.io/x"); for
  // an item of a list, those of the item's line.
  const line = itemLine ?? s.line;
  const lineNames = doc.mentions.filter((m) => m.line === line && m.kind === 'name');
  const known = [...ms, ...lineNames].filter((m) => m.target?.brand);
  const rest = ms.filter((m) => m.cls !== 'new');
  if (known.length) {
    const kept: Mention[] = [];
    for (const n of news) {
      const label = norm(domainLabel(n.target!.domain));
      const owner = known.find((k) => {
        const b = k.target!.brand!;
        const keys = [norm(b.name), ...b.domains.map((d) => norm(domainLabel(d)))].filter((x) => x.length >= 4);
        return keys.some((key) => label.includes(key) || key.includes(label));
      });
      if (owner) kept.push({ ...n, cls: 'catalog', target: owner.target });
    }
    return [...rest, ...kept];
  }
  const sentence = unitText(doc, s.unit);
  const spelled = news.filter((n) => spellsLabel(sentence, n.target!.domain));
  if (spelled.length) return [...rest, ...spelled];
  const distance = (m: Mention) => Math.abs(m.index - s.index);
  const nearest = [...news].sort((a, b) => distance(a) - distance(b) || a.index - b.index)[0];
  return [...rest, nearest];
}

/** New brands linked in any of the texts whose name the sentence spells (outside credits and self-promotion). */
export function newLinksNamedIn(sentence: string, docs: Doc[]): Mention[] {
  const out: Mention[] = [];
  const seen = new Set<string>();
  for (const d of docs) {
    for (const m of d.mentions) {
      if (m.cls !== 'new' || !m.target || seen.has(m.target.key)) continue;
      if (isGuarded(d.lines[m.line])) continue;
      if (spellsLabel(sentence, m.target.domain)) {
        out.push(m);
        seen.add(m.target.key);
      }
    }
  }
  return out;
}
