// The detection shape tests' shared helpers: a catalog brand in one line, and a detector bound to a catalog and to
// the video each file reads its descriptions under (its title and channel), so a test states only its description.
import { BrandCatalog, type CatalogBrand } from '../../src/detection/catalog.js';
import { detectSponsorships, type DetectionInput, type DetectedSponsorship } from '../../src/detection/detect.js';

/** A catalog brand: id, name, domains, kind (Direct unless said), shorteners. */
export const brand = (
  id: string,
  name: string,
  domains: string[],
  kind: CatalogBrand['kind'] = 'Direct',
  shorteners: string[] = [],
): CatalogBrand => ({ id, name, kind, domains, shorteners, referralLinks: [] });

/** The video a file's descriptions are read under: its id, title and channel. */
export interface ShapeVideo {
  videoId: string;
  title: string;
  channel: { title: string; handle: string };
  durationSeconds?: number;
}

/** The videos of one shape file, all under the id `videoId`: `video('Title', 'Channel', '@handle')`. */
export const shapeVideos =
  (videoId: string) =>
  (title: string, channelTitle: string, handle: string): ShapeVideo => ({
    videoId,
    title,
    channel: { title: channelTitle, handle },
  });

/** A detector over `brands` for descriptions of `video`; `o` overrides any input field of one call. */
export function detector(brands: CatalogBrand[], video: ShapeVideo) {
  const catalog = new BrandCatalog(brands);
  return (description: string, o: Partial<DetectionInput> = {}): DetectedSponsorship[] =>
    detectSponsorships(
      {
        videoId: video.videoId,
        title: video.title,
        description,
        transcript: null,
        includesPaidPromotion: false,
        durationSeconds: video.durationSeconds ?? 600,
        channel: { ...video.channel, shorteners: [] },
        ...o,
      },
      catalog,
    );
}

/** "domain Type" per sponsorship, sorted: what the shape tests compare. */
export const pairs = (r: DetectedSponsorship[]) => r.map((s) => `${s.domain} ${s.type}`).sort();

/** A channel override: `detect(d, channel('Title', '@handle'))`. */
export const channel = (title: string, handle: string) => ({ channel: { title, handle, shorteners: [] } });
