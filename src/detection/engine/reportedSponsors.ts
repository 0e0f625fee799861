// Sponsors spoken of as a group of other people's: "les sponsors qui se frottent les mains", "спонсоры ФИФА", "the
// sponsors of the World Cup" (docs/detection.md §1p). A creator's own are "our sponsors", "the sponsors of this
// video", or a label ("Sponsors: …"); any other plural sponsor noun is news about sponsors, not a disclosure, and so
// is one opening its sentence with whose sponsors they are ("Спонсоры ФИФА — …", "Sponsors of the World Cup").
import { followsPossessive } from '../ordinaryWords.js';

// The plural sponsor noun of each language the news vocabulary is read in.
const PLURAL_SPONSORS = /^(?:sponsors|sponsoren|patrocinadores|patrocinadoras|спонсор(?:ы|ов|ам|ами|ах))$/iu;
// "this video", "cet épisode", "dieses Video", "este video", "этого ролика": the sponsors are the video's.
const THIS_VIDEO =
  /(?<![\p{L}\p{N}])(?:this|these|today['’]s|ce|cet|cette|dies\p{L}*|heutig\p{L}*|este|esta|hoy|эт\p{L}+|сегодняшн\p{L}*)\s+(?:\p{L}+\s+)?(?:video|vidéo|episode|épisode|stream|show|folge|episodio|programa|видео|ролик\p{L}*|выпуск\p{L}*|стрим\p{L}*)(?![\p{L}\p{N}])/iu;

/**
 * Whether the paid word `word`, at `at` in `sentence`, is a plural sponsor noun reported of others: not after a
 * possessive ("our sponsors", "nos sponsors"), not a label (first word of its sentence, or before a colon), and not
 * in a sentence about this video.
 */
export function reportsOthersSponsors(word: string, sentence: string, at: number): boolean {
  if (!PLURAL_SPONSORS.test(word)) return false;
  const rest = sentence.slice(at + word.length);
  if (/^\s*[:：]/u.test(rest)) return false;
  if (!sentence.slice(0, at).trim() && !namesOwner(word, rest)) return false;
  if (followsPossessive(sentence, at)) return false;
  return !THIS_VIDEO.test(sentence) && !OWN_CHANNEL.test(rest.slice(0, 40));
}

// Whose sponsors a sentence's first word speaks of, right after it: "Sponsors of FIFA", "Les sponsors de la Coupe",
// "Sponsoren der WM", or in Russian the owner's name in the genitive without a preposition ("Спонсоры ФИФА").
const OWNER_AFTER = /^\s+(?:of|de|des|du|del|der|von|do|da)\s+(?:the\s+|la\s+|le\s+|l['’]|die\s+|el\s+)?\p{Lu}/u;
const GENITIVE_OWNER_AFTER = /^\s+\p{Lu}/u;
// The channel's own: "Sponsors of the Channel", "Спонсоры Канала".
const OWN_CHANNEL = /(?<![\p{L}\p{N}])(?:channel|chaîne|kanal\p{L}*|canal|канал\p{L}*)(?![\p{L}\p{N}])/iu;

/**
 * Whether a plural sponsor noun that opens its sentence is followed by whose sponsors they are: a label ("Sponsors:
 * …", "Sponsors today …") is not; "Sponsors of FIFA — Coca-Cola, Adidas …" reports another's.
 */
function namesOwner(word: string, rest: string): boolean {
  return OWNER_AFTER.test(rest) || (/^\p{Script=Cyrillic}/u.test(word) && GENITIVE_OWNER_AFTER.test(rest));
}
