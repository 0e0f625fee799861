// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-first set's first run misread (test/fixtures/eval-fortyfirst/README.md), in our own examples: stores
// a disclosure names to say they earn nothing, a sentence's own network link beside the goods it names, an event's
// yearly sponsor, a broadcast's costume credit, a store's weekly coupon.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const market = (id: string, name: string, domains: string[]) => brand(id, name, domains, 'Marketplace');
const video = {
  videoId: 'vid41shape1',
  title: 'Routing a slot track',
  channel: { title: 'Lane Change', handle: '@lanechange' },
};

test('stores a disclosure names only to say their links earn nothing, or are there for another reason, are not its stores', () => {
  const d = detector(
    [
      market('b-a', 'Amazon', ['amazon.com']),
      market('b-w', 'Wickmore', ['wickmore.co.uk']),
      market('b-s', 'Screwbay', ['screwbay.com']),
    ],
    video,
  );
  const items =
    'Router – http://amzn.to/2cK7vQe\nMDF from Wickmore – http://www.wickmore.co.uk/mdf\nMasks from Screwbay – http://www.screwbay.com/p/1';
  for (const footer of [
    "The amzn.to links are Amazon ones that pay me a tiny commission; the Wickmore and Screwbay links earn nothing, they're just where I got stuff.",
    "Buy through the Amazon links and a slice of the sale comes to me; Wickmore and Screwbay are there because they're good shops, not for money.",
    'The Amazon links are affiliate ones, the Wickmore and Screwbay links are only there to show which board.',
  ])
    assert.deepEqual(pairs(d(`${items}\n${footer}`)), ['amazon.com Affiliate'], footer);
});

test("a sentence with its own network link earns from that link's store, not from the goods it names", () => {
  const d = detector(
    [market('b-w', 'Walmart', ['walmart.com']), brand('b-g', 'Greenlite', ['greenlitetoys.com'])],
    video,
  );
  assert.deepEqual(
    pairs(
      d(
        "Greenlite Hollywood series at Walmart (affiliate): http://click.linksynergy.com/deeplink?id=Xk9&mid=2149&murl=https%3A%2F%2Fwww.walmart.com%2Fsearch%2F%3Fquery%3Dgreenlite\nGreenlite's own site with the release calendar: http://www.greenlitetoys.com",
      ),
    ),
    ['walmart.com Affiliate'],
  );
});

test("an event's yearly or bonspiel sponsor, a broadcast's costume credit, and a store's weekly coupon are no sponsor of the video", () => {
  const d = detector(
    [
      brand('b-b', 'Betwell', ['betwell.com']),
      brand('b-p', 'Boston Pie', ['bostonpie.com']),
      market('b-h', 'Hobbymart', ['hobbymart.com']),
    ],
    video,
  );
  assert.deepEqual(pairs(d('Betwell are the sponsor again this year, so expect a lot of odds on the scoreboard.')), []);
  assert.deepEqual(
    pairs(d("The Boston Pie sign over sheet 3 is from our bonspiel sponsor, they're not paying for this.")),
    [],
  );
  assert.deepEqual(
    pairs(
      d(
        'Every week Hobbymart puts a 40% off one item coupon on their website.\nStarter set – $49.99 Hobbymart ($29.99 with the coupon)\nNone of this is sponsored, Hobbymart has no idea who we are.\nhttp://www.hobbymart.com/weekly-coupon',
      ),
    ),
    [],
  );
  const show = detector([brand('b-k', '코롱스포츠', ['korongsport.com']), brand('b-h', '하이진', ['haijin.com'])], {
    videoId: 'vid41shape2',
    title: '[배부른출장] EP.12',
    channel: { title: '채널모아', handle: '@chmoa' },
  });
  assert.deepEqual(
    pairs(show('출연 박진태 오성훈\n연출 김재원\n제작지원 하이진\n의상협찬 코롱스포츠\n매주 목요일 밤 9시')),
    [],
  );
});

