// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fourth set's English mainstream shapes (docs/detection.md §1zy): a segment named by the brand that funds
// it, a bill footed for a segment, airtime bought at the top of a review, money given to mention a brand, a shoutout
// paid for; an earning from a link in few words, a reward to both sides of a referral, Tesla's referral host; a host
// looking after the car hire; gifts arrived unrequested from brand PR; a link after a named giver's act; a show's home
// on its broadcaster; a public funder; a co-branded product's team-up; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillon', ['quillon.com']),
  brand('b-moss', 'Mosswick', ['mosswick.com'], 'Marketplace'),
  brand('b-tesla', 'Tesla', ['tesla.com']),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.ca'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vid00000134',
  title: 'Weekly upload',
  channel: { title: 'Heron Lane', handle: '@heronlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('a segment named by its funder, a bill footed for a segment, airtime bought, money to mention, a shoutout paid', () => {
  const lines = [
    'This week our Kitchen Clash is an Orbitra-funded segment, and the pans are theirs.',
    "Tonight's quiz is an Orbitra-backed bit, so the prizes are theirs.",
    'Orbitra picks up the bill for our Money Matters corner every Friday in May.',
    'Orbitra bought 90 seconds of airtime at the start of this video; the rest is mine.',
    'For the insurance we went with Orbitra, who gave us money to talk about them.',
    'Get the app here (Orbitra paid for the plug at the end of the video)',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'We watched a crowd-funded video about a Lottery-funded series with Orbitra mugs in it.',
    'My dad footed the bill for our camping trip, and Orbitra made the tent.',
    'Orbitra bought a lot of ad time during the Super Bowl this year.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('an earning from a link in few words, and a reward to both sides of a referral', () => {
  const earn =
    'Fold-up kettle at Mosswick (a little comes our way if you order here): https://www.mosswick.com/p/kettle';
  assert.deepEqual(pairs(detect(earn)), ['mosswick.com Affiliate']);
  const short =
    'Velora sent me this lamp to test and it lights the whole shed 💡 we earn from these links https://amzn.to/3lmp';
  assert.deepEqual(pairs(detect(short)), ['amazon.com Affiliate', 'velora.co.uk Free Product']);
  const both =
    'Fancy one? Joining through https://www.quillon.com/join gets you 500 bonus points and gets us some too.';
  assert.deepEqual(pairs(detect(both)), ['quillon.com Affiliate']);
  const tesla = 'Buying one? ts.la/heron55120 knocks a bit off the order for you.';
  assert.deepEqual(pairs(detect(tesla)), ['tesla.com Affiliate']);
  // Good luck comes with no purchase; a plain thanks of the viewers in chat spelling is no sponsor.
  assert.deepEqual(pairs(detect('Good luck came my way the week after, https://www.quillon.com/blog')), []);
  const thanks =
    'Blush: https://www.mosswick.com/p/blush (a tiny cut comes my way if you buy, ty for supporting the channel!!)';
  assert.deepEqual(pairs(detect(thanks)), ['mosswick.com Affiliate']);
});

test("a host that looked after the car hire; gifts that arrived unrequested from brands' PR", () => {
  const host = [
    'Velora Tourism took care of our rental car and two nights in Hobart; they did not pay us.',
    'https://www.velora.co.uk/east-coast',
  ];
  assert.deepEqual(pairs(detect(host.join('\n'))), ['velora.co.uk Free Product']);
  const pr = [
    'Everything in this video came unsolicited from the brands, so I am just reacting.',
    '',
    'IN THE BOX',
    'Orbitra lip oil: https://www.orbitra.com/lip-oil',
    'Velora bronzer: https://www.velora.co.uk/bronzer',
  ].join('\n');
  assert.deepEqual(pairs(detect(pr)), ['orbitra.com Free Product', 'velora.co.uk Free Product']);
  // The family's car hire is no host's gift.
  const family = ['My parents took care of our car hire for the week.', 'https://www.velora.co.uk/east-coast'];
  assert.deepEqual(pairs(detect(family.join('\n'))), []);
});

test("a show's home on its broadcaster, a public funder and a co-branded product's team-up are no sponsors", () => {
  const home = [
    'Our team tested 12 toasters. We earn a small commission from the retailer links below.',
    'Toaster: https://www.mosswick.com/p/toaster-4',
    'More tests: https://www.channelnine.example.com/heronlane/tests',
    'Watch full episodes: https://www.channelnine.example.com/heronlane',
  ].join('\n');
  assert.deepEqual(pairs(detect(home)), ['mosswick.com Affiliate']);
  const funder = [
    'This episode is supported by the State Government through its science outreach grant.',
    'Every dive was shot on an Orbitra X2 housing by Dr. Orla Keane.',
  ].join('\n');
  assert.deepEqual(pairs(detect(funder)), []);
  const collab = withLink("We've partnered with Orbitra on a limited-edition bottle of our chilli oil.");
  assert.deepEqual(pairs(detect(collab)), []);
  // A team-up for the video itself is still one.
  assert.deepEqual(pairs(detect(withLink("We've teamed up with Orbitra for this video."))), [
    'orbitra.com Integration',
  ]);
});
