// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A sponsorship's confidence (docs/detection.md §8a) orders reports the way their evidence does, built from small
// descriptions through detectSponsorships; and the excerpts evidence keeps: the words found, at most 300
// characters cut on word boundaries, and for a transcript where its segment starts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BrandCatalog, type CatalogBrand } from '../../src/detection/catalog.js';
import { detectSponsorships, type DetectionInput, type DetectedSponsorship } from '../../src/detection/detect.js';
import { cutExcerpt, ELLIPSIS, EXCERPT_MAX } from '../../src/detection/engine/excerpts.js';

const brand = (id: string, name: string, domains: string[]): CatalogBrand => ({
  id,
  name,
  kind: 'Direct',
  domains,
  shorteners: [],
  referralLinks: [],
});
const catalog = new BrandCatalog([
  brand('b-nord', 'NordVPN', ['nordvpn.com']),
  brand('b-ridge', 'Ridge', ['ridge.com']),
  brand('b-bril', 'Brilliant', ['brilliant.org']),
  brand('b-key', 'Keychron', ['keychron.com']),
]);

function detect(description: string, o: Partial<DetectionInput> = {}): DetectedSponsorship[] {
  return detectSponsorships(
    {
      videoId: 'vid00000001',
      title: 'Building a walnut desk from scratch',
      description,
      transcript: null,
      includesPaidPromotion: false,
      durationSeconds: 900,
      channel: { title: 'Mara Makes', handle: '@maramakes', shorteners: [] },
      ...o,
    },
    catalog,
  );
}

/** The confidence of the one sponsorship of `domain` the text reports. */
function confidenceOf(description: string, domain: string, o: Partial<DetectionInput> = {}): number {
  const found = detect(description, o).filter((s) => s.domain === domain);
  assert.equal(found.length, 1, `${domain} is reported once from ${JSON.stringify(description)}`);
  const c = found[0].confidence;
  assert.ok(c >= 0 && c <= 1, `confidence ${c} is within 0..1`);
  return c;
}

describe('confidence orders reports by their evidence', () => {
  test('an explicit sponsor statement with a link is at least 0.8, above an affiliate-only link of a new brand', () => {
    const paid = confidenceOf('This video is sponsored by NordVPN: https://nordvpn.com/mara', 'nordvpn.com');
    const affiliate = confidenceOf(
      'Some links below are affiliate links.\nMy saw: https://sawworks.com/p/1',
      'sawworks.com',
    );
    assert.ok(paid >= 0.8, `paid ${paid}`);
    assert.ok(affiliate < 0.5, `affiliate-only new brand ${affiliate}`);
    assert.ok(paid > affiliate);
  });

  test('a catalog brand is surer than a new brand with the same words', () => {
    const known = confidenceOf('Use code MARA for 10% off at https://ridge.com/mara', 'ridge.com');
    const unknown = confidenceOf('Use code MARA for 10% off at https://walletworks.com/mara', 'walletworks.com');
    assert.ok(known > unknown, `${known} > ${unknown}`);
  });

  test('sponsor words in the description count more than the same words only in the transcript', () => {
    const written = confidenceOf(
      'Thanks to Brilliant for sponsoring this video: https://brilliant.org/mara',
      'brilliant.org',
    );
    const spoken = confidenceOf('Walnut desk build.\nhttps://brilliant.org/mara', 'brilliant.org', {
      transcript: [{ startMillis: 5000, text: 'thanks to Brilliant for sponsoring this video' }],
    });
    assert.ok(written > spoken, `${written} > ${spoken}`);
  });

  test('a sponsor section header makes its lines paid evidence, surer than a plain discount', () => {
    const section = confidenceOf('SPONSORS:\nNordVPN: https://nordvpn.com/mara', 'nordvpn.com');
    const discount = confidenceOf('Get 10% off at https://nordvpn.com/mara', 'nordvpn.com');
    assert.ok(section > discount, `${section} > ${discount}`);
  });

  test('the paid-promotion flag agreeing with sponsor words raises it; a brand it alone promotes is doubted', () => {
    const text = 'This video is sponsored by NordVPN: https://nordvpn.com/mara';
    assert.ok(confidenceOf(text, 'nordvpn.com', { includesPaidPromotion: true }) >= confidenceOf(text, 'nordvpn.com'));
    // Only the flag says the video is paid; the brand in the first lines is its presumed sponsor.
    const promotedOnly = confidenceOf('Check out https://ridge.com/mara', 'ridge.com', { includesPaidPromotion: true });
    const promotedWithCode = confidenceOf('Check out https://ridge.com/mara and use code MARA', 'ridge.com', {
      includesPaidPromotion: true,
    });
    assert.ok(promotedOnly < 0.5, `promoted only ${promotedOnly}`);
    assert.ok(promotedWithCode > promotedOnly, `${promotedWithCode} > ${promotedOnly}`);
  });

  test('a brand named without a link is less sure than the same statement with its link', () => {
    const named = confidenceOf('Thanks to Ridge for sponsoring this video!', 'ridge.com');
    const linked = confidenceOf('Thanks to Ridge for sponsoring this video! https://ridge.com/mara', 'ridge.com');
    assert.ok(linked > named, `${linked} > ${named}`);
  });

  test('a negation naming the brand nearby lowers it', () => {
    const plain = confidenceOf('Keychron sent me this keyboard: https://keychron.com/k2', 'keychron.com');
    const negated = confidenceOf(
      'Keychron sent me this keyboard: https://keychron.com/k2\nThis is not sponsored by Keychron.',
      'keychron.com',
    );
    assert.ok(negated < plain, `${negated} < ${plain}`);
  });

  test('confidence does not change what is reported or its type, and the score stays as documented', () => {
    const [s] = detect('This video is sponsored by NordVPN: https://nordvpn.com/mara');
    assert.equal(s.type, 'Integration');
    assert.equal(s.score, 0.85);
    assert.equal(s.confidence, 0.85);
  });
});

