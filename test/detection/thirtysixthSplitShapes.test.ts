// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-sixth set's sentence-split affiliate shapes (docs/detection.md §1zzh): a brand's money told in the
// creator's words ("they're paying for it", "this video earns me a fee from …"); an offer of the thing itself free and a
// parcel that landed from the brand, free; a fee or a share per order and the sales counted toward the creator's
// commission, which are affiliate earnings and no gift or sponsor fee; a discount code or an ailment "given" is no
// gift; a store "there as an ordinary link"; a catalog brand's link spelled by a shorter name of the brand; a name cut
// inside one word ("Ven-Ture") is not that word joined back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'Lumora', ['lumora.com']),
  brand('b-mos', 'Mosswick', ['mosswick.co.uk']),
  brand('b-ket', 'Kettle Hill Coffee', ['kettlehill.com.au']),
  brand('b-pro', 'Ven-Ture', ['venture-audio.com']),
  brand('b-nxt', 'Next', ['next.co.uk']),
];
const video = {
  videoId: 'vid00000136',
  title: 'One year later',
  channel: { title: 'Hobby Bench', handle: '@hobbybench' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nMore: https://lumora.com/p`;

test("a brand's money told in the creator's words", () => {
  const paid = [
    "Lumora approached me about a video, and yes, they're paying for it: the parts came from them too.",
    'Lumora asked for a build video and they are paying for this one.',
    'This video earns me a fee from Lumora, so you know where I stand before I start.',
    'Heads up: this review got me a payment from Lumora.',
  ];
  for (const line of paid) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.com Integration'], line);
  const none = [
    "If they're paying for it, they'll want the good stuff from Lumora.",
    'I bought the Lumora grinder and nobody is paying for this one.',
  ];
  for (const line of none) assert.notDeepEqual(pairs(detect(withLink(line))), ['lumora.com Integration'], line);
});

test('an offer of the thing itself free, a parcel that landed from the brand, free', () => {
  const gifts = [
    "Lumora's Asia office offered me the new tank free to set up on the channel.",
    'Lumora offered us two kayaks free for the summer trip.',
    'A box landed from Lumora this week, free, with two dozen of their flies and nothing asked of me.',
    'Two tins arrived from Lumora last month, free, and I kept them.',
  ];
  for (const line of gifts) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.com Free Product'], line);
  // A purchase that arrived is no gift.
  const order = pairs(detect(withLink('My order arrived from Lumora in two days, with free shipping.')));
  assert.ok(!order.includes('lumora.com Free Product'), order.join());
});

test('a fee or a share per order and the sales counted toward a commission are affiliate earnings', () => {
  const marked =
    'Grinder ◆ https://lumora.com/grinder\nScale ◆ https://mosswick.co.uk/scale\n' +
    '◆ = the retailer pays me a fee on orders through that link.';
  assert.deepEqual(pairs(detect(marked)), ['lumora.com Affiliate', 'mosswick.co.uk Affiliate']);
  const share =
    'Kettle at Lumora: https://lumora.com/kettle?affid=12\n' +
    'Lumora send me a little for each order through that link.';
  assert.deepEqual(pairs(detect(share)), ['lumora.com Affiliate']);
  const counted =
    'Cheapest place I found it is Lumora, and they gave me a flash code: HB10 for $399.\n' +
    'Printer at Lumora: https://lumora.com/printer?lkid=77\n' +
    'Lumora counts sales from that link toward my commission.';
  assert.deepEqual(pairs(detect(counted)), ['lumora.com Affiliate']);
  // A fee for the video stays a sponsor's fee.
  assert.deepEqual(pairs(detect(withLink('Lumora paid me a fee for this video.'))), ['lumora.com Integration']);
});

test('an ailment "given" is no gift, and a store there "as an ordinary link" is no affiliate', () => {
  const rsi =
    'I bought the grinder last August, full price, after my hand grinder nearly gave me RSI.\n' +
    'Burr set swapped once (the upgrade, $25 from Lumora).\nGrind chart: https://lumora.com/chart';
  assert.deepEqual(pairs(detect(rsi)), []);
  const plain =
    'Pedal at Lumora: https://lumora.com/pedal?affid=9\nPedal at Mosswick: https://mosswick.co.uk/pedal\n' +
    "Lumora send me a little for each order through the first link, and Mosswick is there because it's local to you, as an ordinary link.";
  assert.deepEqual(pairs(detect(plain)), ['lumora.com Affiliate']);
});

test("a catalog brand's link spelled by a shorter name; a name cut inside a word", () => {
  const sub =
    'Three months ago Kettle Hill started sending me their subscription for free, without me asking.\n' +
    'Here are the six coffees, ranked.\n1. Kenya\n2. Ethiopia\n3. Colombia\n4. Guatemala\n5. Peru\n6. The house blend\n' +
    'The subscription: https://kettlehill.com.au/pages/subscriptions';
  assert.deepEqual(pairs(detect(sub)), ['kettlehill.com.au Free Product']);
  // An ordinary word that spells a linked store is no giver ("going back next week" is no Next).
  const loan =
    'Similar loafers: https://www.next.co.uk/style/st1\nThe belt was sent to me on loan by a vintage dealer, it goes back next week.';
  assert.deepEqual(pairs(detect(loan)), []);
  // "Venture" is a word: "Ven-Ture" is not read in it.
  const sponsored =
    'Lumora are this video’s sponsor, and they supplied my copy of Venture Racing 2.\nhttps://lumora.com/r';
  assert.deepEqual(pairs(detect(sponsored)), ['lumora.com Integration']);
});