test("gifts and loans told by their return, by what was not paid, or as 'a gift' beside the maker's line", () => {
  const d = detector(
    [
      brand('b-l', 'Lumocab', ['lumocab.com']),
      brand('b-a', 'Aramo', ['aramo.com']),
      brand('b-s', 'Ashby', ['ashby.com']),
    ],
    video,
  );
  assert.deepEqual(
    pairs(
      d(
        "Lumocab rang to ask if I'd drive one of their demonstrators. They dropped it at the house on Monday and collected it seven days later.",
      ),
    ),
    ['lumocab.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        "The firm who make Aramo balls sent a set to my house, which I've not paid for and don't have to return.\nhttp://www.aramo.com/set",
      ),
    ),
    ['aramo.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        "A pair was waiting at the club with my name on the box.\nThey're a gift, I haven't paid for them.\nAshby Curling: http://www.ashby.com/footwear",
      ),
    ),
    ['ashby.com Free Product'],
  );
  // A gift idea, or a gift the creator bought, is none.
  assert.deepEqual(
    pairs(d('They are a gift idea for any curler, no money back if they pinch.\nhttp://www.ashby.com/footwear')),
    [],
  );
});

test("Hindi and Hinglish: a unit left behind to keep, sent free, a trip at the host's invitation; a jersey's sponsor and denials with a word between", () => {
  const d = detector([brand('b-k', 'Kisanmart', ['kisanmart.com']), brand('b-o', 'Oppa', ['oppa.com'])], {
    videoId: 'vid41shape3',
    title: 'Spray pump review',
    channel: { title: 'Kheti Ki Baat', handle: '@khetikibaat' },
  });
  const link = '\nCompany site: https://www.kisanmart.com/';
  for (const text of [
    'Ye pump Kisanmart wale khud gaon me chhod ke gaye the - bole chala ke dekho, pasand na aaye to bhi rakh lena.',
    'वीडियो में जो नया कुकर है वो Kisanmart वालों ने डाक से नानी के नाम भिजवाया था, एकदम मुफ़्त।',
    'Batana zaroori hai: hum Kisanmart ke nimantran pe aaye the - 2 raat ka stay unki taraf se tha.',
  ])
    assert.deepEqual(pairs(d(text + link)), ['kisanmart.com Free Product'], text);
  assert.deepEqual(pairs(d('Nayi Oppa wali jersey - jersey ka sponsor badalne se kuch nahi hota bhai.')), []);
  assert.deepEqual(pairs(d('Bat maine khud kharida tha, koi sponsorship wali baat nahi hai 😂' + link)), []);
  assert.deepEqual(
    pairs(d('Disclaimer: sponsored-vonsored kuch nahi hai bhai, Kisanmart ko pata bhi nahi.' + link)),
    [],
  );
});

test("Korean: the creator's own invite link that earns them points is a referral", () => {
  const d = detector([brand('b-t', '토스모', ['tossmo.im'])], {
    videoId: 'vid41shape4',
    title: '앱테크 한 달 수익 공개',
    channel: { title: '짠내 가계부', handle: '@jjannae' },
  });
  assert.deepEqual(
    pairs(
      d(
        '🙋 아직 토스모 안 쓰시는 분은 제 초대 링크로 가입해주세요!\n가입하시는 분도, 저도 포인트를 받아요 (초대 보상)\n👉 https://tossmo.im/_m/jjannae0413',
      ),
    ),
    ['tossmo.im Affiliate'],
  );
  // A friend's invitation to a party is none.
  assert.deepEqual(pairs(d('친구 초대로 파티에 다녀왔어요. https://tossmo.im/event')), []);
});

// The second round (docs/detection.md §1zzv "Second round").

test('a catalog name inside a longer name that a link of the text spells is that link’s brand', () => {
  const d = detector([market('b-s', 'Slot', ['slot.ng']), brand('b-si', 'Slot.it', ['slot.it'])], {
    videoId: 'vid41shape5',
    title: 'A parcel of slot car bits',
    channel: { title: 'Grid Slot Club', handle: '@gridslot' },
  });
  assert.deepEqual(
    pairs(
      d(
        'Dave at Harbour Slot Models sent me a few bits to try on the club track.\nIn the box:\nSlot.it tyres for the Group C cars\nHarbour Slot Models: https://www.harbourslotmodels.co.uk',
      ),
    ),
    ['harbourslotmodels.co.uk Free Product'],
  );
});

