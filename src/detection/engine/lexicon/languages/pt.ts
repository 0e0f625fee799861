// Portuguese: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns. Brazil and Portugal.
import { regex } from '../regex.js';
import { closingAdLabel, phrasesSource, type LanguageLexicon } from './words.js';
import { EVENT_BACKED_IBERIAN } from '../worldLanguages.js';

// Words that make a sentence none of the creator's gifts: gifts as a topic, a giveaway, the family's and friends' gifts
// and loans, the audience's (a follower's, a subscriber's) gifts and messages, "deixou de" (stopped: "deixou de vender
// o modelo durante um mês" is no loan) (the hand-written gift patterns read them too).
const NOT_GIFTS = [
  'ideias de presente*',
  'presentes de natal',
  'presente de natal',
  'presente de aniversário',
  'amigo secreto',
  'amigo oculto',
  'sorteio*',
  'minha mãe',
  'meu pai',
  'minha avó',
  'vovó',
  'meus pais',
  'meu namorado',
  'minha namorada',
  'meu marido',
  'minha esposa',
  'minha família',
  'meu irmão',
  'minha irmã',
  'meu primo',
  'minha prima',
  'um amigo',
  'uma amiga',
  // A godparent's or a grandparent's present ("a bonequinha foi presente da madrinha dela").
  'da madrinha',
  'do padrinho',
  'da avó',
  'do avô',
  'da vovó',
  'do vovô',
  'deixou de',
  'deixaram de',
  'inscrit*',
  'seguidor*',
  // A fan's gift, or what the audience made itself ("um fã entregou pra gente de presente", "slime que vocês mesmos fizeram").
  'um fã',
  'uma fã',
  'fãs',
  'vocês mesm*',
  'mensage*',
  'perguntas',
  'comentários',
];
const NOT_GIFT_SENTENCE = new RegExp(phrasesSource(NOT_GIFTS), 'iu');

