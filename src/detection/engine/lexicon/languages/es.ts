// Spanish: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import { addressedNot, closingAdLabel, phrasesSource, type LanguageLexicon } from './words.js';
import { EVENT_BACKED_IBERIAN } from '../worldLanguages.js';

// Words that make a sentence none of the creator's gifts: gifts as a topic, a giveaway, the family's, friends' or the
// audience's gifts, messages received (read by the gift words below and by the hand-written gift patterns).
const NOT_GIFTS = [
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
  'envío gratis',
  'envio gratis',
  'envíos gratis',
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
  // Friends, relatives and colleagues lend and give too ("el banco nos lo dejó un colega").
  'mi hermano',
  'mi hermana',
  'mi primo',
  'mi prima',
  'mi tío',
  'mi tía',
  'mi abuelo',
  'mis abuelos',
  'mi amigo',
  'mi amiga',
  'mis amigos',
  'un amigo',
  'una amiga',
  'unos amigos',
  'un colega',
  'una colega',
  'mi colega',
  'un compa',
  'mi compa',
  'un vecino',
  'mi vecino',
  'un compañero',
  'mi compañero',
  'suscriptores',
  'seguidores',
  // The audience, as Spain addresses it ("Me habéis mandado más de 2.000 memes", "lo que nos enviasteis").
  'me habéis',
  'nos habéis',
  'me mandasteis',
  'me enviasteis',
  'nos mandasteis',
  'nos enviasteis',
  'mensajes',
  'preguntas',
  'comentarios',
  // Leave to film in a place is a permission, not a loan ("el Oxxo de la esquina nos dejó grabar de a gratis").
  'dej* grabar',
  'dej* filmar',
  // Godparents give at a quinceañera or a wedding ("la corona fue regalo de sus padrinos").
  'padrino*',
  'madrina*',
  // "Me la pasaron pidiendo": they kept asking for it, no hand-over.
  'pasaron pidiendo',
  'pasan pidiendo',
];
// The family or a friend named as whom a gift is for ("para mi abuela") is not its giver.
const ADDRESSEES = ['para'];
const NOT_GIFT_SENTENCE = new RegExp(`${addressedNot(ADDRESSEES)}(?:${phrasesSource(NOT_GIFTS)})`, 'iu');

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
      'me lo obsequi*': 'El horno me lo obsequió Lumora',
      'me la obsequi*': 'La batidora me la obsequió Lumora para que la probara',
      'me consinti* con': 'Lumora me consintió con una caja de labiales',
      'nos lo facilit*': 'El equipo nos lo facilitó Lumora para la reseña',
      'me lo facilit*': 'El teléfono me lo facilitó Lumora',
      'nos la facilit*': 'La cámara nos la facilitó Lumora',
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
      // Given as a present: "los boletos nos los dio de regalo Lumora", "nos dieron de cortesía las entradas".
      'dio de regalo': 'Los cuatro boletos nos los dio de regalo Lumora',
      'dieron de regalo': 'Las entradas nos las dieron de regalo en Lumora',
      'dio de cortesía': 'La noche de hotel nos la dio de cortesía Lumora',
      'dieron de cortesía': 'Los pases nos los dieron de cortesía los de Lumora',
      'dado de regalo': 'Lumora nos ha dado de regalo los boletos',
      'por parte de la marca': 'Producto enviado por parte de la marca Lumora',
      'de parte de la marca': 'Un regalo de parte de la marca Lumora',
      'producto* recibido*': 'Productos recibidos de Lumora',
      'a cambio de una reseña': 'Lumora me lo envió a cambio de una reseña',
      'gracias … por los productos': 'Gracias a Lumora por los productos',
      // A press package, as Mexican creators name it: "me llegó PR de Lumora", "la caja de PR".
      'me lleg* pr': 'Me llegó PR de Lumora y lo pruebo hoy',
      'paquete de pr': 'Abriendo el paquete de PR de Lumora',
      'caja de pr': 'La caja de PR de Lumora trae cinco labiales',
      // A press trip: invited by the maker, which covered the journey ("fuimos invitados por Lumora, que corrió con el
      // viaje y el hotel").
      'invitad* por': 'Fuimos a la presentación invitados por Lumora',
      // A trip or its fares paid by the host: "el viaje fue pagado por Lumora", "Lumora nos pagó el viaje".
      'viaje fue pagado por': 'El viaje fue pagado por Lumora',
      'viaje fue cubierto por': 'El viaje fue cubierto por Lumora',
      'viaje fue financiado por': 'El viaje fue financiado por Lumora',
      'nos pag* el viaje': 'Lumora nos pagó el viaje a Cancún',
      'me pag* el viaje': 'Lumora me pagó el viaje',
      'nos pagaron el viaje': 'Los de Lumora nos pagaron el viaje',
      'me pagaron el viaje': 'En Lumora me pagaron el viaje',
      // A trip's costs covered by the maker ("el viaje (avión y hotel) lo cubrió Lumora"), nights not charged ("las
      // dos noches en el hotel no nos las cobraron"), a loan told as what the unit is ("el equipo es préstamo de
      // Lumora"; not "un préstamo de 5,000 pesos", a bank's loan).
      'viaje … lo cubri*': 'El viaje (vuelos y hotel) lo cubrió Lumora',
      'hotel … lo cubri*': 'El hotel lo cubrieron los de Lumora',
      'no nos las cobraron': 'Las dos noches en el hotel Lumora no nos las cobraron',
      'no nos la cobraron': 'La cena en Lumora no nos la cobraron',
      'no nos lo cobraron': 'El tour con Lumora no nos lo cobraron',
      'no nos los cobraron': 'Los boletos de Lumora no nos los cobraron',
      'no me la cobraron': 'La noche en el hotel Lumora no me la cobraron',
      'no me lo cobraron': 'El servicio de Lumora no me lo cobraron',
      // Put in as a loan for the shoot ("el vestuario lo puso Lumora en préstamo"; not "no me pusieron condiciones").
      'puso … en préstamo': 'El vestuario lo puso Lumora en préstamo para el rodaje',
      'pusieron … en préstamo': 'Las motos las pusieron los de Lumora en préstamo para el video',
      'es préstamo de': 'El teléfono es préstamo de Lumora',
      'son préstamo de': 'Los audífonos son préstamo de Lumora',
      'fue préstamo de': 'La cámara fue préstamo de Lumora',
      // With its article: "la unidad que ven es un préstamo de Lumora" (a name follows; "un préstamo de 5,000 pesos" is a
      // bank's loan, no giver named).
      'es un préstamo de': 'La unidad que ven es un préstamo de Lumora para esta reseña',
      'fue un préstamo de': 'La cámara fue un préstamo de Lumora',
      // A present from the brand: "los pases fueron un regalo de Lumora", "la estancia fue un regalo de Lumora".
      'fue un regalo de': 'La estancia fue un regalo de Lumora',
      'fueron un regalo de': 'Los pases de este día fueron un regalo de Lumora',
      // Given as a loan: "me lo dio Lumora en calidad de préstamo" (a unit that goes back).
      'en calidad de préstamo': 'Este equipo me lo dio Lumora en calidad de préstamo',
      // Not the creator's: it belongs to the maker and goes back ("no es mío: pertenece a Lumora y lo devuelvo", "lo
      // devuelvo a Lumora el lunes"); not a purchase sent back ("lo devolví a la tienda"), which is past.
      'pertenece a … devuelvo': 'Este teléfono no es mío: pertenece a Lumora y lo devuelvo tras la review',
      'pertenece a … regreso': 'La cámara pertenece a Lumora y la regreso el lunes',
      'pertenece a … devolver*': 'El equipo pertenece a Lumora, hay que devolverlo',
      'lo devuelvo a': 'Lo devuelvo a Lumora en cuanto termine la reseña',
      'la devuelvo a': 'La devuelvo a Lumora el lunes',
      'lo tengo que devolver': 'Lumora me lo dejó y lo tengo que devolver',
      'la tengo que devolver': 'Lumora me la dejó y la tengo que devolver',
    },
    nouns: {
      'obsequio de': 'Un obsequio de Lumora',
      'unidad de prueba': 'Unidad de prueba de Lumora',
      'unidad de review': 'Unidad de review de Lumora',
      'regalo de parte de': 'Un regalo de parte de Lumora',
      'producto de prueba': 'Producto de prueba de Lumora',
      // A loan and a press unit: "una unidad de préstamo de Lumora", "coche de prensa", "viaje de prensa".
      'unidad de préstamo': 'El móvil es una unidad de préstamo de Lumora: vuelve a sus oficinas',
      'unidades de préstamo': 'Son unidades de préstamo de Lumora',
      'equipo de préstamo': 'Equipo de préstamo de Lumora para esta reseña',
      'unidad de prensa': 'Unidad de prensa cedida por Lumora',
      'coche de prensa': 'Coche de prensa de Lumora, probado una semana',
      'auto de prensa': 'Auto de prensa de Lumora para esta prueba',
      'vehículo de prensa': 'Vehículo de prensa de Lumora',
      'flota de prensa': 'El coche viene de la flota de prensa de Lumora',
      'flotilla de prensa': 'Este sedán es de la flotilla de prensa de Lumora México',
      'parque de prensa': 'El coche es del parque de prensa de Lumora',
      'viaje de prensa': 'Viaje de prensa con Lumora a Sevilla',
      // A PR package in full words ("un paquete de relaciones públicas de Lumora").
      'paquete de relaciones públicas': 'Me llegó un paquete de relaciones públicas de Lumora',
      'caja de relaciones públicas': 'La caja de relaciones públicas de Lumora trae tres sueros',
      'envío de relaciones públicas': 'Fue un envío de relaciones públicas de Lumora',
    },
    labels: {
      regalo: 'Bolso (regalo) – lumora.es',
      enviado: 'Perfume (enviado) – lumora.es',
      cortesía: 'Zapatillas (cortesía) – lumora.es',
      prestado: 'Objetivo (prestado) – lumora.es',
      cedido: 'Objetivo (cedido) – lumora.es',
      obsequio: 'Crema (obsequio) – lumora.es',
    },
    acts: {
      dejaron: 'El equipo es de Lumora, nos lo dejaron dos semanas',
      dejó: 'Lumora me lo dejó para la reseña',
      prestaron: 'Lumora nos lo prestaron un mes',
      prestó: 'Lumora me la prestó para probarla',
      'prestado*': 'A Lumora le agradezco que me haya prestado la cámara',
      regalaron: 'Lumora me los regalaron en su evento',
      regaló: 'Lumora me lo regaló sin pedir nada a cambio',
      'regalado*': 'A Lumora le agradezco que me haya regalado esta paleta',
      mandaron: 'Lumora nos los mandaron gratis',
      'mandado*': 'Lumora me ha mandado la consola de cortesía',
      enviaron: 'Lumora me la enviaron de regalo',
      'enviado*': 'Lumora nos ha enviado los productos sin costo',
      'cedido*': 'Lumora nos ha cedido el coche para la reseña',
      cedieron: 'Lumora nos lo cedieron en préstamo',
      llegó: 'La licuadora llegó como detalle de Lumora',
      llegaron: 'Los audífonos llegaron como cortesía de Lumora',
      'me llegó': 'La paleta me llegó como obsequio de Lumora',
      'nos llegó': 'La freidora nos llegó como regalo de Lumora',
      'me llegaron': 'Los labiales me llegaron como cortesía de Lumora',
      'nos llegaron': 'Las sillas nos llegaron como detalle de Lumora',
      mandó: 'Lumora mandó la cafetera como detalle',
      envió: 'Lumora envió el reloj como obsequio',
      obsequió: 'Lumora obsequió la batidora como detalle para el canal',
      obsequiaron: 'Lumora obsequiaron la batidora como cortesía',
      soltaron: 'El teléfono es de Lumora: me lo soltaron dos semanas para la reseña',
      soltó: 'Lumora me la soltó para probarla',
      rolaron: 'Lumora me lo rolaron un mes para el video',
      roló: 'Lumora nos lo roló para la reseña',
      pasaron: 'Lumora me lo pasaron para la reseña',
      pasó: 'Lumora me los pasó de buena onda en su evento',
      // Handed over for the review: "nos lo entregaron para hacer la reseña".
      entregaron: 'El teléfono nos lo entregaron en Lumora para hacer la reseña',
      entregó: 'Lumora me lo entregó para la reseña',
      // Dressed the band or the cast for the shoot ("Lumora, que vistió a toda la banda sin cobrarnos un peso").
      vistió: 'Botas: Lumora, que vistió a toda la banda sin cobrarnos un peso',
      vistieron: 'Los de Lumora nos vistieron para el video sin cobrarnos nada',
    },
    cues: {
      'me lo': 'Lumora me lo prestaron para la reseña',
      'me la': 'Lumora me la dejó dos semanas',
      'me los': 'Lumora me los regaló',
      'me las': 'Lumora me las mandaron',
      'nos lo': 'Lumora nos lo dejaron una semana',
      'nos la': 'Lumora nos la prestó',
      'nos los': 'Lumora nos los enviaron',
      'nos las': 'Lumora nos las cedieron',
      'me haya': 'Gracias a Lumora que me haya regalado la paleta',
      'me hayan': 'Gracias a Lumora que me hayan prestado el coche',
      'nos haya': 'Gracias a Lumora que nos haya prestado la furgoneta',
      'nos hayan': 'Gracias a Lumora que nos hayan enviado los productos',
      'me ha': 'Lumora me ha enviado la paleta',
      'me han': 'Lumora me han prestado el coche',
      'nos ha': 'Lumora nos ha cedido el local',
      'nos han': 'Lumora nos han regalado las entradas',
      gratis: 'Lumora enviaron la licuadora gratis',
      'sin costo': 'Lumora enviaron los productos sin costo',
      'sin coste': 'Lumora enviaron el portátil sin coste',
      'de regalo': 'Lumora mandaron la paleta de regalo',
      'de cortesía': 'Lumora mandaron las entradas de cortesía',
      'en préstamo': 'Lumora cedieron la cámara en préstamo',
      'para la reseña': 'Lumora dejó el teléfono para la reseña',
      'para hacer la reseña': 'Lumora entregaron el teléfono para hacer la reseña',
      'para probarlo': 'Lumora prestó el coche para probarlo',
      'para probarla': 'Lumora dejó la cámara para probarla',
      'sin pedir nada a cambio': 'Lumora regaló la paleta sin pedir nada a cambio',
      // Not bought, and nothing asked: "no la compramos: llegó en una caja de Lumora", "no nos pidieron nada".
      'no la compramos': 'La olla no la compramos: llegó en una caja de Lumora',
      'no lo compramos': 'El horno no lo compramos, llegó de Lumora',
      'no los compramos': 'Los sartenes no los compramos: llegaron de Lumora',
      'no las compramos': 'Las sillas no las compramos, nos llegaron de Lumora',
      'no la compré': 'La paleta no la compré: me llegó de Lumora',
      'no lo compré': 'El reloj no lo compré, me llegó de Lumora',
      'no nos pidieron nada': 'Lumora mandó la olla y no nos pidieron nada a cambio',
      'no me pidieron nada': 'Lumora mandó el reloj y no me pidieron nada',
      'sin pedirnos nada': 'Lumora mandó las sillas sin pedirnos nada',
      'sin pedirme nada': 'Lumora envió la crema sin pedirme nada',
      'como detalle': 'La licuadora llegó como detalle de Lumora',
      'como cortesía': 'Los audífonos llegaron como cortesía de Lumora',
      'como obsequio': 'La paleta me llegó como obsequio de Lumora',
      'como regalo': 'La freidora nos llegó como regalo de Lumora',
      'para probar': 'Lumora mandaron la licuadora para probar',
      'para probarlos': 'Lumora enviaron los audífonos para probarlos',
      'para probarlas': 'Lumora enviaron las brochas para probarlas',
      'para que lo probara': 'Lumora mandó el reloj para que lo probara',
      'para que la probara': 'Lumora mandó la batidora para que la probara',
      'para que los probara': 'Lumora mandó los labiales para que los probara',
      'para reseñarlo': 'Lumora prestó el teléfono para reseñarlo',
      'para reseñarla': 'Lumora prestó la cámara para reseñarla',
      'para la review': 'Lumora mandaron el teléfono para la review',
      'para el video': 'Lumora prestaron la cámara para el video',
      'de sorpresa': 'La caja de Lumora llegó de sorpresa',
      'por sorpresa': 'Los productos de Lumora me llegaron por sorpresa',
      'sin pedirlo': 'Lumora mandó el kit sin pedirlo',
      'sin pedirla': 'Lumora envió la paleta sin pedirla',
      'sin pedirlos': 'Lumora mandó los labiales sin pedirlos',
      'sin haberlo pedido': 'El paquete de Lumora llegó sin haberlo pedido',
      'ya regresó': 'Lumora dejó el teléfono tres semanas y ya regresó a sus oficinas',
      'lo regresé': 'Lumora prestó el coche y ya lo regresé',
      'la regresé': 'Lumora prestó la cámara y ya la regresé',
      'lo devolví': 'Lumora prestó el dron y ya lo devolví',
      'la devolví': 'Lumora prestó la consola y la devolví',
      regresarlo: 'Lumora dejó el equipo, hay que regresarlo',
      devolverlo: 'Lumora prestó el reloj, toca devolverlo',
      devolverla: 'Lumora prestó la cámara, hay que devolverla',
      // Not charged a thing ("sin cobrarnos un peso", "sin cobrarme nada"): the charge itself, not a shipping fee.
      'sin cobrarnos un peso': 'Lumora vistió a la banda sin cobrarnos un peso',
      'sin cobrarme un peso': 'Lumora me prestó la moto sin cobrarme un peso',
      'sin cobrarnos ni un peso': 'Lumora nos prestó el local sin cobrarnos ni un peso',
      'sin cobrarme ni un peso': 'Lumora me mandó el kit sin cobrarme ni un peso',
      'sin cobrarnos nada': 'Lumora nos vistieron sin cobrarnos nada',
      'sin cobrarme nada': 'Lumora me dejó la cámara sin cobrarme nada',
      // As a favour, not paid for ("me los pasó de buena onda", "no pagué ni uno", "no pagué nada").
      'de buena onda': 'Lumora me los pasó de buena onda',
      'no pagué ni uno': 'Lumora me los dejó y no pagué ni uno',
      'no pagué nada': 'Lumora me lo mandó, no pagué nada',
      'no pagamos nada': 'Lumora nos lo prestó y no pagamos nada',
      // A brand's present for a birthday ("Lumora le mandó una caja por su cumpleaños").
      'por su cumpleaños': 'Lumora le mandó una caja de juguetes por su cumpleaños',
      'por mi cumpleaños': 'Lumora me mandó un pastel por mi cumpleaños',
    },
    credits: ['música', 'musica', 'imágenes', 'imagenes', 'fotos', 'fotografías', 'datos', 'audio', 'sonido', 'clips'],
    notGifts: NOT_GIFTS,
    addressees: ADDRESSEES,
  },
  paid: {
    phrases: {
      'video pagado por': 'Video pagado por Lumora México',
      'vídeo pagado por': 'Vídeo pagado por Lumora',
      'video fue pagado por': 'Este video fue pagado por Lumora',
      'pagó por este video': 'Lumora pagó por este video',
      'pagó este video': 'Lumora pagó este video',
      'trabajo pagado por': 'Este video es un trabajo pagado por Lumora',
      'contenido pagado por': 'Contenido pagado por Lumora',
      'anuncio pagado por': 'Anuncio pagado por Lumora',
      'programa pagado por': 'Programa pagado por Lumora',
      'capítulo pagado por': 'Capítulo pagado por Lumora',
      'episodio pagado por': 'Episodio pagado por Lumora',
      'financi* este video': 'Lumora financió este video',
      'financi* este vídeo': 'Lumora financió este vídeo',
      'financi* el video': 'Lumora financió el video para presentar su app',
      'financi* este programa': 'Lumora financia este programa',
      'video financiado por': 'Video financiado por Lumora',
      'vídeo financiado por': 'Vídeo financiado por Lumora',
      // A TV or news segment a brand pays for ("Esta cápsula la financia Lumora", "la sección la patrocina …" is read
      // already), an advertorial ("Publirreportaje"), a brand paying to appear ("Lumora paga por aparecer en el
      // programa"), a placement by a paid agreement ("está en el video por un acuerdo pagado con la marca").
      'cápsula la financi*': 'Esta cápsula la financia Lumora',
      'sección la financi*': 'La sección la financia Lumora',
      'segmento lo financi*': 'Este segmento lo financia Lumora',
      'video lo financi*': 'Este video lo financió Lumora',
      'vídeo lo financi*': 'Este vídeo lo financia Lumora, la aseguradora con la que viajamos',
      'episodio lo financi*': 'Este episodio lo financia Lumora',
      'capítulo lo financi*': 'Este capítulo lo financia Lumora',
      'programa lo financi*': 'El programa lo financia Lumora',
      'financi* esta cápsula': 'Lumora financia esta cápsula',
      'financi* este segmento': 'Lumora financia este segmento',
      'financi* esta sección': 'Lumora financia esta sección',
      'cápsula financiada por': 'Cápsula financiada por Lumora',
      'segmento financiado por': 'Segmento financiado por Lumora',
      'sección financiada por': 'Sección financiada por Lumora',
      publirreportaje: 'Publirreportaje de Lumora',
      'paga por aparecer': 'Lumora paga por aparecer en el programa',
      'pagan por aparecer': 'Los de Lumora pagan por aparecer en la sección',
      'pagó por aparecer': 'Lumora pagó por aparecer en el video',
      'pagaron por aparecer': 'Lumora pagaron por aparecer en el clip',
      'acuerdo pagado': 'La moto sale en el video por un acuerdo pagado con Lumora',
      // A placement bought with a contribution to the shoot: "la cervecera entró con una aportación al rodaje a cambio de
      // salir a cuadro", "Lumora puso la barra a cambio de aparecer en el video".
      'a cambio de salir a cuadro':
        'La barra es de Lumora: entró con una aportación al rodaje a cambio de salir a cuadro',
      'a cambio de salir en': 'Lumora puso las motos a cambio de salir en el video',
      'a cambio de aparecer en': 'Lumora puso las bebidas a cambio de aparecer en el clip',
      'pagaron este video': 'Lumora pagaron este video',
      'pagaron por este video': 'Lumora pagaron por este video',
      // A commercial alliance, the words of Mexican sponsored capsules ("se produjo en alianza comercial con Lumora").
      // (Not "firmaron una alianza comercial con …": news of two companies.)
      'en alianza comercial con': 'Esta cápsula se produjo en alianza comercial con Lumora',
      'contenido en alianza con': 'Contenido en alianza con Lumora',
      'realizado en alianza con': 'Video realizado en alianza con Lumora',
      'realizada en alianza con': 'Cápsula realizada en alianza con Lumora',
      'producido en alianza con': 'Programa producido en alianza con Lumora',
      'se produjo en alianza con': 'Este episodio se produjo en alianza con Lumora',
      'se realizó en alianza con': 'Este video se realizó en alianza con Lumora',
      // The brand put money into the shoot: its budget ("Lumora puso parte del presupuesto del video", "el presupuesto lo
      // cubrió Lumora"), money into the production ("Lumora entró con dinero a la producción"), a commercial partner of
      // the release ("Lumora es socio comercial de este lanzamiento"). The creator's own money ("puse mi presupuesto")
      // is first person.
      'puso … presupuesto': 'Lumora puso parte del presupuesto del video',
      'pusieron … presupuesto': 'Los de Lumora pusieron todo el presupuesto del clip',
      'aportó … presupuesto': 'Lumora aportó la mitad del presupuesto del rodaje',
      'aportaron … presupuesto': 'Lumora aportaron el presupuesto del video',
      'presupuesto lo puso': 'El presupuesto lo puso Lumora',
      'presupuesto … lo cubri*': 'El presupuesto del video lo cubrió Lumora',
      'entró con dinero': 'Lumora entró con dinero a la producción de este video',
      'entraron con dinero': 'Los de Lumora entraron con dinero al rodaje',
      'puso dinero para': 'Lumora puso dinero para filmar el video',
      'pusieron dinero para': 'Lumora pusieron dinero para la producción',
      'socio comercial de este': 'Lumora es socio comercial de este lanzamiento',
      'socio comercial de esta': 'Lumora es socio comercial de esta canción',
      'socios comerciales de este': 'Lumora y Nexo son socios comerciales de este video',
      // A placement the brand paid for, told as such ("La presencia de Lumora en esta escena es una integración comercial
      // pagada por la marca"); "integración comercial" alone is trade news ("la integración comercial de América del
      // Norte").
      'integración comercial pagada': 'Lumora aparece en una integración comercial pagada',
      'integración pagada': 'La escena con Lumora es una integración pagada',
      'pagada por la marca': 'La presencia de Lumora en esta escena es una integración comercial pagada por la marca',
      'pagado por la marca': 'El viaje con Lumora fue pagado por la marca',
    },
    labels: {
      'contenido pagado': 'JUGAMOS EL NUEVO MAPA (Contenido pagado)',
      'contenido patrocinado': 'Probando la app (contenido patrocinado)',
      'video pagado': 'Mi rutina (video pagado)',
      'video patrocinado': 'Mi rutina (video patrocinado)',
      'colaboración pagada': 'Receta fácil (colaboración pagada)',
    },
  },
  negation: {
    // "nada" is Portuguese too.
    before: ['ning[úu]n[oa]?', 'nadie', 'sin', 'ni', 'nada'],
  },
  patterns: [
    // Paid: "patrocinar", YouTube's label "Incluye promoción pagada", product placement, "con el apoyo de", thanks for
    // sponsoring, "auspiciado", "presentado por". Not a wish or an invitation to sponsor ("Si alguna marca quiere
    // patrocinar de verdad, ya saben dónde estamos", "¿Te interesa patrocinar el canal?").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?<!(?:quiere|quieren|quiera|quieran|quisiera|quisieran|desea|desean|interesa|interesan|gustaría)
        (?: \p{L}+)? )patrocin\p{L}*|promoci[óo]n pagada|colocaci[óo]n de producto|contiene publicidad
        |con el apoyo d\p{L}*|gracias (?:a )?[^.\n]{1,40}?(?:por (?:patrocinar|apoyar)|por (?:la|esta) colaboraci[óo]n)
        |auspici\p{L}*|presentado por)(?![\p{L}\p{N}])
      `,
      hints: [
        'patrocin',
        'pagada',
        'colocaci',
        'contiene',
        'apoyo',
        'apoyar',
        'colaboraci',
        'auspici',
        'presentado por',
      ],
      kind: 'paid',
      foreign: true,
      examples: [
        'Gracias a Audible por patrocinar este video',
        'Incluye promoción pagada',
        'Video auspiciado por Movistar',
        'Capítulo presentado por Coca-Cola',
      ],
      // An event presented by a brand, the event named before it: "En vivo desde el Palenque de la Feria de Texcoco,
      // presentado por Cerveza Tecate" is the fair's presenter, not the video's sponsor; so is the backer of an event the
      // sentence is about ("El concurso fue organizado por …, con el patrocinio de Banorte").
      notInSentence: EVENT_BACKED_IBERIAN,
    },
    // Paid, the whole video: "Este vídeo está íntegramente patrocinado por …", "el episodio es totalmente publicidad",
    // "vídeo 100 % patrocinado" (with one paid brand, Dedicated: docs/detection.md §7). Not "el vídeo está patrocinado
    // por" (a sponsor, not the whole video).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:este|el|esta|la) )?(?:v[íi]deo|episodio|cap[íi]tulo|programa|directo)(?: (?:est[áa]|es|ha sido|fue))?
        (?: (?:íntegramente|integramente|completamente|totalmente|enteramente|100 ?%) (?:patrocinad[oa]|pagad[oa]|financiad[oa]
        |publicidad|publicitari[oa]))(?![\p{L}\p{N}])
      `,
      hints: ['ntegramente', 'completamente', 'totalmente', 'enteramente', '100'],
      kind: 'paid',
      whole: true,
      foreign: true,
      examples: ['Este vídeo está íntegramente patrocinado por Lumora', 'Vídeo 100 % patrocinado por Lumora'],
    },
    // Paid partnerships: "colaboración pagada", "en colaboración con".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:colaboraci[óo]n (?:pagada|remunerada|patrocinada|comercial)|publicidad pagada
        |en colaboraci[óo]n con)(?![\p{L}\p{N}])
      `,
      hints: ['colaboraci', 'publicidad'],
      kind: 'paid',
      foreign: true,
      examples: ['En colaboración con Movistar'],
    },
    // Paid: "me pagaron", "fui pagado"; the video paid in the present ("Lumora, que es quien me paga el vídeo de hoy",
    // "nos pagan este programa", "Lumora paga el vídeo de hoy").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:me (?:pagó|pagaron|ha pagado|han pagado)|nos (?:pagó|pagaron|ha pagado|han pagado) por|(?:fui|fuimos) pagad[oa]s?
        |(?:me|nos) paga(?:n)? (?:el|este|esta|la) (?:vídeo|video|programa|episodio|capítulo|directo|reseña)
        |paga(?:n)? (?:el|este) (?:vídeo|video|programa|episodio) de hoy)(?![\p{L}\p{N}])
      `,
      hints: ['me pag', 'pagad', 'nos pag', 'de hoy'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Fui pagado por Movistar para este video',
        'La receta la hago con Lumora, que es quien me paga el vídeo de hoy',
        'Lumora nos paga este programa',
        'Lumora paga el video de hoy',
        'Lumora me ha pagado por hacer esta reseña',
        'Este sketch lo pidió Lumora: nos pagaron por escribirlo y grabarlo',
      ],
    },
    // Paid: money given for the video, in Mexico's and Spain's words for it ("Nos dieron una lana por cocinar con su
    // aceite", "me dieron una feria por mencionarlos", "nos han dado dinero por"); the family's money ("mi papá me dio una
    // lana") is none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:me|nos) (?:dieron|dio|han dado|ha dado|pasaron|soltaron|pagaron|pagó) (?:una |un |algo de |buena |su |una buena )?
        (?:lana|lanita|feria|plata|pasta|dinero|dinerito|varo|billete)(?![\p{L}\p{N}])
      `,
      hints: ['lana', 'feria', 'plata', 'pasta', 'dinero', 'varo', 'billete'],
      kind: 'paid',
      foreign: true,
      // The giver named before the money: family, friends ("mi papá me dio una lana"), not a word of the sentence's end
      // ("… pero la receta es la de siempre de mi abuela").
      creditBefore: new RegExp(`(?:${NOT_GIFT_SENTENCE.source})[^.\\n]{0,30}$`, 'iu'),
      examples: ['Nos dieron una lana por cocinar con su aceite', 'Lumora me dio dinero por hablar de su app'],
    },
    // Paid: the video is an ad, or a brand ordered it ("este video es publicidad de Lumora", "Este sketch lo mandó hacer
    // Lumora", "video encargado por Lumora"), a slot a brand buys ("es un espacio que Lumora le compra al programa",
    // "segmento pagado por Lumora"), and a video made possible by a brand ("Este video es posible gracias a Lumora";
    // not "gracias a ustedes").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:video|vídeo|sketch|capítulo|episodio|programa|clip|contenido|directo|corto|cortometraje|receta
        |canción)s? (?:(?:es|era|fue|son) (?:una )?publicidad|(?:lo|la) (?:mandó|mandaron|encargó|encargaron) hacer
        |(?:fue |ha sido )?encargad[oa]s? por|(?:lo|la) (?:banca|bancó|bancan|bancaron|paga|pagó|pagan|pagaron|financia|financió))
        |(?:espacio|segmento|sección|cápsula|bloque|minutos?|inserci[óo]n|inserto|menci[óo]n|anuncio)(?:es|s)? (?:(?:comercial
        |publicitari[oa])(?:es|s)? )?(?:comprad|pagad|contratad)[oa]s? por
        |(?:le )?compra(?:n|ron|ba|ó)? (?:al programa|al canal|al show|este espacio|el espacio|esta sección|la sección
        |este segmento|el segmento)
        |(?:es|era|fue) un (?:espacio|segmento|bloque|contenido) (?:pago|pagado|publicitario|comercial)
        |(?:video|vídeo|episodio|programa|capítulo|contenido|sketch|directo
        |serie|temporada)s? (?:es|son|fue|ha sido) posible gracias a(?:l)?(?! (?:ustedes|ti|vosotros|vosotras|todos|todas
        |tu|tus|su apoyo|vuestro|vuestra|nuestr\p{L}*|mis|los suscriptores|la comunidad|nuestros suscriptores))(?![\p{L}\p{N}]))
      `,
      hints: [
        'publicidad',
        'hacer',
        'encargad',
        'comprad',
        'pagad',
        'contratad',
        'compra',
        'posible',
        'banca',
        'bancó',
        'paga',
        'pagó',
        'financia',
        'pago',
        'publicitario',
        'comercial',
      ],
      kind: 'paid',
      foreign: true,
      examples: [
        'Aviso: este video es publicidad de aceite Lumora',
        'Este sketch lo mandó hacer Lumora',
        'Video encargado por Lumora',
        'Cocina fácil es un espacio que Lumora le compra al programa cada semana',
        'Segmento pagado por Lumora',
        'Cocina Fácil es un espacio comercial contratado por Lumora',
        'Esta cápsula es una inserción pagada por Lumora',
        'Este video es posible gracias a Lumora',
        'Este video lo banca Lumora: es un espacio pago, pero los resultados son nuestros',
      ],
    },
    // Paid: a broadcast's presenting sponsor, told as who brings the viewer a part of it ("El resumen de la jornada te
    // lo trae Lumora", "Los goles te los presenta Lumora", "Lumora te trae el resumen"): what is brought is the
    // broadcast's own (a summary, the goals, the forecast, a segment), not a delivery ("Lumora te lo trae a tu casa").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:resumen|goles|jugadas|transmisi[óo]n|partido|programa|secci[óo]n|c[áa]psula|segmento
        |pron[óo]stico|clima|noticiero|repetici[óo]n|narraci[óo]n|marcador|tabla|video|v[íi]deo|episodio|cap[íi]tulo
        |contenido)(?:es|s)?(?: [^.\n]{0,40}?)? (?:te|les|os|nos) (?:lo|la|los|las) (?:trae|traen|presenta|presentan)
        |(?:te|les|os|nos) (?:trae|traen|presenta|presentan) (?:el|la|los|las|este|esta|estos|estas) (?:resumen|goles
        |mejores jugadas|transmisi[óo]n|pron[óo]stico|clima|repetici[óo]n|marcador|tabla))(?![\p{L}\p{N}])
      `,
      hints: ['trae', 'presenta'],
      kind: 'paid',
      foreign: true,
      examples: [
        'El resumen de la jornada te lo trae Lumora, tu casa de apuestas',
        'Los goles del partido te los presenta Lumora',
        'Lumora te trae el pronóstico del clima',
      ],
    },
    // Paid: the hashtags "#publicidad", "#patrocinado".
    {
      re: /#(?:publicidad|patrocinado|patrocinada|colaboracion)(?![\p{L}\p{N}])/giu,
      hints: ['#publi', '#patrocin', '#colabora'],
      kind: 'paid',
      foreign: true,
      examples: ['#patrocinado por Movistar'],
    },
    // Paid: a label in brackets, "(publicidad)".
    {
      re: /[([](?:publicidad|patrocinado)[)\]]/giu,
      hints: ['publicidad)', 'publicidad]', 'patrocinado)', 'patrocinado]'],
      kind: 'paid',
      foreign: true,
      examples: ['Nuevo móvil (publicidad)'],
    },
    // Paid: the label alone at the start of its line ("Publicidad: …", a broadcaster's "Segmento comercial. …")
    // labels the video.
    {
      re: regex('gimu')`
        ^[^\p{L}\p{N}]{0,3}(?:publicidad|informaci[óo]n comercial
        |(?:segmento|espacio|bloque|mensaje|contenido) (?:comercial|publicitario))(?:\s*[:|\-–—]|\.(?=\s)|[^\p{L}\p{N}]{0,3}$)
      `,
      hints: ['publici', 'comercial'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Publicidad: vídeo con Movistar',
        '📌 Información comercial: la sección la presenta Lumora',
        'Segmento comercial. Lumora se anuncia en el programa y las prendas salen de su tienda',
      ],
    },
    // Paid: the label closing a title or a line after a separator ("MI RUTINA DE NOCHE | Publicidad") labels the video.
    closingAdLabel(['publicidad'], 'MI RUTINA DE NOCHE | Publicidad'),
    // Paid: a label between asterisks or underscores: "*Publicidad*".
    {
      re: /(?<![\p{L}\p{N}*_])[*_]+\s?(?:publicidad)\s?[*_]+/giu,
      hints: ['*publici'],
      kind: 'paid',
      foreign: true,
      examples: ['*Publicidad* Gracias a Movistar'],
    },
    // Affiliate: "enlace de referido", "gano una comisión".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:enlaces?|links?|c[óo]digos?) (?:de )?referid[oa]s?|(?:gano
        |recibo) (?:una )?(?:pequeña )?comisi[óo]n)(?![\p{L}\p{N}])
      `,
      hints: ['referid', 'comisi'],
      kind: 'affiliate',
      foreign: true,
      // A referral code too ("Regístrate con mi código de referido ANA25: a las dos nos cae un bono").
      examples: ['Enlace de referido para Revolut', 'Gano comisión por cada compra', 'Usa mi código de referido ANA25'],
    },
    // Affiliate: a share of each sale, in the words creators use for it: "me dan algo por cada venta", "de lo que compres
    // en los links me cae una pequeña parte", "me llevo un porcentaje de tu compra".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:me|nos) (?:dan|da|pagan|paga|toca|tocan|cae|caen|llega|llegan|queda|quedan|llevo|llevamos
        |gano|ganamos|regresa|regresan|devuelve|devuelven|deja|dejan|pasa|pasan) (?:algo|una? (?:pequeñ[oa] |mínim[oa] |poquit[oa] )?(?:parte|comisi[óo]n|porcentaje|lana|feria
        |poquito|dinerito|centavo)|unos (?:pesitos|centavos|pesos|centavitos)|centavitos)(?![\p{L}\p{N}])
      `,
      hints: [
        'algo',
        'parte',
        'comisi',
        'porcentaje',
        'lana',
        'feria',
        'poquit',
        'dinerito',
        'centav',
        'pesitos',
        'pesos',
      ],
      kind: 'affiliate',
      foreign: true,
      // What the viewer spends counts as a purchase ("Lumora me pasa una parte de lo que gastes").
      near: /(?<![\p{L}\p{N}])(?:ventas?|compras?|compres|compren|compran|compráis|comprar|vend[ae]n?|gast(?:es|en|as|an))(?![\p{L}\p{N}])/giu,
      requires: ['vent', 'compr', 'vend', 'gast'],
      examples: [
        'Si compras con mi código a mí me dan algo por cada venta',
        'De lo que compres en los links de Lumora me cae una pequeña parte',
        'Me llevo un porcentaje de tu compra sin que pagues más',
        'De cada compra que hagan con mi código, la marca me regresa un poquito',
      ],
    },
    // Affiliate disclosures: "enlaces de afiliado" (Portuguese "links de afiliado" alike), "una pequeña comisión",
    // "compras elegibles".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:links?|enlaces?) (?:de )?(?:afiliad[oa]s?|afiliaci[óo]n)|afiliad[oa]s?|(?:una 
        |pequeña )+comisión|compras (?:que cumplen|elegibles))(?![\p{L}\p{N}])
      `,
      hints: ['link de', 'links de', 'enlace', 'afiliad', 'afiliaci', 'comisión', 'compras'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Links de afiliado na descrição', 'Enlaces de afiliados abajo', 'Gano una pequeña comisión'],
    },
    // A game or an app to download for free: "descarga gratis".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:descarga\p{L}*|instala\p{L}*|juega\p{L}*)(?: [\p{L}\p{N}:'’-]+){0,4} (?:gratis
        |gratuitamente))(?![\p{L}\p{N}])
      `,
      hints: ['gratis', 'gratuit'],
      kind: 'cta',
      foreign: true,
      examples: ['Descarga el juego gratis aquí'],
    },
    // Promo codes: "cupones".
    {
      re: /(?<![\p{L}\p{N}])(?:cupones?)(?![\p{L}\p{N}])/giu,
      hints: ['cupon'],
      kind: 'promo',
      foreign: true,
      examples: ['Cupones de descuento en la descripción'],
    },
    // Promo codes: "cupón".
    {
      re: /(?<![\p{L}\p{N}])(?:cup[óo]n)(?![\p{L}\p{N}])/giu,
      hints: ['cupón', 'cupon'],
      kind: 'promo',
      foreign: true,
      examples: ['Cupón MARA'],
    },
    // Discounts: "Descuento del 10%".
    {
      re: /\d{1,3} ?% (?:de )?(?:descuento)|(?:descuento) (?:de |del )?\d{1,3} ?%/giu,
      hints: ['descuento'],
      kind: 'cta',
      foreign: true,
      examples: ['Descuento del 10%'],
    },
    // Affiliate: the Amazon Associates sentence ("Como asociado de Amazon, gano con las compras que califican").
    {
      re: /(?<![\p{L}\p{N}])(?:asociad[oa] de amazon|compras que califican)(?![\p{L}\p{N}])/giu,
      hints: ['asociad', 'califican'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Como asociado de Amazon, gano con las compras que califican'],
    },
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
      notInSentence: NOT_GIFT_SENTENCE,
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
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'Productos enviados por la marca',
        'Me lo han enviado de Xiaomi para probarlo',
        'Equipo proporcionado por Motorola para esta reseña',
      ],
    },
    // A press trip the maker paid for: "invitados por Lumora, que corrió con el viaje, el hotel y las comidas", "corrieron
    // con los gastos", "se hizo cargo del alojamiento".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:corri(?:ó|eron) con (?:todos )?(?:los gastos|el viaje|el hotel|el alojamiento|el hospedaje
        |los vuelos|el vuelo|la estancia|el transporte|los billetes|los boletos)|se (?:hizo|hicieron) cargo (?:de (?:todos )?los gastos
        |del viaje|del hotel|del alojamiento|del hospedaje|de los vuelos|del vuelo|de la estancia|del transporte))(?![\p{L}\p{N}])
      `,
      hints: ['corrió con', 'corrieron con', 'cargo de'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'Lumora corrió con el viaje y el hotel',
        'Los de Lumora corrieron con todos los gastos',
        'Lumora se hizo cargo del alojamiento',
      ],
    },
    // A loan told while it lasts, in the present or the perfect: "Lumora me lo ha dejado para probarlo tres semanas y el
    // viernes lo recoge un mensajero", "nos la presta un mes", "me lo deja hasta que vienen a recogerlo" (the creator its
    // receiver; with how long, or its return). "Me lo ha dejado claro" has neither.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:me|nos) (?:lo|la|los|las) (?:(?:ha|han|había|habían) (?:dejado|prestado|cedido)|deja|dejan|presta|prestan|cede|ceden)
        (?![\p{L}\p{N}])
      `,
      hints: ['dejado', 'prestado', 'cedido', 'deja', 'presta', 'cede'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:una?|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince|unas|unos|\d+) (?:días|semanas?|mes(?:es)?)
        |(?:lo|la|los|las) recoge(?:n|rá|rán)?|recoger(?:lo|la|los|las)|de vuelta|devolver(?:lo|la|los|las)|regresar(?:lo|la|los|las))
        (?![\p{L}\p{N}])
      `,
      requires: ['día', 'semana', 'mes', 'recoge', 'vuelta', 'devolver', 'regresar'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'Lumora me lo ha dejado para probarlo tres semanas y el viernes lo recoge un mensajero',
        'Lumora nos la presta un mes',
        'Lumora me lo deja hasta que vienen a recogerlo',
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
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'Cortesía de Nike',
        'Gracias a Xiaomi por el envío',
        'Me llegó de parte de Huawei',
        'Gracias al hotel por invitarnos',
      ],
    },
  ],
};
