// What the creator owns: own hosts (the channel's name in a domain) and profile or shop paths on a platform.
import { getPublicSuffix } from 'tldts';
import { norm, withoutAccents } from './keys.js';
import type { CatalogBrand } from '../catalog.js';
import { urlPath } from '../links.js';
import type { Context, DetectionInput } from './types.js';

// Subdomain labels that say nothing about the owner ("shop.", "store.", "go.").
const GENERIC_HOST_LABELS = new Set(
  'www shop store go get try link links app my en us uk eu m blog home pay checkout buy'.split(' '),
);

/**
 * The creator's own site or store: a label of the host (the registrable name or any subdomain, so a shop on a
 * platform counts: `beatbasement.gumroad.com`, `ledgerandlatte.gumroad.com`, `mara.myshopify.com`,
 * `mara.etsy.com`) that contains the channel handle or title (written together, "&" read as "and"), or that is
 * most of it (`mara-makes` for "Mara Makes" too).
 */
export function isOwnHost(host: string, ctx: Context): boolean {
  const h = normalizeHostLabels(host);
  // A registrable name that is the channel's name itself, however short ("IGN" owns ign.com, "Vox" vox.com).
  const name = norm(h[h.length - 1] ?? '');
  if (name.length >= 2 && (ctx.ownKeys.includes(name) || ctx.ownNames.includes(name))) return true;
  // The title's initials, as the text itself writes them ("alongside the WCSO" on the Wessex Coast Symphony Orchestra's
  // channel owns wcso.org.uk): three words or more.
  if (name.length >= 3 && name === titleInitials(ctx) && writesInCapitals(ctx.input.description ?? '', name))
    return true;
  const keys = ctx.ownKeys.filter((k) => k.length >= 4);
  if (!keys.length) return false;
  // A station's call sign and its channel number ("KHWK First Alert Weather" owns khwk8.com, as "KHWK 8 News"): the
  // title's first word with a number after it.
  const callSign = norm(/^[\p{L}\p{N}]+/u.exec(ctx.input.channel.title ?? '')?.[0] ?? '');
  const words = titleWords(ctx);
  for (const raw of h) {
    const label = norm(raw);
    if (callSign.length >= 4 && /^\p{L}+\d{1,3}$/u.test(label) && label.replace(/\d+$/, '') === callSign) return true;
    if (label.length < 4 || GENERIC_HOST_LABELS.has(label)) continue;
    // Most of a key, but not a later word of the title alone ("ngakak.id" is "Ngakak ID"'s, "bowling.com" is not
    // "Pocket Hits Bowling"'s, whose initials and last word make the key "phbbowling").
    const laterWord = label.length >= 6 && words.indexOf(label) > 0;
    for (const k of keys) {
      if (label.includes(k)) return true;
      if (!laterWord && label.length >= 6 && k.includes(label) && label.length >= k.length * 0.7) return true;
    }
  }
  return false;
}

/** The channel title's initials, for a title of three words or more ("" otherwise). */
function titleInitials(ctx: Context): string {
  const words = (ctx.input.channel.title ?? '').split(/[\s&+]+/).filter((w) => /^\p{L}/u.test(w));
  return words.length >= 3 ? norm(words.map((w) => w[0]).join('')) : '';
}

