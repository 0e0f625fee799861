// Normalized keys for comparing names, handles and domains.
import { getDomainWithoutSuffix } from 'tldts';
import type { CatalogBrand } from '../catalog.js';
import type { Target } from './types.js';

/** Lower case, without a leading "@" and anything but letters and digits: "@Mara Makes!" → "maramakes". */
/** Latin letters without their accents ("Appétit" → "Appetit"); other scripts unchanged. */
export const withoutAccents = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

export const norm = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The registrable name of a domain without its public suffix: "shop.get-huel.co.uk" → "get-huel". */
export function domainLabel(domain: string): string {
  return (getDomainWithoutSuffix(domain, { allowPrivateDomains: true }) ?? domain.split('.')[0]).toLowerCase();
}

/** The domain a catalog brand is reported under: its first domain, else its first shortener. */
export function primaryDomain(b: CatalogBrand, fallback: string): string {
  return (b.domains[0] ?? b.shorteners[0] ?? fallback).toLowerCase();
}

/** A catalog brand as a target of evidence, reported under its first domain (`fallback` when it has none). */
export const catalogTarget = (b: CatalogBrand, fallback = ''): Target => ({
  key: `brand:${b.id}`,
  brand: b,
  domain: primaryDomain(b, fallback),
});
