// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the fortieth set's first run misread (test/fixtures/eval-fortieth/README.md), in our own examples: a club's
// tiers of sponsors, viewers asked to send something, a station's call sign and its desk's name, events' sponsors in
// Portuguese, a public funder, an arena's backer, a gift from a viewer that denies the maker.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const club = {
  videoId: 'vid40shape1',
  title: 'Round 6 highlights',
  channel: { title: 'Ashvale RFC', handle: '@ashvalerfc' },
};

test("a club's footer naming its major sponsor and kit partner tells of no sponsor of the video", () => {
  const d = detector([brand('b-h', 'Lumora Realty', ['lumorarealty.co.nz']), brand('b-k', 'Vexa', ['vexa.com'])], club);
  assert.deepEqual(pairs(d('Tries: Sione F (2)\nMajor sponsor: Lumora Realty | Kit partner: Vexa')), []);
  assert.deepEqual(pairs(d('Thanks to our principal sponsor Lumora Realty and our gold sponsors.')), []);
  // A video's own sponsor stays.
  assert.deepEqual(pairs(d('This video is sponsored by Lumora Realty: https://lumorarealty.co.nz')), [
    'lumorarealty.co.nz Integration',
  ]);
});

test("viewers asked to send something are no gift; a station's call sign with its number and its desk's name are its own", () => {
  const station = detector([brand('b-fa', 'Fire Alarm', ['firealarm.com']), brand('b-l', 'Lumora', ['lumora.com'])], {
    videoId: 'vid40shape2',
    title: 'Fire Alarm Forecast: snow Thursday',
    channel: { title: 'KQRT Fire Alarm Weather', handle: '@kqrtweather' },
  });
  assert.deepEqual(
    pairs(
      station(
        'Live radar: https://www.kqrt9.com/weather\nSend us your weather pics & video: https://www.kqrt9.com/share\nPlease send me your questions.',
      ),
    ),
    [],
  );
  // The forecast's sponsor is read, not the desk its name shares with a brand.
  assert.deepEqual(
    pairs(station('The Fire Alarm 7-Day Forecast on KQRT is sponsored by Lumora. https://www.lumora.com')),
    ['lumora.com Integration'],
  );
  // A gift sent to the creator stays one.
  assert.deepEqual(pairs(station('Lumora sent us this weather radio to try. https://www.lumora.com')), [
    'lumora.com Free Product',
  ]);
});

test("Portuguese: an event's sponsorship is the event's, and 'ao vivo' is no brand", () => {
  const d = detector(
    [
      brand('b-i', 'Itabeer', ['itabeer.com.br']),
      brand('b-v', 'Vivo', ['vivo.com.br']),
      brand('b-s', 'Sicrano', ['sicrano.com.br']),
    ],
    {
      videoId: 'vid40shape3',
      title: 'Leilão de bezerros',
      channel: { title: 'Lida no Campo', handle: '@lidanocampo' },
    },
  );
  assert.deepEqual(pairs(d('A turnê tem patrocínio da Itabeer e o ingresso eu comprei.')), []);
  assert.deepEqual(pairs(d('O leilão teve patrocínio do Sicrano e foi transmitido ao vivo pelo canal.')), []);
  assert.deepEqual(pairs(d('O campeonato, patrocinado pela Itabeer, acabou ontem.')), []);
  assert.deepEqual(pairs(d('Este vídeo tem patrocínio da Itabeer! https://itabeer.com.br')), [
    'itabeer.com.br Integration',
  ]);
});