/** Whether a text writes a key in capitals as a word of its own ("the WCSO"). */
function writesInCapitals(text: string, key: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${key.toUpperCase()}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * Whether a catalog brand is the uploader itself: its name, or the name of one of its domains, is the channel's
 * ("Red Bull" on the Red Bull channel, compared whole). A brand's channel, its teams and its site are no sponsorship
 * of it.
 */
export function isOwnBrand(b: CatalogBrand, ctx: Context): boolean {
  let own = ctx.ownBrands.get(b.id);
  if (own === undefined) {
    const name = norm(b.name);
    own =
      (name.length >= 2 && (ctx.ownKeys.includes(name) || ctx.ownNames.includes(name))) ||
      namedInTitle(b.name, ctx.input.channel.title ?? '') ||
      b.domains.some((d) => {
        // Compared whole: a channel "Mara" does not make Marabou (marabou.com) its own.
        const label = norm(normalizeHostLabels(d).pop() ?? '');
        return label.length >= 2 && (ctx.ownKeys.includes(label) || ctx.ownNames.includes(label));
      });
    ctx.ownBrands.set(b.id, own);
  }
  return own;
}

/** The words of the channel's title, as keys compare them. */
function titleWords(ctx: Context): string[] {
  return (ctx.input.channel.title ?? '').split(/[\s&+]+/).map((w) => norm(withoutAccents(w)));
}

/**
 * Whether a name of two words or more is written whole inside the channel's title, beside the title's other words:
 * the uploader's own show or desk ("KHWK First Alert Weather" names its forecasts "First Alert"), not the brand of
 * that name. A one-word name is not read so ("Nintendo Life" is not Nintendo's).
 */
function namedInTitle(name: string, title: string): boolean {
  const words = (s: string) =>
    withoutAccents(s)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const n = words(name);
  const t = words(title);
  return n.length >= 2 && t.length > n.length && ` ${t.join(' ')} `.includes(` ${n.join(' ')} `);
}

// Not the site's account pages under the same folder (`/member/signup`, `/user/login`): no one's profile.
const PROFILE_PATH =
  /^\/(?:(?:profile|profiles|user|users|u|people|member|members|athletes?)\/(?!(?:sign-?up|signin|sign-?in|log-?in|join|register|registration|account|new|create|invite)(?:[/?#.]|$))([^/?#]+)|@([^/?#]+))/i;
// A resale marketplace's closet (`poshmark.com/closet/<name>`) is the creator's shop there; a brand's or a restaurant's
// page on a store or a delivery app (`doordash.com/brand/<name>`, `grubhub.com/restaurant/<name>/…`) is that brand's.
// (After a country or a language segment too: `etsy.com/au/shop/…`, `etsy.com/de/shop/…`, `/en-gb/shop/…`.)
const SHOP_PATH =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:shop|store|stores|seller|sellers|designers?|creators?|authors?|storefront|closets?|brands?|restaurants?)\/([^/?#]+)/i;

/**
 * A profile path (`/profile/58213`, `/u/mudseason`, `/@LayerShiftLab`, a fitness platform's `/athletes/…`) or a shop path (`/shop/PaperAndThread`)
 * and the name in it.
 */
export function profileOrShopPath(url: string): { profile: boolean; name: string } | null {
  const p = urlPath(url);
  if (p === null) return null;
  const m = PROFILE_PATH.exec(p);
  if (m) return { profile: true, name: m[1] ?? m[2] };
  const s = SHOP_PATH.exec(p);
  if (s) return { profile: false, name: s[1] };
  return null;
}

/** Whether a name (a path segment) is the channel's: it contains the handle or title, or is most of it. */
export function ownsName(name: string, ctx: Context): boolean {
  const label = norm(decodeURIComponentSafe(name));
  if (label.length < 4) return false;
  for (const k of ctx.ownKeys) {
    if (k.length < 4) continue;
    if (label.includes(k)) return true;
    if (label.length >= 6 && k.includes(label) && label.length >= k.length * 0.7) return true;
  }
  return false;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The labels of a host without its public suffix ("a.b.gumroad.com" → a, b, gumroad). */
function normalizeHostLabels(host: string): string[] {
  const suffix = getPublicSuffix(host) ?? '';
  const rest = suffix && host.endsWith(`.${suffix}`) ? host.slice(0, -suffix.length - 1) : host;
  return rest.split('.').filter(Boolean);
}

// What a brand's channel adds to the brand's name: its region, its division or the word "official" ("Nintendo of
// America", "PlayStation Europe", "Marvel Entertainment", "Red Bull Racing", "Samsung Mobile").
const CORPORATE_SUFFIX = new RegExp(
  String.raw`\s+(?:of\s+)?(?:america|europe|uk|us|usa|japan|india|canada|australia|germany|deutschland|france|espa[ñn]a` +
    String.raw`|brasil|brazil|latam|latinoam[ée]rica|m[ée]xico|italia|nederland|korea|asia|global|worldwide|international` +
    String.raw`|tv|entertainment|pictures|films?|studios?|music|records|official|channel|network|media|live|racing` +
    String.raw`|motorsports?|esports|mobile|news|videos?)$`,
  'i',
);

/**
 * The brand a channel is named for, when the title is that name and a region or division ("Nintendo of America" →
 * "nintendo", "Red Bull Racing" → "redbull"): a domain or catalog brand of exactly that name is the uploader's own.
 * Compared whole, never as part of a longer name (a generic word such as "Tech" of "Tech News" owns only tech.com).
 */
export function ownNames(channel: DetectionInput['channel']): string[] {
  const out = new Set<string>();
  // A title that joins a Latin name to words of another script ("MBS 예능", "TBS NEWS 公式", "Сбер TV") is that
  // name in each script: the Latin part is the uploader's name.
  const title = channel.title ?? '';
  if (/\p{Script=Latin}/u.test(title) && /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(title)) {
    for (const m of title.matchAll(
      /\p{Script=Latin}[\p{Script=Latin}\p{N}&'.-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}\p{N}&'.-]*)*/gu,
    )) {
      const k = norm(m[0].replace(CORPORATE_SUFFIX, ''));
      if (k.length >= 2) out.add(k);
    }
  }
  let t = withoutAccents(title).trim();
  for (let i = 0; i < 3 && CORPORATE_SUFFIX.test(t); i++) {
    t = t.replace(CORPORATE_SUFFIX, '');
    const k = norm(t);
    if (k.length >= 2) out.add(k);
  }
  return [...out];
}

/**
 * The last channels' own keys, by handle and title: a batch, a tracked channel's uploads and a discovered channel's
 * videos come a channel at a time, and the keys (accents, transliterations, initials) take longer to make than most
 * of a short description's reading. Read only: the same array is given to every video of the channel.
 */
const OWN_KEYS = new Map<string, readonly string[]>();
const OWN_KEYS_KEPT = 1024;

/** Normalized forms of the channel's handle and title a creator's own domain is made of. */
export function ownKeys(channel: DetectionInput['channel']): readonly string[] {
  const key = `${channel.handle ?? ''}\u0000${channel.title ?? ''}`;
  let keys = OWN_KEYS.get(key);
  if (!keys) {
    if (OWN_KEYS.size >= OWN_KEYS_KEPT) OWN_KEYS.clear();
    OWN_KEYS.set(key, (keys = Object.freeze(makeOwnKeys(channel))));
  }
  return keys;
}

function makeOwnKeys(channel: DetectionInput['channel']): string[] {
  const out = new Set<string>();
  const add = (s: string) => {
    const k = norm(s);
    if (k) out.add(k);
    // Domains are written without accents: "Bon Appétit" owns bonappetit.com.
    const plain = norm(withoutAccents(s));
    if (plain) out.add(plain);
  };
  for (const v of [channel.handle, channel.title]) {
    if (!v) continue;
    add(v);
    add(v.replace(/&|\+/g, ' and '));
    add(v.replace(/^the\s+/i, '').replace(/\s+(?:official|tv|channel|studios?|hq)$/i, ''));
  }
  // A title in Cyrillic owns its name in Latin letters, as Russian and Ukrainian studios register their domains
  // ("Каскад Фильм" owns kaskad-film.ru, "Кухня Тамары" kuhnyatamary.ru), in both common ways of writing it.
  for (const latin of cyrillicToLatin(channel.title ?? '')) add(latin);
  // A title of three words or more without its last one, the word that says what the channel does: "Kettle &
  // Quill Games" owns kettlequill.com, "Ted Harrow Woodturning" tedharrow.co.uk.
  const words = (channel.title ?? '').split(/[\s&+]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length >= 3) {
    const lead = norm(words.slice(0, -1).join(''));
    if (lead.length >= 6) out.add(lead);
    // With its "&" read as "and": "Kettle & Wire Records" owns kettleandwire.co.uk.
    const title = channel.title ?? '';
    if (/[&+]/.test(title)) {
      const spelled = norm(title.replace(/&|\+/g, ' and ').replace(/\s+\S+\s*$/, ''));
      if (spelled.length >= 6) out.add(spelled);
    }
    // The person after "with" or "by" ("Cook with Delia Park" owns deliapark.com), and the title's initials beside
    // one of its words ("Northern Hockey League" owns nhlnorthern.ca).
    const by = words.findIndex((w) => /^(?:with|by)$/i.test(w));
    const person = by >= 0 ? norm(words.slice(by + 1).join('')) : '';
    if (person.length >= 6) out.add(person);
    const initials = norm(words.map((w) => w[0]).join(''));
    for (const w of words) {
      const k = norm(w);
      if (k.length >= 4) out.add(initials + k).add(k + initials);
    }
  }
  return [...out];
}

// The two common transliterations of Russian and Ukrainian letters in domain names: the passport's ("й" as "y", "х" as
// "kh": "zvezdnyy") and the looser one many sites use ("й" as "i", "х" as "h", "ц" as "c": "zvezdnyi"); the rest are
// shared.
const CYRILLIC_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  ч: 'ch',
  ш: 'sh',
  ъ: '',
  ь: '',
  э: 'e',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};
const PASSPORT: Record<string, string> = { й: 'y', ы: 'y', х: 'kh', ц: 'ts', щ: 'shch', ю: 'yu', я: 'ya' };
const LOOSE: Record<string, string> = { й: 'i', ы: 'y', х: 'h', ц: 'c', щ: 'sch', ю: 'yu', я: 'ya' };

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** A title written in Cyrillic letters (five or more of them), in Latin letters both ways; none otherwise. */
function cyrillicToLatin(title: string): string[] {
  if (!CYRILLIC.test(title)) return [];
  const lower = [...title.toLowerCase()];
  if (lower.filter((c) => CYRILLIC.test(c)).length < 5) return [];
  return [PASSPORT, LOOSE].map((v) => lower.map((c) => v[c] ?? CYRILLIC_LATIN[c] ?? c).join(''));
}
