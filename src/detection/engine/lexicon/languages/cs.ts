// Czech: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift,
// sponsor, affiliate and promo-code patterns.
import type { LanguageLexicon } from './words.js';

export const CZECH: LanguageLexicon = {
  code: 'cs',
  name: 'Czech',
  gift: {
    verbs: {
      'poskytnut*': 'Produkt poskytnut firmou Lumora',
      'mi zaslal*': 'Lumora mi zaslala nové hodinky',
      'nám zaslal*': 'Lumora nám zaslal dva stany',
      'zaslan* od': 'Kosmetika zaslaná od Lumora',
      zasláno: 'Zasláno od Lumora',
      'dostal* darem': 'Hodinky jsem dostala darem od Lumora',
      'darem od': 'Darem od Lumora',
      'dostal* na recenzi': 'Hru jsem dostal na recenzi od Lumora',
      'poslal* … na recenzi': 'Lumora poslala telefon na recenzi',
      'zaslal* … na recenzi': 'Lumora zaslala knihu na recenzi',
      'k otestování': 'Lumora mi poslala sluchátka k otestování',
      'na otestování': 'Telefon jsem dostal na otestování od Lumora',
      'nám poslal*': 'Lumora nám poslala balíček',
      'za zaslání': 'Děkuji Lumora za zaslání',
      'za poslání': 'Děkuji Lumora za poslání balíčku',
    },
    nouns: {
      'recenzní kus*': 'Recenzní kus od Lumora',
      'testovací kus*': 'Testovací kus od Lumora',
      'dárek od': 'Dárek od Lumora',
    },
    labels: {
      dárek: 'Svetr (dárek) – lumora.cz',
      zapůjčeno: 'Objektiv (zapůjčeno) – lumora.cz',
    },
    credits: ['hudba', 'záběry', 'fotky', 'fotografie', 'data', 'zvuky'],
    notGifts: [
      'tipy na dárky',
      'vánoční dárk*',
      'dárek k narozeninám',
      'narozenin*',
      'soutěž*',
      'máma',
      'mamka',
      'táta',
      'taťka',
      'rodiče',
      'přítel',
      'přítelkyně',
      'od vás',
      'diváci',
      'diváků',
      'zpráv*',
      'dotaz*',
      'komentář*',
    ],
  },
  negation: {
    before: ['není', 'nejedná', 'nejde', String.raw`žádn\p{L}*`, 'nikdy'],
  },
  patterns: [
    // Lent ("zapůjčil"), a gift from ("dárek od"), sent ("mi poslal"), an invitation ("za pozvání").
    {
      re: /(?<![\p{L}\p{N}])(?:zapůjčil\p{L}*|zapůjčen\p{L}*|půjčil\p{L}* (?:mi|nám)|dárek od|dostal\p{L}* (?:jsem |jsme )?(?:jako dárek |na test |na recenzi )?od|(?:mi|nám) (?:ho |je |ji )?posla\p{L}*|posla\p{L}* (?:mi|nám)|za pozvání|poskytl\p{L}* (?:mi|nám))(?![\p{L}\p{N}])/giu,
      hints: ['zapůjč', 'půjčil', 'dárek', 'dostal', 'posla', 'pozvání', 'poskytl'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Telefon mi zapůjčil Samsung na dva týdny',
        'Hodinky jsem dostala jako dárek od Garminu',
        'Sluchátka mi poslal Sony',
        'Děkujeme penzionu U Lípy za pozvání',
      ],
    },
    // Paid: "Sponzorem videa je", "ve spolupráci s", "Placená spolupráce s", "Díky X za podporu tohoto videa",
    // "partnerovi pořadu", "Reklama" as a label.
    {
      re: /(?<![\p{L}\p{N}])(?:sponzor\p{L}*|(?:ve|na) spoluprác\p{L}* s|(?:placen|reklamn)\p{L}* spoluprác\p{L}*|#spolupr[áa]ce|reklama|partner(?:em|ovi)? (?:videa|pořadu|dílu|epizody)|za podporu (?:tohoto |dnešního |tohohle )?(?:videa|dílu|pořadu|epizody))(?![\p{L}\p{N}])/giu,
      hints: ['sponzor', 'spoluprác', 'spolupra', 'reklam', 'partner', 'za podporu'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Sponzorem dnešního dílu je Alza',
        'Video vzniklo ve spolupráci s Datartem',
        'Placená spolupráce s Rohlíkem',
        'Díky Mallu za podporu tohoto videa',
        'Reklama',
      ],
    },
    // Affiliate: "partnerské odkazy", "provize".
    {
      re: /(?<![\p{L}\p{N}])(?:partnersk\p{L}* odkaz\p{L}*|provizi|provize)(?![\p{L}\p{N}])/giu,
      hints: ['partnersk', 'provizi', 'provize'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Partnerské odkazy na Alzu', 'Při nákupu přes odkaz dostanu malou provizi'],
    },
    // Promo codes: "slevový kód", "s kódem".
    {
      re: /(?<![\p{L}\p{N}])(?:slevov\p{L}* kód\p{L}*|s kódem)(?![\p{L}\p{N}])/giu,
      hints: ['kód'],
      kind: 'promo',
      foreign: true,
      examples: ['Slevový kód MARA10', 'S kódem MARA máte slevu'],
    },
  ],
};
