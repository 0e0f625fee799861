// Sentences that look like statements but are not: asking for sponsors, viewers' gifts, credits, the creator's
// own purchases.
import { regex } from './regex.js';

// "Business" as a contact line says it ("Business: …", "business inquiries", "for business"), not a business account or
// a business the sentence is about: read by the sponsor exclusions and by INQUIRY alike.
const BUSINESS_CONTACT = regex('i')`
  business(?=\s*(?::|@|inquir|enquir|contact|e-?mail|only\b|requests?\b|opportunit|proposals?\b|purposes\b|deals?\b))
  |(?:for|about) business
`;

// Public money credited ("Supported by the BFI, awarding funds from The National Lottery", "using public funding by Arts
// Council England", "with National Lottery funding"): a grant to a work or an event, no brand's payment for the video.
const PUBLIC_FUNDING = regex('i')`
  \bawarding (?:(?:national )?lottery )?funds\b|\b(?:national )?lottery fund(?:ing|ed)\b|\bpublic(?:ly)? fund(?:ing|ed)\b
`;

// A town's or a region's public body, by its name ("City of Newcastle", "County of Kent"): its support is public money.
const TOWN_OF = /(?:city|town|county|shire|borough|municipality|region|province) of\b/;

// An event, its arena or its class, series or season backed by a brand ("The Cup, sponsored by Heineken, …", "The woodchop
// arena is proudly supported by STIHL", "Class 3 presented by …", "The 2019 series is presented by Meijer", "Our food
// drive runs through December, in partnership with …"), or a grant of public money or a town's ("The show is supported
// by City of Newcastle through its events program"): the event's sponsor, not the video's. Read on every paid
// statement, whatever its words (statements.ts).
export const EVENT_BACKED = regex('i')`
  \b(?:contest|tournament|competition|championship|cup|festival|awards?|match|race|marathon|concert|ceremony|parade|gala
  |expo|conference|summit|trophy|games|rally|raffle|tombola|prize(?: table| draw| pool| fund)?|trophies|fireworks?|nights?
  |displays?|demonstrations?|celebrations?|field days?|fairs?|carnivals?|classic|invitational|derby|shootout|jamboree
  |regatta|rodeo|bonspiel)s?(?: (?!(?:video|videos|episode|vlog|stream|recap
  |coverage|highlights?|broadcast|footage|film|edit)\b)[\w'’]+)?,?(?: (?:this|every|each|last|next) (?:year|season|time))?\s
  (?:(?:is|was|are|were|being) )?(?:(?:also|proudly|generously|kindly) )?(?:sponsored|presented|brought to you|made possible) by\b
  |\bwhose (?:[\w'’]+ ){1,4}?(?:is|was|are|were|has been|have been) (?:(?:also|proudly|generously|kindly) )?(?:sponsored
  |supported|funded|backed|presented) by\b
  |\b(?:series|festival|events?|concerts?|contest|tournament|fair|celebration|programme|program|season|awards?|prizes?)s? (?:is|was|are
  |were) (?:organi[sz]ed|run|hosted|put on) by\b[^.\n]{0,80}?\b(?:(?:it|they) (?:is|was|are|were) |and (?:(?:is|was|are|were) )?)
  (?:(?:also|proudly|generously|kindly) )?(?:sponsored|supported|funded|backed) by\b
  |\b(?:arena|showground|pavilion|grandstand|stadium|ring)s? (?:(?:is|was|are|were|being) )?(?:(?:proudly|generously|kindly) )?
  (?:sponsored|presented|supported|backed) by\b
  |\b(?:class|stage|heat|division)(?:es|s)? (?:\d+[a-z]?|[a-z])\b,? (?:(?:is|was|are|were|being) )?(?:sponsored
  |presented) by\b
  |\b(?:(?:19|20)\d\d(?:[/-]\d\d)?|concerts?|lectures?|speakers?|summer|winter|music|film|events?)(?:[- ]\w+)? (?:series|season
  |edition)s?,? (?:(?:is|was|are|were|being) )?(?:(?:proudly|generously) )?(?:sponsored|presented|supported) by\b
  |\b(?:drive|appeal|campaign|fundraiser|festival|fair|tournament|race|series|event)s?\b[^.\n]{0,60}?,? in (?:partnership
  |association|collaboration) with\b
  |\b(?:supported|funded|backed|paid for) by (?:the )?(?:${TOWN_OF}|(?:city|county|borough|shire|town|local) council\b)
  |${PUBLIC_FUNDING}
`;

