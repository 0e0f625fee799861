// What the console knows of operations beyond their type: which statuses are final, and the kinds it can start.
export const TERMINAL: ReadonlySet<string> = new Set(['succeeded', 'failed', 'canceled']);

export const KINDS: [string, string][] = [
  ['sponsor-detection', 'Sponsor detection: find the sponsors of given videos'],
  ['brand-discovery', 'Brand discovery: find more sponsorships of a brand'],
  ['influencer-similar', 'Similar creators: creators whose sponsors resemble a creator’s'],
];
