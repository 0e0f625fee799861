// Every operation kind, the one list: each kind's module names it, and everything else that spells the kinds (the
// operations table's type, the API's schemas, the metrics' labels, the CLI's choices) is derived from here. The SDK
// spells them for clients (sdk/types.ts, checked against these in http/sdkTypes.check.ts); migration 003's CHECK
// guards them in the database (migration 015's CHECK now; test/db/checks.test.ts compares it with KIND_NAMES).
import { brandDiscovery, brandDiscoveryKind } from './brandDiscovery.js';
import { influencerSimilar } from './influencerSimilar.js';
import {
  INTERNAL_KINDS,
  PUBLIC_KIND_NAMES,
  type KindDeclaration,
  type OperationKind,
  type PublicKindName,
} from './kind.js';
import { sponsorDetection, sponsorDetectionKind, type SponsorDetectionServices } from './sponsorDetection.js';

/** The kinds clients start through POST /v1/operations, in the order the API lists them. */
export const PUBLIC_KINDS = [sponsorDetection, brandDiscovery, influencerSimilar] as const;

export { PUBLIC_KIND_NAMES, type PublicKindName };
export type OperationKindName = PublicKindName | (typeof INTERNAL_KINDS)[number];
if (PUBLIC_KINDS.some((k, i) => k.name !== PUBLIC_KIND_NAMES[i]))
  throw new Error('PUBLIC_KINDS must list the kinds in the order of PUBLIC_KIND_NAMES');
/** Every kind the operations table holds. */
export const KIND_NAMES: readonly OperationKindName[] = [...PUBLIC_KIND_NAMES, ...INTERNAL_KINDS];

/** The public kinds by name, as starting and validating an operation read them. */
export const KINDS = Object.fromEntries(PUBLIC_KINDS.map((k): [string, KindDeclaration] => [k.name, k])) as Record<
  PublicKindName,
  KindDeclaration
>;

/** The services the public kinds run with: detection's (all but influencer-similar) and YouTube's fetch. */
export type PublicKindServices = SponsorDetectionServices;

/** The public kinds ready to run, each given the services it needs (runtime.ts passes the process's). */
export function publicKinds(services: PublicKindServices = {}): Record<PublicKindName, OperationKind> {
  return {
    'sponsor-detection': sponsorDetectionKind(services),
    'brand-discovery': brandDiscoveryKind(services),
    'influencer-similar': influencerSimilar,
  };
}
