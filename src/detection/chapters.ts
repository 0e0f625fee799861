// Video chapters from a description's timestamps, by the rules YouTube applies before it shows chapters.
//
// 1. A chapter line is a line that starts with a timestamp (after optional bullets, dashes or a list
//    number such as "1."; the timestamp may sit in brackets) or that ends with one. Timestamps are
//    m:ss, mm:ss or h:mm:ss (seconds, and minutes after an hour, below 60). A timestamp in the middle of
//    a sentence ("the code is shown at 3:15 on screen") does not make a chapter line.
// 2. The list begins at the first chapter line whose timestamp is 0:00; timestamps mentioned before it
//    ("recorded live at 12:30") do not count. It runs over the following chapter lines and blank lines and
//    ends at the first non-blank line that is not a chapter line, so a stray timestamp further down the
//    description cannot spoil the list.
// 3. There must be at least 3 chapters.
// 4. Timestamps must be strictly ascending, and each chapter at least 10 seconds long (the next one starts
//    10 s or more later). The last chapter's length depends on the video's duration and is not checked.
// If any rule fails, the video has no chapters: the result is [] (YouTube shows none either).
// A title is the rest of the line, trimmed of whitespace and separators such as "-", "–", "—", "|", ":".

export interface Chapter {
  title: string;
  timeRangeStartMillis: number;
}

export const MIN_CHAPTERS = 3;
export const MIN_CHAPTER_SECONDS = 10;

const TS = String.raw`(?:(\d{1,2}):(\d{2}):(\d{2})|(\d{1,2}):(\d{2}))`;
// Bullets or a list number, then the timestamp (optionally in brackets), then a boundary.
const LEADING = new RegExp(
  String.raw`^\s*(?:[-–—•*·▶►>]+\s*|\d{1,3}[.)]\s+)?[(\[]?${TS}[)\]]?(?=$|[\s\-–—|:.,)\]])(.*)$`,
);
// The timestamp (optionally in brackets) at the end of the line, after a boundary.
const TRAILING = new RegExp(String.raw`^(.*?)(?:^|[\s\-–—|:(\[])[(\[]?${TS}[)\]]?\s*$`);
const SEPARATORS = /^[\s\-–—|:•*·.,)\]]+|[\s\-–—|:•*·.,([]+$/g;

function seconds(m: RegExpExecArray, at: number): number | null {
  const [h, mm, ss, m2, s2] = m.slice(at, at + 5);
  if (h !== undefined) {
    const min = Number(mm);
    const sec = Number(ss);
    if (min >= 60 || sec >= 60) return null;
    return Number(h) * 3600 + min * 60 + sec;
  }
  const sec = Number(s2);
  if (sec >= 60) return null;
  return Number(m2) * 60 + sec;
}

/** The timestamp and title of a chapter line, or null when the line is not one. */
export function parseChapterLine(line: string): { seconds: number; title: string } | null {
  if (!line.includes(':')) return null; // every timestamp has one
  const lead = LEADING.exec(line);
  if (lead) {
    const s = seconds(lead, 1);
    if (s !== null) return { seconds: s, title: lead[6].replace(SEPARATORS, '') };
  }
  const trail = TRAILING.exec(line);
  if (trail) {
    const s = seconds(trail, 2);
    if (s !== null) return { seconds: s, title: trail[1].replace(SEPARATORS, '') };
  }
  return null;
}

export function parseChapters(description: string): Chapter[] {
  if (!description) return [];
  const lines = description.split(/\r\n|\r|\n/);
  const start = lines.findIndex((l) => parseChapterLine(l)?.seconds === 0);
  if (start < 0) return [];
  const found: { seconds: number; title: string }[] = [];
  for (let i = start; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const c = parseChapterLine(lines[i]);
    if (!c) break;
    found.push(c);
  }
  if (found.length < MIN_CHAPTERS) return [];
  for (let i = 1; i < found.length; i++) {
    if (found[i].seconds - found[i - 1].seconds < MIN_CHAPTER_SECONDS) return [];
  }
  return found.map((c) => ({ title: c.title, timeRangeStartMillis: c.seconds * 1000 }));
}
