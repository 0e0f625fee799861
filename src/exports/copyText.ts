// Undoes COPY's text-format escaping for a one-column COPY whose value is an already rendered line (a CSV
// record, a JSON object): `\n`, `\r`, `\t`, `\b`, `\f`, `\v` and `\\` become the bytes they stand for, and each
// row's end becomes the file's own line terminator. Works on chunks as they stream, holding no rows.

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c, 0x76: 0x0b };
const BYTE = Array.from({ length: 256 }, (_, i) => Buffer.from([i]));

export class CopyTextDecoder {
  /** Rows seen so far (row ends passed). */
  rows = 0;
  private backslash = false;
  private separatorPending = false;

  /**
   * `terminator` follows every row (CSV's CRLF, JSON lines' LF); when it is empty, `between` goes between rows
   * instead (a JSON array's `,\n`).
   */
  constructor(
    private readonly terminator: Buffer,
    private readonly between: Buffer,
  ) {}

  push(chunk: Buffer): Buffer {
    const out: Buffer[] = [];
    const emit = (b: Buffer) => {
      if (this.separatorPending) {
        out.push(this.between);
        this.separatorPending = false;
      }
      out.push(b);
    };
    let i = 0;
    if (this.backslash && chunk.length > 0) {
      this.backslash = false;
      emit(BYTE[ESCAPES[chunk[0]] ?? chunk[0]]);
      i = 1;
    }
    let nextSlash = chunk.indexOf(0x5c, i);
    let nextEnd = chunk.indexOf(0x0a, i);
    while (i < chunk.length) {
      if (nextSlash !== -1 && nextSlash < i) nextSlash = chunk.indexOf(0x5c, i);
      if (nextEnd !== -1 && nextEnd < i) nextEnd = chunk.indexOf(0x0a, i);
      const j = nextSlash === -1 ? nextEnd : nextEnd === -1 ? nextSlash : Math.min(nextSlash, nextEnd);
      if (j === -1) {
        emit(chunk.subarray(i));
        break;
      }
      if (j > i) emit(chunk.subarray(i, j));
      if (j === nextEnd) {
        this.rows++;
        if (this.terminator.length) out.push(this.terminator);
        else this.separatorPending = true;
        i = j + 1;
      } else if (j + 1 < chunk.length) {
        emit(BYTE[ESCAPES[chunk[j + 1]] ?? chunk[j + 1]]);
        i = j + 2;
      } else {
        this.backslash = true;
        i = j + 1;
      }
    }
    return out.length === 1 ? out[0] : Buffer.concat(out);
  }
}