// Sentences about asking for sponsorships, or about the creator's own supporters, are not sponsor statements; nor
// are news of an event's or a show's sponsors ("The Cup, sponsored by Heineken, ended …", "Visa, the tournament
// sponsor, said …", "the show's beauty sponsor"), in the English word other languages borrow too ("on parle des
// sponsors du circuit", "los sponsors del equipo").
export const SPONSOR_EXCLUSION = regex('i')`
  \b(?:inquir\w*|enquir\w*|${BUSINESS_CONTACT}|contact|e-?mail|reach out|interested in|work with (?:me|us)|get in touch|booking
  |media kit|become a (?:channel )?sponsor|be a sponsor|sponsor (?:me|us|the channel|this channel|my work|my channel
  |a creator|an? (?:video|episode|stream|upload|segment)s?|(?:one of )?(?:my|our) (?:next |future |upcoming )?
  (?:videos?|episodes?|streams?|content))|(?:want|wanna|like|looking|hoping|love|open) to (?:sponsor|partner)
  |sponsor(?:ship)? (?:requests?|opportunit\w*|deals? for (?:the|this) channel)|looking for sponsors?
  |open (?:to|for) sponsor\w*|accepting sponsor\w*|(?:sponsored|paid) (?:segments|videos|content|posts|reads
  |integrations|partnerships) (?:are|will be|get) (?:always|never|clearly)
  |(?:sponsor\w*|paid \w+) (?:are|is|will be) always (?:disclosed|marked|labell?ed|said|mentioned)|github sponsors?
  |sponsor ?block|patreon|patrons?|members?hip|supporters?|channel members?|viewers like you|you guys)\b|@[\w-]+\.\w
  |\b(?:state|government|govt|taxpayer|publicly|federally|church|terror|university|company|employer|self)[- ]sponsor\w*
  |\b(?:proud|happy|honou?red|pleased|excited|delighted) to (?:once again |again )?(?:sponsor|support|back)(?! (?:(?:this|today['’]?s
  |the|our|my) (?:\w+ )?(?:video|episode|show|stream|podcast|channel|vlog|series)|you|u)\b)
  |\bco-?sponsor\w*|\bsponsor(?:s|ed|ing)? (?:of )?(?:state )?terror\w*|\bsponsor(?:s|ed|ing)? (?:of )?(?:a |the |an |his |
  her |their )?(?:bill|bills|legislation|law|amendment|resolution|measure|motion|referendum)\b|\bstate sponsors?\b
  |\b[\w]+-sponsored (?!(?:video|episode|content|post|segment|stream|upload|vlog)s?\b)
  |\b(?:shirt|jersey|kit|team'?s|league|stadium|naming|club'?s)(?: (?:main|official|primary|new|biggest|title|lead|long-?time))?\s
  sponsors?(?:hip)?\b|\bsponsorship (?:deals?|contracts?
  |agreements?|money)\b|\b(?:lost|losing|lose|loses|dropped|pulled|cut|boycott\w*) (?:\w+ )?sponsors\b
  |\bsponsors (?:have |has |are )?(?:pull|pulled|pulling|drop|dropped|dropping|flee|fled|fleeing|leave|left|leaving|cut
  |boycott\w*)\b
  |\b(?:bill|legislation|law|amendment|resolution|measure|motion)(?:'s|’s|s') (?:\w+ )?(?:co-?)?sponsors?\b
  |\b(?:bill|bills|legislation|law|amendment|resolution|measure|motion|proposal|ordinance)\b[^.\n]{0,20}?\b(?:co-?)?sponsored by\b
  |\b(?:co-?)?sponsored by (?:sens?|senators?|reps?|representatives?|congress(?:wo)?m[ae]n|lawmakers|legislators|democrats
  |republicans|mps|an? mp|the (?:senator|congressman|congresswoman|representative|mp|minister))\b
  |\bsponsor(?:s|ed|ing)? (?:her|him|them|me|us)\b[^.\n]{0,20}?\b(?:for|per) (?:every|each)\b
  |\bsponsor(?:s|ed|ing)? (?:a |an |one |our )?(?:famil(?:y|ies)|child(?:ren)?|kids?|students?|orphans?|refugees?|seniors?
  |veterans?|pets?|dogs?|cats?|animals?|angels?|girls?|boys?|runners?|riders?|walkers?|swimmers?)\b
  |\bsponsor(?:s|ed|ing)? (?:a|an|one|each|every|our|the) (?:mile|lap|hole|kilomet(?:er|re)|km|brick|bench|tree|seat|table)s?\b
  |\bsponsor(?:s|ed|ing)? (?:[\w'’"]+ ){0,4}?(?:fundraiser|fund-?raising (?:drive|campaign|event|night)|scholarship|bake sale
  |car wash|booster club|band boosters)s?\b
  |\b(?:sponsored|charity|fundraising) (?:walk|run|swim|ride|cycle|bike ride|silence|skydive|climb|hike|marathon|walkathon
  |fast|head ?shave|sleep ?out)s?\b|\b(?:needs?|needed|needing|seeking|recruiting|find(?:ing)?) (?:more |new )?sponsors\b
  |\bsponsors (?:are )?(?:still )?needed\b
  |\b(?:sponsored|funded|paid for|backed|supported) by (?:the )?(?:state|government|taxpayers?|(?:city |county |borough |local )?council|${TOWN_OF}|national lottery|public purse|public money)\b
  |\b(?:thanks?|thank you|shout-?outs?|cheers|big ups) to (?:all )?the (?!(?:video|episode|channel|show|stream|podcast|vlog
  |video['’]s|episode['’]s)\b)(?:[\w'’-]+ ){1,3}sponsors\b
  |\b(?:our|the|this) (?:team|club|school|band|crew|squad|society|troop|station|chapter)(?:['’]s)? (?:is|are|was|were|has been
  |have been) (?:\w+ )?(?:sponsored|supported|funded) by\b
  |\bsponsors? (?:who|that) (?:make|made|keep|kept) (?!(?:this|today['’]?s) (?:video|episode|stream|show)\b)[^.\n]{0,40}?\bpossible\b
  |\b(?:research|study|studies|survey|fieldwork|expedition|paper|phd|fellowship|scholarship|trial)s? (?:(?:is|was|were|are|has been
  |have been) )?(?:(?:partly|jointly|generously|kindly) )?(?:sponsored|funded) by\b
  |\b(?:paid for|funded|bought|covered) (?:by|with|through|from) (?:your |our |public |local |the )?(?:donations?|fundrais\w*
  |grants?|raffles?|quiz nights?|crowdfund\w*|supporters)\b
  |\bsponsored on (?:[A-Z][\w&+-]*\s?){1,3}by\b
  |\b(?:we|i)(?:['’](?:re|m)| are| am| were| was)? (?:(?:proud(?:ly)?|happy|excited|thrilled) (?:to be )?)?(?:now |once again |again )?
  sponsoring (?!(?:you|u|this|today['’]?s)\b)
  |(?:\b(?:is|are|be|been|am)|['’](?:re|m)) (?:a |an |the )?(?:proud |official |main |presenting |long-?time |big |biggest |major
  |headline |title |lead |new )*sponsors? of (?!(?:this|today['’]s|the|my|our)
  (?: \w+)? (?:video|episode|channel|show|stream|podcast|vlog|series)\b)
  |\b(?:athletes?|players?|sprinters?|runners?|drivers?|golfers?|skaters?|surfers?|fighters?|boxers?)\s+(?:\w+\s+)?sponsored by\b
  |${EVENT_BACKED}
  |\b(?:are|is|were|was|be|been) (?:the |our |a |an )?(?:title |headline |main |official |(?:[A-Z][\w'’-]* ){1,3})?
  sponsors? (?:again )?(?:this|every|each) (?:year|season)\b
  |\b(?:bonspiel|tournament|regatta|rodeo|fair|gala|race|event|league)s? sponsors?\b
  |(?<![\p{L}\p{N}])sponsors? (?:du |de la |de l['’]|des |del |de los |de las )(?:circuit|club|championnat|ligue|tournoi
  |fédération|équipe|course|liga|torneo|equipo|carrera)s?(?![\p{L}\p{N}])
  |\bfor (?:sponsoring|backing|funding|putting up) (?:the |our |a |this year['’]s |[\w'’]+['’]s )(?:[\w'’-]+ ){0,4}?(?:days?
  |prize money|prizes?|purse|races?|tournaments?|events?|fundraisers?|drives?|awards?|troph(?:y|ies)|competitions?|contests?
  |fairs?|festivals?|galas?|dinners?|raffles?|auctions?|leagues?|bonspiels?|regattas?|rodeos?|weigh-?offs?|meets?|teams?
  |clubs?|squads?|sides|kits?|shirts?|jerseys?|uniforms?)\b
  |, (?:the|its|their) (?:[\w'’]+ ){0,2}?sponsors?,|\b(?:show|series|festival|tournament|event|competition|programme|league
  |team|club|contest|olympics|cup|championship|final|match|race|season)['’]s (?:(?:main|official|new|headline|title|\w+) )?sponsors?\b
  |\b(?:kit|kits|shirts?|jerseys?|strips?|uniforms?|tracksuits?|training tops?|team patch(?:es)?|banners?)(?: (?:this|every|each|last|next) (?:year|season))?
  (?: (?:is|are|was|were|has been|have been|will be))? (?:(?:proudly|generously|kindly) )?(?:sponsored|funded|paid for) by\b
  |\b(?:review|reviews|reviewing|reviewed|end|ends|ended|ending|suspend\w*|terminat\w*|cancell?\w*|renew\w*|withdr[ae]w\w*)
  (?: (?:its|their|his|her)(?: own)?| the) sponsorships?\b
  |\b(?:worst|best|strangest|weirdest|funniest|cringiest|oddest|other|influencers?['’]?|celebrit(?:y|ies)['’]?) (?:[\w'’]+ )?sponsored (?:posts|ads|adverts|reads|videos|segments|integrations)\b
`;
// A policy that names the ways a product comes to the channel as alternatives ("Har video mein likha hota hai ki product
// khud kharida gaya, bheja gaya ya sponsored hai", "every video says whether I bought it, was sent it or was paid"):
// it tells of no gift and no payment.
export const ACQUISITION_ALTERNATIVES = regex('iu')`
  (?<![\p{L}\p{N}])(?:bought|purchased|kharid\p{L}*|ख़रीद\p{L}*|खरीद\p{L}*|acheté\p{L}*|gekauft|comprad\p{L}*)(?![\p{L}\p{N}])[^.!?\n]{0,40}?
  (?<![\p{L}\p{N}])(?:sent|gifted|lent|bhej\p{L}*|भेज\p{L}*|envoy\p{L}*|offert\p{L}*|geschickt|enviad\p{L}*|sponsored|paid)(?![\p{L}\p{N}])
  [^.!?\n]{0,30}?(?<![\p{L}\p{N}])(?:or|ya|या|ou|oder|o)\s+(?:(?:was|were|is|i was|we were)\s+)?(?:sent|gifted|lent|sponsored|paid
  |bhej\p{L}*|भेज\p{L}*|स्पॉन्सर\p{L}*|sponsoris\p{L}*|gesponsert|patrocinad\p{L}*|envoy\p{L}*)(?![\p{L}\p{N}])
`;
// News vocabulary in other languages: "staatlich gesponserte Trolle", "patrocinados por el Estado", "sponsorisé par
// l'État", "спонсируемые государством", an event's "официальный спонсор" or "공식 스폰서" (official sponsor), the
// shirts' and the bookmakers' sponsorships ("los patrocinios de casas de apuestas en las camisetas"), a sponsor's fee
// ("スポンサー料") unless the creator received it ("スポンサー料をいただいて": the video's own), a club's shirt or a
// tournament's sponsor ("胸スポンサー", "대회 스폰서", Hinglish "mele ke sponsor …") and its booth at the ground
// ("スポンサーブース"), a venue's naming rights ("naming rights", "derechos del nombre", "Namensrechte"), a club's or an
// event's tiers of sponsors ("Major sponsor: …", "principal sponsor", "Gold sponsors"), an event's sponsor in German
// ("Sponsor der Veranstaltung", "Der Cup wurde von X gesponsert"), in English ("the street events are sponsored by …",
// "The vintage class was sponsored by …", "…, who sponsor the show ring") and in Portuguese and Spanish (EVENT_PT_ES;
// and an event by its name: "O Galo deste ano tem patrocínio da …", not the video's "O vídeo de hoje tem patrocínio").
// Checked on every sponsor word, whatever its language.
// An event in Portuguese and Spanish: its sponsor is the event's ("A turnê tem patrocínio da …", "O leilão teve
// patrocínio do …", "el torneo, patrocinado por …").
const EVENT_PT_ES =
  /(?:turnê|turne|leilão|leilao|show|festival|evento|campeonato|torneio|rodeio|festa|corrida|maratona|feira|exposição|congresso|copa|gira|concierto|torneo|carrera|feria|subasta|exposición)/u;
