// Regular expressions too long for one line, written over several.

/**
 * A tag for a regular expression written over several lines: regex('gi')`…` is the RegExp of the template's raw
 * text (backslashes as written, as in a /…/ literal) with every line break and the indentation after it
 * removed. A pattern is broken only where no space of its own meets the break. A substitution is a RegExp, a part
 * several patterns share (a capitalised name's word), written in as its source: a string is refused, so no text is
 * ever read as an expression by accident.
 */
export function regex(flags: string) {
  return (strings: TemplateStringsArray, ...values: RegExp[]): RegExp => {
    if (values.some((v) => !(v instanceof RegExp))) throw new Error('regex`…` takes only RegExp substitutions');
    const cut = (s: string) => s.replace(/\n[ \t]*/g, '');
    let source = cut(strings.raw[0]);
    values.forEach((v, i) => (source += v.source + cut(strings.raw[i + 1])));
    return new RegExp(source, flags);
  };
}
