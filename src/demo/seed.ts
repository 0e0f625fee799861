// PLACEHOLDER: replaced by the deterministic demo generator.
import type { Store } from '../db/database.js';
export interface SeedSummary { creators: number; brands: number; videos: number; sponsorships: number; ms: number }
export async function seedDemo(_store: Store, _opts: { scale: number }): Promise<SeedSummary> {
  return { creators: 0, brands: 0, videos: 0, sponsorships: 0, ms: 0 };
}
