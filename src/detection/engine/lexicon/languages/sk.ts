// Slovak: the language's gift words (a product given, sent or lent to the creator), as data.
import type { LanguageLexicon } from './words.js';

export const SLOVAK: LanguageLexicon = {
  code: 'sk',
  name: 'Slovak',
  gift: {
    verbs: {
      'mi poslal*': 'Lumora mi poslala nové hodinky',
      'mi zaslal*': 'Lumora mi zaslala balík',
      'zapožičal*': 'Auto nám zapožičala Lumora',
      'mi požičal*': 'Lumora mi požičala objektív',
      'nám požičal*': 'Lumora nám požičala auto',
      'poskytnut*': 'Produkt poskytnutý firmou Lumora',
      'dostal* ako darček': 'Hodinky som dostala ako darček od Lumora',
      'dostal* na recenziu': 'Hru som dostal na recenziu od Lumora',
      'na otestovanie': 'Telefón som dostal na otestovanie od Lumora',
    },
    nouns: {
      'darček od': 'Darček od Lumora',
      'recenzný kus*': 'Recenzný kus od Lumora',
    },
    labels: {
      darček: 'Sveter (darček) – lumora.sk',
    },
    credits: ['hudba', 'zábery', 'fotky', 'fotografie', 'dáta'],
    notGifts: [
      'tipy na darčeky',
      'vianočn* darč*',
      'narodenin*',
      'súťaž*',
      'mama',
      'mamka',
      'otec',
      'ocko',
      'rodičia',
      'od vás',
      'diváci',
      'správ*',
      'otázk*',
      'komentár*',
    ],
  },
};