export const NEWS_SPONSOR = regex('iu')`
  (?<![\p{L}\p{N}])(?:staatlich\p{L}*\s+gesponsert\p{L}*|staatsgesponsert\p{L}*|vom\s+staat\s+gesponsert\p{L}*
  |regierungs?gesponsert\p{L}*|(?:patrocinad|financiad)[oa]s?\s+(?:por\s+el|pelo|pela|por\s+la)\s+(?:estado|gobierno|governo)
  |(?:sponsoris|parrain|financ)[ée]e?s?\s+par\s+(?:l['’]\s?[ée]tat|le\s+gouvernement)|sponsorizzat[oaie]\s+dall?o?\s+(?:stato|governo)
  |спонсируем\p{L}*\s+государств\p{L}*|государств\p{L}*\s+спонсор\p{L}*|спонсор\p{L}*\s+(?:терроризма|законопроекта)
  |(?:patrocinador|patrocinadora|patrocinadores|patroc[íi]nios?|sponsor|sponsors|sponsoring|commanditaires?|спонсор\p{L}*)\s+(?:\p{L}+\s+){0,2}?
  (?:de\s+la\s+selecci[óo]n|del\s+(?:club|equipo|torneo|campeonato|mundial)|(?:de|en)\s+las?\s+(?:liga|playeras?|camisetas?)
  |casas?\s+de\s+apuestas
  |de\s+l['’]\s?[ée]quipe|du\s+(?:club|maillot|championnat|tournoi)|des\s+bleus|de\s+la\s+ligue|des\s+vereins|der\s+(?:mannschaft
  |nationalmannschaft|liga|bundesliga|veranstaltung|tour|party)|des\s+(?:turniers?|events?|festivals?|rennens|cups?|abends)|d[oa]\s+(?:clube|time|sele[çc][ãa]o|campeonato|camisa)|сборной|клуба|команды|лиги|чемпионата|турнира|ЧМ|олимпиад\p{L}*|кубка|фестивал\p{L}*)
  |patrocinador(?:es)?\s+m[aá]ster|(?:patrocinador[ae]s|parceiros|partenaires)\s+(?:oficia(?:is|les)|officiels)
  |(?:official|offizielle)\s+(?:sponsors|partners|sponsoren)|offiziellen?\s+partner(?![\p{L}\p{N}])
  |(?:socios|aliados|partners)\s+oficiales|(?:partner|sponsor)\s+ufficiali|oficjalni\s+(?:partnerzy|sponsorzy)
  |officiële\s+(?:partners|sponsors)|официальные\s+партн[её]ры|resmi\s+(?:sponsorlar|partnerler)
  |lei\s+rouanet|lei\s+(?:federal\s+|estadual\s+|municipal\s+)?de\s+incentivo|lei\s+do\s+audiovisual|proac|ancine
  |fundo\s+setorial\s+do\s+audiovisual
  |(?:cup|turnier|event|veranstaltung|festival|rennen|wettbewerb|tour|party)\s+(?:wurde|wird|war|ist)\s+(?:von|durch)\s+
  [^.!?\n]{1,40}?\s+gesponsert
  |${EVENT_PT_ES}(?:\s+\p{L}+){0,3}?\s+(?:tem|teve|tinha|terá|contou\s+com|conta\s+com|tuvo|tiene|contó\s+con|cuenta\s+con)
  \s+(?:o\s+|el\s+|um\s+|un\s+)?patroc\p{L}*
  |${EVENT_PT_ES}(?:\s+\p{L}+){0,3}?,?\s+(?:(?:é|foi|será|es|fue)\s+)?patrocinad[oa]s?\s+p(?:el[oa]s?|or)
  |${EVENT_PT_ES}\s+(?:lo|la|los|las|o|a|os|as)\s+patrocin\p{L}*
  |(?:este|esta|cada|todos\s+los|todas\s+las)\s+(?:año|años|edición|ediciones|temporada|temporadas|ano|anos|edição)\s+
  (?:tuvo|tiene|tendrá|contó\s+con|cuenta\s+con|teve|tem|terá|contou\s+com|conta\s+com)\s+(?:el\s+|o\s+)?patroc\p{L}*
  |sponsor\s+(?:del|della|dello|dei|degli|delle)(?=\s+(?!(?:video|canale|episodio|podcast|live|nostro|nostra|mio|mia)(?![\p{L}\p{N}])))
  |(?:como|nuevo|nueva|nuevos|principal|novo|nova)\s+(?:sponsor|patrocinador[ae]?s?)\s+(?:de|del|do|da)(?=\s+
  (?!(?:este|esta|nuestro|nuestra|mi|mis|nuestros|o\s+canal|el\s+canal|el\s+video|el\s+vídeo)(?![\p{L}\p{N}])))
  |(?:events?|class|classes|division|heats?|racing|races?|raffle|prizes?)\s+(?:here\s+|there\s+)?(?:is|are|was|were)\s+(?:\p{L}+\s+)?sponsored\s+by
  |(?:^|[.!?]\s+)(?:o|a)\s+(?:(?!v[íi]deo|epis[óo]dio|canal|programa|live|conte[úu]do|quadro|podcast|stream|cap[íi]tulo)[\p{L}\p{N}'’-]+\s+){1,6}?
  (?:tem|teve|ter[áa])\s+(?:o\s+)?patroc[íi]nio\s+d[aoe]
  |who\s+sponsors?\s+the\s+(?:\p{L}+\s+){0,2}?(?:ring|arena|stage|tent|marquee|pavilion|grandstand|events?|festival|fair|race
  |match|tournament|trophy|cup|prizes?|league|team|club|parade)(?![\p{L}\p{N}])
  |naming\s+rights|derechos\s+(?:de(?:l)?\s+)?nombre|direitos\s+de\s+nome|droits\s+de\s+(?:d[ée]nomination|nommage)|namensrechte\p{L}*
  |(?:trikot|haupt|brust|ärmel|technisch\p{L}*\s+|offiziell\p{L}*\s+|main\s+|major\s+|principal\s+|club\s+|shirt\s+|jersey\s+
  |(?:gold|platinum|silver|bronze)\s+)sponsor\p{L}*
  |sponsor(?:in|en)?\s+(?:unserer|unseres|unseren|unserem)\s+(?!(?:videos?|folgen?|kanals?|sendung|episoden?|streams?|clips?)(?![\p{L}\p{N}]))\p{L}+
  |title\s+sponsor\p{L}*(?!\s*[:：|–—-])|sponsor\s+(?:di|della)\s+maglia|sponsor\s+tecnic[oi]|(?:генеральн|техническ|титульн|официальн)\p{L}*\s+спонсор\p{L}*
  |sponsor\p{L}*\s+(?:del|des|della|do|da)\s+(?:terrorismo|terrorisme|proyecto\s+de\s+ley|projeto\s+de\s+lei)
  |sponsor\p{L}*\s+(?:tytularn|strategiczn|generaln|techniczn|główn)\p{L}*|(?:tytularn|strategiczn|generaln|główn)\p{L}*\s+sponsor\p{L}*
  |sponsor\p{L}*\s+(?:\p{L}+\s+)?(?:ligi|klubu|reprezentacji|drużyny|zespołu|koszulek|koszulki|na\s+koszulkach)
  |(?:forma(?:\s+(?:göğüs|sırt|kol|şort|arka|ön))?|isim|ana|göğüs|sırt|şort|kol|teknik|resmi|altın|platin|gümüş|ulaşım
  |sağlık|iletişim|enerji|lojistik|akaryakıt|giyim|kit|kostüm|kıyafet|mekan|mekân|konaklama)\s+sponsor\p{L}*|(?:jersey|kit|shirt|t-shirt|team|mela|mele|event|tournament|league|match|जर्सी|टीम|मेला|मेले|टूर्नामेंट|इवेंट)(?:\s+\p{L}+)?\s+(?:ka|ki|ke|का|की|के)\s+
  (?:(?:lead|main|title|official|naya|nayi|नया|नई|मुख्य|टाइटल|आधिकारिक)\s+)?(?:sponsor|स्पॉन्सर|प्रायोजक)\p{L}*)(?![\p{L}\p{N}])
  |(?:胸|袖|背中|鎖骨|パンツ|ユニフォーム|クラブ|チーム|大会)スポンサー|(?:유니폼|구단|대회)\s?(?:스폰서|후원사)
  |スポンサー(?:ブース|看板|テント|エリア|企業|契約
  |料(?!を(?:いただ(?:き|いて|いた)|頂(?:き|いて|いた)|もら(?:い|って|った))(?!(?:い|お)?(?:な|ませ|りませ))))|(?:ゴールド|オフィシャル)パートナー|공식\s?(?:스폰서|후원사)
`;
// A brand said to have nothing to do with the video ("OXXO no tiene nada que ver con esto", "Lumora n'a rien à voir
// avec cette vidéo", "Lumora und Velora waren an dem Sketch nicht beteiligt", "Lumora hat mit diesem Video nichts zu
// tun"; not "… hat das Rad gestellt, war aber inhaltlich nicht beteiligt", a gift's editorial disclaimer), "그건 프로그램 쪽 스폰서고 저랑은 아무 상관없어요", "ルモラさんとは一切関係ありません", "Lumora doesn't know
// this video exists", "so Lumora has no hand in this either", "It's from a viewer, not from Lumora"): its sentence is negated, and no statement of another
// sentence makes the brand a giver or a sponsor ("… La tiendita nos la prestó don Rigo": the loan is don Rigo's).
export const DENIAL = regex('giu')`
  (?<![\p{L}\p{N}])(?:no (?:tiene|tienen|tuvo|tuvieron|ha tenido|han tenido) (?:absolutamente )?nada que ver
  |n['’](?:a|ont|avait|avaient) (?:strictement |absolument )?rien à voir
  |(?<!(?:aber|jedoch|allerdings|sonst|ansonsten|inhaltlich|redaktionell)(?: \p{L}+){0,3} )(?:ist|sind|war|waren|sei|seien)
  (?: (?!aber|jedoch|allerdings|inhaltlich|redaktionell)\p{L}+){0,4}? (?:nicht|keineswegs|in keiner weise|gar nicht|überhaupt nicht)
  (?: daran| dabei)? beteiligt
  |(?<!(?:aber|jedoch|allerdings|sonst|ansonsten|inhaltlich|redaktionell)(?: \p{L}+){0,3} )(?:hat|haben|hatte|hatten)
  (?: (?!aber|jedoch|allerdings)\p{L}+){0,2}? (?:mit (?:dem|diesem|der|dieser|unserem|unserer) (?:video|clip|sketch|folge
  |beitrag|film|episode|sendung|stream)|damit) (?:absolut |überhaupt |gar |rein )?nichts zu tun)(?![\p{L}\p{N}])
  |아무\s?(?:상관|관계|관련)(?:이|도|가)?\s?없|(?:とは|には)(?:一切|全く|まったく|何の)(?:関係|関わり)(?:が|も|は)?(?:ありません|ない|ございません)
  |\b(?:doesn['’]t|does not|don['’]t|do not|didn['’]t|did not) (?:even )?know (?:this|that|the|my|our) (?:video|channel|review
  |episode|vlog) (?:exists|is happening)\b|\bha(?:s|ve|d) no (?:idea|clue) (?:this|that|the|my|our) (?:video|channel|review
  |episode|vlog) (?:exists|is happening)\b|\bha(?:s|ve|d) (?:no|any) (?:hand|part) in (?:this|it|the video|this video)\b
  |(?<![\p{L}\p{N}])(?:к (?:этому |нашему |моему )?(?:видео|ролику|выпуску|каналу) (?:никакого )?отношения не име\p{L}+
  |(?:не име\p{L}+|нет) (?:никакого )?отношения к (?:этому |нашему |моему )?(?:видео|ролику|выпуску|каналу))(?![\p{L}\p{N}])
  |(?<![\p{L}\p{N}])(?:कोई|koi) (?:भी )?(?:संबंध|सम्बन्ध|लेना-?देना|रिश्ता|sambandh|lena-?dena|connection)(?: \p{L}+)? (?:नहीं|nahi|nahin)(?![\p{L}\p{N}])
  |\b(?:no|any) (?:connection|ties?|relationship|affiliation) (?:to|with) (?:the|this|my|our) (?:channel|video|show|club
  |podcast)\b
  |\bha(?:s|ve|d) no (?:idea|clue) who (?:i am|we are|i['’]m|we['’]re)\b|\b(?:doesn['’]t|does not|don['’]t|do not) know who
  (?:i am|we are|i['’]m|we['’]re)\b
  |\b(?:ha(?:s|ve|d)|ha(?:s|ve|d)n['’]t|ha(?:s|ve|d) not) (?:never|ever|even) heard of (?:me|us|this channel|the channel|my channel
  |our channel)\b|\blet alone (?:sent|send|given|gave|give|paid|pay|lent|lend|offered)\b
  |\b(?:it['’]s|it is|it was|they['’]re|they are|they were|this is|this was|these are|these were) (?:a gift )?from (?:a|one of
  (?: my| our)?|my|our) (?:viewers?|subscribers?|fans?|followers?|patrons?|listeners?|readers?|friends?)\b,? (?:and )?not (?:from
  |by) \b
`;
// Russia's advertising marking ("Реклама. ООО «…», ИНН …, erid: …"), which its law asks over a partner programme's
// links as much as over a paid read: in a text that discloses its links as affiliate ("по партнёрским программам …:
// магазин начислит мне процент"), a marking line labels those links, not a sponsor of the video.
export const AD_MARKING_LINE =
  /(?<![\p{L}\p{N}])(?:erid[:：]?\s?[\p{L}\p{N}]{6,}|инн[:：]?\s?\d{10,12})(?![\p{L}\p{N}])/iu;

