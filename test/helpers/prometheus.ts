// A strict reader of the Prometheus text exposition format (0.0.4) for tests: every line must be a HELP, a TYPE,
// a sample or blank; every sample must belong to a family declared once with TYPE; label values are unescaped.
// Values are what Prometheus's own parser (Go's ParseFloat) accepts, which reads NaN in any case (prom-client
// writes "Nan" for an event-loop mean with no samples yet).
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const HELP = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{(.*)\\})? (-?[0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|[Nn][Aa][Nn]|[+-][Ii]nf)(?: -?[0-9]+)?$`,
);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;

export function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('the exposition must end with a newline');
  lines.forEach((line, i) => {
    const where = `line ${i + 1}: ${line}`;
    if (line === '' || HELP.test(line)) return;
    const t = TYPE.exec(line);
    if (t) {
      if (types.has(t[1])) throw new Error(`TYPE declared twice, ${where}`);
      types.set(t[1], t[2]);
      return;
    }
    const s = SAMPLE.exec(line);
    if (!s) throw new Error(`not a valid exposition line, ${where}`);
    const labels: Record<string, string> = {};
    if (s[2] !== undefined && s[2] !== '') {
      LABEL.lastIndex = 0;
      let m: RegExpExecArray | null;
      let end = 0;
      while ((m = LABEL.exec(s[2]))) {
        labels[m[1]] = m[2].replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
        end = LABEL.lastIndex;
        if (m[3] === '') break;
      }
      if (end !== s[2].length) throw new Error(`malformed labels, ${where}`);
    }
    const family = [s[1], s[1].replace(/_(bucket|sum|count)$/, '')].find((n) => types.has(n));
    if (!family) throw new Error(`sample without a TYPE, ${where}`);
    if (family !== s[1] && !['histogram', 'summary'].includes(types.get(family)!))
      throw new Error(`suffix on a ${types.get(family)}, ${where}`);
    samples.push({ name: s[1], labels, value: Number(s[3]) });
  });
  return { types, samples };
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const hits = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (hits.length > 1) throw new Error(`${hits.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return hits[0]?.value;
}
