// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the thirty-ninth set's first run misread (test/fixtures/eval-thirtyninth/README.md), in our own examples: a
// broadcaster's own streaming home, an event's sponsor, a container's goods, a product's name ending in a brand's word,
// the family's and the audience's gifts in German and French, a creator's page on a shop or video platform.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const show = { videoId: 'vid39shape1', title: 'Folge 12', channel: { title: 'Spätschicht', handle: '@spaetschicht' } };

test("a broadcaster's streaming home named on its show's line is the uploader's own, by its link and by its name", () => {
  const d = detector([brand('b-nova', 'NOVA', ['nova-tv.de']), brand('b-lumora', 'Lumora', ['lumora.de'])], show);
  assert.deepEqual(
    pairs(
      d(
        'Diese Sendung wird unterstützt durch Produktplatzierungen. Montags um 22 Uhr auf NOVA und danach in der NOVA-Mediathek: https://www.nova-tv.de/spaetschicht',
      ),
    ),
    [],
  );
  const fr = detector([brand('b-nova', 'TéléNova', ['telenova.be'])], show);
  assert.deepEqual(
    pairs(
      fr(
        'Le décor nous a été prêté par un théâtre ami. Chaque mardi sur TéléNova et en replay sur Nova+ 👉 https://www.telenova.be/novaplus',
      ),
    ),
    [],
  );
  // Another brand's paid read in the same description stays.
  assert.deepEqual(
    pairs(
      d(
        'Werbung: Lumora hat diese Folge bezahlt. https://www.lumora.de\nDanach in der NOVA-Mediathek: https://www.nova-tv.de/spaetschicht',
      ),
    ),
    ['lumora.de Integration'],
  );
});

test("an event's sponsor is the event's, in German and in English; a video of the event sponsored is the video's", () => {
  const d = detector(
    [brand('b-lumora', 'Lumora', ['lumora.de']), brand('b-nexo', 'Nexo Drinks', ['nexodrinks.com'])],
    show,
  );
  assert.deepEqual(pairs(d('Die Nacht lief im Rahmen der Sommertour, Lumora war Sponsor der Veranstaltung.')), []);
  assert.deepEqual(
    pairs(d('Das Turnier wurde von der Lumora Versicherung gesponsert. Startgeld haben wir selbst gezahlt.')),
    [],
  );
  assert.deepEqual(pairs(d('The tournament drinks were sponsored by Nexo Drinks as every year.')), []);
  assert.deepEqual(pairs(d('Match highlights sponsored by Nexo Drinks: https://nexodrinks.com')), [
    'nexodrinks.com Integration',
  ]);
  assert.deepEqual(pairs(d('Dieses Video wurde von Lumora gesponsert.')), ['lumora.de Integration']);
});

test("a brand named as a container's goods is no giver beside the brand that sent it; alone it is its own giver", () => {
  const d = detector([brand('b-pet', 'Petwise', ['petwise.com.au']), brand('b-mix', 'Joeymix', ['joeymix.com.au'])], {
    videoId: 'vid39shape2',
    title: 'Supplies day',
    channel: { title: 'Gumtree Wildlife Rescue', handle: '@gumtreerescue' },
  });
  assert.deepEqual(
    pairs(
      d(
        'Petwise heard we were short and sent the shelter a pallet of Joeymix, heat pads and bedding without charging us a cent. https://www.petwise.com.au',
      ),
    ),
    ['petwise.com.au Free Product'],
  );
  assert.deepEqual(pairs(d('A box of Joeymix turned up out of the blue!')), ['joeymix.com.au Free Product']);
});

test("a brand whose name is an ordinary word, ending a product's capitalised name, is the product's word", () => {
  const d = detector([brand('b-jar', 'Jarwise', ['jarwise.com']), brand('b-kit', 'Kit', ['kit-bags.com'])], {
    videoId: 'vid39shape3',
    title: 'Kraut week',
    channel: { title: 'Crock Life', handle: '@crocklife' },
  });
  assert.deepEqual(pairs(d('Jarwise sent their Deluxe Fermentation Kit for free. https://jarwise.com')), [
    'jarwise.com Free Product',
  ]);
  // Words in lower case before it are no name: "the team at Kit" names the brand.
  assert.deepEqual(pairs(d('The team at Kit reached out, and a box showed up with six bags – all on the house.')), [
    'kit-bags.com Free Product',
  ]);
});

test('German: a gift from the family named with "mein" is none; grandparents named on the way keep the brand\'s', () => {
  const d = detector(
    [brand('b-navi', 'Wegweiser', ['wegweiser.de']), brand('b-toy', 'Spielwelt', ['spielwelt.de'])],
    show,
  );
  assert.deepEqual(pairs(d('Dann hat ihm meine Schwester einen Wegweiser zu Weihnachten geschenkt.')), []);
  assert.deepEqual(pairs(d('Die meisten Geschenke sind von Oma und Opa, das Set hat uns Spielwelt zugeschickt.')), [
    'spielwelt.de Free Product',
  ]);
  assert.deepEqual(pairs(d('Die Mütze ist ein Geschenk von Mia und Ben – selbst ausgesucht bei Spielwelt.')), []);
});

