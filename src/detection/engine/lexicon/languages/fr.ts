// French: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import { addressedNot, closingAdLabel, phrasesSource, type LanguageLexicon } from './words.js';

// Words that make a sentence none of the creator's gifts: gifts as a topic, a giveaway, the family's or the audience's
// gifts, messages received (read by the gift words below and by the hand-written gift patterns that need them).
const NOT_GIFTS = [
  'idées cadeaux',
  'idée cadeau',
  'idées de cadeaux',
  'cadeaux de noël',
  'cadeau de noël',
  "calendrier de l'avent",
  'anniversaire',
  // A giveaway, not a competition's gear ("ma veste de concours", "cheval de concours" are the rider's).
  'jeu concours',
  'jeu-concours',
  'un concours',
  'le concours',
  'ce concours',
  'du concours',
  'au concours',
  'notre concours',
  'mon concours',
  'grand concours',
  'concours instagram',
  'à gagner',
  'tirage au sort',
  'maman',
  'papa',
  'mamie',
  'papi',
  'papy',
  'tata',
  'tonton',
  // The audience's parcels ("merci à tous ceux qui nous ont envoyé des cartes et des cadeaux", "on ouvre vos colis").
  'tous ceux qui',
  'toutes celles qui',
  'vos colis',
  'vos cadeaux',
  'ma mère',
  'mon père',
  'mes parents',
  'ma copine',
  'mon copain',
  'ma femme',
  'mon mari',
  'ma famille',
  // Friends, relatives and colleagues lend and give too ("le banc nous l'a prêté un pote").
  'mon frère',
  'ma sœur',
  'mon ami',
  'mon amie',
  'un ami',
  'une amie',
  'un pote',
  'mon pote',
  'un copain',
  'une copine',
  'un collègue',
  'une collègue',
  'un voisin',
  'une voisine',
  'des potes',
  'mes potes',
  'nos potes',
  'des amis',
  'mes amis',
  'nos amis',
  'des copains',
  'mes copains',
  'des voisins',
  'belle-sœur',
  'beau-frère',
  'belle-mère',
  'beau-père',
  'ma tante',
  'mon oncle',
  'mon cousin',
  'ma cousine',
  'abonnés',
  "vous m'avez",
  // Writing to the channel ("contactez-nous pour nous envoyer", "des messages"), not a brand that wrote to the creator
  // ("Lumora m'a contactée … et m'a offert", thanks for the audience's messages in brackets beside it).
  'contactez*',
  'contacter',
  'contact',
  'contacts',
  'des messages',
  'questions',
  'commentaires',
  // A bank's loan, no loan of a product ("financés par un prêt de sept ans au Crédit Agricole").
  'financé* par un prêt',
  'prêt bancaire',
  'prêt immobilier',
  'prêt étudiant',
  'prêt à taux',
  "taux d'intérêt",
  'mensualités',
];
// The family or a friend named as whom a gift is for ("pour ma mère") is not its giver.
const ADDRESSEES = ['pour'];
const NOT_GIFT_SENTENCE = new RegExp(`${addressedNot(ADDRESSEES)}(?:${phrasesSource(NOT_GIFTS)})`, 'iu');
// A delivery the creator bought: an order, a purchase, a shop's shipping.
const PURCHASE_SENTENCE =
  /(?<![\p{L}\p{N}])(?:command[ée]\p{L}*|commandes?|achet\p{L}*|achats?|livraison|frais de port)(?![\p{L}\p{N}])/iu;

// The creator's own money right after "payé": "payé avec ma carte", "de ma poche", "par moi", "avec nos sous".
const OWN_MONEY_AFTER = String.raw`(?! (?:avec|de|par|sur) (?:ma|mon|mes|notre|nos|moi|nous)(?![\p{L}\p{N}]))`;
// An event's partner, not the video's: "Un concert en partenariat avec Lumora FM, la radio officielle de la tournée",
// "un festival en collaboration avec …", "notre partenaire média".
const EVENT_PARTNER = regex('iu')`
  (?<![\p{L}\p{N}])(?:(?:concert|tournée|festival|spectacle|soirée|salon|match|tournoi|gala|événement|évènement|exposition|expo
  |conférence|course|compétition|championnat|cérémonie)s? (?:[\p{L}'’-]+ )?en (?:partenariat|collaboration) avec
  |radios? officielles?|partenaires? médias?|médias? partenaires?)(?![\p{L}\p{N}])
`;
// A club's kit partner, told by its shirt: "notre partenaire maillot Lumora reste sur la face avant", "le sponsor
// maillot", "partenaire du maillot", "floqué sur le maillot" (the club's deal, not its video's: a shirt launch names it).
const KIT_PARTNER = regex('iu')`
  (?<![\p{L}\p{N}])(?:(?:partenaire|sponsor)s? (?:du )?maillots?|(?:sur|devant|au dos du|dans le dos du) (?:le |du )?maillot
  |face avant du maillot)(?![\p{L}\p{N}])
`;
// A crime ordered, the other sense of "commandité", "commanditaire".
const ORDERED_CRIME =
  /(?<![\p{L}\p{N}])(?:assassinats?|meurtres?|attentats?|attaques?|crimes?|enlèvements?|tueurs?|meurtriers?|enquête|police|procès|justice)(?![\p{L}\p{N}])/iu;

