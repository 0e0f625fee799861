// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-ninth set's first run misread (test/fixtures/eval-fortyninth/README.md), in our own examples: Arabic
// codes ("كودي", a Latin code after "كود", Arabic-Indic digits and sign), stays and loans, a bracketed ad label and a
// contest's prize; Polish whole-video payments, bracketed ad labels, financial support, hospitality and a handover;
// English gifts told after a relative clause, to "the three of us", donated to the creator's club, on the house or
// covered with the shuttle; what is no gift (a clip sent in, a friend's board lent), an event's sponsors, a gear-list
// site's link, a brand read from "We've", an imperative "Grab your", a place's second word, a co-op.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid49shape');

test('Arabic: my code, a code after its word, Arabic-Indic discounts, a stay, a loan; a prize is no gift', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.sa'], 'Marketplace'), brand('b-t', 'Tala', ['tala.com'])],
    video('مشترياتي الجديدة 🛍️', 'بيت سارة', '@baytsara'),
  );
  for (const text of [
    'الشنط من Lumora 👟 اللي يبي يطلب يستخدم كودي SARA7 ويحصل خصم ١٠٪:\nhttps://www.lumora.sa/kw-ar/',
    'Lumora: كود SARA15 خصم ١٥٪ https://www.lumora.sa/ar/',
  ])
    assert.deepEqual(pairs(d(text)), ['lumora.sa Affiliate'], text);
  for (const text of [
    'كنت ضيفة عند Tala لمدة ٣ ليالي، الإقامة على حساب الفندق بس الرأي رأيي 🤍',
    'السيارة من Tala للتجربة أسبوع وبعدها رجعناها، شكراً لهم 🙏\nhttps://www.tala.com/ar',
  ])
    assert.deepEqual(pairs(d(text)), ['tala.com Free Product'], text);
  assert.deepEqual(pairs(d('الجائزة الأولى كانت جوالات مقدمة من Tala للفريق الفايز، مبروك للأبطال 👏')), []);
});

test('Arabic and Polish: a bracketed ad label over one paid brand makes it Dedicated; the whole film paid for', () => {
  const ar = detector(
    [brand('b-l', 'Lumora', ['lumora.sa'])],
    video('سفرة الشباب 😂🍔 (إعلان)', 'ربع الحارة', '@rubharah'),
  );
  assert.deepEqual(pairs(ar('الحلقة برعاية تطبيق Lumora 🧡\nحمّلوا التطبيق: https://lumora.sa/app')), [
    'lumora.sa Dedicated',
  ]);
  const pl = detector(
    [brand('b-l', 'Lumora', ['lumora.pl']), brand('b-o', 'Oxa', ['oxa.com'])],
    video('Babcia i nowe konto (skecz reklamowy)', 'Kabaret Pod Schodami', '@podschodami'),
  );
  assert.deepEqual(
    pairs(
      pl(
        'Tak, to reklama – skecz zagraliśmy dla banku Lumora i bank nam zapłacił.\nKonto: https://www.lumora.pl/konto',
      ),
    ),
    ['lumora.pl Dedicated'],
  );
  const run = detector(
    [brand('b-l', 'Lumora', ['lumora.pl'])],
    video('Plan biegowy na 8 tygodni', 'Kasia Biega', '@kasiabiega'),
  );
  assert.deepEqual(
    pairs(run('Cały ten film opłaciła marka Lumora – to ich reklama.\nKolekcja: https://lumora.pl/bieg')),
    ['lumora.pl Dedicated'],
  );
  assert.deepEqual(
    pairs(
      detector(
        [brand('b-o', 'Oxa', ['oxa.com'])],
        video('Nocny Tramwaj (Official Video)', 'GRUBY', '@gruby'),
      )('Teledysk powstał przy wsparciu finansowym marki Oxa, stąd ich butelki w kadrze.'),
    ),
    ['oxa.com Integration'],
  );
});

test('Polish: hospitality thanked, a phone handed over to keep', () => {
  const d = detector(
    [brand('b-h', 'Lumora', ['lumora.pl']), brand('b-x', 'Oxa', ['oxa.com'])],
    video('Nowy teledysk 2019', 'Zespół Bursztyn', '@bursztyn'),
  );
  assert.deepEqual(
    pairs(d('Za gościnę dziękujemy Hotelowi Lumora – nocleg i wyżywienie za darmo 🙏 https://www.lumora.pl')),
    ['lumora.pl Free Product'],
  );
  assert.deepEqual(pairs(d('Telefon przekazało mi Oxa do recenzji i zostaje u mnie.')), ['oxa.com Free Product']);
});

