// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirtieth set's English shapes (docs/detection.md §1zj): a cheque, a brand paying to be in the video or for a slot
// in it, underwriting, the paying customer behind the video, the creator's time paid for, a budget fronted, a payroll,
// "the ones paying", a brand's commission, "treat it as an ad", a series paid for by a brand, an ad slot, a sketch
// paid for and "(Paid Sketch)"; a press garage's stint, a parcel on the porch, taken without paying, a host's
// guests, a loan collected at its end, nothing paid for what turned up; a store's friend code, a brief no gift; a mark
// no link carries, a link told by how it starts, a name written as a verb, a chapter about an ad, a dot between digits,
// a series' name made of a brand's words, a new brand named by its domain's lead; and the readings they must leave
// alone (family cheques and loans, the creator's own money and orders, a bank's underwriting, a console's friend code).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace', ['amzn.to']),
  brand('b-dm', 'dm', ['dm.de'], 'Marketplace'),
  brand('b-fix', 'Fix Up', ['fixupforall.com']),
];
const video = {
  videoId: 'vid00000130',
  title: 'Weekly upload',
  channel: { title: 'Harbour Lane', handle: '@harbourlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;
const flagged = { includesPaidPromotion: true };

test('a cheque, paying to be in it or for a slot, underwriting, the paying customer, the creator’s time, a budget', () => {
  const lines = [
    'Full disclosure: Orbitra wrote us a cheque to try their new game on stream.',
    'The Orbitra trainers are in the clip because Orbitra paid to appear in it.',
    'Orbitra paid for a spot in this episode; their bit is the first two minutes.',
    "Orbitra underwrites this week's quiz round.",
    'Orbitra is the paying client behind this episode.',
    'Orbitra are covering our time on this build, nothing else.',
    'Orbitra put up the budget for this vlog, and they saw it before you did.',
    'Orbitra have put us on their payroll for this series of hauls.',
    'This episode is an Orbitra commission: they are the ones who paid for it.',
    'Orbitra sorted the tickets, so count this one as an ad.',
    'The Weekend Fix segment is paid for by Orbitra Mutual.',
    'Orbitra bought the ad slot in the middle of this one.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'My grandma wrote me a cheque for my birthday, and it all went on Orbitra trainers.',
    'I paid to be in it: the Orbitra fan day cost me forty quid.',
    'I fronted the money for this one myself; Orbitra had nothing to do with it.',
    "You're the ones paying for it, so thank you, patrons. Orbitra isn't involved.",
    'A big bank underwrote the Orbitra listing last spring.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a sketch paid for, "(Paid Sketch)" in the title: the whole video is the ad', () => {
  const d = 'Orbitra paid for this sketch and let us write whatever we liked: https://orbitra.com/harbour';
  assert.deepEqual(pairs(detect(d)), ['orbitra.com Integration']);
  assert.deepEqual(pairs(detect(d, { title: 'The Honest Estate Agent (Paid Sketch)', ...flagged })), [
    'orbitra.com Dedicated',
  ]);
  // A budget fronted, and the brief that came with it, are no gift.
  const fronted =
    'Orbitra fronted the cash for this sketch and gave us a brief of one line: https://orbitra.com/harbour';
  assert.deepEqual(pairs(detect(fronted, { title: 'Orbitra Presents: The Queue', ...flagged })), [
    'orbitra.com Dedicated',
  ]);
});

test('a press garage’s stint, a parcel on the porch, taken without paying, a host’s guests, a loan collected', () => {
  const lines = [
    "The estate was on a ten-day stint from Orbitra UK's press garage before it went back.",
    'A parcel turned up on our porch on Monday and it was from Orbitra.',
    "Orbitra's rep offered me the 2.0 model for the studio, and I took it without paying a thing.",
    'Orbitra Resorts invited the whole family to spend two nights at the lake as their guests.',
    'Orbitra are lending the rower to us until March, and then their courier comes to collect it.',
    "All of this turned up unannounced from Orbitra, and I didn't pay a dime for any of it.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
  const none = [
    'My Orbitra order showed up on my porch two days early, so here is the haul.',
    'My aunt invited us to stay the night at her place near the Orbitra outlet.',
    'My brother is lending it to me until Friday, it is his Orbitra drill.',
    'The rack was on a two-year stint with Orbitra before I bought it used.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a store’s friend code is a referral, a console’s is none; a brief or a budget is no gift', () => {
  const friend = [
    'Orbitra gave me a friend code when I joined, so your first box is free with HARBOUR.',
    'https://orbitra.com/?voucher=HARBOUR',
  ].join('\n');
  assert.deepEqual(pairs(detect(friend)), ['orbitra.com Affiliate']);
  assert.deepEqual(pairs(detect(withLink('Add me! My Switch friend code is SW-1234-5678. Orbitra games below.'))), []);
  const brief = 'Orbitra gave us a brief and a deadline for the campaign, then went quiet.';
  assert.deepEqual(pairs(detect(withLink(brief))), []);
});

test('a mark no link carries, a link told by how it starts, a name written as a verb, a chapter about an ad', () => {
  // "a 💲 after a link means …" over links none of which carries it: no link is affiliate.
  const mark = [
    'How the claim works: https://www.orbitra.com/service/care',
    '✈ Link key: a 💲 after a link means it earns me a commission when you buy through it.',
    '✈ A link without the 💲 earns me nothing.',
  ].join('\n');
  assert.deepEqual(pairs(detect(mark)), []);
  // The same mark on a link marks that link only.
  const marked = [
    'Filters: https://www.orbitra.com/filters 💲',
    'Care plan: https://www.velora.co.uk/care',
    '✈ Link key: a 💲 after a link means it earns me a commission when you buy through it.',
  ].join('\n');
  assert.deepEqual(pairs(detect(marked)), ['orbitra.com Affiliate']);
  // "starts with amzn.to" names the shortener, no link.
  const starts = [
    'I bought every lipstick here myself.',
    'FTC stuff: when a link up top starts with amzn.to, Amazon tosses me a few cents out of that sale.',
  ].join('\n');
  assert.deepEqual(pairs(detect(starts)), []);
  // "DM'd" is the verb, not the store dm.
  const dmd = [
    'Orbitra is covering my time on this video, which makes it an ad.',
    "Their team DM'd me in February about the concealer.",
    'Concealer: https://orbitra.com/concealer',
  ].join('\n');
  assert.deepEqual(pairs(detect(dmd, flagged)), ['orbitra.com Integration']);
  // "The advert" a bought car came from is no ad break.
  const advert = [
    'We found it on Orbitra and paid for it with the channel savings: https://www.orbitra.com/classified/advert/2017',
    '',
    '00:00 The advert',
    '02:20 Viewing it',
    '07:45 The drive home',
  ].join('\n');
  assert.deepEqual(pairs(detect(advert)), []);
});

test('a dot between digits, a series named with a brand’s words, a new brand named by its domain’s lead', () => {
  // The cue after "a Plant 3.0" is in the same sentence.
  const dot = "Orbitra's rep offered me a Lamp 3.0 for the big tank, and I took it without paying anything.";
  assert.deepEqual(pairs(detect(withLink(dot))), ['orbitra.com Free Product']);
  // "The Money Fixup series" names the show, not the brand Fix Up; the series' payer is the linked bank.
  const series = [
    'The Money Fixup series is paid for by Harbourside Building Society. Try their planner: https://www.harbourside.co.uk/planner',
  ].join('\n');
  assert.deepEqual(pairs(detect(series, flagged)), ['harbourside.co.uk Integration']);
  // "a Tidewell commission" with "Tidewell ND filters: tidewellfilters.com/…" further down.
  const lead = [
    'This video is a Tidewell commission: they are the ones paying for it.',
    'I had bought their three-pack back in January, so I already knew I liked them before they got in touch.',
    'Why ND filters: they let you keep your shutter at 1/50 for smooth motion blur, even at noon in the desert.',
    'Tidewell ND filters: https://www.tidewellfilters.com/products/nd-pack',
  ].join('\n');
  assert.deepEqual(pairs(detect(lead)), ['tidewellfilters.com Integration']);
  assert.deepEqual(pairs(detect(lead, { title: 'Tidewell ND filters: are they worth $80?', ...flagged })), [
    'tidewellfilters.com Dedicated',
  ]);
});
