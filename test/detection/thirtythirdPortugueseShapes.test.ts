// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-third set's Portuguese shapes (docs/detection.md §1zv): an organisation's official sponsors, a funding
// through a cultural incentive law, a law's code beside store names, an everyday word as a proper name's second word,
// a video or its production paid by a brand, the creator's own card, gifts and loans in more words, a family gift, a
// reward per referral, a list item whose label is the brand it links; with the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-vel', 'Velmora', ['velmora.com.br']),
  brand('b-kes', 'Kestrel', ['kestrel.com.br']),
  brand('b-bap', 'Banco Alvorada', ['bancoalvorada.com.br']),
  brand('b-nova', 'Nova', ['nova.gr']),
  brand('b-rit', 'Ritual', ['ritual.com']),
  brand('b-lum', 'Lumessa', ['lumessa.pt']),
  brand('b-cas', 'Casaluz', ['casaluz.com.br'], 'Marketplace'),
];
const detect = detector(catalog, {
  videoId: 'vid00000333',
  title: 'Vídeo novo',
  channel: { title: 'Canal do Teste', handle: '@canaldoteste' },
});
const expect = (want: string[], lines: string[], o: Parameters<typeof detect>[1] = {}) => {
  for (const line of lines) assert.deepEqual(pairs(detect(line, o)), want, line);
};

test("an organisation's official sponsors and its new master sponsor are no sponsors of its videos", () => {
  expect(
    [],
    [
      'Os gols da rodada e a festa da torcida.\n\nPatrocinadores oficiais: Banco Alvorada · Kestrel · Velmora',
      'Treino aberto no CT.\nParceiros oficiais: Banco Alvorada, Kestrel e Velmora',
      'Highlights from Saturday.\nOfficial sponsors: Banco Alvorada | Kestrel | Velmora',
      'O Banco Alvorada é o novo patrocinador máster do Esporte Clube Vale. https://www.bancoalvorada.com.br',
    ],
  );
  // The video's own sponsor still reads.
  expect(['velmora.com.br Integration'], ['Este vídeo é patrocinado pela Velmora: https://www.velmora.com.br']);
});

test('a sponsorship through a cultural incentive law is public funding of the production', () => {
  expect(
    [],
    [
      'Estreia em março.\n\nPatrocínio: Kestrel, por meio da Lei Rouanet. Realização: Ministério da Cultura.',
      'Patrocínio: Kestrel, via Lei de Incentivo à Cultura.',
      'Patrocínio: Kestrel e ProAC.',
    ],
  );
});

test("a law's code, a barcode or a tracking code is no promo code", () => {
  expect(
    [],
    [
      'Kestrel e Casaluz dizem que respeitam o Código de Defesa do Consumidor. Veja as regras.',
      'A Casaluz manda o código de rastreio por e-mail.',
      'Na Casaluz o código de barras do boleto vem no fim.',
    ],
  );
  expect(['kestrel.com.br Affiliate'], ['Use o código VALE10 na Kestrel: https://www.kestrel.com.br']);
});

test("an everyday word closing a proper name inside a sentence is no brand ('a série Vila Nova é …')", () => {
  expect(
    ['velmora.com.br Integration'],
    [
      'A série Vila Nova é um oferecimento de Velmora: https://www.velmora.com.br',
      'O quadro Lua Nova tem o apoio da Velmora. https://www.velmora.com.br',
    ],
  );
});

test('a video, a corner or its production paid by a brand; the creator paying with their own card is none', () => {
  expect(
    ['velmora.com.br Integration'],
    [
      'Série Cozinha Rápida, quadro pago pela Velmora. https://www.velmora.com.br',
      'A Velmora bancou a produção deste episódio: https://www.velmora.com.br',
      'Este vídeo foi pago pela Velmora. https://www.velmora.com.br',
      'A Velmora custeou a gravação desse vídeo. https://www.velmora.com.br',
    ],
  );
  expect(
    [],
    [
      'O frete foi pago no meu cartão e demorou um mês.\nLink da loja (normal): https://www.velmora.com.br/item/123',
      'Quem pagou por este vídeo fui eu mesmo.\nhttps://www.velmora.com.br/item/123',
    ],
    { title: 'Relógio barato da Velmora: vale?' },
  );
});

test('gifts and loans told in more words', () => {
  expect(
    ['velmora.com.br Free Product'],
    [
      'A panela é uma Velmora que a própria marca Velmora despachou pra cá, sem cobrar nada. https://www.velmora.com.br',
      'Essas peças vieram da Velmora sem eu pagar nada: https://www.velmora.com.br',
      'O notebook pertence à Velmora: ficou comigo três semanas e já voltou pra empresa. https://www.velmora.com.br',
      'A Velmora fez-me chegar o sérum novo. https://www.velmora.com.br',
    ],
  );
  // A family gift, an order that came from the store, a product the creator owns.
  expect(
    [],
    [
      'O perfume é um Velmora que ganhei da minha irmã no Natal. https://www.velmora.com.br',
      'O pedido veio da Velmora em dois dias. https://www.velmora.com.br',
    ],
  );
});

test('the makers that sent a list of products each, and an item’s product name is no second brand', () => {
  const d =
    'As marcas fizeram-me chegar estes produtos sem qualquer custo:\n' +
    '• Lumessa: The Ritual of Spring https://www.lumessa.pt\n' +
    '• Velmora: batom Rosa Velha https://www.velmora.com.br';
  assert.deepEqual(pairs(detect(d)), ['lumessa.pt Free Product', 'velmora.com.br Free Product']);
});

test('a reward per referral, and a referral link marked by its Portuguese key', () => {
  expect(
    ['kestrel.com.br Affiliate'],
    [
      'Abrindo a conta por aqui eu ganho um bônus da Kestrel por indicação: https://www.kestrel.com.br/conta',
      'Conta digital: https://www.kestrel.com.br/abrir?indicacao=CANALTESTE',
    ],
  );
});
