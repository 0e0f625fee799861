// Chinese: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate and promo-code patterns. Chinese is written without spaces between words: its words are
// matched as written.
import type { LanguageLexicon } from './words.js';

export const CHINESE: LanguageLexicon = {
  code: 'zh',
  name: 'Chinese',
  gift: {
    verbs: {
      寄來: '這台相機是 Lumora 寄來的',
      寄来: '这台相机是 Lumora 寄来的',
      寄給我: 'Lumora 寄給我這組產品',
      送給我: 'Lumora 送給我這支手錶',
      送给我: 'Lumora 送给我这支手表',
      送我的: '這是 Lumora 送我的',
      廠商寄: '感謝 Lumora 廠商寄送',
      厂商寄: '感谢 Lumora 厂商寄送',
      品牌方寄: '由品牌方寄出，感谢 Lumora',
      品牌方提供: '产品由品牌方提供，感谢 Lumora',
      厂商提供: '产品由 Lumora 厂商提供',
      借我: 'Lumora 借我測試兩週',
      提供測試: '感謝 Lumora 提供測試',
      提供测试: '感谢 Lumora 提供测试',
      提供評測: '感謝 Lumora 提供評測機',
      提供评测: '感谢 Lumora 提供评测机',
      公关品: '这是 Lumora 的公关品',
      借测: 'Lumora 借测机',
      品牌方送: '这是品牌方送的，感谢 Lumora',
      厂商送: '这是 Lumora 厂商送的',
      廠商送: '這是 Lumora 廠商送的',
      提供体验: '感谢 Lumora 提供体验',
      提供體驗: '感謝 Lumora 提供體驗',
      '产品由 … 提供': '本产品由 Lumora 提供',
      '產品由 … 提供': '本產品由 Lumora 提供',
      '商品由 … 提供': '商品由 Lumora 提供',
      '样机由 … 提供': '样机由 Lumora 提供',
      '樣機由 … 提供': '樣機由 Lumora 提供',
      '感謝 … 寄送': '感謝 Lumora 寄送',
      '感谢 … 寄送': '感谢 Lumora 寄送',
    },
    nouns: {
      試用品: 'Lumora 的試用品',
      试用品: 'Lumora 的试用品',
      評測機: 'Lumora 評測機',
      评测机: 'Lumora 评测机',
      公關機: 'Lumora 公關機',
      公关机: 'Lumora 公关机',
    },
    labels: {
      贈品: '手錶（贈品）– lumora.tw',
      公關品: '精華（公關品）– lumora.tw',
      廠商提供: '相機（廠商提供）– lumora.tw',
    },
    credits: ['影像', '圖片', '图片', '音樂', '音乐', '照片', '資料', '资料', '素材', '畫面', '画面'],
    notGifts: [
      '送禮',
      '送礼',
      '禮物推薦',
      '礼物推荐',
      '生日',
      '抽獎',
      '抽奖',
      '粉絲',
      '粉丝',
      '觀眾',
      '观众',
      '媽媽',
      '妈妈',
      '朋友',
      '留言',
      '私信',
      '评论',
      '評論',
      '問題',
      '问题',
    ],
  },
  patterns: [
    // Paid: 赞助, 業配, "广告：".
    {
      re: /赞助|贊助|業配|广告(?=[:：])/giu,
      hints: ['赞助', '贊助', '業配', '广告'],
      kind: 'paid',
      foreign: true,
      examples: ['本期视频由 NordVPN 赞助'],
    },
    // Affiliate: 联盟链接, 推广链接, 佣金.
    {
      re: /联盟链接|推广链接|佣金/giu,
      hints: ['联盟', '推广链接', '佣金'],
      kind: 'affiliate',
      foreign: true,
      examples: ['本视频含联盟链接'],
    },
    // Promo codes: 优惠码, 折扣码.
    {
      re: /优惠码|折扣码|優惠碼/giu,
      hints: ['优惠码', '折扣码', '優惠碼'],
      kind: 'promo',
      foreign: true,
      examples: ['优惠码 MARA'],
    },
    // Given: 赠送, 贈送, 寄给我.
    {
      re: /赠送|贈送|寄给我/giu,
      hints: ['赠送', '贈送', '寄给我'],
      kind: 'gift',
      foreign: true,
      examples: ['品牌赠送'],
    },
    // Provided by the maker or brand, a PR item, a unit lent for testing: 廠商提供, 公關品, 借測.
    {
      re: /廠商提供|品牌提供|公關品|借測/giu,
      hints: ['提供', '公關品', '借測'],
      kind: 'gift',
      foreign: true,
      examples: ['氣炸鍋是廠商提供的'],
    },
    // Promo codes: 優惠碼, 折扣碼.
    {
      re: /優惠碼|折扣碼/giu,
      hints: ['優惠碼', '折扣碼'],
      kind: 'promo',
      foreign: true,
      examples: ['輸入優惠碼 XIAOMEI100'],
    },
    // Affiliate: 分潤連結 (a link that shares the sale), 導購連結.
    {
      re: /分潤連結|分潤|導購連結/giu,
      hints: ['分潤', '導購'],
      kind: 'affiliate',
      foreign: true,
      examples: ['購買連結（分潤連結）：', '以下為分潤連結'],
    },
  ],
};