test("French: grandparents' and aunts' presents and the audience's parcels are none of a brand's", () => {
  const d = detector([brand('b-toy', 'Jouetop', ['jouetop.fr']), brand('b-lumora', 'Lumora', ['lumora.fr'])], {
    videoId: 'vid39shape4',
    title: 'Les jumeaux ont 3 ans',
    channel: { title: 'Famille Moreau', handle: '@famillemoreau' },
  });
  assert.deepEqual(
    pairs(d('Merci à tous ceux qui nous ont envoyé des cartes et des cadeaux, le circuit Jouetop vient de Papi.')),
    [],
  );
  assert.deepEqual(pairs(d('Lumora nous a envoyé le tapis de jeu. https://lumora.fr')), ['lumora.fr Free Product']);
});

test("a creator's page on a shop or video platform is theirs, not a store a disclosure covers", () => {
  const d = detector(
    [brand('b-cameo', 'Cameo', ['cameo.com']), brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace')],
    {
      videoId: 'vid39shape5',
      title: 'Every wig I own',
      channel: { title: 'Dora Glitz', handle: '@doraglitz' },
    },
  );
  assert.deepEqual(
    pairs(
      d(
        'Some of these links are affiliate links:\nWig heads – https://amzn.to/3abcDeF\nPersonalised videos: https://www.cameo.com/doraglitz\nZines: https://doraglitz.storenvy.com',
      ),
    ),
    ['amazon.com Affiliate'],
  );
});

test('gifts in other words: "flowing me" in action sports, a parcel "I hadn\'t asked for", a French loan delivered and taken back', () => {
  const d = detector(
    [brand('b-shoe', 'Grindline', ['grindline.com']), brand('b-feed', 'Bloomwise', ['bloomwise.com.au'])],
    { videoId: 'vid39shape6', title: 'Wear test', channel: { title: 'Kerb Kid', handle: '@kerbkid' } },
  );
  assert.deepEqual(pairs(d("Grindline has been flowing me shoes since spring, so I didn't pay for these.")), [
    'grindline.com Free Product',
  ]);
  assert.deepEqual(pairs(d("The people at Bloomwise posted me their whole feed range, which I hadn't asked for!")), [
    'bloomwise.com.au Free Product',
  ]);
  // Flowing without a cue of the gift is a rider's talk, no gift.
  assert.deepEqual(pairs(d('The lines at the Grindline park are flowing me straight into the bowl.')), []);
  const fr = detector([brand('b-piano', 'Pianova', ['pianova.fr'])], {
    videoId: 'vid39shape7',
    title: 'En studio',
    channel: { title: 'Lise Marchal', handle: '@lisemarchal' },
  });
  assert.deepEqual(
    pairs(
      fr("Le piano, c'est Pianova qui nous l'a fait livrer au studio pour les sessions, puis il est reparti chez eux."),
    ),
    ['pianova.fr Free Product'],
  );
});

test('French: "Vidéo sponso X", a placement under a commercial agreement, a stay at a host\'s invitation; a trade deal is news', () => {
  const d = detector(
    [brand('b-lumora', 'Lumora', ['lumora.fr']), brand('b-tour', 'Visit Lumoria', ['visitlumoria.com'])],
    {
      videoId: 'vid39shape8',
      title: 'Nouvelle vidéo',
      channel: { title: 'Les Marcheurs', handle: '@lesmarcheurs' },
    },
  );
  assert.deepEqual(pairs(d('Vidéo sponso Lumora 🃏 Merci à eux !')), ['lumora.fr Integration']);
  assert.deepEqual(
    pairs(
      d("Le téléphone du clip y figure dans le cadre d'un accord commercial avec Lumora France. https://www.lumora.fr"),
    ),
    ['lumora.fr Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        "Ce séjour était une invitation de Visit Lumoria : vols et hôtels, c'est eux qui ont payé. https://www.visitlumoria.com",
      ),
    ),
    ['visitlumoria.com Free Product'],
  );
  assert.deepEqual(pairs(d("L'Union européenne a signé un accord commercial avec Lumora, disent les journaux.")), []);
});

test('German: a referral bonus ("Prämie") for accounts opened through marked links covers the marked links only', () => {
  const d = detector([brand('b-a', 'Lumora Broker', ['lumorabroker.de']), brand('b-b', 'Nexo Bank', ['nexobank.de'])], {
    videoId: 'vid39shape9',
    title: 'Welcher Broker?',
    channel: { title: 'Geld in 5', handle: '@geldin5' },
  });
  assert.deepEqual(
    pairs(
      d(
        'Transparenz: Für Depoteröffnungen über die mit 🔗 markierten Links bekommen wir vom Broker eine Prämie.\n🔗 Lumora Broker: https://www.lumorabroker.de/einladung/geld5\nNexo Bank: https://www.nexobank.de/depot',
      ),
    ),
    ['lumorabroker.de Affiliate'],
  );
});

