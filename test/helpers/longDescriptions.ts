// Long descriptions of the shapes that once made detection cost the square of their length (review 30.7): many
// short lines with links, one huge line without breaks or stops, sponsor phrases repeated, a mark explained under
// every item, and many links to unknown domains each thanked in its own sentence. Shared by the linearity test
// (test/detection/linearity.test.ts) and the detection benchmark's 50 ms check (bench/detection.ts).
import type { CatalogBrand } from '../../src/detection/catalog.js';
import type { DetectionInput } from '../../src/detection/detect.js';

export const SHAPES = [
  'short lines with links',
  'one huge line',
  'repeated sponsor phrases',
  'marked items',
  'unknown links',
] as const;
export type Shape = (typeof SHAPES)[number];

/** Brands the shapes name, as a catalog holds them. */
export const LONG_BRANDS: CatalogBrand[] = Array.from({ length: 40 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Brandname${i}`,
  kind: 'Direct',
  domains: [`brandname${i}.com`],
  shorteners: [],
  referralLinks: [],
}));

function piece(shape: Shape, i: number): string {
  const b = LONG_BRANDS[i % LONG_BRANDS.length];
  const d = b.domains[0];
  switch (shape) {
    case 'short lines with links':
      return `${i % 60}:${String(i % 60).padStart(2, '0')} Check out ${b.name} at https://${d}/promo${i}?ref=me code SAVE${i}\n`;
    case 'one huge line':
      return `and this video is sponsored by ${b.name} visit https://${d}/x${i} use code SAVE${i} `;
    case 'repeated sponsor phrases':
      return `This video is sponsored by ${b.name}. Thanks to ${b.name} for sponsoring this video! `;
    case 'marked items':
      return `Item${i}* - https://${d}/p${i}\nItems marked with * were gifted. Affiliate links below\n`;
    case 'unknown links':
      return `Thanks to Shop${i} for sponsoring! https://shop${i}-unknown.com/x?ref=me\nGifted by Maker${i}:\n`;
  }
}

/** A description of the shape, `length` characters long. */
export function longDescription(shape: Shape, length: number): string {
  let s = '';
  for (let i = 0; s.length < length; i++) s += piece(shape, i);
  return s.slice(0, length);
}

export function longInput(shape: Shape, length: number): DetectionInput {
  return {
    videoId: 'long',
    title: 'A long description',
    description: longDescription(shape, length),
    transcript: null,
    includesPaidPromotion: false,
    durationSeconds: 600,
    channel: { title: null, handle: null, shorteners: [] },
  };
}
