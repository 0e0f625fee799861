// Writes a stream of small chunks as large blocks, one block on its way while the next fills: an export's COPY
// arrives in socket-sized chunks (~64 KB), and handing each to storage and waiting for it stalled the COPY once per
// chunk (docs/decisions.md, "Exports: blocks written behind the COPY"). Both storages use it: the local file writes
// 1 MiB blocks, the bucket uploads 8 MiB parts. Memory: two blocks.

export class BlockWriter {
  private filling: Buffer;
  private spare: Buffer | null = null;
  private used = 0;
  /** The block on its way; a failure surfaces at the next block or at finish. */
  private sending: Promise<void> = Promise.resolve();
  /** Set by finish, close and settle: the file is committed or abandoned, and takes no more bytes. */
  private closed = false;
  /** Bytes taken so far. */
  size = 0;

  /** `send` gets each block in order, one at a time, and must be done with its bytes when it resolves. */
  constructor(
    readonly blockBytes: number,
    private readonly send: (block: Buffer) => Promise<void>,
  ) {
    this.filling = Buffer.allocUnsafe(blockBytes);
  }

  /** Copies `data` in (the caller may reuse it at once); resolves when every full block is on its way. */
  async write(data: string | Buffer): Promise<void> {
    if (this.closed) throw new Error('the file is already committed or abandoned');
    let rest = typeof data === 'string' ? Buffer.from(data) : data;
    this.size += rest.length;
    while (rest.length > 0) {
      const n = rest.copy(this.filling, this.used);
      this.used += n;
      rest = rest.subarray(n);
      if (this.used === this.blockBytes) await this.flush();
    }
  }

  /** Bytes taken and not yet sent (at most one block). */
  get pending(): Buffer {
    return this.filling.subarray(0, this.used);
  }

  /** Waits for the block on its way, then sends the filled part of the current one. */
  async flush(): Promise<void> {
    await this.sending;
    const block = this.filling;
    const sending = this.send(block.subarray(0, this.used));
    sending.catch(() => {});
    this.sending = sending;
    // The spare's own send finished (awaited above): it fills next.
    this.filling = this.spare ?? Buffer.allocUnsafe(this.blockBytes);
    this.spare = block;
    this.used = 0;
  }

  /** Takes no more bytes: what was taken stays in `pending` (a file smaller than a block is sent whole by its owner). */
  close(): void {
    this.closed = true;
  }

  /** Takes no more bytes, sends what is left (when anything is) and waits for every block. */
  async finish(): Promise<void> {
    this.closed = true;
    if (this.used > 0) await this.flush();
    await this.sending;
  }

  /** Waits for the block on its way, ignoring its failure (the file is being thrown away). */
  async settle(): Promise<void> {
    this.closed = true;
    await this.sending.catch(() => {});
  }
}
