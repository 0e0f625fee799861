// Certificates made at test time with openssl: a throwaway CA and a server certificate for the given names,
// so loopback HTTPS receivers are verified exactly as real ones are.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestCertificates {
  ca: string;
  key: string;
  cert: string;
}

export function makeTestCertificates(names: string[] = ['localhost']): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-tls-'));
  const f = (n: string) => path.join(dir, n);
  const ossl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    ossl(
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=csds test CA',
      '-keyout',
      f('ca.key'),
      '-out',
      f('ca.pem'),
    );
    ossl(
      'req',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      `/CN=${names[0]}`,
      '-keyout',
      f('server.key'),
      '-out',
      f('server.csr'),
    );
    const san = names.map((n) => (/^[\d.]+$|:/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(',');
    fs.writeFileSync(
      f('ext.cnf'),
      `subjectAltName=${san}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`,
    );
    ossl(
      'x509',
      '-req',
      '-in',
      f('server.csr'),
      '-CA',
      f('ca.pem'),
      '-CAkey',
      f('ca.key'),
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      f('ext.cnf'),
      '-out',
      f('server.pem'),
    );
    return {
      ca: fs.readFileSync(f('ca.pem'), 'utf8'),
      key: fs.readFileSync(f('server.key'), 'utf8'),
      cert: fs.readFileSync(f('server.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
