// Turns PostgreSQL's `COPY … TO STDOUT WITH (FORMAT csv)` into the export's CSV (docs/api.md "Exports") as it
// streams: each row's LF becomes CRLF, and with the formula guard a text cell that starts with =, +, -, @, tab or CR
// is quoted with a leading apostrophe. COPY already quotes as the export does (a cell holding `"`, `,`, CR or LF,
// quotes doubled); the query gives it text cells with '' as null, so an empty cell is never `""`. The same bytes as
// csv_cell() (migration 028) renders line by line, which the embedded store uses; a test holds the two equal.
// PostgreSQL renders the rows at COPY's own speed and this pass runs beside it, one look at each byte.

const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

/** First bytes a spreadsheet reads as the start of a formula: = + - @ tab CR. */
const FORMULA = new Uint8Array(256);
for (const c of [0x3d, 0x2b, 0x2d, 0x40, 0x09, CR]) FORMULA[c] = 1;

// Where the scan is: at a cell's start, inside an unquoted cell, just after a cell's opening quote, inside a quoted
// cell, or just after a quote inside a quoted cell (an escaped quote or the cell's end, told by the next byte).
const START = 0;
const PLAIN = 1;
const OPENED = 2;
const QUOTED = 3;
const QUOTE_SEEN = 4;

export class CopyCsvRewriter {
  /** Rows seen so far (row ends passed). */
  rows = 0;
  private state = START;
  private col = 0;
  /** An unquoted cell that got the guard: its closing quote is due at the cell's end. */
  private closing = false;

  /** One output buffer for every chunk: a new one per chunk was most of the export's memory (docs/decisions.md). */
  private out = Buffer.alloc(0);

  /** `guarded[i]`: column i gets the formula guard (text cells, when the export asks for it). */
  constructor(private readonly guarded: readonly boolean[]) {}

  /** The chunk's bytes in the export's CSV; they are overwritten by the next push, so use them before it. */
  push(chunk: Buffer): Buffer {
    // At most 3 bytes out for each byte in: a guarded one-byte cell `=,` becomes `"'=",`, a row end CRLF, and a
    // chunk may open with the closing quote or the apostrophe that the previous chunk's last byte called for.
    if (this.out.length < chunk.length * 3 + 4) this.out = Buffer.allocUnsafe(chunk.length * 3 + 4);
    const out = this.out;
    const guarded = this.guarded;
    let o = 0;
    let state = this.state;
    let col = this.col;
    let closing = this.closing;
    let rows = this.rows;
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      let c = chunk[i];
      if (state === PLAIN) {
        // An unquoted cell, or what follows a quoted cell's closing quote: copied as it is up to its comma or row
        // end, the run that holds most of a file's bytes.
        while (c !== COMMA && c !== LF) {
          out[o++] = c;
          if (++i === n) break;
          c = chunk[i];
        }
        if (i === n) break;
        if (closing) out[o++] = QUOTE;
        closing = false;
        if (c === COMMA) {
          out[o++] = c;
          col++;
        } else {
          out[o++] = CR;
          out[o++] = LF;
          col = 0;
          rows++;
        }
        state = START;
        i++;
        continue;
      }
      if (state === QUOTED) {
        // Inside a quoted cell: copied as it is up to the next quote.
        while (c !== QUOTE) {
          out[o++] = c;
          if (++i === n) break;
          c = chunk[i];
        }
        if (i === n) break;
        out[o++] = c;
        state = QUOTE_SEEN;
        i++;
        continue;
      }
      if (state === OPENED) {
        out[o++] = QUOTE;
        if (guarded[col] && FORMULA[c]) out[o++] = APOSTROPHE;
        out[o++] = c;
        state = c === QUOTE ? QUOTE_SEEN : QUOTED;
        i++;
        continue;
      }
      if (state === QUOTE_SEEN) {
        if (c === QUOTE) {
          // A doubled quote inside the cell.
          out[o++] = c;
          state = QUOTED;
          i++;
          continue;
        }
        // The cell's closing quote was the last byte: what follows is its comma or row end.
        state = PLAIN;
        continue;
      }
      // START: a cell's first byte.
      if (c === QUOTE) {
        state = OPENED;
        i++;
        continue;
      }
      if (guarded[col] && FORMULA[c]) {
        out[o++] = QUOTE;
        out[o++] = APOSTROPHE;
        closing = true;
      }
      state = PLAIN;
    }
    this.state = state;
    this.col = col;
    this.closing = closing;
    this.rows = rows;
    return out.subarray(0, o);
  }
}
