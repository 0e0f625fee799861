// Thai: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns. Thai is written without spaces between words: its words
// are matched as written.
import type { LanguageLexicon } from './words.js';

export const THAI: LanguageLexicon = {
  code: 'th',
  name: 'Thai',
  gift: {
    verbs: {
      ได้รับมาจาก: 'นาฬิกาเรือนนี้ได้รับมาจาก Lumora',
      ให้ยืม: 'กล้องตัวนี้ Lumora ให้ยืมมารีวิว',
      ให้มารีวิว: 'Lumora ให้มารีวิว',
      ส่งมารีวิว: 'Lumora ส่งมารีวิว',
      ให้ลองใช้: 'Lumora ส่งมาให้ลองใช้',
      ได้รับสินค้าฟรี: 'ได้รับสินค้าฟรีจาก Lumora',
      ของพีอาร์: 'ของพีอาร์จาก Lumora',
      ได้รับของขวัญ: 'ได้รับของขวัญจาก Lumora',
      ให้มาทดลอง: 'Lumora ให้มาทดลองใช้',
      ได้รับมาทดลอง: 'ได้รับมาทดลองจาก Lumora',
    },
    labels: {
      ของขวัญ: 'นาฬิกา (ของขวัญ) – lumora.co.th',
    },
    credits: ['เพลง', 'ดนตรี', 'ภาพ', 'ฟุตเทจ', 'ข้อมูล'],
    notGifts: ['ไอเดียของขวัญ', 'ของขวัญวันเกิด', 'วันเกิด', 'แจกของ', 'กิจกรรม', 'คุณแม่', 'คุณพ่อ', 'แฟนคลับ', 'ผู้ชม'],
  },
  negation: {
    // "ไม่" only when the statement follows it within a few letters, the script having no spaces ("ไม่ใช่โฆษณา").
    before: [String.raw`ไม่(?:ใช่|ได้|มี|บอก)?[^\s]{0,8}\s?$`],
  },
  patterns: [
    // Paid: สนับสนุน, สปอนเซอร์, โฆษณา.
    {
      re: /สนับสนุนโดย|ได้รับการสนับสนุน|ที่สนับสนุน|สปอนเซอร์|โฆษณา/giu,
      hints: ['สนับสนุน', 'สปอนเซอร์', 'โฆษณา'],
      kind: 'paid',
      foreign: true,
      examples: ['วิดีโอนี้ได้รับการสนับสนุนจาก Lazada', 'ขอบคุณ Lazada ที่สนับสนุนคลิปนี้'],
    },
    // Affiliate: แอฟฟิลิเอต, ค่าคอมมิชชั่น.
    {
      re: /แอฟฟิลิเอต|แอฟฟิลิเอท|คอมมิชชั่น|ค่าคอม/giu,
      hints: ['แอฟฟิลิเอ', 'คอมมิชชั่น', 'ค่าคอม'],
      kind: 'affiliate',
      foreign: true,
      examples: ['ลิงก์แอฟฟิลิเอต Shopee'],
    },
    // Promo codes: โค้ดส่วนลด, ใช้โค้ด.
    {
      re: /โค้ดส่วนลด|ใช้โค้ด/giu,
      hints: ['โค้ด'],
      kind: 'promo',
      foreign: true,
      examples: ['ใช้โค้ด MARA ลดเพิ่ม'],
    },
    // Discounts: "ส่วนลด 10%".
    {
      re: /(?:ส่วนลด|ลด)\s?\d{1,3}\s?%/giu,
      hints: ['ส่วนลด', 'ลด'],
      kind: 'cta',
      foreign: true,
      examples: ['ส่วนลด 10%'],
    },
    // Sent to the creator, a gift from, goods received from: ส่งมาให้, ของขวัญจาก, ได้รับสินค้าจาก.
    {
      re: /ส่งมาให้|ของขวัญจาก|ได้รับสินค้า(?:มา)?จาก/giu,
      hints: ['ส่งมาให้', 'ของขวัญ', 'ได้รับสินค้า'],
      kind: 'gift',
      foreign: true,
      examples: ['Lazada ส่งมาให้รีวิว'],
    },
    // Sent to review ("ส่งเครื่องมาให้"), invited to stay ("เชิญ…มาพัก"), borrowed from ("ยืม…จาก").
    {
      re: /ส่ง[^\s]{0,12}?มาให้|เชิญ[^\s]{0,15}?มา(?:พัก|ชิม|ลอง|รีวิว|เที่ยว)|ยืม[^\s]{0,8}?(?:มา)?จาก/giu,
      hints: ['ส่ง', 'เชิญ', 'ยืม'],
      kind: 'gift',
      foreign: true,
      examples: ['ขอบคุณ Samsung ที่ส่งเครื่องมาให้รีวิว', 'ทางรีสอร์ทเชิญพวกเรามาพัก 2 คืน'],
    },
  ],
};
