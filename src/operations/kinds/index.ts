// Every operation kind, by name: the one list the engine and the HTTP layer read.
import { brandDiscovery } from './brandDiscovery.js';
import { influencerSimilar } from './influencerSimilar.js';
import type { OperationKind } from './kind.js';
import { sponsorDetection } from './sponsorDetection.js';

/** The kinds clients start through POST /v1/operations. */
export const KINDS: Record<Exclude<OperationKind['name'], 'export'>, OperationKind> = {
  'sponsor-detection': sponsorDetection,
  'brand-discovery': brandDiscovery,
  'influencer-similar': influencerSimilar,
};