// Lowercase words every DENIAL match holds: a line without one is not read with it (it runs on every line).
export const DENIAL_HINTS = [
  'отношения',
  'nada que ver',
  'rien à voir',
  'beteiligt',
  'nichts zu tun',
  '아무',
  '関係',
  '関わり',
  ' know ',
  ' idea ',
  ' clue ',
  ' hand in',
  ' part in',
  ' heard of ',
  ' who we ',
  ' who i ',
  'let alone',
  ' not from ',
  ' not by ',
  'connection',
  'संबंध',
  'सम्बन्ध',
  'लेना',
  'रिश्ता',
  'sambandh',
  'lena',
  ' tie to ',
  ' ties to ',
  ' tie with ',
  ' ties with ',
  'relationship',
  'affiliation',
];
// A creator code of a store's standing program ("Use creator code NACHO in the item shop #ad", "código de creador",
// "code créateur", "Support-A-Creator", "Use code LEO in the Fortnite item shop", and the item shop's own button in
// other languages: "Apoyar a un creador", "Apoie um criador", "Soutenir un créateur", "Sostieni un creatore",
// "Поддержи автора", "Wesprzyj twórcę", "Bir İçerik Üreticisini Destekle"): paid per sale, so the "#ad" the program asks for tells of no paid segment.
export const CREATOR_CODE = regex('iu')`
  (?<![\p{L}\p{N}])(?:creator[- ]?codes?|support[- ]a[- ]creator|c[óo]digos? de (?:creador|criador)|codes? (?:de )?cr[ée]ateur
  |codice (?:del )?creatore|apoyo a (?:los )?creadores|apoio (?:aos|a) criadores|soutien aux cr[ée]ateurs|item shop code
  |unterstütze einen creator|ersteller-?code|creator-?code|in the (?:[\p{L}\p{N}]+ )?item shop
  |apoya(?:r)?\s+a\s+un\s+creador|tienda de objetos|apoie\s+um\s+criador|soutenir\s+un\s+cr[ée]ateur|sostieni\s+un\s+creatore
  |поддержи(?:те)?\s+автора|wesprzyj\s+twórcę|içerik\s+üreticisini\s+destekle|크리에이터즈?\s?(?:후원\s?)?코드)(?![\p{L}\p{N}])
`;
// A ticket presale's code ("Fan club presale starts Tuesday with the code HOMEWARD"): the tour's password for early
// tickets, no store's discount.
// A broadcast's credit block: the programme's production-support and in-kind credits, each a label with its names
// ("제작지원: X" over "협찬: A, B", or "제작지원 X | 협찬 Y" on one line). A paid label in a line of such a block, beside
// another credit label, is the broadcaster's credit of the programme, no sponsor of the upload (statements.ts); a
// label alone, or the words in a sentence ("이 프로그램은 X 제작지원으로 만들어집니다"), read as before.
export const BROADCAST_CREDIT_LABEL =
  /^[^\p{L}\p{N}]*(?:제작\s?지원|(?:장소|의상|소품)?\s?협찬|촬영\s?협조)\s?[:：]?\s?[^\s:：]/u;

