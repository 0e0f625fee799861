// The ceiling: bare node:http answering every request with the same pre-built bytes.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.CANNED_FILE!);
const health = Buffer.from('{"ok":true}');
http
  .createServer((req, res) => {
    const b = req.url === '/healthz' ? health : body;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': b.length });
    res.end(b);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
