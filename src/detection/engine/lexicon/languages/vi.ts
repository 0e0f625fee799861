// Vietnamese: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import type { LanguageLexicon } from './words.js';

export const VIETNAMESE: LanguageLexicon = {
  code: 'vi',
  name: 'Vietnamese',
  gift: {
    verbs: {
      'được gửi từ': 'Sản phẩm được gửi từ Lumora',
      'được gửi bởi': 'Sản phẩm được gửi bởi Lumora',
      'gửi cho mình': 'Lumora đã gửi cho mình chiếc máy này',
      'gửi cho tôi': 'Lumora đã gửi cho tôi bộ sản phẩm',
      'gửi cho em': 'Lumora gửi cho em bộ mỹ phẩm',
      'nhãn hàng gửi': 'Sản phẩm do nhãn hàng gửi, cảm ơn Lumora',
      'được cho mượn': 'Máy ảnh được cho mượn bởi Lumora',
      'máy mượn': 'Đây là máy mượn của Lumora',
      'được cung cấp bởi': 'Máy được cung cấp bởi Lumora',
      'quà từ': 'Quà từ Lumora',
      'nhãn hàng tặng': 'Sản phẩm do nhãn hàng tặng, cảm ơn Lumora',
      'hãng gửi': 'Máy do hãng gửi, cảm ơn Lumora',
      'hãng tặng': 'Quà do hãng tặng, cảm ơn Lumora',
      'gửi để review': 'Máy được Lumora gửi để review',
      'gửi để đánh giá': 'Máy được Lumora gửi để đánh giá',
      'cảm ơn … đã gửi': 'Cảm ơn Lumora đã gửi sản phẩm',
      'được … tặng': 'Nhà mình được Lumora tặng chiếc xe đạp',
      'được … gửi tặng': 'Mình được Lumora gửi tặng bộ nồi',
      'được … cho mượn': 'Mình được Lumora cho mượn máy ảnh',
      // Lent to the creator, named ("Máy do Lumora cho Bờm mượn 2 tuần để test").
      'cho … mượn': 'Máy do Lumora cho Bờm mượn 2 tuần để test',
    },
    nouns: {
      'là quà của': 'Chiếc nồi này là quà của Lumora',
      'là quà từ': 'Bộ mỹ phẩm là quà từ Lumora',
      'món quà của': 'Đây là món quà của Lumora',
      'quà của nhãn hàng': 'Son là quà của nhãn hàng Lumora',
    },
    acts: {
      gửi: 'Lumora gửi máy cho mình dùng thử',
      'gửi tặng': 'Lumora gửi tặng bộ sản phẩm miễn phí',
      'cho mượn': 'Lumora cho mượn máy hai tuần rồi trả lại',
    },
    cues: {
      'dùng thử': 'Lumora gửi tai nghe để mình dùng thử',
      'trải nghiệm': 'Lumora gửi máy để mình trải nghiệm',
      'trả lại': 'Lumora gửi máy, dùng xong mình trả lại',
      'gửi trả': 'Lumora gửi máy để test, test xong mình gửi trả',
      'để test': 'Lumora gửi máy để test',
      'miễn phí': 'Lumora gửi bộ nồi miễn phí',
      'để review': 'Lumora cho mượn máy để review',
      'để đánh giá': 'Lumora cho mượn máy để đánh giá',
      'cho mình': 'Lumora gửi cho mình bộ mỹ phẩm',
      'cho tôi': 'Lumora gửi cho tôi chiếc loa',
      'cho em': 'Lumora gửi cho em bộ son',
      'cho vợ chồng mình': 'Lumora gửi cho vợ chồng mình bộ nồi',
    },
    labels: {
      'quà tặng': 'Đồng hồ (quà tặng) – lumora.vn',
      'được tặng': 'Đồng hồ (được tặng) – lumora.vn',
    },
    credits: ['nhạc', 'âm nhạc', 'hình ảnh', 'cảnh quay', 'dữ liệu', 'thông tin'],
    notGifts: [
      'miễn phí vận chuyển',
      'freeship',
      'ý tưởng quà',
      'quà sinh nhật',
      'sinh nhật',
      'minigame',
      'mẹ mình',
      'bố mình',
      'mẹ tôi',
      'bố tôi',
      'các bạn',
      'đăng ký',
      'bạn trai',
      'bạn gái',
      'của mẹ',
      'của bố',
      'fan',
      'tin nhắn',
      'câu hỏi',
      'bình luận',
    ],
  },
  negation: {
    // "không" only before the verb it negates, so "không" of a question stays none.
    // The statement's own words right after it: "Lotteria không tài trợ" (before reads up to the statement).
    before: [String.raw`không(?= (?:nhận|có|ai|phải|được)(?![\p{L}\p{N}])|\s*$)`, 'chẳng'],
  },
  patterns: [
    // Paid: tài trợ, quảng cáo, hợp tác với, a paid collaboration ("hợp tác trả phí", "hợp tác có trả phí").
    {
      re: /(?<![\p{L}\p{N}])(?:(?:được )?tài trợ|nhà tài trợ|quảng cáo|hợp tác với|hợp tác (?:có )?trả phí)(?![\p{L}\p{N}])/giu,
      hints: ['tài trợ', 'quảng cáo', 'hợp tác'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Video được tài trợ bởi Shopee',
        'Cảm ơn nhà tài trợ của video này',
        'Video này là hợp tác trả phí giữa Trang và Shopee',
      ],
    },
    // Affiliate: tiếp thị liên kết, hoa hồng.
    {
      re: /(?<![\p{L}\p{N}])(?:tiếp thị liên kết|hoa hồng)(?![\p{L}\p{N}])/giu,
      hints: ['tiếp thị', 'hoa hồng'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Link tiếp thị liên kết Shopee', 'Mình nhận hoa hồng khi bạn mua qua link'],
    },
    // Promo codes: mã giảm giá.
    {
      re: /(?<![\p{L}\p{N}])(?:mã (?:giảm giá|khuyến mãi|ưu đãi|code))(?![\p{L}\p{N}])/giu,
      hints: ['mã '],
      kind: 'promo',
      foreign: true,
      examples: ['Nhập mã giảm giá MARA10'],
    },
    // Discounts: "giảm 10%".
    {
      re: /giảm(?: giá)?\s?\d{1,3}\s?%/giu,
      hints: ['giảm'],
      kind: 'cta',
      foreign: true,
      examples: ['Giảm 10% cho đơn đầu'],
    },
    // Given: "được tặng", "gửi tặng", "quà tặng từ".
    {
      re: /(?<![\p{L}\p{N}])(?:được tặng|gửi tặng|quà tặng từ)(?![\p{L}\p{N}])/giu,
      hints: ['tặng'],
      kind: 'gift',
      foreign: true,
      examples: ['Sản phẩm được tặng bởi Xiaomi'],
    },
    // Lent ("cho mượn"), a hosted stay ("mời ở").
    {
      re: /(?<![\p{L}\p{N}])(?:cho (?:mình |tôi |em )?mượn|mời (?:mình |tôi |em )?(?:ở|nghỉ))(?![\p{L}\p{N}])/giu,
      hints: ['mượn', 'mời'],
      kind: 'gift',
      foreign: true,
      examples: ['Sony cho mượn máy để review', 'Khách sạn mời ở 2 đêm'],
    },
  ],
};
