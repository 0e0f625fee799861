// Normalized keys for comparing names, handles and domains.
import { getDomainWithoutSuffix } from 'tldts';

export const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/^@/, '').replace(/[^\p{L}\p{N}]/gu, '');

export function domainLabel(domain: string): string {
  return (getDomainWithoutSuffix(domain, { allowPrivateDomains: true }) ?? domain.split('.')[0]).toLowerCase();
}
