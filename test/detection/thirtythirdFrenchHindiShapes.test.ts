// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-third set's French, Hindi, Hinglish and Telugu shapes (docs/detection.md §1zw): a French video or a
// corner a brand pays or finances, a whole video told as an ad, a "[SPONSO]" label, a car's keys lent; a club's kit
// partner, the word "paris" (bets) and "un code …" that are no sponsor; a name two directory records share; Hindi and
// Hinglish review units sent, delivered, left or kept until they go back, a brand deal, a programme "brought to you",
// a referral link in Devanagari and PhonePe's own short links; "न … न" (neither … nor) and a relief appeal; a Telugu
// stay given free and a Telugu denial.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'Lumora', ['lumora.fr']),
  brand('b-vex', 'Vexatel', ['vexatel.in']),
  brand('b-paris', 'Paris', ['paris.cl'], 'Marketplace'),
  brand('b-ppe', 'PhonePe', ['phonepe.com']),
  brand('b-tw1', 'Corvane', ['corvanetools.com']),
  brand('b-tw2', 'Corvane', ['corvanetools.eu']),
];
const video = {
  videoId: 'vid00000333',
  title: 'Mon atelier, épisode 12',
  channel: { title: 'Atelier Noé', handle: '@ateliernoe' },
};
const fr = detector(catalog, video);
const hi = detector(catalog, { ...video, title: 'नया वीडियो', channel: { title: 'Tech Guru', handle: '@techguru' } });
const te = detector(catalog, { ...video, title: 'Hyderabad Vlog', channel: { title: 'Vlogs', handle: '@vlogs' } });
const lumora = (line: string) =>
  `${line}\nhttps://www.lumora.fr/gamme\n\nInstagram : https://www.instagram.com/ateliernoe`;

test('French: a video or a corner the brand pays or finances, the whole video an ad', () => {
  for (const line of [
    "Cette chronique est payée par Lumora, qui voulait présenter sa gamme d'outils.",
    "Lumora finance l'Arrêt de la semaine : votez en commentaire !",
    'Lumora finance la rubrique bricolage de la saison.',
  ])
    assert.deepEqual(pairs(fr(lumora(line))), ['lumora.fr Integration'], line);
  for (const line of [
    'Toute la vidéo est une publicité : Lumora m’a payé pour tester la ponceuse.',
    'Cette vidéo entière est sponsorisée par Lumora.',
  ])
    assert.deepEqual(pairs(fr(lumora(line))), ['lumora.fr Dedicated'], line);
  // The creator's own money.
  assert.deepEqual(pairs(fr(lumora('Ce tournage est payé par moi ; la scie Lumora, je l’ai achetée.'))), []);
});

test('French: a "[SPONSO]" label over the one brand the video links is Dedicated', () => {
  const d = 'Merci à Lumora pour ce partenariat.\nhttps://www.lumora.fr/gamme';
  assert.deepEqual(pairs(fr(d, { title: 'Je passe au sans-fil [SPONSO]' })), ['lumora.fr Dedicated']);
});

test('French: a car’s keys lent to the creator', () => {
  assert.deepEqual(pairs(fr(lumora('Lumora nous a laissé les clés du break pendant une semaine.'))), [
    'lumora.fr Free Product',
  ]);
});

test('French: a club’s kit partner, bets, and a kind of code are no sponsor', () => {
  assert.deepEqual(
    pairs(fr(lumora('Notre partenaire maillot Lumora reste sur la face avant une saison de plus.'))),
    [],
  );
  assert.deepEqual(pairs(fr(lumora('Lumora, notre partenaire paris sportifs, finance la rubrique.'))), [
    'lumora.fr Integration',
  ]);
  assert.deepEqual(pairs(fr(lumora("PS : Lumora ne nous a jamais envoyé ne serait-ce qu'un code PSN."))), []);
});

test('A name two directory records share stands for the record the text links', () => {
  const d = "Corvane m'a envoyé la scie pour le test. https://fr.corvanetools.eu/scies/plongeante";
  assert.deepEqual(pairs(fr(d)), ['corvanetools.eu Free Product']);
});

test('Hindi and Hinglish: review units sent, delivered, left for a while, kept until they go back', () => {
  for (const line of [
    'Vexatel ने ये ईयरबड्स बिना किसी शर्त के मुझे भेजे थे।',
    'यह राउटर Vexatel ने टेस्टिंग के लिए मेरे पास पहुंचाया था।',
    'Vexatel wale ye router 10 din ke liye de gaye hain, uske baad lautana hai.',
    'Vexatel ka ye router bas ek hafta mere paas rahega, phir return jayega.',
  ])
    assert.deepEqual(pairs(hi(`${line}\nhttps://www.vexatel.in/router`)), ['vexatel.in Free Product'], line);
});

test('Hindi: a brand deal, a programme brought to the viewer, a referral link', () => {
  for (const line of ['वीडियो में दिखे Vexatel के राउटर ब्रांड डील का हिस्सा हैं।', 'क्रिकेट अपडेट आप तक पहुंचाया है Vexatel ने।'])
    assert.deepEqual(pairs(hi(`${line} https://www.vexatel.in/plans`)), ['vexatel.in Integration'], line);
  assert.deepEqual(pairs(hi('Vexatel पर मेरे रेफ़रल लिंक से जुड़ें: https://www.vexatel.in/r/guru7')), ['vexatel.in Affiliate']);
  assert.deepEqual(pairs(hi('मेरे रेफ़रल लिंक से पहला पेमेंट करें: https://phon.pe/ru_guru7')), ['phonepe.com Affiliate']);
});

test('Hindi: "न … न" denies the ad, and a relief appeal gives the creator nothing', () => {
  const news = '(इस खबर के लिए किसी कंपनी से न विज्ञापन लिया गया, न पैसा।)\n#Vexatel #Lumora';
  assert.deepEqual(pairs(hi(news, { title: 'Vexatel और Lumora के नए प्लान' })), []);
  assert.deepEqual(pairs(hi('बाढ़ पीड़ितों के लिए Vexatel ने भी राहत सामग्री भेजी है।')), []);
});

test('Telugu: a stay given free, a unit sent for review; a denial and a family present are none', () => {
  for (const line of ['మా రూమ్ Vexatel వాళ్ళు ఉచితంగా ఇచ్చారు.', 'ఈ రౌటర్ Vexatel వాళ్ళు రివ్యూ కోసం పంపారు.'])
    assert.deepEqual(pairs(te(`${line} https://www.vexatel.in`)), ['vexatel.in Free Product'], line);
  const bought = 'కొత్త Vexatel రౌటర్ నా డబ్బుతో కొన్నా. ఎవరూ sponsor చేయలేదు.';
  assert.deepEqual(pairs(te(bought, { title: 'నా కొత్త Vexatel రౌటర్' })), []);
  assert.deepEqual(pairs(te('తమ్ముడు అమ్మకి Vexatel ఫోన్ ఉచితంగా ఇచ్చాడు.')), []);
});
