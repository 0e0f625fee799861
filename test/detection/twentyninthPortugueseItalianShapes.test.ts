// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-ninth set's Portuguese and Italian shapes (docs/detection.md §1zh): loans told by how long they last or
// their return, press cars and units, gifts sent and delivered, a parcel's arrival with a note or a kind thought, a gift
// (dono, agrado), trips at a host's invitation and paid by it, a brand paying for its presence, the whole video an ad,
// invite links, a network's click link beside its store, the giver named right after "da" / "di"; with the readings
// they must leave alone (relatives' and friends' loans, a follower's parcel, an order's arrival, the creator's own
// money, club sponsors, "subito" and "gratis" as words, an album's title in quotes, a purchase haul's header).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-vel', 'Velmora', ['velmora.com']),
  brand('b-zyra', 'Zyra', ['zyra.co.kr']),
  brand('b-sub', 'Subito', ['subito.it'], 'Marketplace'),
  brand('b-gratis', 'Gratis', ['gratis.com'], 'Marketplace'),
  brand('b-kit', 'Kitara', ['kitara.com']),
  brand('b-lom', 'Lomadee', ['lomadee.com'], 'Agency'),
  brand('b-mar', 'Marktplaz', ['marktplaz.com.br'], 'Marketplace'),
];
const video = {
  videoId: 'vid00000129',
  title: 'Una settimana con',
  channel: { title: 'Strada Vecchia', handle: '@stradavecchia' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://velmora.com/p`;
const expect = (want: string[], lines: string[], link = withLink) => {
  for (const line of lines) assert.deepEqual(pairs(detect(link(line))), want, line);
};
const alone = (line: string) => line;

test('Italian: gifts sent and delivered, a gift (dono), press units; a relative’s parcel and an order are none', () => {
  expect(
    ['velmora.com Free Product'],
    [
      'Il kit per la pasta fresca mi è stato spedito da Velmora, senza nessuna richiesta.',
      'Velmora ci ha spedito le due tende che vedete montate.',
      'Gli scarponi ce li ha fatti recapitare Velmora in redazione.',
      'Il frullatore è un dono di Velmora per il traguardo del canale.',
      'Il telefono che uso è un’unità stampa di Velmora.',
    ],
  );
  expect(
    [],
    [
      'Il kit mi è stato spedito da mia sorella, lo aveva preso da Velmora.',
      'Il frullatore è un dono di mia madre, comprato da Velmora.',
      'Il pacco è arrivato da Velmora in due giorni, puntuale.',
    ],
  );
});

test('Italian: a loan told by how long it lasts or its return; without either, or a brother’s, it is none', () => {
  expect(
    ['velmora.com Free Product'],
    [
      'Velmora ce l’ha lasciato in prova per due settimane.',
      'Quelli di Velmora ci hanno lasciato il camper per dieci giorni, poi lo riportiamo a Verona.',
      'Il furgone ci è stato concesso da Velmora per il viaggio in Puglia.',
    ],
  );
  expect(
    [],
    [
      'Velmora ci ha lasciato un messaggio sotto il video scorso.',
      'Mio fratello ce l’ha lasciato per un mese, è un Velmora del 2015.',
    ],
  );
});

test('Italian: a stay at a host’s invitation, tickets offered; a talk or a friend’s invitation is none', () => {
  expect(
    ['velmora.com Free Product'],
    [
      'Velmora ci ha invitati per tre notti nel suo agriturismo.',
      'Su invito di Velmora abbiamo passato il weekend in Trentino.',
      'I biglietti per il concerto ce li ha offerti Velmora.',
    ],
  );
  expect(
    [],
    [
      'Velmora mi ha invitato a parlare al convegno di Bologna.',
      'Un amico ci ha invitati per due giorni nella sua casa, arredata tutta Velmora.',
    ],
  );
});

test('Italian: a parcel’s arrival with a kind thought or a note is a gift; an order’s arrival is none', () => {
  expect(
    ['velmora.com Free Product'],
    [
      'Il cavalletto è arrivato in studio da Velmora, un pensierino che non avevamo chiesto.',
      'La borraccia è arrivata per posta da Velmora con un bigliettino.',
    ],
  );
  expect([], ['Il cavalletto è arrivato da Velmora in tre giorni, l’avevo ordinato a settembre.']);
});

test('Italian: the whole video an ad is Dedicated; "sponsorizzato da" alone is Integration; a denial is none', () => {
  expect(['velmora.com Dedicated'], ['Questo video è pubblicità: Velmora mi ha pagata per mostrarvi la sua linea.']);
  expect(['velmora.com Dedicated'], ['La puntata è interamente sponsorizzata da Velmora.']);
  expect(['velmora.com Integration'], ['Il video è sponsorizzato da Velmora.']);
  expect([], ['Questo video non è pubblicità: la crema di Velmora l’ho comprata io.']);
});

test('Italian and Portuguese: an invite link is a referral', () => {
  expect(
    ['velmora.com Affiliate'],
    [
      'Con il mio codice d’invito avete 15 € di credito sul primo ordine:',
      'Col nostro link invito vi scontano la prima notte:',
      'Com o meu link de convite ganhas 10 € na primeira reserva:',
      'Use meu código de convite no app:',
    ],
  );
});

test('Italian: "subito" and "gratis" are words; a club’s technical sponsor is news; "sponsor non ne ha" is a denial', () => {
  expect(
    ['velmora.com Integration'],
    ['Ve lo dico subito: Velmora mi ha pagato per questo video, e l’app si scarica gratis.'],
  );
  expect(
    [],
    [
      'Quando parliamo di Kitara (sponsor tecnico) parliamo del contratto del club.',
      'Kitara è ovunque in questo video, ma il canale di sponsor non ne ha.',
    ],
    alone,
  );
});

test('A work’s title in quotes is no creator code; a code in quotes beside its link still is', () => {
  const linked = (line: string) => `${line} https://velmora.com/p`;
  expect([], ['Il vinile di "NEBULA" autografato ►', 'O single "ONDAS" já está disponível ►'], linked);
  expect(['velmora.com Affiliate'], ['Velmora "MARA10" ►'], linked);
});

test('Portuguese: a loan for a while or with its return, a press car, the giver right after "da"', () => {
  expect(
    ['velmora.com Free Product'],
    [
      'A Velmora deixou-mo durante duas semanas e vem buscá-lo na segunda.',
      'O carro esteve connosco por empréstimo da Velmora.',
      'É um carro de imprensa da Velmora, devolvido ontem.',
      'O Zyra deste ensaio ficou comigo dez dias por empréstimo da Velmora.',
    ],
  );
  expect(
    [],
    [
      'O meu irmão deixou o carro comigo durante um mês, é um Velmora antigo.',
      'A Velmora deixou de vender o modelo durante um mês.',
    ],
  );
});

test('Portuguese: a treat, a note card; a follower’s parcel is none', () => {
  expect(
    ['velmora.com Free Product'],
    [
      'A paleta chegou como agrado da Velmora.',
      'O fone chegou numa caixa da Velmora com um cartãozinho.',
      'Esse sérum foi um agrado da Velmora.',
    ],
  );
  expect([], ['A Jaque, seguidora de Recife, mandou um batom da Velmora com uma cartinha.']);
});

test('Portuguese: a trip at a host’s invitation or paid by it; the creator’s or the family’s money is none', () => {
  expect(
    ['velmora.com Free Product'],
    [
      'Fomos a convite da Velmora passar dois dias na serra.',
      'A Velmora bancou as passagens e o hotel.',
      'O resort da Velmora cuidou dos ingressos e da hospedagem.',
    ],
  );
  expect(
    [],
    ['A gente pagou o hotel da Velmora com o nosso dinheiro.', 'Meus pais bancaram a viagem para a Velmora Park.'],
  );
});

test('Portuguese: a brand paying for its presence, an advertising action; a denial or the creator’s money is none', () => {
  expect(
    ['velmora.com Integration'],
    [
      'A Velmora pagou pra que o app aparecesse no clipe.',
      'A Velmora paga-nos para ter a marca no programa de hoje.',
      'Ação publicitária: a Velmora aparece nas cenas do baile.',
    ],
  );
  expect([], ['Ninguém pagou pra Velmora aparecer aqui.', 'Eu paguei pra ver o show no espaço Velmora.']);
});

test('Portuguese: "O que chegou:" alone heads gifts, a store’s haul does not; #recebidos is a topic', () => {
  expect(['velmora.com Free Product'], ['O que chegou:\n📦 Velmora – paleta nova https://velmora.com/p'], alone);
  expect([], ['O que chegou da loja:\n📦 Velmora – paleta nova https://velmora.com/p'], alone);
  expect([], ['#recebidos #maquiagem\n\n🎥 Câmera: Velmora X100'], alone);
});

test('A network’s click link beside its store is the store’s, not the network’s, though the catalog lists it', () => {
  expect(
    ['marktplaz.com.br Affiliate'],
    ['Links de afiliado (Lomadee):\nMoto G — Marktplaz: https://redir.lomadee.com/v2/6c1d09ab'],
    alone,
  );
});
