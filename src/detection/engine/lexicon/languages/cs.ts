// Czech: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Its sponsor, affiliate, promo and discount patterns are in ../worldLanguages.ts.
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
  ],
};
