// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-fourth set's first run misread (test/fixtures/eval-fortyfourth/README.md), in our own examples: the
// sponsors of kits, finals, research and public funding; platforms a sponsor serves; a pilot, a price, a bank's loan, a
// policy of disclosure; a model's word after a product in camel case; British spellings; gifts and payments told in
// French, Hindi and Tamil; a brand that saw the creator's last video.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const market = (id: string, name: string, domains: string[]) => brand(id, name, domains, 'Marketplace');
const video = shapeVideos('vid44shape');

test("a kit's, a final's, a research grant's and the state's sponsors, and what donations paid for, are no sponsor", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.ie']), market('b-m', 'Velomart', ['velomart.co.uk'])],
    video('Club night, week 3', 'Harrowby Rowing Club', '@harrowbyrc'),
  );
  assert.deepEqual(
    pairs(
      d(
        "Our juniors' kit this season is sponsored by Pettigrew Joinery.\nBook a taster: https://www.velomart.co.uk/row",
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(
      d("The Lumora ads were everywhere at the final, they're the championship's sponsors, no connection to the club."),
    ),
    [],
  );
  assert.deepEqual(pairs(d('This research was sponsored by the Lumora Research Council (Lumora Project LP2201).')), []);
  assert.deepEqual(
    pairs(
      d(
        'Rowing in Ireland is partly sponsored by the state, but the boat is on us. It was paid for by your donations and Velomart Community Grants.',
      ),
    ),
    [],
  );
});

test("the platforms a sponsor's relative clause names are not its co-sponsors", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com']), brand('b-s', 'Velora Music', ['veloramusic.com'])],
    video('How we release records in 2025', 'The Fenwick Three', '@fenwickthree'),
  );
  assert.deepEqual(
    pairs(
      d(
        'This video is sponsored by Lumora, which is what we use to get our songs onto Velora Music and everywhere else. 30% off: https://lumora.com/fenwick',
      ),
    ),
    ['lumora.com Integration'],
  );
});

test('a pilot, a price per unit, a bank loan and a policy of disclosure are no gift and no payment', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.fr']), brand('b-b', 'Banque Velora', ['banquevelora.fr'])],
    video('La moisson 2018', 'Ferme des Aulnes', '@fermedesaulnes'),
  );
  assert.deepEqual(
    pairs(d('Helicopter: a Lumora R44 flown by the brilliant Jo.\nRead more: https://www.lumora.fr')),
    [],
  );
  assert.deepEqual(pairs(d("On a été payés 310 € les 1000 litres par Lumora en novembre, c'est tout.")), []);
  assert.deepEqual(
    pairs(d('Le tracteur est financé par un prêt de sept ans à la Banque Velora. Personne ne nous a rien offert.')),
    [],
  );
  assert.deepEqual(
    pairs(d('Har video mein likha hota hai ki product khud kharida gaya, bheja gaya ya sponsored hai. Lumora RO bhi.')),
    [],
  );
  // "Je n'ai pas de code promo": a code said not to exist promotes the store named beside it no more.
  assert.deepEqual(pairs(d("Tout vient du Lumora en bas de chez moi. Et non, je n'ai pas de code promo.")), []);
});

test("a model's word after a product in camel case, a British spelling and a brand's own code", () => {
  const d = detector(
    [brand('b-m', 'MINI', ['mini.co.uk']), brand('b-r', 'ЛитРес', ['litres.ru']), brand('b-u', 'Uber', ['uber.com'])],
    video('Trois jours au Mont Rose', 'Guide Rey', '@guiderey'),
  );
  assert.deepEqual(
    pairs(d("Cet épisode est sponsorisé par personne : j'ai emporté l'inReach Mini 2 pour la cabane.")),
    [],
  );
  assert.deepEqual(pairs(d('Un peu plus de 900 litres par jour, payé de ma poche.')), []);
  // "My Uber code X": the possessive's brand, by the code written after it.
  assert.deepEqual(pairs(d('My Uber code REY150 gets you ₹150 off your first ride, and I get a credit too.')), [
    'uber.com Affiliate',
  ]);
});

test('gifts and payments told in French, Hindi and Tamil, and a brand that saw the last video', () => {
  const d = detector([brand('b-l', 'Lumora', ['lumora.in'])], video('Naya setup', 'Gaon Ki Rasoi', '@gaonkirasoi'));
  assert.deepEqual(
    pairs(d('Le Top 5 est une rubrique commerciale : chaque mois, Lumora achète cet espace dans nos vidéos.')),
    ['lumora.in Integration'],
  );
  assert.deepEqual(
    pairs(d("Le téléphone du clip fait l'objet d'un contrat publicitaire entre Lumora et le label. https://lumora.in")),
    ['lumora.in Integration'],
  );
  assert.deepEqual(pairs(d("L'accordéon est à Lumora, et il ne m'a pas coûté un centime.")), [
    'lumora.in Free Product',
  ]);
  assert.deepEqual(
    pairs(d("C'est une machine de démonstration que Lumora nous a laissée pour la saison sans rien nous facturer.")),
    ['lumora.in Free Product'],
  );
  assert.deepEqual(pairs(d('Lumora की टीम ने बच्चों के लिए 12 जोड़ी जूते भेज दिए — बिल्कुल मुफ़्त।')), ['lumora.in Free Product']);
  assert.deepEqual(pairs(d('इस वीडियो में Lumora का पेड प्रमोशन शामिल है। https://www.lumora.in')), [
    'lumora.in Integration',
  ]);
  assert.deepEqual(pairs(d('Is set ka bill Lumora ne chukaya hai — ye ek paid video hai.')), ['lumora.in Integration']);
  assert.deepEqual(pairs(d('Bata doon: Lumora ne is video ki booking ki thi, matlab ye sponsored content hai.')), [
    'lumora.in Integration',
  ]);
  assert.deepEqual(pairs(d('இந்த பெரிய குக்கரை Lumora நிறுவனம் எங்களுக்கு இலவசமாக அனுப்பி வைத்தது.')), [
    'lumora.in Free Product',
  ]);
  assert.deepEqual(
    pairs(d('Lumora saw my last video and mailed their dye set all the way to Kota Bharu.\nLumora: https://lumora.in')),
    ['lumora.in Free Product'],
  );
  assert.deepEqual(pairs(d("A big thank you to Lumora, who sent our dog a year's supply of food.")), [
    'lumora.in Free Product',
  ]);
  assert.deepEqual(
    pairs(d('Everyone asks "why not a robot?" So when Lumora sent me one to try, I used it on the worst pool.')),
    ['lumora.in Free Product'],
  );
});

test('a gift told over two lines of a sentence-split description: the act closes one line, its cue opens the next', () => {
  const d = detector([], video('A new stockbook from Lumora – worth it?', 'Perf & Margin', '@perfandmargin'));
  assert.deepEqual(
    pairs(
      d(
        "Lumora got in touch after my last video, and a week later the postman brought me one of their stockbooks.\nI haven't paid a penny for any of it, and they didn't ask me to say anything.\nThe binding is lovely.\nIf you want one: https://www.lumorastamps.com/stockbooks",
      ),
    ),
    ['lumorastamps.com Free Product'],
  );
  // A cue far into the next line's sentence, or after a blank line, is no cue of the act.
  assert.deepEqual(
    pairs(
      d(
        "Lumora got in touch, and a week later the postman brought me one of their stockbooks.\n\nI haven't paid a penny for any of it.\nhttps://www.lumorastamps.com/stockbooks",
      ),
    ),
    [],
  );
});
