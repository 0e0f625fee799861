// French: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Patterns that read it together with other languages are in ../otherLanguages.ts.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

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
      "pour l'envoi": "Merci à Lumora pour l'envoi",
      'reçu* … en cadeau': "J'ai reçu ce sac en cadeau de Lumora",
      'mis à disposition par': 'Véhicule mis à disposition par Lumora',
      'mise à disposition par': 'Voiture mise à disposition par Lumora',
      'mis gracieusement à disposition': 'Matériel mis gracieusement à disposition par Lumora',
      'prêté* pour le test': 'Casque prêté pour le test par Lumora',
      'envoyé* pour le test': 'Téléphone envoyé pour le test par Lumora',
      'reçu* pour le test': 'Console reçue pour le test, merci Lumora',
      "m'ont fait parvenir": "Lumora m'ont fait parvenir leurs nouveautés",
      'fait parvenir par': 'Colis fait parvenir par Lumora',
      'reçu* gracieusement': 'Produit reçu gracieusement de Lumora',
      'de la part de la marque': 'Ces produits viennent de la part de la marque Lumora',
      'matériel prêté': 'Matériel prêté – Lumora',
      'produits reçus': 'Produits reçus de Lumora',
      "en échange d'un avis": "Produit reçu en échange d'un avis, merci Lumora",
      'reçu* en test': 'Casque reçu en test de Lumora',
      'merci … pour les produits': 'Merci à Lumora pour les produits',
      'pour le colis': 'Merci à Lumora pour le colis',
    },
    nouns: {
      'envoi presse': "Produit reçu lors d'un envoi presse de Lumora",
      'envois presse': 'Tous ces produits sont des envois presse de Lumora',
      'colis presse': 'Colis presse de Lumora',
      'service presse': 'Jeu reçu en service presse de Lumora',
      'cadeau de la part de': 'Un cadeau de la part de Lumora',
      'produit offert': 'Produit offert – Lumora',
      'produits offerts': 'Produits offerts : Lumora',
    },
    labels: {
      offert: 'Rouge à lèvres (offert) – lumora.fr',
      cadeau: 'Écharpe (cadeau) – lumora.fr',
      prêté: 'Objectif (prêté) – lumora.fr',
      prêt: 'Objectif (prêt) – lumora.fr',
      'envoi presse': 'Sérum (envoi presse) – lumora.fr',
      reçu: 'Sérum (reçu) – lumora.fr',
    },
    credits: ['musique*', 'images', 'photos', 'extraits', 'données', 'sons', 'archives', 'crédits'],
    notGifts: [
      'idées cadeaux',
      'idée cadeau',
      'idées de cadeaux',
      'cadeaux de noël',
      'cadeau de noël',
      "calendrier de l'avent",
      'anniversaire',
      'concours',
      'à gagner',
      'tirage au sort',
      'maman',
      'papa',
      'mamie',
      'ma mère',
      'mon père',
      'mes parents',
      'ma copine',
      'mon copain',
      'ma femme',
      'mon mari',
      'ma famille',
      'abonnés',
      "vous m'avez",
      'contact*',
      'messages',
      'questions',
      'commentaires',
    ],
  },
  patterns: [
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:m['’]|nous )(?:a|ont|avait|avaient) (?:offert|envoyé|prêté|fait parvenir|fourni)
        |(?:envoyée?s?|offerte?s?|prêtée?s?|fournie?s?) (?:gratuitement|gracieusement)
        |m['’](?:a|ont) été (?:offerte?s?|envoyée?s?|prêtée?s?)|offerte?s? par
        |nous (?:a|ont|avait|avaient) (?:invité|accueilli)e?s?|nous avoir (?:invité|accueilli|offert|prêté|envoyé)e?s?)(?![\p{L}\p{N}])
      `,
      hints: ['offert', 'envoy', 'prêt', 'parvenir', 'fourni', 'gratuitement', 'gracieusement', 'invité', 'accueilli'],
      kind: 'gift',
      foreign: true,
      examples: [
        "Sephora m'a envoyé cette palette",
        'Produits envoyés gratuitement par la marque',
        'Offert par Dior',
        "Ces baskets m'ont été offertes par Veja",
        'Le camping des Pins nous a accueillis trois nuits',
        'Merci à la Maison Blanche de nous avoir invités',
        'Le loueur nous a prêté les vélos',
      ],
    },
    // Sent, lent, supplied or offered by the maker, in the participles creators write under a product.
    {
      re: /(?<![\p{L}\p{N}])(?:envoy|prêt|fourni|offert)[ée]?e?s? par(?![\p{L}\p{N}])/giu,
      hints: ['envoy', 'prêt', 'fourni', 'offert'],
      kind: 'gift',
      foreign: true,
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
  ],
};
