// Regular expressions too long for one line, written over several.

/**
 * A tag for a regular expression written over several lines: regex('gi')`…` is the RegExp of the template's raw
 * text (backslashes as written, as in a /…/ literal) with every line break and the indentation after it
 * removed. A pattern is broken only where no space of its own meets the break.
 */
export function regex(flags: string) {
  return (strings: TemplateStringsArray, ...values: never[]): RegExp => {
    if (values.length) throw new Error('regex`…` takes no substitutions');
    return new RegExp(strings.raw.join('').replace(/\n[ \t]*/g, ''), flags);
  };
}