export const PRESALE = /\bpre-?sales?\b/i;
// A perk of the club's or the store's own members ("Season ticket holders get 10% off in store with their card"): the
// seller's own sale to its members, not a promotion to the audience.
export const MEMBER_PERK = regex('i')`
  \bseason[- ]ticket holders?\b|\b(?:club|loyalty[- ]card|store[- ]card) (?:members|holders)\b
  |\bin[- ]store with (?:their|your) (?:card|membership card|loyalty card|season ticket)\b
  |\boff (?:everything |all |anything )?(?:in|at) (?:the|our) (?:tasting room|cellar door|taproom|gift shop|farm shop|pro shop
  |clubhouse|bar|restaurant|caf[ée])\b
`;
// A store's own offer to everyone, the creator's share denied ("a Petz tá com um cupom de primeira compra que vale pra
// todo mundo — não é meu, é da loja, e eu não ganho nada com ele", "the code works for everyone, it isn't mine"), and a
// sale the creator bought in ("Timber from Woodie's, bought on the Halloween 20% off weekend"): no promotion of the
// video's.
export const STORE_OWN_OFFER = regex('iu')`
  (?<![\p{L}\p{N}])(?:vale (?:pra|para) todo mundo|v[áa]lid[oa] (?:pra|para) tod[oa]s|(?:every|each) week\s[^.\n]{0,40}?coupon
  |weekly coupon|coupon (?:on|in) their (?:website|app|site)|(?:bought|purchased)\s(?:[^.\n]{0,30}?\s)?(?:at|from)\s[^.\n]{0,30}?
  \swith (?:one of )?(?:their|its) [^.\n]{0,20}?coupons?|code\s+[\p{L}\p{N}_-]+,?\s+(?:for|open to) (?:everyone|everybody|anyone|all)
  |(?:with|using) (?:the|their) (?:app|store|weekly|in-?store|printable)
  coupon|(?:often|usually|regularly|frequently|always|sometimes) (?:on sale|\d+ ?% off|half[- ]price)|válido para todos|n[ãa]o [ée] meu
  |eu n[ãa]o ganho nada|no es m[íi]o|yo no gano nada|code\s+["'“]?[\p{L}\p{N}_-]+["'”]?\s+(?:at|on|in) (?:our|my) (?:own )?(?:online |web ?)?
  (?:store|shop|site|website|webshop)|(?:works|is valid|valid) for (?:everyone|everybody|anyone)
  |(?:isn['’]t|is not|it['’]s not) (?:my|a creator) code|not my (?:own )?code|i (?:don['’]t|do not) (?:get|earn|make) (?:anything
  |a (?:penny|cent|thing))|(?:bought|purchased|got (?:it|them)|picked (?:it|them) up|grabbed (?:it|them))\s[^.\n]{0,40}?
  (?:\d+ ?% off|half[- ]price) (?:weekend|sale|day|event|deal)s?)(?![\p{L}\p{N}])
`;
// The sponsor words of every language the news vocabulary above is checked on (Québec's "commanditaire" among them).
export const SPONSOR_WORD = /sponsor|sponsert|patroc[ií]n|commandit|спонсир|спонсор|スポンサー|스폰서|후원사/i;
// A sponsorship the creator declined, or one of another video, told beside this one: "Lumora reached out to sponsor this
// video but I said no", "I turned down a sponsorship from Lumora", "Lumora wanted to sponsor this review; I declined",
// "Lumora sponsored my last video, not this one", "Last week's video was sponsored by Lumora". The sentence tells of no
// payment for this video. Not "Sponsored by Lumora, but we declined to show them the cut" (declining something else), nor
// "Lumora, who sponsored my last video, is back to sponsor this one" (the past is said on the way).
export const DECLINED_OR_PAST_SPONSOR = regex('iu')`
  \b(?:turned down|declined|rejected|refused|said no to|passed on)\b[^.!?\n]{0,40}\bsponsor
  |\bsponsor[^.!?\n]{0,60}?(?:\bbut\b|;|,)\s*(?:i|we)\s+(?:politely |respectfully |had to )?(?:(?:said no|declined|refused)(?! to\b)
  |said no to (?:it|that|them|the (?:offer|deal))|passed on (?:it|that|them|the (?:offer|deal))
  |turned (?:it|them|that|this|(?:the|their) offer) down|didn['’]?t (?:accept|take (?:it|them|the deal)))
  |(?:\bsponsored (?:my|our) (?:last|previous|other|earlier) (?:video|episode|vlog|stream|upload)
  |\b(?:last|previous) (?:week['’]?s|month['’]?s|year['’]?s|time['’]?s) (?:video|episode)\b[^.!?\n]{0,20}\bsponsored
  (?: by [^.!?,\n]{1,40})?)(?=\s*(?:[.!?]|$|,?\s*(?:but )?not (?:this|today)))
`;
// Business contact lines in any language ("For business inquiries: …", "По вопросам рекламы: …", "Pour toute demande de
// partenariat : …", "Kooperationsanfragen an …", "광고 문의", "広告のお問い合わせ"): an offer to be paid, not a payment.
export const INQUIRY = regex('iu')`
  \b(?:${BUSINESS_CONTACT}|inquir\w*|enquir\w*|contact)\b|@[\w-]+\.\w|(?<![\p{L}\p{N}])(?:по вопросам|для (?:рекламы|сотрудничества)
  |сотрудничеств(?!\p{L}* с(?![\p{L}\p{N}]))\p{L}*|pour (?:toute|les|vos) (?:demandes?|propositions?)|demandes? de (?:partenariat|collaboration)
  |\p{L}*anfragen|contacto|contato|contatti|per (?:collaborazioni|info)|para (?:patrocinios|colaboraciones|parcerias|negocios
  |publicidad)|zakelijke|współprac\p{L}* (?:pisz|kontakt)|iş birliği için|kerjasama(?:,)? hubungi|liên hệ|للتواصل|للإعلان)
  (?![\p{L}\p{N}])|문의|お問い合わせ|問い合わせ|(?<!(?:から|より)の?)ご依頼|ติดต่อ
`;