test('a public funder named after paid words, and an arena backed by a brand, leave the other brands alone', () => {
  const d = detector([brand('b-b', 'Bookstack', ['bookstack.org']), brand('b-s', 'Sawco', ['sawco.com'])], {
    videoId: 'vid40shape4',
    title: 'Author Talk',
    channel: { title: 'Linden Public Library', handle: '@lindenlibrary' },
  });
  assert.deepEqual(
    pairs(
      d(
        'To buy a copy, order through Bookstack.org.\nThis program was made possible by the Friends of the Linden Public Library.',
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('This series is funded by a grant from the Harlow Foundation. Books: bookstack.org')), []);
  assert.deepEqual(pairs(d('The woodchop arena is proudly supported by Sawco – thanks for the blocks!')), []);
  assert.deepEqual(pairs(d('This video is supported by Sawco. https://sawco.com')), ['sawco.com Integration']);
});

test("a gift from a viewer that says it is not from the maker binds no maker, nor the topic of the creator's videos", () => {
  const d = detector([brand('b-p', 'Berry Board', ['berryboard.org']), brand('b-a', 'Ardumo', ['ardumo.cc'])], {
    videoId: 'vid40shape5',
    title: 'Berry Board 3 unboxing',
    channel: { title: 'Maker Bench', handle: '@makerbench' },
  });
  assert.deepEqual(
    pairs(
      d(
        "Shoutout to Tunde, who saw my Ardumo videos and posted me a Berry Board 3 as a gift.\n(It's from a viewer, not from the Berry Board Foundation.)\nOfficial page: https://www.berryboard.org/3",
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('Berry Board posted me a Berry Board 3 as a gift! https://www.berryboard.org/3')), [
    'berryboard.org Free Product',
  ]);
});

test("a store's offer to everyone that the creator says earns nothing, a sale bought in, and the family's gift in Taglish are no sponsor", () => {
  const d = detector(
    [
      brand('b-p', 'Petzo', ['petzo.com.br']),
      brand('b-w', 'Woodlee', ['woodlee.ie']),
      brand('b-y', 'Yarnly', ['yarnly.com']),
    ],
    { videoId: 'vid40shape6', title: 'Vlog', channel: { title: 'Casa Nova', handle: '@casanova' } },
  );
  assert.deepEqual(
    pairs(
      d(
        'A Petzo tá com um cupom de primeira compra que vale pra todo mundo — não é meu, e eu não ganho nada com ele: PRIMEIRA\nhttps://www.petzo.com.br',
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d("Timber and felt from Woodlee's, bought on the Halloween 20% off weekend.")), []);
  assert.deepEqual(pairs(d('Nagpadala ang tita ko from California ng isang box ng Yarnly yarn!')), []);
  // The creator's own code stays a promotion; a brand's parcel in Taglish stays a gift.
  assert.deepEqual(pairs(d('Use my code CASA for 10% off at Petzo: https://www.petzo.com.br')), [
    'petzo.com.br Affiliate',
  ]);
  assert.deepEqual(pairs(d('Nagpadala ang Yarnly ng isang box ng yarn, libre! https://yarnly.com')), [
    'yarnly.com Free Product',
  ]);
});

test('a disclosure that tells its links by a tag no link carries binds no store', () => {
  const d = detector([brand('b-a', 'Amazon', ['amazon.com'], 'Marketplace')], {
    videoId: 'vid40shape7',
    title: 'World final reaction',
    channel: { title: 'Treble Talk', handle: '@trebletalk' },
  });
  const footer =
    'Amazon links with "trebletalk-21" in them are my Amazon Associates links, so buying through one puts a few pence my way.';
  assert.deepEqual(pairs(d(`What a final.\n${footer}`)), []);
  assert.deepEqual(pairs(d(`My darts: https://www.amazon.co.uk/dp/B07X?tag=trebletalk-21\n${footer}`)), [
    'amazon.com Affiliate',
  ]);
});

test('gifts and loans in more English wordings: set up with a pair gratis, replaced for free, left to play with, borrowed and going back, the whole price knocked off', () => {
  const d = detector([brand('b-l', 'Lumora Optics', ['lumoraoptics.com']), brand('b-v', 'Vexa', ['vexa.com'])], {
    videoId: 'vid40shape8',
    title: 'Goggles review',
    channel: { title: 'Sidecountry', handle: '@sidecountry' },
  });
  const link = '\nhttps://www.lumoraoptics.com/io7';
  for (const text of [
    "Lumora's rep set us up with two pairs of goggles at the start of the season, gratis.",
    'I posted that ours were cracked and Lumora replaced all three for free.',
    "Lumora's rep came by the shop and left a set with each of us to play with; nobody paid for them.",
    "The pen belongs to Lumora's US office; I'm borrowing it and it goes back in its case next Friday.",
    'Lumora knocked the whole price off the two panels (thanks!).',
  ])
    assert.deepEqual(pairs(d(text + link)), ['lumoraoptics.com Free Product'], text);
  // A code the brand set the creator up with is its store's code, no gift.
  assert.deepEqual(
    pairs(
      d(
        'Vexa set me up with a code: DRIFT saves you 10% at their store, and they send a few percent my way. https://vexa.com',
      ),
    ),
    ['vexa.com Affiliate'],
  );
});

test("a feature 'of the week' presented by a brand is its paid segment; a later word of the channel's title alone is no own site", () => {
  const d = detector([brand('b-d', 'Dellons', ['dellons.com'])], {
    videoId: 'vid40shape9',
    title: 'Dellons Play of the Week: a 68-yard return',
    channel: { title: 'Carroway Athletics', handle: '@carrowayowls' },
  });
  assert.deepEqual(pairs(d('Dellons Play of the Week is presented by Dellons Food Stores. https://www.dellons.com')), [
    'dellons.com Dedicated',
  ]);
  const bowling = detector([], {
    videoId: 'vid40shape10',
    title: 'Phaze II review',
    channel: { title: 'Pocket Hits Bowling', handle: '@pockethits' },
  });
  assert.deepEqual(
    pairs(
      bowling(
        'Bowling.com has it in stock: http://www.bowling.com/phaze-ii/?ref=pockethits\nThat Bowling.com link has my ref code on it, they give me a small % of the order.',
      ),
    ),
    ['bowling.com Affiliate'],
  );
});

test('Portuguese: "no" is "in the", never a negation; keys handed over for days and given back; a commercial action in a clip', () => {
  const d = detector([brand('b-r', 'Rialto', ['rialto.com']), brand('b-y', 'Yamato Motor', ['yamato-motor.com'])], {
    videoId: 'vid40shape11',
    title: 'Cabo Verde',
    channel: { title: 'Mochila a Dois', handle: '@mochilaadois' },
  });
  assert.deepEqual(
    pairs(
      d(
        'As quatro noites no Rialto Palace foram-nos oferecidas pela Rialto, a convite deles.\nhttps://www.rialto.com/pt',
      ),
    ),
    ['rialto.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        'A moto não é minha: a Yamato Motor me passou a chave por dez dias, e depois entreguei de volta no centro de imprensa deles.\nhttps://www.yamato-motor.com/mt',
      ),
    ),
    ['yamato-motor.com Free Product'],
  );
  assert.deepEqual(
    pairs(d('O clipe tem ação comercial da Rialto: a marca entrou com a grana da festa. https://www.rialto.com')),
    ['rialto.com Integration'],
  );
  // Spanish and English "no" still negate.
  assert.deepEqual(pairs(d('No, Rialto no nos pagó nada por este video.')), []);
  assert.deepEqual(pairs(d('There are no Rialto links here, and no brand sponsored this.')), []);
});

test('Japanese: received free from the maker, given after its quoted words, sent by the maker; their negated forms are no gift', () => {
  const d = detector([brand('b-r', 'Rumora', ['rumora.jp']), brand('b-s', 'Shure', ['shure.com'])], {
    videoId: 'vid40shape12',
    title: 'レビュー',
    channel: { title: 'デスクの住人', handle: '@deskjunin' },
  });
  const link = '\nhttps://www.rumora.jp/item/1';
  for (const text of [
    '※この製品はRumoraさんからレビュー用に無償で受け取ったものです。',
    'このマイクは、Rumoraさんから「配信で使ってみてください」といただいたマイクです。',
    '実はこれ、Rumoraさんから「お店で使ってみてください」と送られてきた一本です。',
  ])
    assert.deepEqual(pairs(d(text + link)), ['rumora.jp Free Product'], text);
  assert.deepEqual(
    pairs(d('※契約は自分でやっていて、Rumoraさんから何かを受け取っていることはありません。' + link)),
    [],
  );
  assert.deepEqual(pairs(d('これはRumoraさんから借りたものでもいただいたものでもなく、自分で買いました。' + link)), []);
  // Shure's Japanese name is Shure's.
  assert.deepEqual(
    pairs(
      d('MV7+は、シュア・ジャパンさんから「使ってみてください」といただいたマイクです。\nhttps://www.shure.com/ja-JP'),
    ),
    ['shure.com Free Product'],
  );
});

test("Japanese: a tie-up with the maker, an act written as its ad with the fee received, a host's invitation and costs; a new brand's three-letter katakana name", () => {
  const d = detector([brand('b-r', 'Rumora', ['rumora.jp'])], {
    videoId: 'vid40shape13',
    title: 'だし巻き卵',
    channel: { title: '居酒屋てつ', handle: '@izakayatetsu' },
  });
  const link = '\nhttps://www.rumora.jp/item/1';
  assert.deepEqual(pairs(d('今日はRumoraさんとタイアップさせてもらってます。' + link)), ['rumora.jp Integration']);
  assert.deepEqual(
    pairs(d('このネタは、Rumoraさんのキャンペーン用に作らせてもらった広告ネタです。ギャラもいただいてます！' + link)),
    ['rumora.jp Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        '今回はRumoraさんのご招待で、メディア向けの乗車会に参加させていただいています。料金はRumoraさんのご負担で、出演料などはいただいていません。' +
          link,
      ),
    ),
    ['rumora.jp Free Product'],
  );
  assert.deepEqual(pairs(d('お金ももらっていません、自腹です。' + link)), []);
  // A brand the directory lacks, named by three katakana letters with its company word and labelled over its link.
  assert.deepEqual(
    pairs(
      d(
        '今日はヤマサ醤油さんとタイアップさせてもらってます。\n▼ヤマサ醤油の白だしレシピはこちら\nhttps://www.yamasa.com/recipe/',
      ),
    ),
    ['yamasa.com Integration'],
  );
});

test("a chapter that says its brand is no sponsor is no sponsor chapter; a payment naming the site of the creator's own page is that site's", () => {
  const d = detector([brand('b-c', 'Craftsure', ['craftsure.com'])], {
    videoId: 'vid40shape14',
    title: 'What living on a boat costs',
    channel: { title: 'Narrowboat Wren', handle: '@narrowboatwren' },
  });
  assert.deepEqual(
    pairs(
      d("0:00 Intro\n1:20 Licence: £1,137\n4:05 Insurance: £265 (we're with Craftsure, not sponsored)\n6:30 Diesel"),
    ),
    [],
  );
  assert.deepEqual(pairs(d('0:00 Intro\n1:20 Sponsor: Craftsure\n6:30 Diesel\nhttps://craftsure.com')), [
    'craftsure.com Integration',
  ]);
  const clip = detector([], {
    videoId: 'vid40shape15',
    title: 'Piseiro de Luxo (Clipe Oficial)',
    channel: { title: 'Vitinho Sanfona', handle: '@vitinhosanfona' },
  });
  assert.deepEqual(
    pairs(
      clip(
        'Esse lançamento é parceria comercial com o Kwai: grava teu vídeo no app!\nhttps://www.kwai.com/@vitinhosanfona',
      ),
    ),
    ['kwai.com Integration'],
  );
  // The page alone, with no payment naming its site, is the creator's own.
  assert.deepEqual(pairs(clip('Me segue no Kwai: https://www.kwai.com/@vitinhosanfona')), []);
});

// The second round (docs/detection.md §1zzu "Second round").

test("a capitals brand written as a first name and thanked ('thanks Tim!') is the person", () => {
  const d = detector([brand('b-t', 'TOM', ['tom.it'])], club);
  assert.deepEqual(
    pairs(
      d('Harbour Panels knocked the whole price off the two panels (thanks Tom!) – https://www.harbourpanels.co.uk'),
    ),
    ['harbourpanels.co.uk Free Product'],
  );
  // Thanked as the sponsor it stays the brand.
  assert.deepEqual(pairs(d('Thanks to Tom for sponsoring this video: https://www.tom.it')), ['tom.it Integration']);
});

test("a title's payer before its verb is the title's only payer: the brands after it are the video's subject", () => {
  const d = detector([brand('b-a', 'Arduino', ['arduino.cc'])], {
    videoId: 'vid40shape6',
    title: 'BoardHouse sponsored my first real PCB – Arduino soil sensor',
    channel: { title: 'Lagos Bench', handle: '@lagosbench' },
  });
  assert.deepEqual(
    pairs(
      d(
        'This time BoardHouse sponsored the video and made my boards.\nBoardHouse – https://www.boardhouse.com/invite?id=4412\nLagos Bench – electronics & Arduino projects from Yaba',
      ),
    ),
    ['boardhouse.com Dedicated'],
  );
});

test('Japanese: sentences end at 。, an invite link below, money received (頂戴), a plain link noted on the line above', () => {
  const ja = {
    videoId: 'vid40shape7',
    title: '買ってよかった物10選',
    channel: { title: 'デスクの人', handle: '@desk_hito' },
  };
  const d = detector(
    [
      brand('b-r', '楽天', ['rakuten.co.jp'], 'Marketplace'),
      brand('b-k', 'ルモラ', ['lumora.co.jp']),
      brand('b-e', 'Airlumo', ['airlumo.com']),
      brand('b-t', 'Tripvexa', ['tripvexa.com']),
    ],
    ja,
  );
  assert.deepEqual(
    pairs(
      d(
        '楽天で買う前にポイントサイトを経由すると、ポイントが二重取りできます。下の招待リンクから登録すると、僕とあなたの両方にポイントが入ります。\nhttps://www.pointvexa.jp/entry/invite?code=Kq3',
      ),
    ),
    ['pointvexa.jp Affiliate'],
  );
  assert.deepEqual(pairs(d('今回はルモラさんのPR回です。広告料を頂戴しています\nhttps://www.lumora.co.jp/')), [
    'lumora.co.jp Integration',
  ]);
  assert.deepEqual(
    pairs(
      d(
        'ネットはAirlumoのeSIMにしました。招待コード「KAZU1」で登録すると3ドルもらえます（僕にも入ります）\nhttps://www.airlumo.com/ja\nツアーはTripvexaで予約しました（こっちは何ももらっていないリンク）\nhttps://www.tripvexa.com/ja/tour/1',
      ),
    ),
    ['airlumo.com Affiliate'],
  );
});
