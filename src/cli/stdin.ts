// Reading a secret (a password, a callback secret) from standard input, so it never lands in shell history or a
// process list as a flag value would.

/** Standard input as one line: a trailing newline from `echo` or a file is not part of the value. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