// Paid words followed by the audience: "brought to you by our Patreon supporters", "made possible by viewers like
// you", "supported by the channel's members".
export const AUDIENCE_AFTER = regex('i')`
  ^\s*(?:by\s+)?(?:(?:all|each|every one) of\s+)?(?:our|my|the|these|you|amazing|wonderful|generous|lovely)?\s*(?:[\w'’]+\s+){0,2}?
  (?:patrons?|supporters?|members|viewers|listeners|fans|community|subscribers|backers|donors|you)\b(?!\s+(?:of|at|from)\b)
`;

// A sponsor phrase ending in a verb (or its noun) whose object comes next: "for sponsoring", "for supporting",
// "sponsors", "de sponsoriser", "por patrocinar", "per aver sponsorizzato", "за спонсорство". The channel's own name
// after it is the one paid (statements.ts), not a label presenting its own video ("Presentado por <the uploader>").
export const OBJECT_FOLLOWS =
  /(?:(?:sponsor|support|back|fund|bankroll|financ)(?:e?s|ing)|sponsoriser|patrocinar|sponsorizzat[oa]|sponsorizzare|спонсорств\p{L}*|спонсировать)$/iu;

// "The (official) sponsor of <name>": an event's or a team's sponsor unless the name is the uploader's (statements.ts).
export const SPONSOR_OF = /\bsponsors? of\b/giu;