describe('excerpts', () => {
  test('a short line is the excerpt as written, whitespace collapsed', () => {
    assert.equal(cutExcerpt('  Thanks   to Ridge\tfor sponsoring  '), 'Thanks to Ridge for sponsoring');
  });

  test('a long line is cut to 300 characters on word boundaries around the statement, with … where cut', () => {
    const words = (n: number, w: string) => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');
    const before = words(80, 'walnut');
    const after = words(80, 'plank');
    const line = `${before} This video is sponsored by NordVPN: https://nordvpn.com/mara ${after}`;
    assert.ok(line.length > 1000);
    const [s] = detect(line);
    const c = s.evidence.candidates.find((x) => x.source === 'description')!;
    const ex = c.excerpt!;
    assert.ok(ex.length <= EXCERPT_MAX, `${ex.length} characters`);
    assert.ok(ex.length > EXCERPT_MAX - 20, 'the room is used');
    assert.ok(ex.startsWith(ELLIPSIS) && ex.endsWith(ELLIPSIS), ex);
    assert.match(ex, /This video is sponsored by NordVPN/);
    // Every word kept is a whole word of the line.
    const kept = ex.slice(1, -1).split(' ');
    const all = new Set(line.split(' '));
    for (const w of kept) assert.ok(all.has(w), `${JSON.stringify(w)} is a whole word of the line`);
  });

  test('cutExcerpt keeps at most max characters for any text, and a text that fits whole', () => {
    const long = 'x'.repeat(1000);
    assert.equal(cutExcerpt(long).length, EXCERPT_MAX);
    assert.ok(cutExcerpt(long, 500).length <= EXCERPT_MAX);
    const fits = 'a '.repeat(150).trim();
    assert.equal(cutExcerpt(fits), fits);
    for (const at of [0, 10, 150, 290]) {
      const t = Array.from({ length: 120 }, (_, i) => `w${i}`).join(' ');
      assert.ok(cutExcerpt(t, at).length <= EXCERPT_MAX);
    }
  });

  test('a transcript hit carries its segment as the excerpt and the segment start as offsetMillis', () => {
    const r = detect('Black holes explained.', {
      transcript: [
        { startMillis: 0, text: 'Hey everyone, welcome back.' },
        { startMillis: 95_250, text: 'This video is sponsored by Brilliant, where you learn by doing.' },
      ],
    });
    assert.equal(r.length, 1);
    const c = r[0].evidence.candidates.find((x) => x.source === 'transcript')!;
    assert.equal(c.offsetMillis, 95_250);
    assert.equal(c.excerpt, 'This video is sponsored by Brilliant, where you learn by doing.');
  });

  test('the description excerpt is the strongest statement: sponsor words before a discount', () => {
    const r = detect('Get 10% off at https://ridge.com/mara\n\nThanks to Ridge for sponsoring this video!');
    const c = r[0].evidence.candidates.find((x) => x.source === 'description')!;
    assert.equal(c.excerpt, 'Thanks to Ridge for sponsoring this video!');
  });

  test('url and chapter candidates carry no excerpt', () => {
    const r = detect(
      'This video is sponsored by NordVPN: https://nordvpn.com/mara\n\n0:00 Intro\n1:00 NordVPN (sponsor)\n2:00 Build',
    );
    for (const c of r[0].evidence.candidates) {
      if (c.source === 'description') assert.ok(c.excerpt);
      else assert.equal(c.excerpt, undefined, c.source);
      assert.equal(c.offsetMillis, undefined, c.source);
    }
  });
});
