// Brand domains as they are stored (brands.domains, brand_domains) and looked up, written once: the importer
// stores them so, the sponsorships list's brandDomain filter looks them up so, and the evaluation compares so.
// A domain is a host name: a scheme, path, query, port, trailing dot or leading `www.` is never part of it.

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Lower case, without scheme, path, query, fragment, port, trailing dot or leading `www.`. */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** The normalized domain when it is a host name (labels, a top-level domain), else null. */
export function normalizeHostname(input: string): string | null {
  const h = normalizeDomain(input);
  return HOSTNAME.test(h) ? h : null;
}
