// Spanish: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Patterns that read it together with other languages are in ../otherLanguages.ts.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const SPANISH: LanguageLexicon = {
  code: 'es',
  name: 'Spanish',
  gift: {
    verbs: {
      'me hizo llegar': 'Lumora me hizo llegar estos productos',
      'me hicieron llegar': 'Desde Lumora me hicieron llegar el nuevo modelo',
      'nos hizo llegar': 'Lumora nos hizo llegar la bici',
      'nos hicieron llegar': 'Los de Lumora nos hicieron llegar las tiendas de campaña',
      'me obsequi*': 'Lumora me obsequió este perfume',
      'nos obsequi*': 'Lumora nos obsequiaron la cena',
      'obsequiad* por': 'Producto obsequiado por Lumora',
      'me llegaron de parte de': 'Estos productos me llegaron de parte de Lumora',
      'enviad* para reseñ*': 'Teléfono enviado para reseña por Lumora',
      'enviad* para review': 'Producto enviado para review por Lumora',
      'enviad* para prueba*': 'Unidad enviada para pruebas por Lumora',
      'prestad* para reseñ*': 'Cámara prestada para reseña por Lumora',
      'me lo prestaron': 'Lumora me lo prestaron para el video',
      'me prestó': 'Lumora me prestó la cámara',
      'me mandó': 'Lumora me mandó estos audífonos',
      'me regalaron': 'Lumora me regalaron este reloj',
      'recibí de regalo': 'Recibí de regalo esta paleta de Lumora',
      'me dieron … para probar': 'Lumora me dieron esta crema para probar',
      'me lo dieron para probar': 'Lumora me lo dieron para probar',
      'gentileza de': 'Gentileza de Lumora',
      'por gentileza de': 'Cámara por gentileza de Lumora',
      'canje con': 'Video en canje con Lumora',
      'en canje': 'Productos recibidos en canje, gracias Lumora',
      'me lleg* de regalo': 'Este perfume me llegó de regalo de Lumora',
      'por parte de la marca': 'Producto enviado por parte de la marca Lumora',
      'de parte de la marca': 'Un regalo de parte de la marca Lumora',
      'producto* recibido*': 'Productos recibidos de Lumora',
      'a cambio de una reseña': 'Lumora me lo envió a cambio de una reseña',
      'gracias … por los productos': 'Gracias a Lumora por los productos',
    },
    nouns: {
      'obsequio de': 'Un obsequio de Lumora',
      'unidad de prueba': 'Unidad de prueba de Lumora',
      'unidad de review': 'Unidad de review de Lumora',
      'regalo de parte de': 'Un regalo de parte de Lumora',
      'producto de prueba': 'Producto de prueba de Lumora',
    },
    labels: {
      regalo: 'Bolso (regalo) – lumora.es',
      enviado: 'Perfume (enviado) – lumora.es',
      cortesía: 'Zapatillas (cortesía) – lumora.es',
      prestado: 'Objetivo (prestado) – lumora.es',
      cedido: 'Objetivo (cedido) – lumora.es',
      obsequio: 'Crema (obsequio) – lumora.es',
    },
    credits: ['música', 'musica', 'imágenes', 'imagenes', 'fotos', 'fotografías', 'datos', 'audio', 'sonido', 'clips'],
    notGifts: [
      'ideas de regalo*',
      'ideas para regalar',
      'regalos de navidad',
      'regalo de navidad',
      'regalo de cumpleaños',
      'regalos de cumpleaños',
      'reyes magos',
      'amigo invisible',
      'amigo secreto',
      'sorteo*',
      'concurso',
      'mi mamá',
      'mi madre',
      'mi papá',
      'mi padre',
      'mis padres',
      'mi novio',
      'mi novia',
      'mi esposo',
      'mi esposa',
      'mi abuela',
      'mi familia',
      'suscriptores',
      'seguidores',
      'mensajes',
      'preguntas',
      'comentarios',
    ],
  },
  paid: {
    phrases: {
      'video pagado por': 'Video pagado por Lumora México',
      'vídeo pagado por': 'Vídeo pagado por Lumora',
      'video fue pagado por': 'Este video fue pagado por Lumora',
      'pagó por este video': 'Lumora pagó por este video',
      'pagó este video': 'Lumora pagó este video',
    },
  },
  patterns: [
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:me|nos) (?:lo |la |los |las )?(?:regaló|regalaron|envió|enviaron|mandó|mandaron|prestó|prestaron|cedió
        |cedieron|hospedaron|hospedó|alojaron|alojó|invitó|invitaron)|regalo de|(?:enviárme|mandárme|regalárme|prestárme)\w*|(?:enviad|cedid|regalad|prestad)[oa]s? por
        |por (?:enviar|mandar|regalar|prestar)(?:me|nos)\p{L}*|(?:me|nos) hosped(?:ou|aram))
        (?![\p{L}\p{N}])
      `,
      hints: [
        'regal',
        'envió',
        'enviaron',
        'mandó',
        'mandaron',
        'prestó',
        'prestaron',
        'prestárme',
        'prestad',
        'cedió',
        'cedieron',
        'cedid',
        'enviárme',
        'mandárme',
        'enviad',
        'por enviar',
        'por mandar',
        'por regalar',
        'por prestar',
        'hosped',
        'aloj',
        'invitó',
        'invitaron',
      ],
      kind: 'gift',
      foreign: true,
      examples: [
        'Gracias a Bimba por enviarme estos pendientes',
        'En el Hotel Sol nos hospedaron dos noches',
        'Nos alojó el hostal Luna',
        'A pousada nos hospedou no fim de semana',
        'Xiaomi me lo regaló para probarlo',
        'Producto cedido por Samsung',
        'Me enviaron estos productos de Sephora',
        'El hotel Arena nos invitó a dos noches',
        'Gracias a Nivea por regalarnos los protectores',
      ],
    },
    // Supplied, lent or sent by the maker, in the participles creators write under a product.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:proporcionad|prestad|facilitad|cedid)[oa]s? por|(?:producto|productos) (?:enviad|regalad|cedid)\p{L}*
        |(?:me|nos) (?:lo |la )?(?:han|ha) (?:enviado|regalado|prestado|cedido|mandado)|recib[íi] (?:gratis|gratuitamente|in omaggio))
        (?![\p{L}\p{N}])
      `,
      hints: [
        'proporcionad',
        'prestad',
        'facilitad',
        'cedid',
        'producto',
        'enviado',
        'regalado',
        'prestado',
        'cedido',
        'mandado',
        'recib',
      ],
      kind: 'gift',
      foreign: true,
      examples: [
        'Productos enviados por la marca',
        'Me lo han enviado de Xiaomi para probarlo',
        'Equipo proporcionado por Motorola para esta reseña',
      ],
    },
    // Courtesy, a shipment and an invitation: "cortesía de", "por el envío", "me llegó de parte de", "por invitarnos".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:cortes[íi]a de|por (?:el|su|tu) env[íi]o|me lleg[óo][^.\n]{0,20}? de parte de
        |recib[íi][^.\n]{0,30}? de parte de|por (?:invitarnos|invitarme|la invitaci[óo]n))(?![\p{L}\p{N}])
      `,
      hints: ['cortesía', 'cortesia', 'envío', 'envio', 'de parte de', 'invitarnos', 'invitarme', 'invitaci'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Cortesía de Nike',
        'Gracias a Xiaomi por el envío',
        'Me llegó de parte de Huawei',
        'Gracias al hotel por invitarnos',
      ],
    },
  ],
};
