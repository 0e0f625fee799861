// Normalized keys for comparing names, handles and domains.
import { getDomainWithoutSuffix } from 'tldts';
import type { CatalogBrand } from '../catalog.js';
import type { Target } from './types.js';

// Text in ASCII has no accent to take off (most names and links): no normalisation to pay for.
const NOT_ASCII = /[^\x00-\x7f]/;
/** Latin letters without their accents ("Appétit" → "Appetit"); other scripts unchanged. */
export const withoutAccents = (s: string) =>
  NOT_ASCII.test(s)
    ? s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC')
    : s;

/** Lower case, without a leading "@" and anything but letters and digits: "@Mara Makes!" → "maramakes". */
export const norm = (s: string | null | undefined) => {
  const lower = (s ?? '').toLowerCase().replace(/^@/, '');
  // In ASCII, letters and digits are a-z and 0-9: a plain class, cheaper than the Unicode properties' one.
  return NOT_ASCII.test(lower) ? lower.replace(/[^\p{L}\p{N}]/gu, '') : lower.replace(/[^a-z0-9]/g, '');
};

/** The registrable name of a domain without its public suffix: "shop.get-huel.co.uk" → "get-huel". */
export function domainLabel(domain: string): string {
  return (getDomainWithoutSuffix(domain, { allowPrivateDomains: true }) ?? domain.split('.')[0]).toLowerCase();
}

/** The domain a catalog brand is reported under: its first domain, else its first shortener. */
export function primaryDomain(b: CatalogBrand, fallback: string): string {
  return (b.domains[0] ?? b.shorteners[0] ?? fallback).toLowerCase();
}

/** A brand the catalog lacks, as a target of evidence: the domain its link goes to. */
export const newBrandTarget = (domain: string): Target => ({ key: `domain:${domain}`, brand: null, domain });

/** A catalog brand as a target of evidence, reported under its first domain (`fallback` when it has none). */
export const catalogTarget = (b: CatalogBrand, fallback = ''): Target => ({
  key: `brand:${b.id}`,
  brand: b,
  domain: primaryDomain(b, fallback),
});