test("a business's team-up to bake or make something new is no sponsor; a team-up on the episode still is", () => {
  const d = detector([brand('b-f', 'Lumora Farm Dairy', ['lumorafarm.co.uk'])], {
    videoId: 'vid41shape6',
    title: 'The clotted cream bun',
    channel: { title: "Trelawny's Bakery", handle: '@trelawnys' },
  });
  assert.deepEqual(
    pairs(
      d(
        'We teamed up with our neighbours up the lane at Lumora Farm Dairy in Polperro to bake something new: a clotted-cream bun.\nFind their cream at https://www.lumorafarm.co.uk',
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(
      d(
        'We teamed up with our neighbours at Lumora Farm Dairy on a limited-time cream bun.\nhttps://www.lumorafarm.co.uk',
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(d('We teamed up with Lumora Farm Dairy to bring you this episode: https://www.lumorafarm.co.uk')),
    ['lumorafarm.co.uk Integration'],
  );
});

test("a gift told by a refused payment, by the brand's treat, or by the sender's label on the parcel", () => {
  const d = detector(
    [brand('b-l', 'Lumora Lodge', ['lumoralodge.com']), market('b-c', 'Conjure Depot', ['conjuredepot.com'])],
    video,
  );
  assert.deepEqual(
    pairs(
      d(
        "I dropped into Ardmore Pipes in Galway to try a few, and the owner wouldn't let me pay for this one.\nArdmore Pipes: https://www.ardmorepipes.ie/chanters",
      ),
    ),
    ['ardmorepipes.ie Free Product'],
  );
  assert.deepEqual(pairs(d("The weekend was Lumora Lodge's treat: they invited us after the travel expo.")), [
    'lumoralodge.com Free Product',
  ]);
  assert.deepEqual(pairs(d("The weekend was my mum's treat, and Lumora Lodge was lovely.")), []);
  const parcel =
    'A jiffy bag turned up at the stage door with a Conjure Depot label on it. They had seen my last show and posted me three new effects to try.\nConjure Depot: https://www.conjuredepot.com';
  assert.deepEqual(pairs(d(parcel)), ['conjuredepot.com Free Product']);
});

test('paid: a series produced with a brand’s funding (not a public fund’s), a Hinglish streaming contract', () => {
  const d = detector([brand('b-o', 'Lumora Outdoor', ['lumoraoutdoor.com'])], video);
  assert.deepEqual(pairs(d('Trail Notes is produced with funding from Lumora Outdoor, who also kit out our crew.')), [
    'lumoraoutdoor.com Integration',
  ]);
  assert.deepEqual(
    pairs(d('Trail Notes is produced with funding from the Canada Media Fund. Our jackets: Lumora Outdoor.')),
    [],
  );
  const h = detector([], {
    videoId: 'vid41shape7',
    title: 'Custom room highlights',
    channel: { title: 'Kabir Plays', handle: '@kabirplays' },
  });
  assert.deepEqual(
    pairs(
      h(
        'Main ab Zaptv pe stream karta hoon - Zaptv ke saath mera exclusive contract hai, ye clips bhi usi deal ke under hain 👉 https://www.zaptv.gg/kabirplays',
      ),
    ),
    ['zaptv.gg Integration'],
  );
});

test('a referral told where the music comes from, and a sign-up page is no profile', () => {
  const d = detector([brand('b-a', 'Lumora Audio', ['lumoraaudio.io']), market('b-k', 'Lumora', ['lumora.kr'])], video);
  assert.deepEqual(
    pairs(
      d(
        'Where our music comes from now: we switched to Lumora Audio. Sign up through our link and you get two extra months, and so do we: https://lumoraaudio.io/our-films-5521',
      ),
    ),
    ['lumoraaudio.io Affiliate'],
  );
  assert.deepEqual(
    pairs(
      d(
        "🎟️ 라모라 처음이시면 가입할 때 추천 ID 칸에 'kongkong' 쳐주세요. 저는 적립금을 받아요\nhttps://www.lumora.kr/member/signup",
      ),
    ),
    ['lumora.kr Affiliate'],
  );
});

test("Korean: a game's creator code, and samples handed over by the maker before release", () => {
  const d = detector([brand('b-n', '라모라', ['lumoragames.com']), market('b-m', '라모라마트', ['lumoramart.co.kr'])], {
    videoId: 'vid41shape8',
    title: '여름 이벤트 정리',
    channel: { title: '콩콩이의 게임일기', handle: '@kongkong' },
  });
  assert.deepEqual(
    pairs(
      d(
        "💙 라모라 크리에이터 코드: 콩콩이\n캐시 충전할 때 크리에이터 코드 칸에 '콩콩이' 입력해주시면 충전 금액 일부가 채널 후원으로 들어와요\n👉 https://cash.lumoragames.com/charge",
      ),
    ),
    ['lumoragames.com Affiliate'],
  );
  assert.deepEqual(
    pairs(d('이번 영상 제품은 라모라마트 본사 상품팀에게서 시식용 샘플로 건네받은 거예요. 광고비는 0원!')),
    ['lumoramart.co.kr Free Product'],
  );
});