test("a unit said to be the brand's and not the creator's, with its return told, is a loan; without the return it is not", () => {
  const d = detector([brand('b-cam', 'Orbicam', ['orbicam.com'])], {
    videoId: 'vid39shape10',
    title: 'Inside the storm',
    channel: { title: 'Plains Chaser', handle: '@plainschaser' },
  });
  assert.deepEqual(
    pairs(d("The 360 camera is Orbicam's, not mine: it rides on the roof through June and goes back to them after.")),
    ['orbicam.com Free Product'],
  );
  assert.deepEqual(pairs(d("The footage is mine, not Orbicam's: I bought the camera in 2019.")), []);
});

test("a brand's one-word name that the text lists as a person's first name, with a surname, is the person's", () => {
  const d = detector(
    [brand('b-marlo', 'Marlo by Ridge Bank', ['marlo.com']), brand('b-w', 'Oakwright', ['oakwright.com'])],
    {
      videoId: 'vid39shape11',
      title: 'One-Shot: The Bridge Trolls',
      channel: { title: 'The Copper Mug', handle: '@coppermug' },
    },
  );
  const footer = '\nDM: Ana Reyes | Players: Marlo Okafor, Jun Park';
  assert.deepEqual(
    pairs(
      d(`Oakwright saw Marlo's paper dice tower and mailed us this tray as a gift! https://oakwright.com${footer}`),
    ),
    ['oakwright.com Free Product'],
  );
  // Without the cast line the name is the bank's; with the bank's site linked it is the bank's too.
  assert.deepEqual(pairs(d('Marlo sent us this tray as a gift!')), ['marlo.com Free Product']);
  assert.deepEqual(pairs(d(`Marlo sent us this tray as a gift! https://www.marlo.com${footer}`)), [
    'marlo.com Free Product',
  ]);
  // "With" before a name and a product is no list of people.
  const title = detector([brand('b-p', 'Barolo', ['barolo.com'])], {
    videoId: 'vid39shape12',
    title: 'Sheet Pan Salmon With Barolo Pesto',
    channel: { title: 'Pantry Notes', handle: '@pantrynotes' },
  });
  assert.deepEqual(pairs(title('Barolo paid us to develop this recipe. https://www.barolo.com/pesto')), [
    'barolo.com Dedicated',
  ]);
});

test("an event's series or season presented by a brand, and businesses sponsoring a fundraiser's miles, are no sponsor of the video", () => {
  const d = detector([brand('b-m', 'Holtmart', ['holtmart.com']), brand('b-l', 'Lumora', ['lumora.com'])], {
    videoId: 'vid39shape13',
    title: 'Summer Concert Series 2019 – Lineup',
    channel: { title: 'Cityview TV', handle: '@cityviewtv' },
  });
  assert.deepEqual(
    pairs(d('June 13 – The Polka Dots\nThe 2019 series is presented by Holtmart. Food trucks every week.')),
    [],
  );
  assert.deepEqual(pairs(d('Our summer concert series is sponsored by Holtmart.')), []);
  assert.deepEqual(
    pairs(
      d(
        'WE MARCHED IN THE HOLTMART PARADE! Thank you to the 40 local businesses that sponsored a mile of our fundraiser.',
      ),
    ),
    [],
  );
  // The video's own series stays a paid read.
  assert.deepEqual(pairs(d('This series is presented by Lumora. https://lumora.com')), ['lumora.com Integration']);
});

test("French: a gift's footnote that names its giver binds the giver, not a brand named in a marked product's name", () => {
  const d = detector([brand('b-nyx', 'Lumora Makeup', ['lumora.fr']), brand('b-shadow', 'Shadow', ['shadow.tech'])], {
    videoId: 'vid39shape14',
    title: 'Maquillage de rentrée',
    channel: { title: 'Sarah B', handle: '@sarahb' },
  });
  const list =
    'Produits utilisés :\n• Fond de teint Fit Me\n• Palette Ultimate Shadow Warm Neutrals*\n• Mascara Volume*';
  assert.deepEqual(
    pairs(
      d(
        `${list}\n* = produits que Lumora Makeup m'a envoyés (en PR, sans obligation d'en parler). Le reste, je l'ai acheté.`,
      ),
    ),
    ['lumora.fr Free Product'],
  );
  // A footnote naming no giver leaves the marked items' names.
  assert.deepEqual(pairs(d(`${list}\n* = produits offerts`)), ['shadow.tech Free Product']);
});