test('English: gifts after a relative clause, to the three of us, donated to our club, on the house, covered stays', () => {
  const d = detector(
    [
      brand('b-l', 'Lumora Outdoors', ['lumoraoutdoors.co.za']),
      brand('b-p', 'Paris', ['paris.cl'], 'Marketplace'),
      brand('b-f', 'Fernhill Foundry', ['fernhillfoundry.co.uk']),
    ],
    video('Back from the trip!', 'The Loose Three', '@loosethree'),
  );
  for (const [text, want] of [
    [
      'Big ups to Lumora Outdoors, who sent the three of us rain jackets for the Paris trip. https://www.lumoraoutdoors.co.za',
      'lumoraoutdoors.co.za Free Product',
    ],
    ['The pan was a gift from our pals at Fernhill Foundry in Shropshire.', 'fernhillfoundry.co.uk Free Product'],
    [
      'Fernhill Foundry donated 20 brand-new skillets for our youth kitchen. Thank you!',
      'fernhillfoundry.co.uk Free Product',
    ],
    [
      'This tasting was hosted by Lumora Outdoors — the food was on the house. https://www.lumoraoutdoors.co.za',
      'lumoraoutdoors.co.za Free Product',
    ],
    [
      'My stay in Tofino and the shuttle back from the trailhead were covered by Lumora Outdoors. https://www.lumoraoutdoors.co.za',
      'lumoraoutdoors.co.za Free Product',
    ],
  ])
    assert.deepEqual(pairs(d(text)), [want], text);
});

test("English: no gift in a clip sent in or a friend's board, no sponsor of ours in an event's sponsors", () => {
  const d = detector(
    [
      brand('b-m', 'Marlo', ['marlo.com']),
      brand('b-s', 'Sector Nine', ['sectornine.com']),
      brand('b-t', 'Tim Tams', ['timtams.com']),
    ],
    video('Dash cam: close call on the highway', 'Road Watch', '@roadwatch'),
  );
  for (const text of [
    'Thanks to Marlo for sending it in.',
    'Kaela lent me her Sector Nine so I could ride both for a week.',
    'Thank you to the Fight Night sponsors: Tim Tams, Marchese Auto Body, and every volunteer.',
  ])
    assert.deepEqual(pairs(d(text)), [], text);
});

test("Names: a gear-list site's link, \"We've\", an imperative, a place's second word, a co-op are no sponsors", () => {
  const d = detector(
    [
      brand('b-g', 'Gearlog', ['gearlog.com']),
      brand('b-p', 'LighterPack', ['lighterpack.com']),
      brand('b-w', 'WE', ['te.eg']),
      brand('b-r', 'Grab', ['grab.com']),
      brand('b-k', 'KONG', ['kongcompany.com']),
      brand('b-c', 'Co-op', ['coop.co.uk']),
      brand('b-h', 'Hayate', ['hayate.com']),
    ],
    video('My gear for the season', 'Ounce Counter', '@ouncecounter'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Gearlog gave me a code for you: OUNCE gets 5% off at https://gearlog.com\nFull gear list: https://lighterpack.com/r/oc2018',
      ),
    ),
    ['gearlog.com Affiliate'],
  );
  assert.deepEqual(pairs(d("We've teamed up with Gearlog on this pack.", { includesPaidPromotion: true })), [
    'gearlog.com Integration',
  ]);
  assert.deepEqual(
    pairs(
      d(
        'This video is sponsored by Hayate. They sent the squad gloves 🙌 Grab your own with code STEEL: https://www.hayate.com',
      ),
    ),
    ['hayate.com Integration'],
  );
  assert.deepEqual(pairs(d('Gearlog Hong Kong loaned us the watch for a month — it goes back next week.')), [
    'gearlog.com Free Product',
  ]);
  assert.deepEqual(
    pairs(
      d('The weather is brought to you by Fieldlands — your co-op, owned by farmers. https://www.fieldlands.co.nz'),
    ),
    ['fieldlands.co.nz Integration'],
  );
});
