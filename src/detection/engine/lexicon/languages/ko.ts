// Korean: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns. Particles are written onto words: its words are matched
// as written.
import type { LanguageLexicon } from './words.js';

// Whoever else gives or sends: a prize, the audience, the family, friends, an employer ("구독자님이 보내주셨어요",
// "친구가 보내준 과자", "이벤트 당첨").
const NOT_FROM_A_MAKER =
  /당첨|이벤트|구독자|시청자|친구|엄마|아빠|부모님|할머니|할아버지|언니|오빠|누나|동생|남편|아내|남자친구|여자친구|남친|여친|회사에서|직장/u;

export const KOREAN: LanguageLexicon = {
  code: 'ko',
  name: 'Korean',
  gift: {
    verbs: {
      보내주신: 'Lumora에서 보내주신 제품입니다',
      '보내 주신': 'Lumora에서 보내 주신 제품입니다',
      보내줬: 'Lumora에서 보내줬어요',
      보내주었습니다: 'Lumora에서 제품을 보내주었습니다',
      선물받: 'Lumora에서 선물받은 향수예요',
      '선물 받았': 'Lumora에서 선물 받았어요',
      선물해주: 'Lumora에서 선물해주셨어요',
      '선물해 주': 'Lumora에서 선물해 주셨습니다',
      빌려주셨: 'Lumora에서 카메라를 빌려주셨어요',
      '빌려 주셨': 'Lumora에서 카메라를 빌려 주셨습니다',
      빌려주셔서: 'Lumora에서 체험용 제품을 빌려주셔서 작성한 리뷰입니다',
      '빌려 주셔서': 'Lumora에서 카메라를 빌려 주셔서 찍었어요',
      빌려준: 'Lumora가 빌려준 카메라로 찍었습니다',
      챙겨주셨: 'Lumora에서 한 박스 챙겨주셨어요',
      '챙겨 주셨': 'Lumora에서 신제품을 챙겨 주셨어요',
      챙겨주셔서: 'Lumora에서 챙겨주셔서 먹어봤어요',
      증정받: 'Lumora로부터 증정받은 제품입니다',
      '제품을 지원받': 'Lumora로부터 제품을 지원받았습니다',
      보내주셔서: 'Lumora에서 보내주셔서 써봤어요',
      '보내 주셔서': 'Lumora에서 보내 주셔서 써봤어요',
      '선물로 받': 'Lumora에서 선물로 받은 향수예요',
      '무료로 받': 'Lumora에서 무료로 받은 제품입니다',
      '공짜로 받': 'Lumora에서 카시트를 공짜로 받아서 써봤어요',
      '공짜로 얻': 'Lumora에서 공짜로 얻은 이어폰이에요',
      '공짜로 주셨': 'Lumora에서 공짜로 주셨어요',
      '공짜로 보내': 'Lumora에서 공짜로 보내줬어요',
      '무상으로 받': 'Lumora로부터 무상으로 받은 제품입니다',
      '무상으로 제공받': 'Lumora로부터 무상으로 제공받았습니다',
      '무상 제공받': 'Lumora로부터 무상 제공받은 제품입니다',
      '무료로 제공받': 'Lumora로부터 무료로 제공받은 제품입니다',
      맡겨주셨: 'Lumora에서 리뷰용으로 맡겨주셨어요',
      '맡겨 주셨': 'Lumora에서 한 달 동안 맡겨 주셨습니다',
      맡겨주신: 'Lumora에서 맡겨주신 제품입니다',
      '맡겨 주신': 'Lumora에서 맡겨 주신 카메라로 찍었어요',
      '대여해 주셨': 'Lumora에서 카메라를 대여해 주셨어요',
      대여해주셨: 'Lumora에서 카메라를 대여해주셨어요',
      대여받: 'Lumora로부터 대여받은 제품입니다',
      // Given to try ("써 보라며 주신 제품"): the maker's words as it gave it.
      '보라며 주신': 'Lumora 측에서 새 모델 써 보라며 주신 제품이에요',
      '보라고 주신': 'Lumora에서 한번 써 보라고 주신 밥솥이에요',
      '보라며 주셨': 'Lumora에서 먹어 보라며 주셨어요',
      '보라고 주셨': 'Lumora에서 써 보라고 주셨어요',
      // Sent by post (부치다): "소포로 부쳐주셨어요", "택배로 부쳐 주신 제품".
      '부쳐 주': 'Lumora에서 신상 전 색상을 소포로 부쳐주셨어요',
      '부쳐 줬': 'Lumora에서 택배로 부쳐 줬어요',
      // Handed over (건네받다): "본사 상품팀에게서 시식용 샘플로 건네받은 거예요".
      건네받: 'Lumora 본사 상품팀에게서 시식용 샘플로 건네받은 거예요',
      '건네 받': 'Lumora 담당자님께 출시 전 샘플을 건네 받았어요',
      // The product (device, equipment) supported in kind: "제품만 지원해 줬고", "장비를 지원해 주셔서".
      '제품만 지원해 주': 'Lumora에서 제품만 지원해 주셨어요',
      '제품만 지원해 줬': 'Lumora에서 제품만 지원해 줬고 나머지는 제가 샀어요',
      '제품을 지원해 주': 'Lumora에서 제품을 지원해 주셔서 써봤어요',
      '제품을 지원해 줬': 'Lumora에서 제품을 지원해 줬어요',
      '제품 지원해 주': 'Lumora에서 제품 지원해 주셨습니다',
      '장비를 지원해 주': 'Lumora에서 촬영 장비를 지원해 주셨어요',
      '기기를 지원해 주': 'Lumora에서 기기를 지원해 주셨어요',
      '제품만 지원받': 'Lumora로부터 제품만 지원받았어요',
      '제품 지원을 받': 'Lumora로부터 제품 지원을 받았습니다',
      '제품 지원 받': 'Lumora에서 제품 지원 받았어요',
      // A parcel from the brand's side (측, 쪽: a company's, not a store's delivery of an order): "Lumora 쪽에서 저희 앞으로
      // 택배가 왔어요".
      '쪽에서 … 택배가 왔': 'Lumora 쪽에서 도담이 앞으로 택배가 왔어요',
      '측에서 … 택배가 왔': 'Lumora 측에서 택배가 왔어요',
      '쪽에서 … 택배가 도착': 'Lumora 쪽에서 보낸 택배가 도착했어요',
      '측에서 … 택배가 도착': 'Lumora 측에서 택배가 도착했어요',
    },
    acts: {
      맡긴: 'Lumora가 리뷰 기간 동안만 쓰라고 맡긴 제품이라 곧 돌려드려요',
      맡겨: 'Lumora에서 한 달 맡겨서 써보고 반납했어요',
      빌려준: 'Lumora가 촬영 기간 동안만 빌려준 카메라예요',
      // Lent, told in the past ("2주 동안 써 보라고 빌려줬고").
      빌려줬: 'Lumora가 2주 동안 써 보라고 빌려줬고, 촬영 끝나면 돌려보내요',
      빌려줘: 'Lumora에서 리뷰 기간 동안 빌려줘서 써봤어요',
      빌려주: 'Lumora에서 2주 동안만 빌려주는 거라 곧 반납해요',
      대여해: 'Lumora에서 대여해 준 제품이라 반납했습니다',
      보내준: 'Lumora에서 리뷰용으로 보내준 제품이에요',
      보내줘: 'Lumora에서 체험용으로 보내줘서 써봤어요',
      // Sent over to the creator (보내오다): "LG전자에서 보내온 대여 기기", "Lumora에서 리뷰용으로 보내왔어요".
      보내온: 'Lumora에서 보내온 대여 기기라 촬영 끝나면 돌아갑니다',
      보내왔: 'Lumora에서 리뷰용으로 보내왔어요',
      보내와: 'Lumora에서 체험용으로 보내와서 써봤어요',
      // Sent with a space before the helping verb ("집으로 보내 준 거예요"); handed over (넘겨주다: "값을 받지 않고 넘겨준 제품");
      // let out for a while (내어 주다, 내주다: "촬영용으로 잠깐 내어 준 기기", "숙박권을 내줘서 공짜로 묵었어요").
      '보내 준': 'Lumora 마케팅팀에서 맛보라고 집으로 보내 준 거예요',
      '보내 줘': 'Lumora에서 리뷰용으로 보내 줘서 써봤어요',
      넘겨준: 'Lumora 쪽에서 값을 받지 않고 넘겨준 마우스예요',
      '넘겨 준': 'Lumora에서 돈을 받지 않고 넘겨 준 제품이에요',
      넘겨줬: 'Lumora에서 리뷰용으로 넘겨줬어요',
      '넘겨 줬': 'Lumora에서 테스트용으로 넘겨 줬어요',
      '내어 준': 'Lumora 홍보팀이 촬영용으로 잠깐 내어 준 기기예요',
      내어준: 'Lumora가 리뷰용으로 내어준 노트북이에요',
      내줘: 'Lumora가 객실을 내줘서 공짜로 묵었어요',
      // Let out in its honorific forms ("써보라고 밥솥을 하나 내어주셨어요"), shared out ("출시 전 샘플을 나눠주셔서").
      내어주: 'Lumora 측에서 써보라고 밥솥을 하나 내어주셨어요',
      '내어 주': 'Lumora에서 써 보라고 하나 내어 주셨어요',
      나눠주: 'Lumora 담당자님이 출시 전 샘플을 나눠주셔서 먹어봤어요',
      '나눠 주': 'Lumora에서 출시 전 샘플을 나눠 주셨어요',
      // A parcel arrived from the brand ("Lumora 쪽에서 택배가 왔어요"), read with a cue that it is no purchase.
      '택배가 왔': 'Lumora 쪽에서 택배가 왔어요! 돈 받고 하는 리뷰는 아니에요',
      '택배가 도착': 'Lumora에서 택배가 도착했어요, 대가 없이 보내준 거예요',
      '소포가 왔': 'Lumora에서 소포가 왔어요, 공짜로 써보라고요',
      내준: 'Lumora가 체험용으로 내준 자전거예요',
      // Supported (given) in kind: "지원해 줬고 금전적인 대가는 없어요".
      '지원해 주': 'Lumora에서 키보드를 지원해 주셨고 금전적인 대가는 없어요',
      '지원해 줬': 'Lumora에서 지원해 줬고 광고비는 없었어요',
      // Done for the creator by someone it honours (the benefactive 주시다 after any verb: "깔아주셨어요", "배달해주셔서",
      // "건네주셨어요") and received (받았, 받은): an act like any other, a gift only beside a cue ("공짜로 깔아주셨어요",
      // "선물로 필기구를 한 상자 받았어요", "한 달만 쓰는 조건으로 받은 거라 수거해 가요").
      주셨: 'Lumora 담당자분이 키보드를 공짜로 깔아주셨어요',
      주셔서: 'Lumora에서 신메뉴 맛보라고 공짜로 배달해주셔서 먹었어요',
      주신: 'Lumora에서 써보라고 건네주신 트레킹 폴이에요',
      받았: 'Lumora에서 응원 선물로 필기구를 한 상자 받았어요',
      받은: 'Lumora에서 한 달만 쓰는 조건으로 받은 거라 금요일에 수거해 가요',
    },
    cues: {
      돌려드려: 'Lumora가 맡긴 제품이라 곧 돌려드려요',
      돌려드릴: 'Lumora가 맡긴 제품이라 다음 주에 돌려드릴 거예요',
      돌려드렸: 'Lumora가 빌려준 노트북은 돌려드렸어요',
      돌려줘야: 'Lumora가 빌려준 제품이라 돌려줘야 해요',
      돌려보내: 'Lumora가 맡긴 카메라는 촬영 후 돌려보내요',
      반납: 'Lumora에서 대여해 준 제품이라 반납했습니다',
      '리뷰 기간': 'Lumora가 리뷰 기간 동안 쓰라고 맡긴 폰이에요',
      리뷰용: 'Lumora에서 리뷰용으로 보내준 제품이에요',
      테스트용: 'Lumora가 테스트용으로 빌려줘서 찍었어요',
      체험용: 'Lumora에서 체험용으로 보내줘서 써봤어요',
      촬영용: 'Lumora가 촬영용으로 맡긴 드론이에요',
      동안만: 'Lumora에서 2주 동안만 빌려주는 거라 곧 반납해요',
      쓰라고: 'Lumora가 한 달 쓰라고 맡긴 노트북이에요',
      '써 보라고': 'Lumora에서 써 보라고 보내준 크림이에요',
      써보라고: 'Lumora에서 써보라고 보내준 크림이에요',
      공짜로: 'Lumora에서 공짜로 보내준 샘플이에요',
      무상으로: 'Lumora에서 무상으로 보내준 제품이에요',
      // A loaner (대여 기기, 대여품, 대여용) and its way back ("다시 Lumora로 돌아갑니다").
      '대여 기기': 'Lumora에서 보내온 대여 기기예요',
      '대여 제품': 'Lumora에서 보내준 대여 제품이라 반납해요',
      '대여 장비': 'Lumora에서 보내온 대여 장비로 찍었어요',
      대여품: 'Lumora에서 보내온 대여품이에요',
      대여용: 'Lumora에서 대여용으로 보내왔어요',
      돌아갑니다: 'Lumora에서 보내온 폰이라 촬영 후 다시 Lumora로 돌아갑니다',
      돌아가요: 'Lumora에서 보내준 노트북은 다음 주에 돌아가요',
      // No money for it: "금전적인 대가는 없어요", "광고비는 없었고", "비용은 한 푼도 받지 않았어요".
      '금전적인 대가는 없': 'Lumora에서 지원해 줬고 금전적인 대가는 없어요',
      '금전적 대가는 없': 'Lumora에서 보내줘서 써봤고 금전적 대가는 없었어요',
      '대가 없이': 'Lumora에서 대가 없이 보내준 제품이에요',
      '광고비는 없': 'Lumora에서 보내준 제품이고 광고비는 없었어요',
      '광고비는 받지 않': 'Lumora에서 보내준 제품이고 광고비는 받지 않았어요',
      '한 푼도 받지 않': 'Lumora에서 보내온 제품이고 한 푼도 받지 않았어요',
      '한 푼도 안 받': 'Lumora에서 내어주셨고 한 푼도 안 받았어요',
      '광고비를 받지 않': 'Lumora 홍보팀이 넘겨준 차량이고 광고비를 받지 않았어요',
      // Not a paid review ("돈 받고 하는 리뷰는 아니고"), no money changed hands ("돈이 오간 건 아니고").
      '돈 받고 하는 리뷰는 아니': 'Lumora 쪽에서 택배가 왔어요! 돈 받고 하는 리뷰는 아니고요',
      '돈 받고 하는 광고는 아니': 'Lumora에서 택배가 왔는데 돈 받고 하는 광고는 아니에요',
      '돈이 오간 건 아니': 'Lumora에서 나눠주셨고 돈이 오간 건 아니에요',
      // A press car (시승차), handed over for its days.
      시승차: '시승차는 Lumora 홍보팀이 3일 동안 키를 넘겨준 차량이에요',
      시승용: 'Lumora에서 시승용으로 내준 차예요',
      // Collected again after the trial (수거해 가다); no money taken ("돈은 안 받았어요").
      수거: 'Lumora에서 한 달만 쓰는 조건으로 받은 거라 금요일에 수거해 가요',
      '돈은 안 받': 'Lumora에서 써보라고 건네주셨고 돈은 안 받았어요',
      // Taken back after the shoot (회수되었습니다).
      회수: 'Lumora에서 2주 맡겨서 써봤고, 촬영이 끝난 뒤 회수되었습니다',
      '돈은 받지 않': 'Lumora에서 보내준 제품이지만 돈은 받지 않았어요',
      // Without taking its price ("값을 받지 않고 넘겨준"), to taste ("맛보라고 보내 준"), going back ("다시 Lumora로 돌아가는
      // 물건"), as a present ("깜짝 선물로 보내왔어요").
      '값을 받지 않': 'Lumora에서 값을 받지 않고 보내준 제품이에요',
      '돈을 받지 않': 'Lumora에서 돈을 받지 않고 넘겨준 제품이에요',
      맛보라고: 'Lumora에서 신메뉴 맛보라고 보내준 거예요',
      '먹어 보라고': 'Lumora에서 먹어 보라고 보내준 과자예요',
      먹어보라고: 'Lumora에서 먹어보라고 보내준 과자예요',
      돌아가는: 'Lumora에서 보내온 기기라 촬영 후 다시 Lumora로 돌아가는 물건이에요',
      선물로: 'Lumora에서 깜짝 선물로 보내왔어요',
      // Before its release: only the maker has it to give ("출시 전에 택배로 보내준 선물이에요").
      '출시 전': 'Lumora에서 출시 전에 택배로 보내준 장난감이에요',
      출시전: 'Lumora에서 출시전에 보내준 신상이에요',
    },
    labels: {
      협찬: '니트 (협찬) – lumora.kr',
      제공: '카메라 (제공) – lumora.kr',
      선물: '향수 (선물) – lumora.kr',
    },
    credits: ['영상', '사진', '음악', '이미지', '자료', '브금'],
    notGifts: [
      '선물 추천',
      '선물 아이디어',
      '생일',
      '이벤트',
      '구독자',
      '시청자',
      '엄마',
      '아빠',
      '친구',
      '여러분',
      '사연',
      '댓글',
      '질문',
      '메시지',
      '편지',
      '팬레터',
      // The family's: 할머니, 부모님, 남편…; a prize won (당첨).
      '할머니',
      '할아버지',
      '부모님',
      '언니',
      '오빠',
      '누나',
      '동생',
      '남편',
      '아내',
      '남자친구',
      '여자친구',
      '남친',
      '여친',
      '당첨',
      // An order delivered ("주문한 택배가 왔어요"): a purchase.
      '주문한 택배',
      '주문했던 택배',
      '구매한 택배',
      '시킨 택배',
      '주문한 물건',
    ],
  },
  negation: {
    // after the words: "아닙니다", "협찬 없는" (without).
    after: [
      String.raw`\s*(?:아닙니다|아님|아니에요)`,
      String.raw`\s*(?:\p{L}{1,3}\s*)?(?:없이|없는)`,
      // "대가를 받지 않고", "지원받지 않았습니다" (did not receive).
      String.raw`\p{L}{0,2}지\s?않`,
      // "협찬받은 제품이 아니에요", "보내주신 거 아니고" (it is not): a noun between, not the ad or the money ("보내주셨는데
      // 광고는 아니에요" is a gift that is no ad).
      String.raw`\p{Script=Hangul}{0,3}\s?(?:(?!광고|유료|돈|비용|대가)\p{Script=Hangul}+\s?)?(?:아닙니다|아니에요|아니예요|아님|아니고|아니라|아닌데|아닌\s?(?:거|것))`,
    ],
  },
  patterns: [
    // Paid: #광고, 원고료 (a paid writing fee), 지원받아 제작, 후원.
    {
      // A product supported in kind ("제품을 지원받았습니다", "장비만 지원받아") is a gift (the gift words), not a payment.
      re: /#광고|\(광고\)|광고입니다|원고료|(?<!(?:제품|기기|장비|물품|샘플)(?:을|를|만|은|는|도)?\s?)지원(?:을\s)?받(?:아|았)|후원을 받아|후원받아|후원을 받았|후원받았|후원으로 제작/giu,
      hints: ['광고', '원고료', '지원받아', '지원을 받아', '지원받았', '지원을 받았', '후원'],
      kind: 'paid',
      foreign: true,
      examples: [
        '이 영상은 Lumora의 후원을 받아 제작되었습니다',
        '#광고 이 영상은 삼성전자로부터 원고료를 지원받아 제작되었습니다',
        '본 영상은 넥슨으로부터 제작비를 지원받았습니다',
      ],
    },
    // Paid, in the wording of the Fair Trade Commission's guidance and of branded content: "경제적 대가를 받아 제작",
    // "광고를 포함하고 있습니다", "유료 프로모션", "브랜디드 콘텐츠" (the fee received, "광고비를 받아": the next pattern).
    {
      re: /경제적\s?대가|대가를\s?(?:받|지급받)|광고(?:를|가)\s?포함|유료\s?프로모션|브랜디드\s?콘텐츠|유료\s?파트너십/giu,
      hints: ['대가', '광고를', '광고가', '프로모션', '브랜디드', '파트너십'],
      kind: 'paid',
      foreign: true,
      examples: [
        '본 영상은 Lumora로부터 경제적 대가를 받아 제작되었습니다',
        '이 영상은 광고를 포함하고 있습니다 (Lumora)',
        '유료 프로모션: Lumora',
        'Lumora 브랜디드 콘텐츠',
      ],
    },
    // Paid: the fee of the ad received, with or without its particle and in any verb of receiving: "광고비 받았습니다",
    // "광고료를 지급받아 제작했습니다", "협찬비를 받고", "홍보비를 지원받아". Not denied a few words on ("광고비 받은 거
    // 아니에요", "받은 적 없어요"), and not "광고비는 없었고" (no verb of receiving), nor a channel's policy on such videos
    // ("광고비를 받은 영상은 제목에 적어둡니다").
    {
      re: /(?:광고비|광고료|협찬비|협찬금|홍보비|제작비)(?:를|을|도)?\s?(?:지급\s?받|지원\s?받|제공\s?받|받)(?![^.!?\n]{0,12}?(?:아니|아닙|아님|않|없|적\s?(?:이|은)?\s?없)|은\s?(?:영상|경우|콘텐츠|때))/giu,
      hints: ['광고비', '광고료', '협찬비', '협찬금', '홍보비', '제작비'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Lumora로부터 광고비를 받아 제작한 영상입니다',
        '오늘 영상엔 Lumora 광고가 있어요 (광고비 받았습니다)',
        '이번 영상은 Lumora로부터 광고료를 지급받아 제작했습니다',
        'Lumora에서 협찬비를 받고 만든 영상이에요',
        'Lumora로부터 홍보비를 지원받아 제작한 영상입니다',
      ],
    },
    // Paid, told from the advertiser's side: it gave or paid the fee ("Lumora에서 광고비를 주고 맡긴 영상", "돈을 내고 요청한
    // 광고", "이 리뷰의 값을 치렀습니다"), or the review was paid for ("의뢰한 유상 리뷰", "유상 광고"). Not denied a few words on,
    // and not the creator's own money ("제 돈 주고 샀습니다": a purchase; "렌탈샵에서 돈 내고 대여했어요": a rental).
    {
      re: /(?:(?:광고비|광고료|협찬비|홍보비|제작비|(?<!(?:제|내|우리|저희|본인|자기|내\s?돈|사비)\s?)돈|(?<!(?:제|내|우리|저희|본인|자기|사비|숙소|숙박|식비|여행|교통|입장|촬영)\s?)비용(?=을|를))(?:\s?(?:전액|전부|일부|절반))?(?:를|을)?\s?(?:주고|내고|지불하고|댔|냈|지불했|댄|낸|대고|부담한|부담했|부담하고|부담해)|(?:리뷰|영상|광고|콘텐츠)의\s?값을\s?(?:치렀|치르|냈|지불)|유상\s?(?:리뷰|광고|협찬|콘텐츠)|(?:비용|돈)(?:을|를)?\s?받고\s?(?:소개|리뷰|홍보|제작|만든|만들|찍)|(?:비용|제작비|촬영비)(?:\s?(?:전액|전부|일부|절반))?(?:는|은|도)?\s[^.!?\n]{1,20}?(?:쪽|측)에서\s?(?:나왔|부담|댔|냈))(?![^.!?\n]{0,12}?(?:아니|아닙|아님|않|없)|\s?(?:대여|렌탈|빌리|빌려|빌렸|샀|구매|구입))/giu,
      // "돈" alone: the expression takes it without a particle or a space too ("돈내고").
      hints: ['광고비', '광고료', '협찬비', '홍보비', '제작비', '돈', '값을', '유상', '비용'],
      kind: 'paid',
      foreign: true,
      examples: [
        '이번 영상은 Lumora에서 광고비를 주고 맡긴 영상이에요',
        'Lumora 측이 돈을 내고 요청한 광고 콘텐츠입니다',
        'Lumora 측이 돈내고 맡긴 리뷰예요',
        'Lumora가 이 리뷰의 값을 치렀습니다',
        '이 영상은 Lumora에서 의뢰한 유상 리뷰예요',
        '〈여름 편〉은 Lumora가 제작비 전액을 댄 웹예능입니다',
        '이번 주 결승 무대는 Lumora가 광고비를 부담한 코너입니다',
        "'오늘의 장보기'는 Lumora 광고로, 비용을 받고 소개하는 부분이에요",
        // Filmed for the money ("돈을 받고 찍는 영상"), with or without the particle.
        '이번 영상은 Lumora에서 돈을 받고 찍는 영상이라 미리 말씀드려요',
        'Lumora에서 돈 받고 찍은 영상입니다',
        // The cost of a scene paid by the brand (a drama's placement), not the creator's own or a trip's costs.
        '이 클립 속 카페 장면은 Lumora가 비용을 내고 제품을 노출한 장면입니다',
        '이 장면은 Lumora 측에서 비용을 부담한 장면이에요',
        // The shoot's cost said to come from the brand's side ("비용 일부는 Lumora 쪽에서 나왔고, 그 대가로 …").
        '촬영에 들어간 비용 일부는 Lumora 쪽에서 나왔고, 그 대가로 화면에 제품이 등장합니다',
      ],
    },
    // Paid, the whole video: the brand paid all of its cost ("제작비 전액을 댄 브랜디드 웹예능", "전액 Lumora가 제작비를
    // 부담한 영상") or it is a branded show ("브랜디드 웹예능", "브랜디드 웹드라마"): Dedicated, as "this whole video is
    // sponsored by" is. Not denied a few words on.
    {
      re: /(?:제작비|비용)\s?(?:전액|전부)|브랜디드\s?(?:웹예능|웹드라마|웹\s?시리즈|예능)(?![^.!?\n]{0,12}?(?:아니|아닙|아님|않|없))/giu,
      hints: ['전액', '전부', '브랜디드'],
      kind: 'paid',
      foreign: true,
      whole: true,
      examples: ['〈여름 편〉은 Lumora가 제작비 전액을 댄 브랜디드 웹예능입니다', 'Lumora 브랜디드 웹드라마 1화'],
    },
    // Paid: the video holds an ad ("Lumora 광고가 들어 있어요", "광고가 들어가 있습니다", "광고를 담고 있어요"). Not the
    // platform's own ads (중간광고, 미드롤, 유튜브 광고: "중간광고가 들어가 있어요").
    {
      re: /(?<!(?:중간|미드롤|유튜브|자체|자동|배너)\s?)광고(?:가|를|도)?\s?(?:들어\s?있|들어가\s?있|담겨\s?있|담고\s?있)/giu,
      hints: ['광고'],
      kind: 'paid',
      foreign: true,
      examples: [
        '오늘 영상엔 Lumora 광고가 들어 있어요',
        '이 영상에는 Lumora의 광고가 들어가 있습니다',
        'Lumora 광고를 담고 있어요',
      ],
    },
    // Affiliate: 추천인 링크; the creator's own invite link or referral ID ("제 초대 링크로 가입해주세요", "추천 ID 칸에 …
    // 쳐주세요") with what it earns the creator ("저도 포인트를 받아요", "저는 적립금을 받아요").
    {
      re: /추천인\s?(?:링크|코드)|(?:제|내|저의)\s?(?:초대|추천)\s?(?:링크|코드)|추천\s?(?:ID|아이디|코드)\s?칸|크리에이터즈?\s?(?:후원\s?)?코드/giu,
      hints: ['추천', '초대', '크리에이터'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        '추천인 링크로 가입하면 할인',
        '아직 안 쓰시는 분은 제 초대 링크로 가입해주세요! 저도 포인트를 받아요',
        '신규 가입 때 추천 ID 칸에 제 아이디를 쳐주세요, 저는 적립금을 받아요',
        'Lumora 크리에이터즈 후원 코드: 뭉치는뭉치 (캐시 충전할 때 크리에이터 코드 칸에 입력하면 일부가 채널 후원으로 들어와요)',
      ],
    },
    // Paid: [광고] and the bracket labels that qualify it ("[브랜드 광고]", "[유료광고]", "[유료 리뷰]"), 유료광고 포함, 제작 지원,
    // 스폰서; a paid placement ("유료 노출": "삼성전자와 계약된 유료 노출입니다"), 간접광고 (the broadcast law's word for PPL); the
    // advertiser as a label ("광고주 | …") and the ad placed ("광고 집행으로").
    {
      re: /[[【]\s?(?:(?:브랜드|유료|협찬|기업)\s?)?광고\s?[\]】]|[[【]\s?유[료상]\s?(?:리뷰|협찬|콘텐츠)\s?[\]】]|유료\s?(?:광고|노출|협업|콜라보|캠페인)|유료로\s?(?:진행|협업)|광고주로\s?(?:참여|함께|나선|나섰)|광고주\s?(?:[|:：]|(?:는|은)\s)|광고\s?집행|간접\s?광고|광고\s?포함|제작\s?지원|스폰서/giu,
      hints: ['광고', '유료', '유상', '제작', '스폰서'],
      kind: 'paid',
      foreign: true,
      examples: [
        '[광고] 삼성전자',
        '유료광고 포함',
        '[브랜드 광고] 한빛 무선 키보드 리뷰',
        '[유료 리뷰] 한빛 로봇청소기 2주 사용기',
        '해당 장면은 한빛전자와 계약된 유료 노출입니다',
        '이 영상에는 간접광고가 포함되어 있습니다',
        // A paid collaboration ("Lumora와 유료로 진행한 협업"), the brand as the advertiser ("광고주로 참여한 영상").
        '이 영상은 Lumora와 유료로 진행한 협업이었어요',
        'Lumora와의 유료 협업 영상입니다',
        '이번 브이로그는 Lumora가 광고주로 참여한 영상이에요',
        // The advertiser named as a label ("광고주 | Lumora") and the ad placed ("Lumora의 광고 집행으로 만들어졌습니다").
        '광고주 | Lumora',
        '이 콩트는 Lumora의 광고 집행으로 만들어졌습니다',
      ],
    },
    // Affiliate: 쿠팡 파트너스, 수수료, 제휴 링크, 어필리에이트, 커미션.
    {
      re: /파트너스\s?활동|쿠팡\s?파트너스|수수료를\s?(?:제공|받)|일정액의\s?수수료|제휴\s?(?:링크|마케팅)|어필리에이트|커미션을\s?(?:받|제공)|(?:판매\s?)?수수료(?:\s?일부)?(?:가|의\s?일부가?)\s?(?:저|제|저희)(?:에게|한테)\s?(?:적립|지급|들어|돌아)|(?:저|제|저희)(?:에게|한테)\s?(?:판매\s?)?수수료(?:를|의\s?일부를)?\s?(?:지급|적립|드리|줍|주)/giu,
      hints: ['파트너스', '수수료', '제휴', '어필리에이트', '커미션'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        '쿠팡 파트너스 활동의 일환으로 수수료를 제공받습니다',
        '이 링크로 구매하시면 일정 수수료를 받을 수 있습니다',
        '구매 링크 (제휴 링크)',
        '어필리에이트 링크가 포함되어 있습니다',
        '이 링크로 구매하시면 커미션을 받습니다',
        // A sales commission credited or paid to the creator.
        '아래 링크로 구매하시면 판매 수수료 일부가 저에게 적립됩니다',
        '이 링크를 통해 구매하시면 Lumora가 저에게 판매 수수료를 지급합니다',
      ],
    },
    // Promo codes: 할인코드, 쿠폰코드, and a referral code given with its code or where it goes ("추천 코드 TWINS 넣으면
    // 할인 쿠폰 받아요").
    {
      re: /할인\s?코드|쿠폰\s?코드|프로모션\s?코드|추천\s?코드(?=\s?[:：]?\s?[A-Z0-9]{4,}|[^.!?\n]{0,20}?(?:넣으면|입력하면|입력\s?시))/giu,
      hints: ['코드'],
      kind: 'promo',
      foreign: true,
      examples: ['할인코드 MARA', 'Lumora 처음 가입하시는 분은 추천 코드 TWINSBSN 넣으면 할인 쿠폰 받아요'],
    },
    // Discounts: "10% 할인".
    {
      re: /\d{1,3}\s?%\s?할인/giu,
      hints: ['할인'],
      kind: 'cta',
      foreign: true,
      examples: ['10% 할인'],
    },
    // Worn or used items credited as in-kind support: "의상 협찬: <brand>", "소품 협찬", "헤어·메이크업 협찬" (the
    // broadcast credit of clothes, props or a venue lent or given for the video), and the product itself ("제품 협찬:
    // <brand>", "(제품협찬)", "#제품협찬"; an inquiry line, "제품 협찬 문의", is a business contact: exclusions.ts INQUIRY).
    {
      // Also what an outing or a stay was given ("입장권만 협찬", "숙소 협찬", "티켓은 협찬").
      re: /(?:의상|의류|소품|스타일링|헤어|메이크업|장소|촬영\s?장소|숙소|숙박|객실|입장권|초대권|관람권|이용권|티켓|제품|상품|물품)(?:만|은|는)?\s?(?:[·및,]\s?\p{Script=Hangul}{1,4}\s?)?협찬(?!\s?(?:문의|제안|요청|환영|연락|관련))/gu,
      hints: ['협찬'],
      kind: 'gift',
      foreign: true,
      examples: [
        '의상 협찬: Lumora 스탠다드',
        '헤어·메이크업 협찬 Lumora',
        '소품 협찬 – Lumora',
        'Lumora 리조트 (숙소 협찬)',
        'Lumora랜드 (입장권만 협찬, 밥은 저희가 샀어요)',
        '제품 협찬: Lumora',
        '(제품협찬) Lumora 무선 이어폰',
      ],
    },
    // Tickets, passes and stays given by the place or the maker: "초대권 4장을 주셔서", "입장권을 보내주셔서", "숙박권을
    // 선물해 주셔서", "자유이용권 2매를 제공받아", "숙박권을 내줘서". Not a prize won or the family's ("이벤트 당첨", "친구가", "엄마가").
    {
      re: /(?:초대권|입장권|관람권|이용권|숙박권|식사권|시승권|체험권|티켓)(?:을|를|도|만|은)?\s?(?:\d{1,3}\s?(?:장|매|개|인|박)(?:을|를|이나|씩)?\s?)?(?:주셔서|주셨|주신|줬|줘서|보내\s?주|선물해\s?주|제공해\s?주|제공받|챙겨\s?주|내어\s?주|내\s?줘서|내\s?주셔서|내\s?주셨|내\s?줬)/gu,
      hints: ['초대권', '입장권', '관람권', '이용권', '숙박권', '식사권', '시승권', '체험권', '티켓'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_FROM_A_MAKER,
      examples: [
        '이번 나들이는 Lumora랜드에서 초대권 4장을 주셔서 다녀왔어요',
        'Lumora에서 입장권을 보내주셔서 다녀왔습니다',
        'Lumora 호텔에서 숙박권을 선물해 주셔서 1박 했어요',
        'Lumora로부터 자유이용권 2매를 제공받아 다녀왔어요',
        'Lumora 스테이가 하룻밤 숙박권을 내줘서 묵었어요',
      ],
    },
    // Provided free of charge: 무상 제공.
    {
      re: /무상\s?제공/giu,
      hints: ['무상'],
      kind: 'gift',
      foreign: true,
      examples: ['이 제품은 무상 제공받았습니다'],
    },
    // Sent by the maker: "브랜드에서 보내주셨습니다", "Lumora에서 보내준 제품이에요", "보내줬어요" (not the audience's, the
    // family's or a friend's: "구독자님이 보내주셨어요").
    {
      re: /보내\s?주(?:셨|었)|보내\s?준(?![\p{L}])|보내\s?줬/gu,
      hints: ['보내'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_FROM_A_MAKER,
      examples: ['브랜드에서 보내주셨습니다', 'Lumora에서 보내준 제품이에요', 'Lumora에서 보내줬어요'],
    },
    // Sponsored products and reviewer programmes: 협찬, 체험단, 제공받아, 대여받아, "(X 제공)".
    {
      re: /#협찬(?![\p{L}\p{N}])|체험단|대여(?:받|해\s?주|해\s?준)|무상으로\s?보내|\([^()\n]{1,20}\s제공\)|협찬(?:받|을|으로|품|제품)|(?:제품을|제품|무상으로|무료로)\s?제공(?!\s?(?:되는|되며|됩니다|돼요|되고\s?있))|(?:미디어|리뷰어?|프레스|기자단|체험)\s?(?:대여|시승|체험)\s?프로그램|(?:PR|피알)\s?(?:박스|키트|패키지)(?:로|를)\s?받|(?<!수수료(?:를)?\s?)제공받/giu,
      hints: ['체험단', '보내', '대여', '제공', '협찬', '무상으로', '프로그램', 'pr', '피알'],
      kind: 'gift',
      foreign: true,
      examples: [
        '협찬받은 제품입니다',
        '제품을 제공받아 작성',
        '체험단으로 받은 제품',
        '브랜드로부터 제공받은 제품으로 촬영했어요',
        'LG전자로부터 대여받아 촬영했습니다',
        // A maker's lending programme for the press ("미디어 대여 프로그램을 통해 2주간 받은 기기"); a PR box received.
        '이 폰은 Lumora 미디어 대여 프로그램을 통해 2주간 받은 기기입니다',
        'Lumora PR팀에서 신상 팔레트를 PR 박스로 받았어요',
        '삼성전자에서 대여해준 제품으로 촬영했습니다',
        'Lumora에서 무상으로 보내준 쿠션입니다',
        '마우스 (로지텍 제공)',
        '제품 제공: Lumora',
        // The disclosure hashtag of a sponsored (given) product.
        '#협찬 #Lumora',
      ],
    },
    // PPL (product placement), only as the Korean label: beside Hangul or as a hashtag ("Free PPL template" is
    // push/pull/legs).
    {
      re: /#(?:PPL|ＰＰＬ)(?![A-Za-z0-9])|(?<![A-Za-z0-9])(?:PPL|ＰＰＬ)(?![A-Za-z0-9])(?=[^\n]{0,20}\p{Script=Hangul})|(?<=\p{Script=Hangul}[^\n]{0,20})(?<![A-Za-z0-9])(?:PPL|ＰＰＬ)(?![A-Za-z0-9])/gu,
      hints: ['ppl', 'ｐｐｌ'],
      kind: 'paid',
      foreign: true,
      examples: ['이 영상은 PPL을 포함하고 있습니다', '#PPL 삼성전자', '유료광고(PPL) 포함'],
    },
  ],
};

/**
 * A giver named in Hangul before its particle of origin ("앱코에서", "라카로부터", "앱코 측에서"): the stem is the
 * giver's name (engine/narrowing.ts `newLinksOfGiver` finds the unknown link whose own line writes that name). Words
 * for a giver that is no name (브랜드, 업체, 회사…) are left out.
 */
export const KOREAN_GIVER =
  /(\p{Script=Hangul}{2,10}?)\s?(?:(?:완구|전자|식품|제과|제약|화장품|코리아)(?=\s?(?:측|쪽|님)?\s?(?:으로부터|로부터|에서|께서)))?\s?(?:측|쪽|님)?\s?(?:으로부터|로부터|에서부터|에서도|에서|께서|에게서|한테서)/gu;
export const KOREAN_NOT_GIVER =
  /^(?:브랜드|업체|회사|본사|제조사|광고주|공식몰|매장|가게|마트|택배|집|회사측|고객센터|서비스센터|편의점|홈페이지|여기|거기|저기)$/u;
