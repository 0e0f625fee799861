// Words of other languages that engine files besides the statement patterns read: list quantifiers ("alle Produkte"),
// disclosures about every link ("algunos links"), footnote marks in words ("mit * gekennzeichnet"), the words right
// before a sponsor's name and the case endings of Czech, Slovak and Polish titles. The statement patterns of each
// language are in its module, languages/<code>.ts. Cyrillic and Latin words end where letters end: (?![\p{L}\p{N}]).
import type { MARK_WORDS } from './english.js';
import { regex } from './regex.js';

/**
 * "All the products", "these products" in other languages: a gift or paid statement with these words speaks about
 * every item of the list that follows it ("Alle Produkte wurden mir zugeschickt:", "Gracias a las marcas por
 * enviarme sus productos:", "Ces produits m'ont été offerts", "Все средства мне прислали", "Hepsi bana hediye
 * olarak gönderildi:").
 */
export const LIST_QUANTIFIER_WORLD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:alle (?:(?:diese|meine|die|eure)n? )?(?:produkte|sachen|artikel|marken)|(?:diese|die) (?:produkte|sachen)|von den (?:firmen|marken|herstellern)` +
    String.raw`|(?:todos )?(?:los|sus|estos|estas|mis) (?:productos|marcas)|(?:todas )?las marcas|(?:tous )?(?:les|ces|leurs) produits` +
    String.raw`|(?:todos )?(?:os|esses|estes|seus) produtos|(?:todas )?as marcas|(?:os|meus|estes|esses) recebidos|(?:tutti )?(?:i|questi) prodotti` +
    String.raw`|(?:все|эти) (?:средства|продукты|товары|вещи|бренды|марки|компании)|об[еа] (?:марки|бренда|компании|фирмы)|hepsi|tüm (?:ürünler|markalar)|bu ürünler|semua (?:produk|barang)` +
    String.raw`|wszystkie (?:produkty|rzeczy)|(?:tất cả|các) sản phẩm|(?:كل|جميع) المنتجات)(?![\p{L}\p{N}])` +
    String.raw`|これらの(?:商品|製品)|以下の(?:商品|製品)|아래 제품|제품들|브랜드(?:에서|로부터|들)`,
  'iu',
);

/**
 * A sentence that ends on a tag question after a comma ("…, mas a opinião é minha, vocês me conhecem né?", "…, you know
 * me, right?", "…, ¿verdad?"): it tells, and asks only for agreement; it is no question about what it tells.
 */
export const TAG_QUESTION_END =
  /,[^,.!?;\n]{0,40}?(?<![\p{L}\p{N}])(?:né|right|ok|okay|yeah|eh|tá|hein|não é|certo|verdade|verdad|no|oder|nicht wahr|n['’]est-ce pas|non|vero|değil mi)\s*\?\s*$/iu;

/**
 * A giver thanked by its capitalised name right before what it did, in other languages ("Cảm ơn Mây Trắng Studio cho tụi
 * mình mượn phòng thu", "Obrigado Sítio Boa Vista por emprestar o trator", "Gracias a Casa Ruiz por prestarnos el
 * local", "Merci à la pizzeria Da Toni (Lyon 7e) de nous avoir prêté sa cuisine"): a place or a business the text neither
 * links nor lists, the gift's giver (binding.ts, beside English
 * "thanks to the Newpark Hotel, who gave us …"). Case-sensitive: the name's capitals are what tell it.
 */
export const UNLISTED_GIVER_WORLD = regex('u')`
  (?<![\p{L}\p{N}])(?:[Cc][ảá]m ơn|[Oo]brigad[oa](?: (?:à|ao|a|pel[oa]))?|[Gg]racias a|[Mm]erci à|[Gg]razie a|[Dd]anke an)\s+
  (?:\p{Lu}[\p{L}'’&-]*\s+){1,4}(?:đã\s+)?(?:cho|por|pour|per|für)(?![\p{L}\p{N}])
  |(?<![\p{L}\p{N}])[Mm]erci (?:à (?:la |le |l['’])?|aux? )(?:\p{Ll}+ )?(?:\p{Lu}[\p{L}'’&-]*\s+){1,4}(?:\([^()\n]{1,30}\)\s+)?
  (?:de (?:nous|m['’])|d['’]avoir)
`;

/**
 * Thanks right before a name ("thanks Tim!", "cheers Tim,", "Obrigada Ana Clara", "gracias Sofi", "merci Léa", "danke
 * Tim"): the name thanked is a person's where the catalog's brand of that name is an acronym (nameReadings.ts).
 */
export const THANKS_BEFORE_NAME =
  /(?<![\p{L}\p{N}])(?:thanks|thank you|thanks to|cheers|ta|big thanks to|shout-?out to|obrigad[oa]|valeu|gracias|merci|danke|grazie|dziękuję|teşekkürler)[ \t]+$/iu;

/**
 * A gift's words that end on the word naming its giver next ("por empréstimo da", "un dono di", "regalo de", "cortesía
 * de", "Leihgabe von", "a gift from"): the brand written right after them is the giver, not the product named beside it
 * ("O Clio deste ensaio esteve connosco por empréstimo da Renault Portugal" is Renault's loan).
 */
export const GIVER_BEFORE_NAME =
  /(?<![\p{L}\p{N}])(?:da|do|de|di|del|della|dell['’]|dal|dalla|dallo|dall['’]|von|vom|pela|pelo|par|por|from)\s*$/iu;

/**
 * The words that name what a box or a parcel is full of ("una caja llena de Lumora", "a box full of Lumora", "ein Paket
 * voller Lumora", "une boîte remplie de Lumora"): the brand written right after them is the gift's contents, not its
 * giver (binding.ts: "Juguetería Sol le mandó una caja llena de Lumora" is the toy store's gift).
 */
export const CONTENTS_BEFORE_NAME =
  /(?<![\p{L}\p{N}])(?:llen[oa]s?|repleta?s?|full|filled|stuffed|packed|rempli[es]{0,2}|cheia|cheio|piena|pieno)\s+(?:de|of|with|di)\s*$|(?<![\p{L}\p{N}])(?:voller|gefüllt mit)\s*$/iu;

/**
 * A disclosure about every link of the description in other languages ("Algunos links son de afiliado", "Sommige
 * links zijn affiliate links", "Vissa länkar är annonslänkar", "Beberapa link di deskripsi", "ลิงก์สินค้าบางส่วน", Polish
 * "Gdy w opisie linkujemy …", "linki w opisie"):
 * the same scope as English "some of these links" (ALL_LINKS in english.ts).
 */
export const ALL_LINKS_WORLD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:algun[oa]s|tod[oa]s) (?:(?:de )?(?:los|las|mis|estos) )?(?:links|enlaces|v[íi]nculos)|(?:links|enlaces) (?:de|en) (?:la|esta) descripci[óo]n` +
    String.raw`|(?:alguns|todos) (?:os )?links|(?:sommige|alle|enkele) (?:van (?:de|deze) )?links|links (?:in|onder) (?:de|deze) (?:beschrijving|video)` +
    String.raw`|(?:vissa|alla|några) (?:av )?(?:länkar(?:na)?|länkarna)|länkar(?:na)? i (?:beskrivningen|videon)|(?:certains|tous les) liens|(?:einige|alle) links` +
    String.raw`|unele (?:dintre )?linkuri|toate linkurile|linkurile din descriere|některé odkazy|všechny odkazy|деякі посилання|усі посилання|beberapa (?:link|tautan)|semua (?:link|tautan)|(?:niektóre|wszystkie) linki|w opisie link\p{L}*|link\p{L}* (?:w|z) opis\p{L}*|một số link|bazı (?:linkler|bağlantılar))(?![\p{L}\p{N}])` +
    String.raw`|ลิงก์(?:สินค้า)?บางส่วน|บางลิงก์|ลิงก์ทั้งหมด`,
  'iu',
);

/**
 * A store a disclosure's sentence names only to say its links are plain, in other languages, right after its name (and
 * the names listed with it): Turkish "Kitapyurdu ve D&R bağlantıları sade bağlantıdır", "Vatan linkleri normal link",
 * Polish "Hebe i Rossmann to zwykłe linki": the same reading as English
 * `DENIED_AFTER` (narrowing.ts: its links stay plain links).
 */
export const DENIED_AFTER_WORLD = new RegExp(
  String.raw`^(?:\s*(?:,|ve|i|oraz|&)\s*\p{L}[\p{L}\p{N}&'’.+-]*){0,3}(?:['’]\p{L}+)?\s+` +
    String.raw`(?:(?:bağlantı|link)\p{L}*\s+(?:de\s+|da\s+|ise\s+)?(?:sade|düz|normal|sıradan)|(?:to|są)\s+(?:zwykł|normaln)\p{L}*\s+link\p{L}*)(?![\p{L}\p{N}])` +
    // Russian: "Ссылки на «Лабиринт» — обычные", "«Лабиринт» — не партнёрские".
    String.raw`|^[»"”]?\s*[—–-]\s*(?:это\s+)?(?:просто\s+)?(?:обычн\p{L}*|не\s+партн[её]рск\p{L}*)`,
  'iu',
);

/**
 * The whole video or description in other languages, for a denial of affiliate links ("Is video mein koi affiliate
 * link nahi hai", "इस वीडियो में कोई एफिलिएट लिंक नहीं है", "description mein koi affiliate link nahi"): the same scope as
 * English "no affiliate links in this video" (WHOLE_DESCRIPTION in english.ts).
 */
export const WHOLE_DESCRIPTION_WORLD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:is|iss) (?:video|vlog|description)|description) (?:me|mein|main|mai)(?![\p{L}\p{N}])` +
    String.raw`|इस (?:वीडियो|वीडियों|डिस्क्रिप्शन|विवरण) में`,
  'iu',
);

/**
 * Footnotes about marked items in other languages ("mit * gekennzeichnete Links", "met een sterretje", "oznaczone
 * gwiazdką", "marqués d'un astérisque", "con asterisco", "markerade med stjärna", "отмеченные *", "* lien affilié"):
 * the parts of English `MARK_WORDS`, which scopes.ts joins with them.
 */
export const MARK_WORDS_WORLD: Record<keyof typeof MARK_WORDS, string> = {
  marked: String.raw`gekennzeichnet\p{L}*|markiert\p{L}*|marqu[ée]\p{L}*|marcad[oa]s?|contrassegnat\p{L}*|oznaczon\p{L}*|označen\p{L}*|отмечен\p{L}*|позначен\p{L}*|marcat\p{L}*|gemarkeerd|markerade?`,
  by: String.raw`mit|d['’]un|d['’]une|con|par|avec|met|med`,
  with: String.raw`mit|con|avec|met|med`,
  article: String.raw`einem|einer|un|une|een|en`,
  asterisk: String.raw`sterretjes?|sternchen|gwiazdk\p{L}*|asteriscos?|astérisques?|stjärn\p{L}*`,
  // "◆ oznacza, że Lumora płaci mi kilka procent"
  means: String.raw`oznacza(?:ją)?,?`,
  place: '',
  // "Hinter einem Sternchen (*) steckt ein Affiliate-Link", "Hinter jedem * verbirgt sich ein Partnerlink", "Bei einem
  // Sternchen handelt es sich um einen Werbelink".
  behind: String.raw`hinter|nach|neben|bei`,
  hides: String.raw`steckt|stecken|verbirgt|verbergen|bedeutet|bedeuten|heißt|steht|stehen|ist|sind|handelt|kennzeichnet|markiert`,
  item: '',
  brackets: '',
  affiliate: String.raw`provision|werbelink|liens?\s+affili|liens?\s+d['’]affili|enlaces?\s+(?:de\s+)?afiliad|links?\s+(?:de\s+)?afiliad|партн[её]рск|партнерськ`,
};

/**
 * The words right before a sponsor's name in other languages ("Bu videonun sponsoru RAID: Shadow Legends",
 * "patrocinado por", "gesponsord door", "sponsrat av", "disponsori oleh", "tài trợ bởi"): with English
 * `SPONSOR_NAME_AFTER`, a title that repeats the name that follows names the sponsor.
 */
export const SPONSOR_NAME_AFTER_WORLD =
  /(?<![\p{L}\p{N}])(?:sponsoru|sponsorumuz|patrocinad[oa] por|auspiciad[oa] por|gesponsord door|gesponsert von|sponsoris[ée]e? par|sponsorizzat[oa] da|sponsrad av|disponsori oleh|sponsorowany przez|tài trợ bởi) ((?:\p{Lu}[\p{L}\p{N}'’&.+-]*:?)(?: (?:\p{Lu}|\d)[\p{L}\p{N}'’&.+-]*:?){0,3})/gu;

/**
 * The words right before the make a car or phone dealer sells ("дилер LADA", "официальный дилер Kia", "a Toyota
 * dealer" reads the other way and is not here, "concesionario Nissan", "distribuidor de Honda", "Vertragshändler
 * von Škoda"): in a gift or paid sentence that names or links the dealer too, the make is what it sells, not who lent
 * or paid (binding.ts).
 */
export const DEALER_OF_BEFORE =
  /(?<![\p{L}\p{N}])(?:(?:официальн\p{L}* )?дилер(?:а|ом|у|ы|ов)?|дилерск\p{L}* центр\p{L}*|dealer(?:ship)? (?:of|for)|concesionari[oa]s?(?: (?:de|oficial(?:es)?(?: de)?))?|distribuidor(?:a|es)?(?: (?:oficial )?de)?|(?:vertrags)?händler (?:von|für))\s*[«"“]?\s*$/iu;

/**
 * A car dealer named as a business by its own name ("das Autohaus Steinle", "the dealership Parkside Motors",
 * "le concessionnaire Garage Martin", "автосалон «Восток»"): in a gift's sentence the dealer gave, and the make it names
 * ("einen alten Opel Astra, hat uns das Autohaus Steinle überlassen") is the car, not the giver (binding.ts).
 */
export const DEALER_GIVER =
  /(?<![\p{L}\p{N}])(?:autohaus|autohändler|car dealer(?:ship)?|dealership|concessionnaire|concesionario|concessionária|автосалон\p{L}*)\s+[«"“]?\p{Lu}[\p{L}'’&-]+/giu;

/**
 * The case endings a Czech, Slovak or Polish title adds to a brand's name ("s Rohlíkem", "z Notina", "u Alzy",
 * "Mallu"), accents aside: a title word that is the name and one of these names the brand (naming.ts).
 */
export const LATIN_CASE_ENDING = /^(?:a|u|y|e|em|ovi|ou|ie|iem|owi)$/;

/**
 * Up to `most` names of one or two words before the end of the text, each closed by a comma or a joining word
 * (`joiners`, alternatives): the list whose last name the tested text ends before ("Ulta, Sephora and ").
 */
const namesBeforeEnd = (joiners: string, most: number) =>
  String.raw`(?:[\p{L}\p{N}&'’.-]+(?:\s+[\p{L}\p{N}&'’.-]+)?(?:,|,?\s+(?:${joiners}))\s+){0,${most}}$`;

/**
 * Where a sponsor's card or service pays back, right before a name or a list of names: "кэшбэк за покупки в Steam и
 * PlayStation Store", "cash back at Ulta, Sephora and Target". The shops named there are where the sponsor's offer is
 * spent, not sponsors of their own (the name ends the text this is tested on).
 */
export const CASHBACK_AT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:к[эе]шб[эе]к\p{L}*|cash ?back)[^.!?\n]{0,30}?\s(?:в|во|на|at|in|on|from)\s+` +
    namesBeforeEnd('и|and|&', 3),
  'iu',
);

/**
 * Stores named as examples of where something works, right before a name or a list of names: "coupon codes when you
 * check out on sites like Amazon, Target and Macy's", "sold at retailers such as Walmart". They are the kind of place
 * meant, not brands the sentence speaks for (the name ends the text this is tested on).
 */
export const EXAMPLE_STORES_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:sites|websites|web ?shops|stores|shops|retailers|merchants|outlets|places|apps)\s+(?:like|such as|including)\s+` +
    namesBeforeEnd('and|or|&', 4),
  'iu',
);

/**
 * The word for a discount code right before the code, in the languages whose creators write one ("code CLIO", "código
 * ANA", "Gutscheincode: ANNA", "kod: OLA", "промокод ANNA"), the code's own quotation mark included.
 */
export const CODE_WORD_BEFORE_WORLD =
  /(?<![\p{L}\p{N}])(?:codes?|c[óo]digos?|codice|cupo[nm]|cup[óo]n|coupons?|vouchers?|gutschein(?:code)?|rabatt(?:code|kode)|kod|kode|kortingscode|промокод|купон)\s*[:=-]?\s*["'“‘«]?$/iu;

/**
 * A list of people before a name on its line: its label ("Players: Marcus Oyelaran, Priya …", "DM: …", "Cast – …",
 * "Mit: …", "Avec : …", "Elenco: …"), or the word or title right before one ("ft. Chase Moreno", "starring Ally
 * Brooks", "Mr. Dale Kirchner"); not "with" ("Salmon With Barilla Pesto Pasta": a product). A name the text writes
 * there with a surname is a person's first name (mentions.ts).
 */
export const PEOPLE_BEFORE =
  /(?:(?<![\p{L}\p{N}])(?:players?|cast|dm|gm|hosts?|co-?hosts?|guests?|directors?|crew|members?|panel(?:ists)?|judges?|coach(?:es)?|staff|presenters?|line-?up|besetzung|moderation|mit|avec|elenco|reparto|con|com|出演|キャスト)\s*[:：–—-][^:：\n]*|(?<![\p{L}\p{N}])(?:ft|feat|mr|mrs|ms|dr|prof)\.\s*|(?<![\p{L}\p{N}])(?:starring|featuring)\s+)$/iu;

/**
 * The backer of an event a Spanish or Portuguese sentence is about (the two write their sponsor words alike, and each
 * language's sponsor pattern reads both): an event named right before its presenter ("Feria de Texcoco 2017,
 * presentado por …", "el Festival Vive Latino, presentado por …"), or an event opening the sentence and its sponsor or
 * supporter after it ("El concurso fue organizado por …, con el patrocinio de Banorte", "A Copa Zona Norte 2018 é
 * organizada pela Liga …, com patrocínio da …", "A Turnê Raiz 2018 tem patrocínio master de …", "O evento … teve
 * patrocínio dos …"), or whatever someone organises and a brand sponsors ("El COAC lo organiza el Ayuntamiento y
 * cuenta con el patrocinio de …": a video is made, not organised). A segment of the video ("Este quadro tem patrocínio
 * da …") is no event.
 */
export const EVENT_BACKED_IBERIAN = regex('iu')`
  (?<![\p{L}\p{N}])(?:feria|festival|palenque|concierto|gira|tour|torneo|copa|carrera|marat[óo]n|expo|premios|gala
  |certamen)(?![\p{L}\p{N}])[^.!?\n]{0,60}?(?<![\p{L}\p{N}])presentad[oa]s? por(?![\p{L}\p{N}])
  |^[^\p{L}\p{N}]*(?:(?:el|la|los|las|este|esta|nuestr[oa]|nuestr[oa]s) )?(?:concurso|certamen|torneo|festival|feria|temporada
  |gira|evento|función|funciones|celebraci[óo]n|competencia|campeonato|carrera|copa|expo)(?![\p{L}\p{N}])[^.!?\n]{0,120}?
  (?<![\p{L}\p{N}])(?:con el (?:patrocinio|apoyo) d\p{L}*|patrocinad[oa]s? por|auspiciad[oa]s? por)(?![\p{L}\p{N}])
  |(?<![\p{L}\p{N}])(?:organiza(?:n|do|da|dos|das)?|organizó|organizaron)(?![\p{L}\p{N}])[^.!?\n]{0,80}?(?<![\p{L}\p{N}])
  (?:cuenta|cuentan|contó|contaron|cuenta también|cuentan también) con (?:el )?(?:patrocinio|apoyo) d\p{L}*
  |^[^\p{L}\p{N}]*(?:(?:o|a|os|as|este|esta|esse|essa|nosso|nossa|nossos|nossas) )?(?:torneio|campeonato|copa|turn[êe]|tour
  |evento|festa|festival|feira|exposição|corrida|maratona|temporada|culto|congresso|encontro|gincana|concurso|competição
  |rodeio|etapa)(?![\p{L}\p{N}])[^.!?\n]{0,160}?(?<![\p{L}\p{N}])(?:com (?:o )?(?:patroc[íi]nio|apoio)(?: master| oficial)? d\p{L}*
  |(?:tem|teve|contou com|conta com) (?:o )?(?:patroc[íi]nio|apoio)|patrocinad[oa]s? pel[oa]s?|apoiad[oa]s? pel[oa]s?)(?![\p{L}\p{N}])
`;