export const PORTUGUESE: LanguageLexicon = {
  code: 'pt',
  name: 'Portuguese',
  gift: {
    verbs: {
      'recebi … para testar': 'Recebi esse celular da Lumora para testar',
      'recebi … para teste': 'Recebi o fone da Lumora para teste',
      'enviad* para mim': 'Esse kit foi enviado para mim pela Lumora',
      'mandad* para mim': 'Os produtos foram mandados para mim pela Lumora',
      'enviaram pra mim': 'A Lumora enviaram pra mim esse kit',
      'mandaram pra mim': 'A Lumora mandaram pra mim os lançamentos',
      'enviou pra mim': 'A Lumora enviou pra mim o novo perfume',
      'mandou pra mim': 'A Lumora mandou pra mim esse mimo',
      'cedid* para análise': 'Aparelho cedido para análise pela Lumora',
      'enviad* para análise': 'Celular enviado para análise pela Lumora',
      'emprestad* para análise': 'Notebook emprestado para análise pela Lumora',
      'fui presentead*': 'Fui presenteada pela Lumora com esse kit',
      'enviaram-me': 'A Lumora enviaram-me estes produtos',
      'ofereceram-me': 'A Lumora ofereceram-me a estadia',
      'emprestaram-me': 'A Lumora emprestaram-me o carro',
      'mandaram-me': 'A Lumora mandaram-me o novo modelo',
      'foi-me envi*': 'O telemóvel foi-me enviado pela Lumora',
      'foi-me oferecid*': 'O produto foi-me oferecido pela Lumora',
      'foi-me emprestad*': 'O carro foi-me emprestado pela Lumora',
      'foram-me envi*': 'Os produtos foram-me enviados pela Lumora',
      'foram-me oferecid*': 'As sapatilhas foram-me oferecidas pela Lumora',
      'recebid* da marca': 'Produto recebido da marca Lumora',
      'ganhei … de presente': 'Ganhei esse perfume da Lumora de presente',
      'em comodato': 'O carro está em comodato com a Lumora',
      'pelo envio': 'Obrigada à Lumora pelo envio',
      'pelos mimos': 'Obrigada à Lumora pelos mimos',
      'pelo mimo': 'Obrigada à Lumora pelo mimo',
      'obrigad* … pelos produtos': 'Obrigada à Lumora pelos produtos',
      'produto* recebido*': 'Produtos recebidos da Lumora',
      'fizeram-me chegar': 'As marcas fizeram-me chegar estes cremes',
      'fez-me chegar': 'A Lumora fez-me chegar o novo perfume',
      'me fizeram chegar': 'As marcas me fizeram chegar esses produtos',
      'me fez chegar': 'A Lumora me fez chegar o kit novo',
      // Thanked for a gift to the creator: "Obrigada, Lumora, por me presentear com toda a maquiagem".
      'por me presentear': 'Obrigada, Lumora, por me presentear com toda a maquiagem da gravação',
      'por nos presentear': 'Obrigado à Lumora por nos presentear com os uniformes',
      'por me enviar': 'Obrigada à Lumora por me enviar a linha nova',
      'por nos enviar': 'Obrigado à Lumora por nos enviar as camisas',
      'por me mandar': 'Valeu, Lumora, por me mandar esse fone',
      'por nos mandar': 'Valeu, Lumora, por nos mandar as chuteiras',
    },
    acts: {
      chegou: 'O kit chegou como cortesia da Lumora',
      chegaram: 'Os produtos chegaram de cortesia da Lumora',
      mandou: 'A Lumora mandou o celular pra eu testar',
      mandaram: 'A Lumora mandaram os fones de graça',
      enviou: 'A Lumora enviou o notebook para eu testar',
      enviaram: 'A Lumora enviaram a paleta como cortesia',
      'enviad*': 'A câmera foi enviada gratuitamente pela Lumora',
      'mandad*': 'O kit foi mandado de cortesia pela Lumora',
      deixou: 'A Lumora deixou o carro comigo por duas semanas',
      deixaram: 'A Lumora deixaram a bike com a gente por um mês',
      emprestou: 'A Lumora emprestou a câmera por três semanas',
      emprestaram: 'A Lumora emprestaram o carro pra teste',
      cedeu: 'A Lumora cedeu o notebook por um mês',
      cederam: 'A Lumora cederam o espaço de graça',
      presenteou: 'A Lumora presenteou a gente com a nova linha, sem custo',
      ofereceu: 'A Lumora ofereceu a estadia como cortesia',
      despachou: 'A Lumora despachou a airfryer pra cá sem cobrar nada',
      despacharam: 'Da Lumora despacharam o kit pra gente testar',
      vieram: 'As peças vieram da Lumora sem eu pagar nada',
      veio: 'O fone veio da Lumora sem custo',
      // The keys handed over for a while: "a Lumora me passou a chave por dez dias".
      passou: 'A Lumora me passou a chave por dez dias',
      passaram: 'Da Lumora me passaram a moto por duas semanas',
      pertence: 'O aparelho pertence à Lumora: ficou comigo duas semanas',
      pertencem: 'Os fones pertencem à Lumora e já voltaram pra empresa',
    },
    cues: {
      'como cortesia': 'Tudo chegou como cortesia da Lumora',
      'de cortesia': 'A Lumora mandou o perfume de cortesia',
      'de graça': 'A Lumora mandou o fone de graça',
      gratuitamente: 'A Lumora enviou o kit gratuitamente',
      'sem custo': 'A Lumora enviou os produtos sem custo',
      'pra eu testar': 'A Lumora mandou esse celular pra eu testar',
      'para eu testar': 'A Lumora enviou o relógio para eu testar',
      'pra gente testar': 'A Lumora mandou a airfryer pra gente testar',
      // For someone of the channel to test ("pro Zé testar", "pra Cida testar"), or to test at all.
      'pro … testar': 'A Lumora mandou essa motosserra pro Zé testar aqui no sítio',
      'pra … testar': 'A Lumora mandou a panela pra Cida testar',
      'pra testar': 'A Lumora mandou o fone pra testar',
      'para testar': 'A Lumora enviou o kit para testar',
      'pra teste': 'A Lumora deixou o carro pra teste',
      'para teste': 'A Lumora emprestou o fone para teste',
      comigo: 'A Lumora deixou o celular comigo',
      'com a gente': 'A Lumora deixou a bike com a gente',
      'por … semanas': 'A Lumora emprestou o carro por três semanas',
      'por … dias': 'A Lumora deixou a câmera por dez dias',
      'por um mês': 'A Lumora cedeu o notebook por um mês',
      'já devolvi': 'A Lumora emprestou o celular, já devolvi',
      'entreguei de volta': 'A Lumora me passou a moto e depois entreguei de volta',
      'devolvi no': 'A Lumora deixou o carro comigo e devolvi no centro de imprensa deles',
      'vou devolver': 'A Lumora emprestou a lente e vou devolver',
      'não paguei nada': 'A Lumora mandou o fone e não paguei nada por ele',
      'não pagamos nada': 'A Lumora mandou a roçadeira e não pagamos nada nela',
      'sem pedir nada em troca': 'A Lumora mandou o kit sem pedir nada em troca',
      'durante um mês': 'A Lumora deixou-ma cá em casa durante um mês',
      'durante … semanas': 'A Lumora emprestou-nos a carrinha durante duas semanas',
      'durante … dias': 'A Lumora deixou o carro connosco durante dez dias',
      connosco: 'A Lumora deixou a trotinete connosco',
      'buscá-l*': 'A Lumora deixou a máquina e vai buscá-la no fim do mês',
      'para a experimentar': 'A Lumora deixou a bicicleta para a experimentar',
      'para o experimentar': 'A Lumora emprestou o portátil para o experimentar',
      'como agrado': 'A paleta chegou como agrado da Lumora',
      cartãozinho: 'O fone chegou numa caixa da Lumora com um cartãozinho',
      cartinha: 'O kit chegou da Lumora com uma cartinha',
      bilhetinho: 'A Lumora mandou o perfume com um bilhetinho',
      'sem cobrar nada': 'A Lumora despachou a panela sem cobrar nada',
      'sem qualquer custo': 'A Lumora enviou os cremes sem qualquer custo',
      'sem eu pagar nada': 'As peças vieram da Lumora sem eu pagar nada',
      'sem pagar nada': 'O kit veio da Lumora sem pagar nada',
      'voltou pra empresa': 'O celular pertence à Lumora e já voltou pra empresa',
      'voltou para a empresa': 'O relógio pertence à Lumora e voltou para a empresa',
      'voltaram pra empresa': 'Os fones pertencem à Lumora e voltaram pra empresa',
      'voltou pra marca': 'O notebook pertence à Lumora e voltou pra marca',
    },
    nouns: {
      'mimo da': 'Recebi esse mimo da Lumora',
      'mimo do': 'Mimo do Lumora Café',
      'mimos da': 'Os mimos da Lumora chegaram',
      'mimos do': 'Mimos do Lumora Café',
      'presente da marca': 'Esse perfume foi presente da marca Lumora',
      // A present from the brand itself ("A jaqueta foi presente da Lumora pra essa viagem"; a family's present is none:
      // "presente da minha mãe").
      'presente da': 'A jaqueta e as luvas foram presente da Lumora pra essa viagem',
      'presente do': 'O capacete foi presente do Lumora Motoclube',
      'presentinho da': 'Ganhei um presentinho da Lumora',
      'cortesia da': 'Cortesia da Lumora',
      'cortesia do': 'Cortesia do Lumora Hotel',
      'agrado da': 'Esse sérum foi um agrado da Lumora',
      'agrado do': 'Um agrado do Lumora Café',
      'por empréstimo d*': 'O carro esteve connosco por empréstimo da Lumora',
      'carro de imprensa': 'É um carro de imprensa da Lumora',
      'viatura de imprensa': 'A viatura de imprensa da Lumora ficou connosco uma semana',
      'frota de imprensa': 'O carro vem da frota de imprensa da Lumora',
      'unidade de imprensa': 'O telemóvel é uma unidade de imprensa da Lumora',
    },
    labels: {
      recebido: 'Batom (recebido) – lumora.com.br',
      recebidos: 'Maquiagem (recebidos) – lumora.com.br',
      presente: 'Bolsa (presente) – lumora.com.br',
      enviado: 'Perfume (enviado) – lumora.com.br',
      mimo: 'Creme (mimo) – lumora.com.br',
      cortesia: 'Tênis (cortesia) – lumora.com.br',
      emprestado: 'Lente (emprestado) – lumora.com.br',
    },
    credits: ['música', 'musica', 'imagens', 'fotos', 'dados', 'trilha', 'áudio', 'audio', 'clipes'],
    notGifts: NOT_GIFTS,
  },
  negation: {
    before: ['n[ãa]o', 'nem', 'nenhum[a]?', 'nunca', 'ningu[ée]m', 'sem'],
  },
  patterns: [
    // Paid: YouTube's label "Inclui promoção paga", product placement, "com o apoio de", thanks for sponsoring,
    // "oferecimento", "parceria com", "é publi", "apresentado por".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:promo[çc][ãa]o paga|inser[çc][ãa]o de produto|(?:inser[çc][ãa]o|a[çc][ãa]o) publicit[áa]ria|cont[ée]m publicidade
        |(?:com o|tem o|teve o|conta com o) apoio d\p{L}*|obrigad[oa] (?:a |à |ao 
        |aos )?[^.\n]{1,40}?(?:por (?:patrocinar|apoiar)|pela parceria)|oferecimento|parceria com|(?:é|e) (?:uma )?publi
        |apresentado por)(?![\p{L}\p{N}])
      `,
      hints: [
        'paga',
        'publicitária',
        'publicitaria',
        'inserção',
        'insercao',
        'contém',
        'contem',
        'apoio',
        'patrocin',
        'apoiar',
        'parceria',
        'oferecimento',
        'parceria com',
        'publi',
        'apresentado por',
      ],
      kind: 'paid',
      foreign: true,
      examples: [
        'Obrigado à Insider por patrocinar o vídeo de hoje',
        'Inclui promoção paga',
        'Oferecimento: Natura',
        'Esse vídeo é publi da Natura',
        'Parceria com a Natura',
        'Obrigada à Natura pela parceria',
        'Ação publicitária: a Natura aparece no clipe',
      ],
    },
    // Paid: "patrocinado", "patrocínio", "publi" (Spanish writes them alike).
    {
      re: /(?<![\p{L}\p{N}])(?:patrocinad[oa]s?|patroc[íi]nio|patrocinio|patrocinador\w*|publi)(?![\p{L}\p{N}])/giu,
      hints: ['patrocin', 'patrocín', 'publi'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Vídeo patrocinado pela Insider',
        'Este quadro tem patrocínio da Vivo',
        'Este video es publi de Samsung',
      ],
      // The backer of an event the sentence is about ("A Copa … é organizada pela Liga …, com patrocínio da …"), in
      // Portuguese or in Spanish, which writes these words alike.
      notInSentence: EVENT_BACKED_IBERIAN,
    },
    // Paid partnerships: "parceria paga", "em parceria com", a commercial action in a clip ("O clipe tem ação comercial
    // da …").
    {
      re: /(?<![\p{L}\p{N}])(?:parceria (?:paga|remunerada|comercial)|(?:em|en) parceria com|a[çc][ãa]o comercial d[aoe]s?)(?![\p{L}\p{N}])/giu,
      hints: ['parceria', 'ação comercial', 'acao comercial', 'açao comercial', 'acão comercial'],
      kind: 'paid',
      foreign: true,
      examples: ['Parceria paga com a Natura', 'O clipe tem ação comercial da Lumora'],
    },
    // Paid: "fui pago", "me pagou", "foi pago pela X" (a payer named: "foi pago no meu cartão", "o frete foi pago" tell of
    // the creator's purchase).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:fui|fomos) pag[oa]s?|foi pag[oa]s?(?= (?:pel[oa]s?|por) (?!mim|n[óo]s)\p{L})|me pag(?:ou|aram))(?![\p{L}\p{N}])
      `,
      hints: ['fui pag', 'foi pag', 'fomos pag', 'me pag'],
      kind: 'paid',
      foreign: true,
      examples: ['Fui pago pela Natura para este vídeo', 'Este vídeo foi pago pela Natura'],
    },
    // Paid: the video or its production paid by a brand ("conteúdo pago pela Lumora", "quadro pago pela Lumora", "a
    // Lumora pagou pela produção deste vídeo", "a Lumora bancou este episódio", "custeou a gravação desse vídeo"; not the
    // creator's purchase, "paguei o frete", nor the video's price: "quanto custou este vídeo").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:conte[úu]do|v[íi]deo|quadro|epis[óo]dio|post|segmento|s[ée]rie)s? (?:\p{L}+ )?pag[oa]s? (?:pel[oa]s?|por)
        |(?<!(?:quem|gente|nós|eu) )(?:pag(?:ou|aram)|bancou|bancaram|custeou|custearam|financiou|financiaram|patrocinou)
        (?: (?:pel[oa]|a|o|os|as|por) (?:produ[çc][ãa]o|grava[çc][ãa]o|custos?|edi[çc][ãa]o|despesas?))?
        (?: por| pel[oa])? (?:d|n)?(?:este|esse|esta|essa) (?:v[íi]deo|epis[óo]dio|quadro|conte[úu]do|s[ée]rie|post))(?![\p{L}\p{N}])
      `,
      hints: [
        'pago',
        'paga',
        'pagou',
        'pagaram',
        'bancou',
        'bancaram',
        'custeou',
        'custearam',
        'financiou',
        'financiaram',
        'patrocinou',
      ],
      kind: 'paid',
      foreign: true,
      examples: [
        'Série Lumora, conteúdo pago pela Lumora',
        'A Lumora pagou pela produção deste vídeo',
        'A Lumora bancou este episódio',
        'A Lumora custeou a gravação desse vídeo',
      ],
    },
    // Paid: the hashtags "#publi", "#parceria".
    {
      re: /#(?:publi|publicidade|parceria)(?![\p{L}\p{N}])/giu,
      hints: ['#publi', '#parceria'],
      kind: 'paid',
      foreign: true,
      examples: ['#publi com a Natura'],
    },
    // Paid: a label in brackets, "(publi)".
    {
      re: /[([](?:publi|publicidade)[)\]]/giu,
      hints: ['publi)', 'publi]', 'publicidade)', 'publicidade]'],
      kind: 'paid',
      foreign: true,
      examples: ['Rotina de skincare (publi)'],
    },
    // Paid: the label alone at the start of its line ("Publicidade: …") labels the video.
    {
      re: /^[^\p{L}\p{N}]{0,3}(?:publicidade)(?:\s*[:|\-–—]|[^\p{L}\p{N}]{0,3}$)/gimu,
      hints: ['publici'],
      kind: 'paid',
      foreign: true,
      examples: ['Publicidade: vídeo com a Natura'],
    },
    // Paid: the label closing a title or a line after a separator ("Minha rotina | Publicidade") labels the video.
    closingAdLabel(['publicidade'], 'Minha rotina | Publicidade'),
    // Paid: a label between asterisks or underscores: "*Publicidade*".
    {
      re: /(?<![\p{L}\p{N}*_])[*_]+\s?(?:publicidade)\s?[*_]+/giu,
      hints: ['*publici'],
      kind: 'paid',
      foreign: true,
      examples: ['*Publicidade* Obrigado à Natura'],
    },
    // Affiliate: "comissão".
    {
      re: /(?<![\p{L}\p{N}])(?:comissão)(?![\p{L}\p{N}])/giu,
      hints: ['comissão'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Recebo comissão pelas compras no link'],
    },
    // Affiliate disclosures: "link de indicação", "uma pequena comissão", "compras qualificadas".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:links? (?:de )?indica[çc][ãa]o|(?:uma |pequena )+comissão
        |compras qualificadas)(?![\p{L}\p{N}])
      `,
      hints: ['link de', 'links de', 'comissão', 'compras'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Link de indicação do Nubank', 'Ganho uma pequena comissão'],
    },
    // A reward for each referral: "recebo uma recompensa da Lumora por indicação", "ganho um bônus por indicação", "a
    // corretora me dá um crédito por cada indicação" (an account opened through the creator's link pays the creator).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:recompensa|b[ôo]nus|cr[ée]dito|pr[êe]mio|comiss[ãa]o|dinheiro|pontos)(?: [\p{L}\p{N}]+){0,4}? por (?:cada |uma |sua )?indica[çc][ãa]o
        (?![\p{L}\p{N}])
      `,
      hints: ['indicação', 'indicacao'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        'Eu recebo uma recompensa da Lumora por indicação',
        'Ganho um bônus por cada indicação',
        'A Lumora me dá crédito por indicação',
      ],
    },
    // Sign-up referrals: "com o meu link de convite ganhas 10 €", "use meu código de convite", "com meu convite" (the
    // inviter earns a credit: a referral).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:links?|c[óo]digos?) de convite|(?:com o|com|pelo|use o|usa o|use|usa) (?:meu|nosso) convite)(?![\p{L}\p{N}])
      `,
      hints: ['convite'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Com o meu link de convite ganhas 10 € na primeira reserva', 'Use meu código de convite no app'],
    },
    // Paid: the brand paid for its presence or for the video, with its purpose: "o Lumora pagou pra que o app aparecesse
    // no clipe", "a Lumora paga-nos para ter a marca no programa", "pagaram para a gente falar do app" (not the creator's
    // own money, "eu paguei pra ver", nor the audience's: "quem pagou pra entrar").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?<!(?:quem|público|gente|nós|fãs) )pag(?:ou|aram|a|am)(?:-(?:nos|me))? (?:pra|para)
        (?: (?:que|a gente|n[óo]s|nos|mim|eu|aparecer\p{L}*|mostrar\p{L}*|falar\p{L}*|ter|estar|divulgar|colocar|incluir|usar\p{L}*))(?![\p{L}\p{N}])
      `,
      hints: ['pagou', 'pagaram', 'paga-', 'paga ', 'pagam '],
      kind: 'paid',
      foreign: true,
      examples: [
        'O Lumora pagou pra que o app aparecesse nas cenas',
        'A Lumora paga-nos para ter a marca no programa de hoje',
        'A Lumora pagaram para a gente falar do app',
      ],
    },
    // A trip at the host's invitation: "fomos a convite da Lumora", "a convite do parque passamos dois dias", "fomos
    // convidados pela Lumora" (with a word of the trip or the stay; not a friend's or a relative's invitation).
    {
      re: /(?<![\p{L}\p{N}])(?:a convite d(?:[oa]s?|e)|convidad[oa]s? (?:pela?|pelo|por))(?![\p{L}\p{N}])/giu,
      hints: ['convite', 'convidad'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:fomos|foi|fui|viagem|passamos|passei|ingressos?|hotel|hospedagem|estadia|noites?|dias|passage(?:m|ns)
        |voos?|alojamento|bilhetes?)(?![\p{L}\p{N}])
      `,
      requires: [
        'fomos',
        'foi',
        'fui',
        'viagem',
        'passa',
        'ingresso',
        'hotel',
        'hospedagem',
        'estadia',
        'noite',
        'dias',
        'voo',
        'alojamento',
        'bilhete',
      ],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: ['A gente foi pra lá a convite da Lumora', 'Fomos convidados pela Lumora para dois dias no resort'],
    },
    // A trip's tickets and nights paid by its host: "o parque cuidou dos ingressos e do hotel", "a Lumora bancou as
    // passagens", "arcou com a hospedagem" (not the creator's or the family's money: "a gente pagou o hotel", "nós
    // bancamos a viagem", "meus pais pagaram as passagens").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?<!(?:eu|nós|gente|mesmos?) )(?:cuidou|cuidaram|bancou|bancaram|custeou|custearam|arcou com|arcaram com|pagou|pagaram)
        (?: (?:d?[oa]s?|com [oa]s?))? (?:ingressos?|hospedagem|hotel|estadia|passage(?:m|ns)|viagem|voos?|noites?|bilhetes?|alojamento)
        (?![\p{L}\p{N}])
      `,
      hints: ['cuid', 'banc', 'custe', 'arc', 'pag'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'O parque cuidou dos ingressos e do hotel',
        'A Lumora bancou as passagens de Curitiba',
        'A Lumora arcou com a hospedagem',
      ],
    },
    // A game or an app to download for free: "baixe grátis".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:baixe|baixa|jogue)(?: [\p{L}\p{N}:'’-]+){0,4} (?:gratis|grátis
        |gratuitamente))(?![\p{L}\p{N}])
      `,
      hints: ['gratis', 'grátis', 'gratuit'],
      kind: 'cta',
      foreign: true,
      examples: ['Baixe o app grátis'],
    },
    // Promo codes: "código promocional" (Spanish alike).
    {
      re: /(?<![\p{L}\p{N}])(?:c[óo]digo promocional)(?![\p{L}\p{N}])/giu,
      hints: ['promocional'],
      kind: 'promo',
      foreign: true,
      examples: ['Use o código promocional MARA'],
    },
    // Promo codes: "código", "cupom" (Spanish alike); not a law's code, a barcode, a tracking or a security code ("o
    // Código de Defesa do Consumidor", "Código Civil", "código de barras", "código de rastreio", "código de seguridad").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:c[óo]digo(?![\p{L}\p{N}])(?![\s-]+(?:(?:de|del|do|da)\s+(?:defesa|defensa|tr[âa]nsito|tr[áa]fico|barras|rastreio
        |rastreamento|seguimiento|[ée]tica|conduta|conducta|processo|proceso|seguran[çc]a|seguridad|verifica[çc][ãa]o|verificaci[óo]n)
        |civil|penal|tribut[áa]rio|eleitoral|electoral|florestal|postal|fonte|fuente)(?![\p{L}\p{N}]))|cupom)(?![\p{L}\p{N}])
      `,
      hints: ['código', 'codigo', 'cupom'],
      kind: 'promo',
      foreign: true,
      examples: ['Código de desconto MARA10'],
    },
    // Discounts: "10% de desconto".
    {
      re: /\d{1,3} ?% (?:de )?(?:desconto)|(?:desconto) (?:de )?\d{1,3} ?%/giu,
      hints: ['desconto'],
      kind: 'cta',
      foreign: true,
      examples: ['10% de desconto na primeira compra'],
    },
    // Affiliate: the Amazon Associates sentence ("Como associado da Amazon").
    {
      re: /(?<![\p{L}\p{N}])(?:associad[oa] da amazon)(?![\p{L}\p{N}])/giu,
      hints: ['associad'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Como associado da Amazon, recebo por compras'],
    },
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:me|nos) (?:enviou|enviaram|mandou|mandaram|emprestou|emprestaram|presenteou|presentearam|deu|deram)
        |(?:enviou|enviaram|mandou|mandaram|emprestou|emprestaram|cedeu|cederam) (?:o|a|os|as) (?:aparelho|produto|celular|smartphone|notebook|unidade|fone|kit)s?
        |de presente|ganhei (?:da|do|de presente)|(?:enviad|cedid|emprestad|oferecid)[oa]s? (?:pela?|pelo|por)
        |recebi[^.\n]{0,40}?(?:de graça|gratuitamente|de presente|como presente|gratuito)|(?<!#)recebidos|recebi (?:d[ao]s? )?marcas?
        |(?:enviam|mandam)[^.\n]{0,30}?(?:sem custo|de graça|gratuitamente|sem obriga\p{L}*)|é (?:um )?presente)
        (?![\p{L}\p{N}])
      `,
      hints: [
        'enviam',
        'mandam',
        'enviou',
        'enviaram',
        'mandou',
        'mandaram',
        'emprest',
        'presente',
        'me deu',
        'nos deu',
        'deram',
        'ganhei',
        'enviad',
        'cedid',
        'oferecid',
        'recebi',
        'cedeu',
        'cederam',
      ],
      kind: 'gift',
      foreign: true,
      examples: [
        'A Natura me enviou esses produtos',
        'Produtos enviados pela marca',
        'Recebi de presente da Sephora',
        'Recebi este liquidificador da Lumora como presente',
        'A Motorola enviou o aparelho para análise',
        'A Positivo cedeu o notebook',
        'Os presentes foram oferecidos pela Continente',
      ],
      notInSentence: NOT_GIFT_SENTENCE,
    },
    // Products sent or given by the maker: "produtos enviados pela marca".
    {
      re: /(?<![\p{L}\p{N}])(?:produto|produtos) (?:enviad|regalad|cedid)\p{L}*(?![\p{L}\p{N}])/giu,
      hints: ['produto'],
      kind: 'gift',
      foreign: true,
      examples: ['Produtos enviados pela Natura'],
    },
  ],
};