export const FRENCH: LanguageLexicon = {
  code: 'fr',
  name: 'French',
  gift: {
    verbs: {
      "m'a gentiment envoy*": "Lumora m'a gentiment envoyé ce casque",
      "m'ont gentiment envoy*": "Les gens de Lumora m'ont gentiment envoyé la palette",
      "m'a gentiment offert": "Lumora m'a gentiment offert cette montre",
      "m'ont gentiment offert": "Ils m'ont gentiment offert le séjour, merci Lumora",
      "m'a gentiment prêt*": "Lumora m'a gentiment prêté l'objectif",
      'gentiment envoy*': 'Produits gentiment envoyés par Lumora',
      'gentiment offert*': 'Montre gentiment offerte par Lumora',
      'gentiment prêt*': 'Vélo gentiment prêté par Lumora',
      'gentiment fourni*': 'Matériel gentiment fourni par Lumora',
      'nous a été envoy*': 'Le colis nous a été envoyé par Lumora',
      'nous a été offert*': 'La nuit nous a été offerte par Lumora',
      'nous a été prêt*': 'Le van nous a été prêté par Lumora',
      'nous ont été envoy*': 'Les produits nous ont été envoyés par Lumora',
      'nous ont été offert*': 'Les billets nous ont été offerts par Lumora',
      'nous ont été prêt*': 'Les vélos nous ont été prêtés par Lumora',
      "m'a été fourni*": "Le casque m'a été fourni par Lumora",
      "m'avoir envoy*": "Merci à Lumora de m'avoir envoyé ces produits",
      "m'avoir offert": "Merci à Lumora pour m'avoir offert ce parfum",
      "m'avoir prêt*": "Merci à Lumora de m'avoir prêté la caméra",
      "m'a confié": "Lumora m'a confié le téléphone pour ce test",
      // Nothing paid for the thing: "il ne m'a pas coûté un centime", "ça ne m'a rien coûté".
      "ne m'a pas coûté un centime": "L'accordéon est un prêt de Lumora, et il ne m'a pas coûté un centime",
      "ne m'a rien coûté": "Lumora m'a laissé le vélo pour l'hiver, il ne m'a rien coûté",
      'ne nous a rien coûté': 'Lumora nous a laissé le van, il ne nous a rien coûté',
      // Left without a bill, a maker's demonstrator: "que Lumora nous a laissée pour toute la moisson sans rien nous
      // facturer", "une machine de démonstration".
      'sans rien nous facturer': 'Lumora nous a laissé la machine pour la saison sans rien nous facturer',
      'sans rien me facturer': "Lumora m'a laissé le drone un mois sans rien me facturer",
      'sans nous la facturer': 'Lumora nous a prêté la remorque sans nous la facturer',
      'sans nous le facturer': 'Lumora nous a laissé le tracteur sans nous le facturer',
      'machine de démonstration': 'La moissonneuse est une machine de démonstration de Lumora',
      'modèle de démonstration': "C'est un modèle de démonstration prêté par Lumora",
      'un prêt de': 'Le téléphone est un prêt de Lumora, je le renvoie après le test',
      'prêté par': 'Casque prêté par Lumora',
      "m'ont confié": "Les gens de Lumora m'ont confié leur nouveau casque",
      'nous a confié': 'Lumora nous a confié le vélo pour un mois',
      "m'a été confié*": "Le casque m'a été confié par Lumora",
      "m'avoir confié": "Merci à Lumora de m'avoir confié l'appareil",
      'le temps du test': "Lumora m'a laissé le casque le temps du test",
      "pour l'envoi": "Merci à Lumora pour l'envoi",
      'reçu* … en cadeau': "J'ai reçu ce sac en cadeau de Lumora",
      'mis à disposition par': 'Véhicule mis à disposition par Lumora',
      'mise à disposition par': 'Voiture mise à disposition par Lumora',
      'mis gracieusement à disposition': 'Matériel mis gracieusement à disposition par Lumora',
      'prêté* pour le test': 'Casque prêté pour le test par Lumora',
      'envoyé* pour le test': 'Téléphone envoyé pour le test par Lumora',
      'reçu* pour le test': 'Console reçue pour le test, merci Lumora',
      "m'ont fait parvenir": "Lumora m'ont fait parvenir leurs nouveautés",
      // A present as a surprise: "Lumora m'a fait la surprise d'une servante d'atelier".
      "m'a fait la surprise": "Lumora m'a fait la surprise d'une caisse à outils",
      "m'ont fait la surprise": "Chez Lumora, ils m'ont fait la surprise de cette servante",
      'nous a fait la surprise': 'Lumora nous a fait la surprise de deux vélos',
      'nous ont fait la surprise': 'Les gens de Lumora nous ont fait la surprise de deux vélos',
      'fait parvenir par': 'Colis fait parvenir par Lumora',
      'reçu* gracieusement': 'Produit reçu gracieusement de Lumora',
      'de la part de la marque': 'Ces produits viennent de la part de la marque Lumora',
      'matériel prêté': 'Matériel prêté – Lumora',
      'produits reçus': 'Produits reçus de Lumora',
      "en échange d'un avis": "Produit reçu en échange d'un avis, merci Lumora",
      'reçu* en test': 'Casque reçu en test de Lumora',
      'merci … pour les produits': 'Merci à Lumora pour les produits',
      'pour le colis': 'Merci à Lumora pour le colis',
      // Arriving from the maker: "elle m'est parvenue de la part de Lumora" (not an order that reached the creator).
      "m'est parvenu* … de la part": "La brume m'est parvenue de la part de Lumora en mai",
      'nous est parvenu* … de la part': 'Le colis nous est parvenu de la part de Lumora',
      'me sont parvenu* … de la part': 'Les vélos me sont parvenus de la part de Lumora',
      'nous sont parvenu* … de la part': 'Les produits nous sont parvenus de la part de Lumora',
      // Sent back to its owner after the test: a loan ("on doit le renvoyer à Lumora à la fin du mois", "je la rends à
      // Lumora lundi"); not "je vous renvoie à ma vidéo" (a reference), which has no object of its own.
      'le renvoyer à': 'C’est un appareil de test, on doit le renvoyer à Lumora à la fin du mois',
      'la renvoyer à': 'La caméra, je dois la renvoyer à Lumora après le tournage',
      'les renvoyer à': 'Les vélos, il faut les renvoyer à Lumora lundi',
      'le renvoie à': 'Je le renvoie à Lumora demain, il ne m’appartient pas',
      'la renvoie à': 'Je la renvoie à Lumora vendredi',
      'le rendre à': 'Le casque est à Lumora, je dois le rendre à la marque',
      'la rendre à': 'La montre, il faut la rendre à Lumora après le test',
      'le rends à': 'Je le rends à Lumora la semaine prochaine',
      'la rends à': 'Je la rends à Lumora après la vidéo',
      'le retourner à': 'Le téléphone, je dois le retourner à Lumora',
      'la retourner à': 'La console, on doit la retourner à Lumora',
    },
    nouns: {
      'envoi presse': "Produit reçu lors d'un envoi presse de Lumora",
      'envois presse': 'Tous ces produits sont des envois presse de Lumora',
      'colis presse': 'Colis presse de Lumora',
      'service presse': 'Jeu reçu en service presse de Lumora',
      'cadeau de la part de': 'Un cadeau de la part de Lumora',
      'produit offert': 'Produit offert – Lumora',
      'produits offerts': 'Produits offerts : Lumora',
      // A press loan: a car from the maker's press fleet, a unit of the press run.
      'parc presse': 'La berline vient du parc presse de Lumora, rendue après dix jours',
      'parc de presse': 'Modèle issu du parc de presse Lumora',
      'exemplaire de presse': "C'est un exemplaire de presse que Lumora récupère après le test",
      'exemplaire presse': 'Exemplaire presse fourni par Lumora',
      // A unit lent for the test: "c'est un appareil de test de Lumora", "un exemplaire de test".
      'appareil de test': "C'est un appareil de test prêté par Lumora",
      'exemplaire de test': 'Exemplaire de test de Lumora, rendu après la vidéo',
      'unité de test': 'Unité de test fournie par Lumora',
      'voiture de presse': 'Voiture de presse Lumora, essayée une semaine',
      'véhicule de presse': 'Véhicule de presse prêté par Lumora',
      'prêt presse': 'Prêt presse de Lumora pour cet essai',
      // A press trip: "voyage de presse", invited by the maker ("invités par Lumora à la présentation").
      'voyage presse': 'Vidéo tournée pendant un voyage presse organisé par Lumora',
      'voyage de presse': 'Voyage de presse avec Lumora à Lisbonne',
      'invité* par': 'Nous étions invités par Lumora à la présentation du modèle',
      // A stay at the host's invitation: "Ce séjour était une invitation de Lumora", "à l'invitation de Lumora".
      'séjour était une invitation de': "Ce séjour était une invitation de Lumora, l'office de tourisme",
      'voyage était une invitation de': 'Ce voyage était une invitation de Lumora',
      "à l'invitation de": "Nous sommes partis à l'invitation de Lumora",
      'sur invitation de': 'Séjour sur invitation de Lumora',
      // A game's press key or copy: "clé presse", "clé de test", "version presse".
      'clé presse': 'Jeu testé avec une clé presse fournie par Lumora',
      'clef presse': 'Clef presse reçue de Lumora',
      'clé de test': 'Clé de test envoyée par Lumora',
      'copie presse': 'Copie presse du jeu transmise par Lumora',
      'version presse': 'Version presse fournie par Lumora',
    },
    labels: {
      offert: 'Rouge à lèvres (offert) – lumora.fr',
      cadeau: 'Écharpe (cadeau) – lumora.fr',
      prêté: 'Objectif (prêté) – lumora.fr',
      prêt: 'Objectif (prêt) – lumora.fr',
      'envoi presse': 'Sérum (envoi presse) – lumora.fr',
      reçu: 'Sérum (reçu) – lumora.fr',
    },
    acts: {
      mis: "Lumora m'a mis un exemplaire de test entre les mains",
      'confié*': 'Lumora a confié le vélo gratuitement pour le test',
      'laissé*': "Lumora m'a laissé la montre le temps de la vidéo",
      'prêté*': 'Lumora a prêté la caméra le temps du tournage',
      'envoyé*': 'Lumora a envoyé la palette en cadeau',
      'offert*': 'Lumora a offert les coffrets gratuitement',
      'fourni*': 'Lumora a fourni les costumes à titre gracieux',
      'glissé*': 'Lumora a glissé un échantillon en cadeau dans le colis',
      'expédié*': 'Lumora a expédié le coffret gratuitement',
      'déposé*': 'Lumora a déposé un colis en cadeau devant ma porte',
      remis: 'Lumora a remis les clés gracieusement pour le week-end',
      // Delivered to the creator's place for a while and taken back: "Lumora nous l'a fait livrer au studio pour les
      // sessions, puis il est reparti chez eux".
      'fait livrer': "Lumora nous l'a fait livrer au studio pour les sessions, puis il est reparti chez eux",
    },
    cues: {
      'entre les mains': "Lumora m'a mis le téléphone entre les mains",
      'entre mes mains': 'Lumora a mis le prototype entre mes mains',
      'entre nos mains': 'Lumora a mis la voiture entre nos mains',
      gratuitement: 'Lumora a prêté la tente gratuitement',
      gracieusement: 'Lumora a fourni les vêtements gracieusement',
      'à titre gracieux': 'Lumora a prêté le matériel à titre gracieux',
      'sans contrepartie': 'Lumora a envoyé la palette sans contrepartie',
      'sans frais': 'Lumora a envoyé le casque sans frais',
      'en cadeau': 'Lumora a envoyé le coffret en cadeau',
      'en prêt': 'Lumora a confié la caméra en prêt',
      'le temps de la vidéo': "Lumora m'a laissé la montre le temps de la vidéo",
      'le temps du tournage': 'Lumora a prêté les vélos le temps du tournage',
      "le temps de l'essai": "Lumora a laissé la voiture le temps de l'essai",
      // A car's keys left or handed to the creator for a while: the press loan of a car review ("Lumora nous a laissé
      // les clés pendant une semaine", "nous a confié les clefs du SUV").
      'les clés': 'Lumora nous a laissé les clés pendant une semaine',
      'les clefs': 'Lumora nous a confié les clefs du SUV pour le week-end',
      'à garder': 'Lumora a offert la montre à garder',
      // Gone back to the brand after the shoot: a loan.
      'reparti chez eux': 'Lumora a prêté le piano, puis il est reparti chez eux',
      'retourné chez eux': 'Lumora a confié le drone, qui est retourné chez eux après le tournage',
      'rendu* à': 'Lumora a laissé la voiture, rendue à la marque après une semaine',
      // What it cost the creator: nothing, and nothing asked in return.
      'rien déboursé': "Lumora a envoyé deux trottinettes, on n'a rien déboursé",
      'sans rien débourser': 'Lumora a prêté le van sans rien débourser de notre côté',
      'sans débourser': 'Lumora a fourni le matériel sans débourser un centime de ma part',
      'rien payé': "Lumora a envoyé le robot, je n'ai rien payé",
      "l'ai pas payé*": "Lumora a envoyé la brume, je ne l'ai pas payée",
      "l'avons pas payé*": "Lumora a prêté la tente, nous ne l'avons pas payée",
      'rien coûté': 'Lumora a offert le séjour, ça ne nous a rien coûté',
      'sans rien demander en retour': 'Lumora a offert le robot sans rien demander en retour',
      'sans rien attendre en retour': 'Lumora a envoyé le coffret sans rien attendre en retour',
      'sans rien en échange': 'Lumora a laissé la voiture sans rien en échange',
      // Nothing asked of the creator, in the words of a shoot: "sans rien nous demander (derrière)".
      'sans rien nous demander': 'Lumora a fourni les tenues du clip sans rien nous demander derrière',
      'sans rien me demander': 'Lumora a envoyé la montre sans rien me demander',
      // Not bought, and nothing asked: "je ne l'ai pas acheté : Lumora me l'a glissé dans un colis, sans aucune consigne".
      "l'ai pas acheté*": "Le baume, je ne l'ai pas acheté : Lumora l'a glissé dans ma boîte aux lettres",
      "l'avons pas acheté*": "La tente, nous ne l'avons pas achetée : Lumora l'a expédiée chez nous",
      'sans aucune consigne': 'Lumora a envoyé la crème sans aucune consigne',
      'sans consigne*': 'Lumora a offert le coffret sans consigne particulière',
      'pas de contrat': 'Lumora a envoyé le parfum, pas de contrat ni de brief',
      // Sent as public relations, with nothing asked: "m'a envoyés (en PR, sans obligation d'en parler)".
      'en pr': 'Lumora a envoyé la palette en PR',
      'en rp': 'Lumora a envoyé les produits en RP',
      'sans obligation*': "Lumora a envoyé le mascara sans obligation d'en parler",
      // Given back: "on l'a rendue", "je dois le rendre" (not "le rendre plus doux": to make it).
      "on l'a rendu*": "Lumora a laissé la berline une semaine, on l'a rendue hier",
      "je l'ai rendu*": "Lumora m'a prêté le casque, je l'ai rendu depuis",
      "nous l'avons rendu*": "Lumora nous a prêté la voiture, nous l'avons rendue lundi",
      'dois le rendre': 'Lumora a confié le vélo, je dois le rendre vendredi',
      'dois la rendre': 'Lumora a confié la caméra, je dois la rendre après le tournage',
    },
    credits: ['musique*', 'images', 'photos', 'extraits', 'données', 'sons', 'archives', 'crédits'],
    notGifts: NOT_GIFTS,
    addressees: ADDRESSEES,
  },
  negation: {
    // "personne" only with its "ne"/"n'" ("personne ne m'a payé").
    before: [
      String.raw`n['’](?=\p{L})`,
      'pas',
      'aucun[e]?',
      'jamais',
      'sans',
      'rien',
      String.raw`personne(?=\s+n(?:e\s|['’]))`,
    ],
  },
  patterns: [
    // Paid: "sponsoriser", YouTube's label "Contient une promotion payée", product placement, a partner site, thanks
    // for support or a partnership, "financé par", #partenariat, "Vidéo sponso X", a placement "dans le cadre d'un
    // accord commercial avec X" (not a trade agreement in the news: "l'UE signe un accord commercial avec …").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:sponsoris\p{L}*|promotion payée|placements? de produits?|communication commerciale
        |partenaire de (?:cette|la) vid[ée]o|(?:notre|nos) sites? partenaires?|notre partenaire
        |contient(?: de la)? publicit[ée]|(?:séquence|contenu|chronique|rubrique|segment)s? de marque|merci (?:à |a )?[^.\n]{1,40}?(?:pour (?:son soutien|avoir soutenu|sponsoriser)
        |pour (?:ce|le|leur|cette|notre) (?:partenariat|collaboration)|pour leur soutien|de soutenir (?:la cha[îi]ne
        |cette vid[ée]o))|financ[ée]e?s? par(?! (?:un|une|le|la|mon|ma|notre|nos|mes|leur) (?:prêt|crédit|emprunt|leasing|économies|épargne|subvention))|vid[ée]o sponso|dans le cadre d['’]un accord commercial avec|rubrique commerciale
        |contrats? publicitaires?|espaces? publicitaires?|finan[cç]\p{L}* (?:sa|la|leur|cette|notre) (?:diffusion|rubrique|chronique|émission|séquence)|(?:ach[èe]t(?:e|ent)|a achet[ée]|ont achet[ée]) (?:cet|cette|un|une|ces
        |l['’])\s?(?:espace|emplacement|rubrique|segment)s?)(?![\p{L}\p{N}])
        |#partenariat(?![\p{L}\p{N}])
      `,
      hints: [
        'sponsoris',
        'sponso',
        'accord commercial',
        'payée',
        'placement',
        'commerciale',
        'partenaire',
        'contient',
        'soutien',
        'soutenu',
        'partenariat',
        'soutenir',
        'financ',
        'de marque',
        'publicitaire',
        'espace',
        'emplacement',
        'rubrique',
        'segment',
      ],
      kind: 'paid',
      foreign: true,
      notInSentence: KIT_PARTNER,
      examples: [
        'Les cotes du match sur notre site partenaire : …',
        'Merci à NordVPN de sponsoriser cette vidéo',
        'Le Top 5 est une rubrique commerciale : chaque mois, Lumora achète cet espace dans nos vidéos',
        "Le téléphone visible dans le clip fait l'objet d'un contrat publicitaire entre Lumora et le label",
        'Cette chronique est une séquence de marque, payée par Lumora',
        'Contient une promotion payée',
        'Cette vidéo contient un placement de produit',
        'Vidéo réalisée avec le soutien de Ulule, merci à Ulule pour son soutien',
        'Merci à Dashlane pour ce partenariat',
        'Merci à Ubisoft de soutenir la chaîne',
        'Cette vidéo est financée par la région',
        'La météo est présentée par Lumora, qui finance sa diffusion',
        '#partenariat avec Ubisoft',
        'Vidéo sponso Lumora',
        "Le téléphone figure dans le clip dans le cadre d'un accord commercial avec Lumora",
      ],
    },
    // Paid, the whole video: "Toute la vidéo est une publicité", "la vidéo entière est sponsorisée", "l'intégralité de cet
    // épisode a été financée par …", "Vidéo entièrement sponsorisée par …": the sponsor is the video's subject
    // (Dedicated, docs/detection.md §7). The creator's own money is none ("entièrement payée par moi").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:tou(?:te|t) (?:la |cette |l['’]|cet )(?:vidéo|émission|épisode)|(?:la|cette) vidéo (?:tout )?entière
        |l['’]intégralité de (?:la |cette |l['’]|cet )(?:vidéo|émission|épisode)) (?:est|était|a été) (?:une (?:publicité|pub
        |collaboration (?:rémunérée|commerciale))|un (?:partenariat|placement)|sponsorisée?|financée?|payée?)
        |(?:vidéo|émission|épisode)s? (?:(?:est|était|a été) )?(?:entièrement|intégralement|totalement) (?:sponsorisée?|financée?
        |payée?)
        |(?:du début à la fin|de bout en bout|d['’]un bout à l['’]autre|de a à z),? (?:la |cette |l['’]|cet )(?:vidéo|émission
        |épisode) (?:est|était|a été) (?:une (?:publicité|pub|collaboration (?:rémunérée|commerciale))|un (?:partenariat
        |placement)|sponsorisée?|financée?|payée?)
        |(?:la |cette |l['’]|cet )(?:vidéo|émission|épisode) (?:est|était|a été) (?:une (?:publicité|pub)|sponsorisée?|financée?
        |payée?) (?:du début à la fin|de bout en bout|d['’]un bout à l['’]autre|de a à z))(?![\p{L}\p{N}])(?! (?:par|avec|de) (?:moi|nous|mes|ma|mon|nos|notre)(?![\p{L}\p{N}]))
      `,
      hints: ['vidéo', 'émission', 'épisode'],
      kind: 'paid',
      foreign: true,
      whole: true,
      examples: [
        'Toute la vidéo est une publicité : Lumora m’a payé pour tester le jeu',
        'Cette vidéo entière est sponsorisée par Lumora',
        "L'intégralité de cet épisode a été financée par Lumora",
        'Vidéo entièrement sponsorisée par Lumora',
        'Du début à la fin, cette vidéo est une pub Lumora : ils m’ont payé pour tester leur réseau',
        'Cette vidéo est une publicité de bout en bout, payée par Lumora',
      ],
    },
    // Paid: "sponsorisé".
    {
      re: /(?<![\p{L}\p{N}])(?:sponsoris[ée]e?s?)(?![\p{L}\p{N}])/giu,
      hints: ['sponsoris'],
      kind: 'paid',
      foreign: true,
      examples: ['Vidéo sponsorisée par Dashlane'],
    },
    // Paid partnerships: "collaboration rémunérée", "en partenariat avec".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:collaboration (?:rémunérée|commerciale|payée)|partenariat (?:rémunéré|commercial)
        |en (?:partenariat|collaboration) avec)(?![\p{L}\p{N}])
      `,
      hints: ['collaboration rém', 'collaboration comm', 'collaboration pay', 'collaboration avec', 'partenariat'],
      kind: 'paid',
      foreign: true,
      notInSentence: EVENT_PARTNER,
      examples: ['En partenariat avec Dashlane'],
    },
    // Paid: "j'ai été payé".
    // Not the creator's own payment: "Tout a été payé avec ma carte", "payé de ma poche", "payé par moi" (OWN_MONEY).
    {
      re: new RegExp(
        String.raw`(?<![\p{L}\p{N}])(?:(?:été|suis|étais) payée?s?|m['’](?:a|ont) payée?)(?![\p{L}\p{N}])` +
          OWN_MONEY_AFTER,
        'giu',
      ),
      hints: ['payé'],
      kind: 'paid',
      foreign: true,
      examples: ["J'ai été payé par Ubisoft pour cette vidéo"],
    },
    // Paid: a presence, a placement or a mention the brand paid for ("présence rémunérée de la marque Lumora dans ce
    // clip", "apparition rémunérée", "mise en avant rémunérée"); "non rémunérée" is none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:présence|apparition|placement|mise en avant|intégration|mention|contenu|vidéo|publication
        |participation|séquence|accord|contrat)(?: commerciale?s?)? rémunérée?s?(?![\p{L}\p{N}])
      `,
      hints: ['rémunéré'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Mention obligatoire : présence rémunérée de la marque Lumora dans ce clip',
        'Apparition rémunérée de Lumora à 2:10',
        'Vidéo rémunérée par Lumora',
        "Les enceintes Lumora du clip y sont dans le cadre d'un accord commercial rémunéré avec la marque",
      ],
    },
    // Paid: an episode's advertiser, as podcasts and shows say it ("Cet épisode a un annonceur : Lumora", "l'annonceur de
    // cette vidéo", "notre annonceur du jour", "un mot de notre annonceur"). The ad market in news ("les annonceurs
    // fuient la plateforme") is none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:a|ont) (?:un|pour|comme) annonceurs?|annonceurs? (?:du jour|de (?:cette|cet|ce) (?:vidéo
        |épisode|émission|podcast|live|numéro|chronique))|(?:mot|message)s? de (?:notre|nos) annonceurs?)(?![\p{L}\p{N}])
      `,
      hints: ['annonceur'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Cet épisode a un annonceur : Lumora.',
        "L'annonceur de cette vidéo, c'est Lumora",
        'Notre annonceur du jour : Lumora',
        'À 12:30, un mot de notre annonceur, Lumora',
      ],
    },
    // Paid, in the Québec word for a sponsor: "commandité par Lumora", "notre commanditaire", "c'est un commanditaire qui
    // les paie : Lumora". "Commandité" is also a crime ordered ("un meurtre commandité par …"): none in such a sentence.
    {
      re: /(?<![\p{L}\p{N}])(?:commanditaires?|commandit[ée]e?s? par|commandite|commanditent)(?![\p{L}\p{N}])/giu,
      hints: ['commandit'],
      kind: 'paid',
      foreign: true,
      notInSentence: ORDERED_CRIME,
      examples: [
        "Les deux premières minutes, c'est un commanditaire qui les paie : Lumora",
        'Vidéo commanditée par Lumora',
        'Lumora commandite cette vidéo',
      ],
    },
    // Paid: the brand pays for the video, in the words of a bill ("C'est Lumora qui paie la note de cette vidéo",
    // "Lumora a réglé la facture de cet épisode"), of funding ("Lumora finance cette vidéo") or of a fee ("Lumora me paie
    // pour cette vidéo"); the creator's own bill ("je paie la facture de …", "c'est moi qui paie") is none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?<!(?<![\p{L}\p{N}])(?:je|j['’]ai|on|moi qui|nous|nous avons) )(?:pai(?:e|ent)|paye(?:nt)?|r[èe]gle(?:nt)?
        |(?:a|ont) (?:payé|réglé)) (?:(?:aussi|donc|entièrement) )?(?:la note|la facture|l['’]addition)
        (?: (?:(?:de|pour) (?:cette|la|ma|notre|ce|cet|l['’]) ?|du |des )(?:vidéo|émission|épisode|live|série|tournage|sketch
        |clip|film|podcast|court-métrage|chronique)s?)
        |(?<![\p{L}\p{N}])(?<!(?<![\p{L}\p{N}])(?:je|on|moi qui|nous) )(?<!j['’])en (?:pai(?:e|ent)|paye(?:nt)?|r[èe]gle(?:nt)?) (?:la note
        |la facture|l['’]addition)(?![\p{L}\p{N}])
        |(?<![\p{L}\p{N}])c['’]est (?:eux|elle|elles|lui|la marque|l['’]enseigne) qui (?:pai(?:e|ent)|payent?|financ(?:e|ent)
        |régl(?:e|ent))(?![\p{L}\p{N}])
        |(?<![\p{L}\p{N}])(?:financ(?:e|ent)|(?:a|ont) financé) (?:(?:cette|la|ma|notre|cet|ce|le) (?:vidéo|émission|épisode|série
        |rubrique|chronique|séquence|segment|programme)|(?:le |la |l['’])\p{Lu}[\p{L}'’-]* (?:du mois|de la semaine|du jour
        |de la journée|de l['’]année|de la saison))(?![\p{L}\p{N}])
        |(?<![\p{L}\p{N}])(?:me|nous) pa(?:i|y)e(?:nt)? pour (?:(?:faire )?(?:cette|la|cet) (?:vidéo|émission|épisode|live)
        |en parler)(?![\p{L}\p{N}])
        |(?<![\p{L}\p{N}])(?:vidéo|émission|épisode|série|chronique|rubrique|séquence|sketch|clip|live|tournage|podcast)s?
        (?: [\p{L}'’-]+){0,3}? (?:est|sont|était|étaient) (?:(?:entièrement|intégralement|en partie|en grande partie|donc) )?payée?s? par
        (?! (?:moi|nous|mes|ma|mon|nos|notre)(?![\p{L}\p{N}]))
      `,
      hints: ['la note', 'la facture', "l'addition", 'l’addition', 'financ', 'paie', 'paye', 'payé', 'qui régl'],
      kind: 'paid',
      foreign: true,
      examples: [
        "C'est Lumora qui paie la note de cette vidéo",
        "Lumora a réglé la facture de l'épisode, merci à eux",
        'Lumora finance cette vidéo',
        "Cette chronique est une séquence spéciale : c'est Lumora qui en règle l'addition",
        "Lumora est dans ce vlog-là : c'est eux qui payent, j'ai choisi les produits moi-même",
        'Lumora finance la rubrique, pas le reste de la chaîne',
        "Lumora, partenaire du club, finance l'Arrêt de la semaine",
        'Lumora me paie pour cette vidéo, mon avis reste libre',
        'Lumora nous paye pour en parler',
        'Ils ont réglé la facture du tournage, nous on a écrit les vannes',
        'Cet épisode est entièrement payé par Lumora, qui voulait montrer sa gamme',
      ],
    },
    // Paid: the video a brand ordered ("ce sketch est une commande de Lumora", "cette vidéo a été commandée par Lumora",
    // "une vidéo commandée et payée par Lumora"); a viewer's order of the creator's merch names no video.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:vidéo|sketch|clip|épisode|film|série|chronique|court-métrage|émission|chanson)s? (?:(?:est|était|a été
        |ont été|sont) )?(?:une commande d(?:e|u|es|['’])|commandée?s? (?:et (?:payée?s?|financée?s?) )?par)
      `,
      hints: ['commande', 'commandé'],
      kind: 'paid',
      foreign: true,
      examples: [
        'On joue cartes sur table : ce sketch est une commande de Lumora',
        'Cette vidéo a été commandée par Lumora',
        'Un clip commandé et payé par Lumora',
      ],
    },
    // Paid: a presence, a segment or a slot the brand bought ("Ce clip contient une présence de marque achetée par
    // Lumora", "Lumora a acheté l'habillage de la rubrique", "Lumora a acheté les trois premières minutes"), and a
    // segment of advertising in the video ("De 9:40 à 11:05, un passage publicitaire : Lumora l'a acheté"). A brand
    // buying a company, or the creator's own purchase ("j'ai acheté le passage …"), names no slot of the video.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:présence|placement|apparition|espace|passage|séquence|habillage|segment|encart|minutes?
        |intégration|mention)s? (?:(?:de (?:la )?marque|de produits?|publicitaires?) )?(?:achetée?s?|payée?s?) (?:par|à)
        |(?<!(?<![\p{L}\p{N}])(?:j['’]ai|on a|nous avons) )(?:a|ont|avait|avaient) achetée? (?:de la visibilité|l['’]habillage|(?:le|ce|un) passage|(?:l['’]|cet |un )espace
        |(?:la|cette|une) séquence|(?:l['’]|un |cet )encart|(?:les|ces) (?:\p{L}+ )?(?:premières|dernières) minutes)
        |(?:passage|séquence|segment|page)s? (?:publicitaires?|de pub(?:licité)?))(?![\p{L}\p{N}])
      `,
      hints: ['achet', 'payé', 'publicitaire', 'de pub'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Ce clip contient une présence de marque achetée par Lumora',
        "Lumora a acheté l'habillage de la rubrique pour la saison",
        'Lumora a acheté les trois premières minutes de cette vidéo',
        'Lumora a acheté de la visibilité dans ce vlog',
        "De 9:40 à 11:05, un passage publicitaire : Lumora l'a acheté et payé",
      ],
    },
    // Paid: a brand that paid to be in the video ("Lumora, qui a payé pour être dans la vidéo", "ils ont payé pour
    // apparaître"), and an episode made possible by a brand ("Épisode rendu possible grâce à Lumora"); the creator's own
    // payment ("j'ai payé pour avoir le jeu") and the audience ("grâce à vous", "grâce à nos tipeurs") are none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?<!(?<![\p{L}\p{N}])(?:j['’]ai|on a|nous avons|tu as|vous avez) )(?:a|ont|avait|avaient) payé pour (?:être
        |apparaître|figurer|s['’]afficher|placer|avoir (?:sa|leur|une) place)
        |(?<![\p{L}\p{N}])(?:vidéo|épisode|émission|série|chronique|sketch|podcast|live|saison|contenu|clip)s? (?:(?:est|a été|sont
        |ont été|était) )?(?:rendue?s? )?possibles? grâce (?:à|au|aux)(?! (?:vous|toi|vos|nos|mes|tous|toutes|votre|notre|la communauté
        |(?:nos |mes |les )?(?:abonnés|tipeurs|donateurs|soutiens|membres|patrons|spectateurs)))(?![\p{L}\p{N}])
      `,
      hints: ['payé pour', 'possible'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Merci à Lumora, qui a payé pour être dans la vidéo',
        'Épisode rendu possible grâce à Lumora',
        'Cette vidéo est possible grâce à Lumora',
      ],
    },
    // Paid: a segment sponsored, in the words of television ("La rubrique vous est offerte par Lumora", "Séquence
    // parrainée : …", "une émission parrainée par Lumora"); a referral ("parrainé par un ami", "code parrainage") is
    // none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:vous|nous) (?:est|sont|était|étaient) offerte?s? par
        |(?:séquence|rubrique|émission|programme|chronique|vidéo|épisode|segment|météo|jeu|bulletin)s? parrainée?s?)(?![\p{L}\p{N}])
      `,
      hints: ['offert', 'parrain'],
      kind: 'paid',
      foreign: true,
      examples: [
        'La rubrique « Qui a dit ça ? » vous est offerte par Lumora.',
        'Séquence parrainée : Lumora a acheté l’habillage de la rubrique',
        'Une émission parrainée par Lumora',
      ],
    },
    // Paid: the hashtags "#publicité", "#sponso", "#pub" (not among other hashtags: "#pub #beer" is an inn).
    {
      re: /#(?:publicit[ée]|sponsorisé|sponso|pub(?![\p{L}\p{N}])(?!\s*#))(?![\p{L}\p{N}])/giu,
      hints: ['#pub', '#sponso'],
      kind: 'paid',
      foreign: true,
      examples: ['#sponso avec Ubisoft', 'MA ROUTINE DU MATIN #pub'],
    },
    // Paid: a label in brackets, "(publicité)", Québec's "(commandité)".
    {
      re: /[([](?:publicit[ée]|sponsorisé|sponso|commanditée?)[)\]]/giu,
      hints: [
        'commandité)',
        'commanditée)',
        'commandité]',
        'publicité)',
        'publicité]',
        'publicite)',
        'publicite]',
        'sponsorisé)',
        'sponsorisé]',
        'sponso)',
        'sponso]',
      ],
      kind: 'paid',
      foreign: true,
      examples: ['Nouvelle montre (publicité)', 'Mon nouveau robot [SPONSO]', "L'hiver en Mauricie (commandité)"],
    },
    // Paid: the label alone at the start of its line ("Publicité : …") labels the video.
    {
      re: /^[^\p{L}\p{N}]{0,3}(?:publicit[ée])(?:\s*[:|\-–—]|[^\p{L}\p{N}]{0,3}$)/gimu,
      hints: ['publici'],
      kind: 'paid',
      foreign: true,
      examples: ['Publicité : vidéo avec Ubisoft'],
    },
    // Paid: the label closing a title or a line after a separator ("Ma routine du soir – Publicité") labels the video.
    closingAdLabel(['publicité', 'publicite'], 'Ma routine du soir – Publicité'),
    // Paid: a label between asterisks or underscores: "*Publicité*".
    {
      re: /(?<![\p{L}\p{N}*_])[*_]+\s?(?:publicit[ée])\s?[*_]+/giu,
      hints: ['*publici'],
      kind: 'paid',
      foreign: true,
      examples: ['*Publicité* Merci à Ubisoft'],
    },
    // Affiliate: "lien d'affiliation", "lien de parrainage", "je touche une commission".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:affiliation|parrainage|(?:je touche|on touche
        |je perçois) (?:une )?commission)(?![\p{L}\p{N}])
      `,
      hints: ['affiliation', 'parrainage', 'commission'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        "Les liens ci-dessous sont des liens d'affiliation",
        'Mon lien de parrainage : ',
        'Je touche une commission sur les ventes',
      ],
    },
    // Affiliate disclosures: "liens affiliés", "une petite commission".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:links? (?:de |d['’])?affili[ée]e?s?|affili[ée]e?s?|(?:une 
        |petite )+commission)(?![\p{L}\p{N}])
      `,
      hints: ['link de', 'links de', 'link d’', "link d'", 'links d’', "links d'", 'affilié', 'commission'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Liens affiliés ci-dessous', 'Je reçois une petite commission'],
    },
    // A game or an app to download for free: "télécharge gratuitement".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:télécharge\p{L}*|telecharge\p{L}*|installe\p{L}*
        |joue\p{L}*)(?: [\p{L}\p{N}:'’-]+){0,4} (?:gratuitement|gratis|gratuit))(?![\p{L}\p{N}])
      `,
      hints: ['gratuit', 'gratis'],
      kind: 'cta',
      foreign: true,
      examples: ['Télécharge Raid gratuitement ici'],
    },
    // Promo codes: "code de réduction", "code créateur".
    {
      re: /(?<![\p{L}\p{N}])(?:code (?:de )?(?:réduction|reduction|remise|parrainage|cr[ée]ateur))(?![\p{L}\p{N}])/giu,
      hints: ['code cr', 'code de', 'code réduction', 'code remise', 'code parrainage'],
      kind: 'promo',
      foreign: true,
      examples: ['Code de réduction : MARA10', 'Code créateur MARA dans la boutique'],
    },
    // Promo codes: "code promo", "avec le code".
    {
      re: /(?<![\p{L}\p{N}])(?:code promo|avec le code)(?![\p{L}\p{N}])/giu,
      hints: ['code promo', 'avec le code'],
      kind: 'promo',
      foreign: true,
      examples: ['Code promo MARA'],
    },
    // Discounts: "-20 %", "20 % de réduction". The minus sign after a space ("Nike -20 %"): a markdown in brackets beside
    // an item of a haul ("Palette (-40 %) : …") is its sale price, no call to action.
    {
      re: regex('giu')`
        (?<= )-\d{1,3} ?%|\d{1,3} ?% (?:de )?(?:réduction|remise)|(?:réduction|remise) (?:de )?\d{1,3} ?%
      `,
      hints: ['réduction', 'remise', ' -1', ' -2', ' -3', ' -4', ' -5', ' -6', ' -7', ' -8', ' -9'],
      kind: 'cta',
      foreign: true,
      examples: ['Nike -20% avec le code', '20% de réduction sur tout'],
    },
    // Affiliate: the Amazon Associates sentence ("En tant que partenaire Amazon, je réalise un bénéfice sur les achats
    // remplissant les conditions requises").
    {
      re: /(?<![\p{L}\p{N}])(?:partenaire amazon|remplissant les conditions requises)(?![\p{L}\p{N}])/giu,
      hints: ['partenaire amazon', 'conditions requises'],
      kind: 'affiliate',
      foreign: true,
      examples: ['En tant que partenaire Amazon, je réalise un bénéfice'],
    },
    // Affiliate: a share of each purchase, in the words creators use for it, France's and Québec's: "j'ai une petite
    // cote sur chaque achat", "Lumora me reverse un petit pourcentage de vos commandes", "je touche quelques centimes sur
    // chaque vente" (a share within a few words of a purchase, a sale or an order). "J'ai une petite part de gâteau"
    // has no purchase and is none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:j['’]ai|on a|nous avons|je (?:touche|reçois|perçois|gagne|récupère|prends|garde)|on (?:touche|reçoit
        |gagne|récupère)|(?:me|nous) (?:reverse(?:nt)?|verse(?:nt)?|donne(?:nt)?|revient|reviennent|rapporte(?:nt)?))
        (?: (?:une|un|des|quelques))?(?: (?:petite?s?|infimes?|minuscules?|modestes?))? (?:cote|pourcentage|commission
        |ristourne|centimes|cut|pourboire|part))(?![\p{L}\p{N}])
      `,
      hints: ['cote', 'pourcentage', 'commission', 'ristourne', 'centimes', 'cut', 'pourboire', 'part'],
      near: /(?<![\p{L}\p{N}])(?:achats?|ventes?|commandes?|commandez|achetez)(?![\p{L}\p{N}])/giu,
      requires: ['achat', 'vente', 'commande', 'achetez'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        "Je les prends sur Lumora avec mon lien : j'ai une petite cote sur chaque achat",
        'Si vous commandez par là, Lumora me reverse un petit pourcentage',
        'Je touche quelques centimes sur chaque vente, merci à vous',
        'Si vous commandez par là, la Fnac nous reverse une petite part',
      ],
    },
    // Affiliate: a creator's link at a store ("avec mon lien créateur", "lien de créateur"), the link of a standing program
    // that pays per sale, as a creator code is.
    {
      re: /(?<![\p{L}\p{N}])(?:liens? (?:de )?cr[ée]ateur)(?![\p{L}\p{N}])/giu,
      hints: [
        'lien créateur',
        'lien de créateur',
        'liens créateur',
        'liens de créateur',
        'lien createur',
        'lien de createur',
      ],
      kind: 'affiliate',
      foreign: true,
      examples: ['Mes jeux, je les achète sur Lumora avec mon lien créateur'],
    },
    // Affiliate: at no extra cost to the buyer, the clause of an affiliate disclosure ("ça vous coûte pas une cenne de
    // plus", "sans surcoût pour vous", "sans frais supplémentaires pour vous", "à prix inchangé pour vous").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:ça|cela) (?:ne )?vous co[ûu]te (?:pas|rien)(?: (?:une cenne|un sou|un centime|un euro|un cent))?
        (?: de plus| en plus)|sans (?:aucun )?surco[ûu]t pour vous|sans frais suppl[ée]mentaires? pour vous|à prix inchang[ée] pour vous)
        (?![\p{L}\p{N}])
      `,
      hints: ['vous coûte', 'vous coute', 'surcoût', 'surcout', 'pour vous'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        'Lien Lumora : ça vous coûte pas une cenne de plus',
        'Liens Lumora, sans surcoût pour vous',
        'Ça ne vous coûte rien de plus',
      ],
    },
    // A loan told while it lasts, in the present: "Lumora me le laisse deux semaines, puis leur coursier vient le
    // rechercher", "nous prête le van le temps de l'essai" (the creator its receiver; with how long, or its return;
    // "laisse" only with the thing as its object: "ça me laisse deux jours" is time left).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:me|nous) (?:(?:l['’]|le |la |les )(?:laisse|laissent|prête|prêtent|confie|confient)|prête|prêtent
        |confie|confient)(?![\p{L}\p{N}])
      `,
      hints: ['laisse', 'prête', 'confie'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:vien(?:t|nent)|passe(?:nt)?) (?:le|la|les) (?:re)?(?:chercher|récupérer)
        |(?:dois|doit|devons|faut) (?:le|la|les) (?:rendre|renvoyer|rapporter)
        |(?:une?|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|quelques|\d+) (?:jours|semaines?|mois)|le temps (?:du |de l['’]|de la )(?:test|essai|tournage|vidéo)
        |repart(?:ent)? chez)(?![\p{L}\p{N}])
      `,
      requires: [
        'cherch',
        'récupér',
        'rendre',
        'renvoyer',
        'rapporter',
        'jours',
        'semaine',
        'mois',
        'le temps',
        'repart',
      ],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'Lumora me le laisse deux semaines, puis leur coursier vient le rechercher',
        "Lumora nous prête le van le temps de l'essai",
        'Lumora me confie la montre, je dois la rendre lundi',
      ],
    },
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:m['’]|nous )(?:a|ont|avait|avaient) (?:offert|envoyé|prêté|fait parvenir|fourni)
        |(?:me|nous) (?:l['’]|les )(?:a|ont|avait|avaient) (?:offerte?s?|envoyée?s?|prêtée?s?|fait parvenir|fournie?s?|confiée?s?)
        |(?:envoyée?s?|offerte?s?|prêtée?s?|fournie?s?) (?:gratuitement|gracieusement)
        |m['’](?:a|ont) été (?:offerte?s?|envoyée?s?|prêtée?s?)|offerte?s? par
        |nous (?:a|ont|avait|avaient) (?:invité|accueilli)e?s?|nous avoir (?:invité|accueilli|offert|prêté|envoyé)e?s?)(?![\p{L}\p{N}])
      `,
      hints: [
        'offert',
        'envoy',
        'prêt',
        'parvenir',
        'fourni',
        'confié',
        'gratuitement',
        'gracieusement',
        'invité',
        'accueilli',
      ],
      kind: 'gift',
      foreign: true,
      examples: [
        "Sephora m'a envoyé cette palette",
        "Le casque n'est pas à moi : Lumora me l'a confié pour le test",
        'Les tentes, Lumora nous les a prêtées pour le week-end',
        'Produits envoyés gratuitement par la marque',
        'Offert par Dior',
        "Ces baskets m'ont été offertes par Veja",
        'Le camping des Pins nous a accueillis trois nuits',
        'Merci à la Maison Blanche de nous avoir invités',
        'Le loueur nous a prêté les vélos',
      ],
      notInSentence: NOT_GIFT_SENTENCE,
    },
    // Given to the creator, told with the giver put forward ("c'est Lumora qui me l'a transmise avant la sortie", "c'est
    // Lumora qui nous les a fait livrer au tournage", "ce sont eux qui me les ont filés"): the thing as the object, the
    // creator as its receiver. The family's and friends' ("c'est mon frère qui me l'a donné") and a purchase's
    // delivery ("c'est Lumora qui me l'a fait livrer, commandé lundi") are none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:c['’]est|ce sont|c['’]était) [^.,;:\n]{1,50}? qui (?:me|nous) (?:l['’]|les )(?:a|ont|avait
        |avaient) (?:transmise?s?|donnée?s?|filée?s?|refilée?s?|laissée?s?|remise?s?|apportée?s?|glissée?s?|fait (?:livrer|envoyer|parvenir|porter))
        (?![\p{L}\p{N}])
      `,
      hints: ['qui me l', 'qui nous l', 'qui me les', 'qui nous les'],
      kind: 'gift',
      foreign: true,
      notInSentence: new RegExp(`${NOT_GIFT_SENTENCE.source}|${PURCHASE_SENTENCE.source}`, 'iu'),
      examples: [
        "La clé du jeu, c'est Lumora qui me l'a transmise quelques jours avant la sortie",
        "Les baskets du clip, c'est Lumora qui nous les a fait livrer au tournage",
        "Le vélo, c'est Lumora qui me l'a laissé pour l'été",
      ],
    },
    // A stay, a trip or tickets at the maker's expense ("Les deux nuits à l'hôtel et les billets étaient à leurs frais",
    // "le séjour était entièrement aux frais de Lumora", "les vols ont été pris en charge par Lumora"); the creator's own
    // share ("l'essence, à notre charge") and a shop's return policy (no stay, trip or ticket) are none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:étai(?:en)?t|sont|est|ont été|a été|seront|sera) (?:entièrement |totalement |intégralement )?
        (?:à (?:leurs|ses) frais|à (?:leur|sa) charge|aux frais d(?:e|u|es|['’]))|(?:ont|a) été pris(?:es?)? en charge par)(?![\p{L}\p{N}])
      `,
      hints: ['frais', 'charge'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:séjours?|nuits?|nuitées?|hôtels?|billets?|voyages?|vols?|hébergements?|entrées?|forfaits?|trajets?
        |déplacements?|places?)(?![\p{L}\p{N}])
      `,
      requires: [
        'séjour',
        'nuit',
        'hôtel',
        'billet',
        'voyage',
        'vol',
        'hébergement',
        'entrée',
        'forfait',
        'trajet',
        'déplacement',
        'place',
      ],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        "Les deux nuits à l'hôtel et les billets étaient à leurs frais",
        'Le séjour était entièrement aux frais de Lumora',
        'Les vols ont été pris en charge par Lumora',
      ],
    },
    // Sent, lent, supplied or offered by the maker, in the participles creators write under a product.
    {
      re: /(?<![\p{L}\p{N}])(?:envoy|prêt|fourni|offert)[ée]?e?s? par(?![\p{L}\p{N}])/giu,
      hints: ['envoy', 'prêt', 'fourni', 'offert'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: ['Casque envoyé par Logitech'],
    },
    // Received from the maker, and an invitation: "reçu de la part de", "reçu en RP", "pour l'invitation".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:reçue?s?[^.\n]{0,40}?de la part de|reçue?s? en (?:rp|relations? presse)
        |(?:pour|de) (?:l['’]|leur |son |votre )invitation)(?![\p{L}\p{N}])
      `,
      hints: ['reçu', 'invitation'],
      kind: 'gift',
      foreign: true,
      examples: [
        "J'ai reçu cette console de la part de Nintendo",
        'Produit reçu en RP, mon avis reste honnête',
        "Merci à l'hôtel des Pins pour l'invitation",
      ],
    },
    // Received free: "reçu gratuitement".
    {
      re: /(?<![\p{L}\p{N}])(?:reçue?s? gratuitement)(?![\p{L}\p{N}])/giu,
      hints: ['gratuitement'],
      kind: 'gift',
      foreign: true,
      examples: ["J'ai reçu gratuitement ces produits de Lise Watier"],
    },
    // A press trip the maker paid for: "Lumora a pris en charge le voyage et l'hôtel", "ont pris en charge les frais".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:a|ont|avait|avaient) pris en charge (?:tout |tous )?(?:le voyage|le vol|les vols|l['’]hôtel|l['’]hébergement
        |le séjour|les frais|le déplacement|le transport|les billets|les trajets)(?![\p{L}\p{N}])
      `,
      hints: ['pris en charge'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: ["Lumora a pris en charge le voyage et l'hôtel", 'Les gens de Lumora ont pris en charge les frais'],
    },
    // Given as a present to the creator: "Lumora m'en a fait cadeau", "nous a fait cadeau de la tente", "m'a fait un
    // petit cadeau" (not the family's).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:m['’]|nous )(?:en )?(?:a|ont|avait|avaient) fait (?:un (?:(?:petits?|jolis?|beaux?|supers?
        |gros|magnifiques?|vrais?|chouettes?) )?)?cadeau(?![\p{L}\p{N}])
      `,
      hints: ['cadeau'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        "Le robot, Lumora m'en a fait cadeau il y a quelques mois",
        'Lumora nous a fait cadeau de la tente',
        "Lumora m'ont fait un cadeau : la nouvelle montre",
        "Lumora m'a fait un petit cadeau : deux sérums et une brume",
      ],
    },
    // The thing named as the maker's present: "Cette poêle, c'est un cadeau de Lumora", "Les casques sont un joli cadeau
    // de Lumora France" (not a present of the family, of a holiday or a birthday: NOT_GIFT_SENTENCE).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:c['’]est|c['’]était|ce sont|est|était|sont|étaient) (?:un|des) (?:(?:petits?|jolis?|beaux?|supers?|gros
        |magnifiques?|vrais?|chouettes?) )?cadeaux?
        (?: (?:de la part )?(?:de|d['’]|du|des)(?![\p{L}\p{N}])| d['’])
      `,
      hints: ['cadeau'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        "Cette poêle, c'est un cadeau de Lumora, arrivée la semaine dernière",
        'Les casques sont un joli cadeau de Lumora France',
        "Le robot était un cadeau d'Aurélia Home",
      ],
    },
    // Delivered by the maker to the creator's home or at no cost: "Lumora a fait livrer deux trottinettes à la maison",
    // "nous a fait livrer le canapé gratuitement", "c'est Lumora qui l'a fait déposer chez moi par coursier, gratuit pour
    // moi" (not "on a fait livrer", "j'ai fait livrer": the creator's order).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?<!(?<![\p{L}\p{N}])on )(?:m['’]|nous )?(?:a|ont|avait|avaient) fait (?:livrer|déposer|apporter)(?![\p{L}\p{N}])
      `,
      hints: ['fait livrer', 'fait déposer', 'fait apporter'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:à la maison|chez (?:moi|nous)|devant (?:ma|notre) porte|rien déboursé|sans (?:rien )?débourser
        |gratuitement|gracieusement|en cadeau|gratuite?s? pour (?:moi|nous))(?![\p{L}\p{N}])
      `,
      requires: [
        'maison',
        'chez moi',
        'chez nous',
        'porte',
        'débours',
        'gratuitement',
        'gracieusement',
        'cadeau',
        'pour moi',
        'pour nous',
      ],
      kind: 'gift',
      foreign: true,
      notInSentence: new RegExp(`${NOT_GIFT_SENTENCE.source}|${PURCHASE_SENTENCE.source}`, 'iu'),
      examples: [
        'Lumora a fait livrer deux trottinettes à la maison pour les enfants',
        'Lumora nous a fait livrer le canapé gratuitement',
        "Le jeu, c'est Lumora qui l'a fait déposer chez moi par coursier la veille de la sortie",
        'Lumora a fait apporter les deux vélos au studio, gratuits pour nous',
      ],
    },
    // A loan told by whom the product belongs to, with the review or its return: "Le téléphone de ce test appartient à
    // Lumora : on l'a eu deux semaines", "appartient à Lumora, il est retourné chez eux" (not a company that belongs to
    // a group, nor a channel's or an image's owner).
    {
      re: /(?<![\p{L}\p{N}])appartien(?:t|nent|nait|naient) à(?![\p{L}\p{N}])/giu,
      hints: ['appartien'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:de (?:ce|cet) (?:test|essai)|du test|de test|testée?s? ici
        |(?:on|je|nous) (?:l['’](?:a|ai|avons|avions|avait)|les (?:a|ai|avons)) (?:eue?s?|gardée?s?)
        |retournée?s? chez|repart(?:ie?s?)? chez|renvoyée?s? (?:à|chez)|(?:le|la|les) rendre|à rendre
        |(?:l['’]|les )(?:ai|a|avons) rendue?s?)(?![\p{L}\p{N}])
      `,
      requires: ['test', 'essai', "l'a", 'l’a', "l'ai", 'l’ai', 'les a', 'chez', 'renvoy', 'rendre', 'rendu'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        "Le téléphone de ce test appartient à Lumora : on l'a eu deux semaines",
        'La montre appartient à Lumora, je dois la rendre lundi',
        "Le modèle appartient à Lumora, il est retourné chez eux après l'essai",
      ],
    },
  ],
};