// Viewers and family sending things ("you guys sent me so many questions", a stream's "thanks to everyone who gifted
// subs", subscriptions viewers buy for each other) are not gifts from a brand, nor is a brand's
// referral link or code given to the creator ("Glossier gave me a referral link": an affiliate program), nor a code
// given for the audience ("Lumora have given me a code for all of you", "gave us a link to share, 15% off"), nor a
// friend code a store gives every customer ("Lumora gave me a friend code when I signed up"), nor the brief, the script
// or the budget of a paid video ("gave us a brief that was one sentence long", "gave me a budget for the edit"), nor a
// code that takes money off ("Lumora gave me a code: LUMI5 takes £5 off"), nor a commission the links send ("those two
// shops send me a small commission", "send me a few cents"), nor what the creator paid a sum for ("came in the mail
// from Lumora and I paid $420 for them": a purchase), nor data a device sends ("the tags will send us his position"),
// nor a channel's policy on gifts ("we say whether a game was sent to us or bought", "When a company loans or sends
// something, it's stated at the top"), nor a friend's loan ("my buddy Mike let me borrow his meter").
export const GIFT_EXCLUSION = regex('iu')`
  \byou (?:sent|send|gave|gifted)\b
  |\b(?:send|sends|sent|(?:will|['’]ll) send) (?:me|us) (?:(?:his|her|its|their|the|a|an|our|my|all|daily|live) )?(?:[\w-]+ )?
  (?:position|location|data|updates?|readings?|coordinates|notifications?|alerts?|reports?|pings?)\b|\b(?:you guys|you all|y'?all|viewers?|subscribers?|many of you|a lot of you
  |some of you|lots of you|a fan|fans|someone|somebody|(?<!['’]s )people)\b[^.\n]{0,20}\b(?:sent|send|sending|gave|gifted
  |handed)\b
  |\b(?:Mam|Mum|Mom|Mammy|Mummy|Mommy|Dad|Daddy|Nana|Granny|Grandma|Grandad|Grandpa)\b (?:gave|sent|got|bought|gifted|lent)\b
  |\b(?:my|our) (?:mom|mum|mam|dad|parents|friends?|wife|husband|brother|sister|girlfriend|boyfriend|family|partner|patrons?|neighbou?r
  |nan|nana|gran|granny|grandma|grandad|grandpa|aunt|auntie|uncle|cousin|buddy|mate|pal)\b[^.\n]{0,40}\b(?:sent|send|sending|gave|gifted
  |handed|lent|loaned|leant|lends?|lending|loaning|let (?:me|us) borrow)\b
  |\b(?:sent|send|sending) (?:me|us|over|in)\b[^.\n]{0,20}?\b(?:questions|messages|comments|e-?mails|dms|photos
  |pictures|videos|requests|suggestions|ideas|links|clips|memes|letters|drawings|fan ?art|submissions|mail|fan ?mail
  |post|postcards|stor(?:y|ies)|tips?|news tips|confessions|experiences|voice ?notes|voicemails|recipes|recordings)\b
  |\b(?:send|sending) in by (?:you|viewers?|subscribers?|listeners?|readers?|fans?|followers?|the audience
  |(?:our|my|the) (?:community|audience|viewers|listeners))\b
  |\b(?:sent|send|sending|submitted) (?:it|this|that|them|these|those|the (?:clip|footage|video)) in\b(?! (?:exchange|return)\b)|\b(?:sent|submitted) in by\b
  |\b(?:lent|loaned|leant|lend|lends|gave) (?:me|us) (?:his|her)\b|\blet (?:me|us) borrow (?:his|her)\b
  |\bp\.?\s?o\.?\s?box\b|\bmailing address\b|\bfan ?mail\b
  |\bwhether\b[^.\n]{0,60}\b(?:sent|gifted|given|provided|loaned|lent|supplied)\b[^.\n]{0,30}\bor\b
  |\b(?:when|whenever|if) (?:a|an|any) (?:company|brand|maker|manufacturer|publisher|sponsor) (?:\w+ )?(?:sends?|loans?|lends?|gifts?
  |gives?|provides?|supplies)\b
  |\bgift(?:ed|ing)? (?:\d+ |a |some |tier \d )?(?:subs?|subscriptions?|memberships?)\b|\bsub(?:scription)? gifts?\b
  |\b(?:gift|present|on loan|lent|loaned|borrowed) from (?:(?:my|our)(?! (?:\w+ )?(?:pals|friends|mates|folks|buddies|people
  |team|crew|colleagues) (?:over )?(?:at|from)\b)|a (?:friend|viewer|fan|neighbou?r)|family
  |(?:mum|mam|mom|ma|dad|nan|nana|gran|granny|grandma|grandad|grandpa|auntie)(?: and (?:dad|da|pop|grandad|grandpa))?)\b
  |(?:regalo de|presente d[aeo]|cadeau de|regalo d[ai]|cadeau van|geschenk (?:von|meiner|meines)) (?:mi|mis|minha|meu
  |meus|ma|mon|mes|mijn|meine?[rm]?|mia|mio|miei|mie)(?![\p{L}\p{N}])
  |\b(?:gave|give|given|giving|offered|offering) (?:me|us) (?:the |a |an )?(?:best |good |great |better |fair |lowest |cheapest )?
  (?:quotes?|price|deal|estimate|offer|advice|tips?|answer|idea|discount|heads-up|feedback|permission|brief|briefs|script|notes
  |budget|deadline|shout-?out|call|free rein|free reign|creative (?:freedom|control))\b
  |\b(?:gave|give|given|giving|sent|send) (?:me|us) (?:a |an |my |our |this |the )?(?:special |personal |unique |own )?
  (?:referral|affiliate|discount|promo|coupon|creator|invite|friend) (?:links?|codes?)\b
  |\b(?:gave|give|given|giving|sent|send|made|set up) (?:me|us) (?:a|an|my|our|this|the|some) (?:(?:new|special|personal|unique
  |own) )?(?:codes?|links?)\b[^.\n]{0,40}?(?:\bfor (?:all of |each of |any of )?(?:you|you guys|my viewers|viewers|my subscribers
  |subscribers|the audience|my audience|everyone|everybody)\b|\bto (?:share|pass on|give (?:to )?(?:you|my viewers|away))\b
  |\b\d{1,3} ?(?:%|percent) off\b|[£$€₹] ?\d[\d,.]* off\b)
  |\b(?:send|sends|sending|sent|pay|pays|paying|give|gives|giving) (?:me|us) (?:a |an )?(?:small |tiny |little |wee )?
  (?:commission|kickback|cut|percentage|(?:few|couple of) (?:cents|pennies|pence|percent))\b
  |\b(?:i|we) paid (?:[£$€₹] ?[1-9]|[1-9][\d,.]* ?(?:dollars|bucks|pounds|quid|euros|rupees)\b)
  |\b(?:our|local|the event['’]s|the day['’]s) (?:local )?(?:supporters|donors)\b
`;
// "provided by" in credits ("music provided by", "footage provided by") is not a gift.
export const CREDIT_PROVIDED = regex('i')`
  \b(?:music|songs?|tracks?|footage|data|images?|photos?|clips?|audio|sounds?|video|content|info|information|b-?roll
  |graphics|animations?|art|artwork|stock|maps?|charts?|thumbnail|captions?|subtitles?|translations?)\b[^.\n]{0,20}$
`;

