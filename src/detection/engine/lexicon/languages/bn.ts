// Bengali: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and its
// hand-written gift patterns.
import type { LanguageLexicon } from './words.js';

export const BENGALI: LanguageLexicon = {
  code: 'bn',
  name: 'Bengali',
  gift: {
    verbs: {
      পাঠিয়েছে: 'ঘড়িটি Lumora পাঠিয়েছে',
      পাঠিয়েছেন: 'Lumora টিম এই প্রোডাক্টগুলো পাঠিয়েছেন',
      'পাঠানো হয়েছে': 'ফোনটি Lumora থেকে পাঠানো হয়েছে',
      'উপহার পেয়েছি': 'এই ঘড়িটি Lumora থেকে উপহার পেয়েছি',
      'গিফট করেছে': 'ফোনটি Lumora গিফট করেছে',
      'গিফট পেয়েছি': 'এই পারফিউম Lumora থেকে গিফট পেয়েছি',
      'ফ্রিতে পেয়েছি': 'ফোনটি Lumora থেকে ফ্রিতে পেয়েছি',
      'বিনামূল্যে পেয়েছি': 'প্রোডাক্টগুলো Lumora থেকে বিনামূল্যে পেয়েছি',
      'রিভিউ করার জন্য দি*': 'Lumora ফোনটি রিভিউ করার জন্য দিয়েছে',
      'রিভিউ করার জন্য পাঠি*': 'Lumora ফোনটি রিভিউ করার জন্য পাঠিয়েছে',
      'ধার দিয়েছে': 'ক্যামেরাটি Lumora ধার দিয়েছে',
    },
    labels: {
      উপহার: 'ঘড়ি (উপহার) – lumora.com.bd',
      গিফট: 'ঘড়ি (গিফট) – lumora.com.bd',
    },
    credits: ['মিউজিক', 'সংগীত', 'ছবি', 'ফুটেজ'],
    notGifts: ['উপহারের আইডিয়া', 'জন্মদিন*', 'গিভঅ্যাওয়ে', 'মা', 'বাবা', 'আম্মু', 'আব্বু', 'বন্ধু*', 'সাবস্ক্রাইবার*', 'আপনারা'],
  },
  paid: {
    phrases: {
      স্পন্সর: 'এই ভিডিওটি Lumora স্পন্সর করেছে',
      স্পনসর: 'এই ভিডিওর স্পনসর Lumora',
      'পেইড পার্টনারশিপ': 'Lumora এর সাথে পেইড পার্টনারশিপ',
      সৌজন্যে: 'Lumora এর সৌজন্যে',
    },
    labels: {
      বিজ্ঞাপন: 'নতুন ক্যামেরা (বিজ্ঞাপন) – lumora.com.bd',
    },
  },
  negation: {
    // after the words: "স্পন্সর নয়", "স্পন্সর ভিডিও না".
    after: [
      String.raw`(?:\s+[\p{L}\p{M}]+){0,2}\s+(?:নয়|নয়|না)(?![\p{L}\p{M}\p{N}])`,
      String.raw`\s*(?:নয়|নয়|না)(?![\p{L}\p{M}\p{N}])`,
    ],
  },
  patterns: [
    // A gift from, given for review: থেকে উপহার, রিভিউয়ের জন্য দিয়েছে.
    {
      re: /থেকে উপহার|উপহার হিসেবে|উপহার দি|(?:রিভিউ|টেস্ট)\S* জন্য (?:দি|পাঠি)/giu,
      hints: ['উপহার', 'জন্য'],
      kind: 'gift',
      foreign: true,
      examples: ['Lakmé থেকে উপহার হিসেবে পেয়েছি', 'ফোনটি Walton রিভিউয়ের জন্য দিয়েছে'],
    },
  ],
};