// The creator's own purchases: "I bought every spool myself", "bought at Boots with my own money", "came from Boots on
// my own card", "I paid full price", "li ho comprati io", "comprei com meu dinheiro", "acheté avec mon argent",
// "selbst gekauft", "zelf gekocht", "tout a été payé avec ma carte", "le combustible lo hemos pagado nosotros",
// "自分のお金で買ってます", "自腹で購入", a store's sale the creator bought in ("10%オフのタイミングでまとめ買い", "セールで買いました").
export const SELF_PURCHASE = regex('gi')`
  \b(?:bought|purchased|(?:i|we) paid for)\b[^.\n]{0,60}?\b(?:myself|ourselves|with (?:my|our) own money
  |out of (?:my|our) (?:own )?pocket|with (?:my|our) (?:[\w-]+ )?(?:grant|funding|budget|savings))\b|\bwith (?:my|our) own money\b
  |\b(?:on|with) (?:my|our) own (?:(?:credit |debit |bank )?card|dime)\b|\bpaid (?:full|retail) price\b
  |\b(?:i|we) booked (?:it |them |everything |(?:the|our|my) (?:flights?|tickets?|fares?|hotel|room|trip|stay) )?(?:myself
  |ourselves)\b
  |\b(?:i|we) (?:grabbed|picked up|snagged|scored|bought|got)\b[^.\n]{0,40}?\b(?:at|from|on)\b[^.\n]{0,30}?\bwith (?:a|an|my|our
  |the)\b[^.\n]{0,40}?\b(?:coupon|voucher|rewards?|points|sale price|gift card|store card)\b
  |\b(?:i|we) (?:\w+ )?(?:paid for|bought|purchased)\b[^.\n]{0,20}?\b(?:myself|ourselves|used|second-?hand)\b
  |\b(?:my|our) [^.\n]{0,40}?\b(?:is|are|was|were|came) from\b[^.\n]{0,30}?\bwith (?:a|an|my|our|the)\b[^.\n]{0,20}?
  \b(?:coupon|voucher|gift card|store card)\b
  |\b(?:i|we) paid (?:[£$€₹] ?[1-9]|[1-9][\d,.]* ?(?:dollars|bucks|pounds|quid|euros|rupees)\b)
  |\b(?:l[ie] |la |l['’])?ho comprat[oaie] io\b|\bcomprat[oaie] da me\b
  |\bcomprei\b[^.\n]{0,30}?\b(?:com (?:meu|o meu) (?:próprio )?(?:dinheiro|cartão)|eu mesm[oa])
  |\b(?:foi|foram|paguei|pagamos|pago|paga|pagos|pagas)\b[^.\n]{0,20}?\b(?:no|com o|com|do|pelo) (?:meu|nosso) (?:próprio )?(?:cartão|dinheiro|bolso)
  |\bachet[ée]e?s? (?:moi-même|avec mon (?:propre )?argent)|\bselbst gekauft\b|\bzelf gekocht\b
  |\bcompr(?:é|ado) (?:yo|por mí)\b
  |\bpay[ée]e?s? (?:avec (?:ma|mon|mes|notre|nos) (?:propre )?(?:carte|argent|sous|poche)|de (?:ma|notre) (?:propre )?poche
  |par moi-m[êe]me)|\b(?:lo|la|los|las) (?:he|hemos) pagado (?:yo|nosotros|nosotras)\b|\b(?:lo|la|los|las) pagu[ée] yo\b
  |\bpagad[oa]s? (?:de mi bolsillo|con mi (?:propio )?dinero)
  |(?:自腹|自費|自分のお金|自分のお財布|自分の財布)で|(?:自分|わたし|私|僕|ぼく|俺)で(?:買|購入|支払|払)
  |(?:\d{1,3}\s?[%％]\s?(?:オフ|OFF|off|引き)|セール|割引|ポイント\d+倍)[^。！？\n]{0,20}?(?:のタイミングで|の時に|の日に|で)
  [^。！？\n]{0,10}?(?:まとめ買い|買いました|買った|買っちゃ|買い足し|購入しました|購入した|ゲットしました|ゲットした)
`;
export const SELF_PURCHASE_HINTS = [
  'booked',
  'grabbed',
  'picked up',
  'snagged',
  'scored',
  'got ',
  'coupon',
  'voucher',
  'gift card',
  'store card',
  'bought',
  'purchased',
  'paid',
  'own money',
  'own card',
  'own credit',
  'own debit',
  'own bank',
  'own dime',
  'price',
  'compr',
  'achet',
  'gekauft',
  'gekocht',
  'payé',
  'pagado',
  'pagué',
  'pagad',
  'pago',
  'paga',
  'paguei',
  '自腹',
  '自費',
  '自分の',
  '自分で',
  'で買',
  'で購入',
  'で支払',
  'で払',
  'まとめ買い',
  '買いました',
  '買った',
  '買っちゃ',
  '買い足し',
  '購入し',
  'ゲットし',
];
// A header or title line over a list of the creator's purchases: "Every tool and asset pack I paid for:", "Stuff
// we bought:".
export const SELF_PURCHASE_LIST = /\b(?:i|we) (?:\w+ )?(?:paid for|bought|purchased)\b[^.\n]{0,30}:\s*$/i;
