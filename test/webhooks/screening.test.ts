// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  isPublicUnicast,
  parseAllowedCidrs,
  parseIpLiteral,
  screenCallbackUrl,
  screenHost,
  validateCallbackUrl,
  type ParsedCidr,
  type ScreenRule,
} from '../../src/outbound/screening.js';

type Lookup = (host: string) => Promise<string[]>;

const answers =
  (...ips: string[]): Lookup =>
  async () =>
    ips;
const notFound: Lookup = async (host) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};
// Any literal that reaches the resolver is a screening bug; fail loudly instead of touching the network.
const noDns: Lookup = async (host) => {
  throw new Error(`unexpected DNS lookup for ${host}`);
};

interface BadCase {
  url: string;
  rule: ScreenRule;
  lookup?: Lookup;
  note?: string;
}

const P: ScreenRule = 'private_address';

const bad: BadCase[] = [
  // Loopback in every spelling a URL host can carry.
  { url: 'https://127.0.0.1/', rule: P },
  { url: 'https://127.0.0.1:8443/hook', rule: P },
  { url: 'https://2130706433/', rule: P, note: 'single decimal integer' },
  { url: 'https://0177.0.0.1/', rule: P, note: 'octal first part' },
  { url: 'https://0177.0000.0000.0001/', rule: P, note: 'all octal' },
  { url: 'https://017700000001/', rule: P, note: 'single octal integer' },
  { url: 'https://0x7f.0.0.1/', rule: P, note: 'hex first part' },
  { url: 'https://0x7f000001/', rule: P, note: 'single hex integer' },
  { url: 'https://0X7F.0X0.0X0.0X1/', rule: P, note: 'upper-case hex' },
  { url: 'https://127.1/', rule: P, note: 'short form a.b' },
  { url: 'https://127.0.1/', rule: P, note: 'short form a.b.c' },
  { url: 'https://0x7f.1/', rule: P, note: 'mixed hex + short' },
  { url: 'https://0177.0x0.1/', rule: P, note: 'mixed octal + hex + short' },
  { url: 'https://127.0.0.1./', rule: P, note: 'trailing dot' },
  { url: 'https://127.255.255.254/', rule: P },
  { url: 'https://%31%32%37.0.0.1/', rule: P, note: 'percent-encoded host' },
  { url: 'https://１２７.０.０.１/', rule: P, note: 'full-width digits (IDNA maps them)' },
  { url: 'https://0x7f。0。0。1/', rule: P, note: 'ideographic full stops' },
  // RFC 1918 and friends, in several spellings.
  { url: 'https://10.0.0.1/', rule: P },
  { url: 'https://167772161/', rule: P, note: '10.0.0.1 as integer' },
  { url: 'https://012.0.0.1/', rule: P, note: '10.0.0.1 octal' },
  { url: 'https://0xa.0.0.1/', rule: P, note: '10.0.0.1 hex' },
  { url: 'https://10.1/', rule: P, note: '10.0.0.1 short' },
  { url: 'https://172.16.0.1/', rule: P },
  { url: 'https://172.31.255.255/', rule: P },
  { url: 'https://0xac.0x10.0.1/', rule: P, note: '172.16.0.1 hex' },
  { url: 'https://192.168.1.1/', rule: P },
  { url: 'https://3232235777/', rule: P, note: '192.168.1.1 as integer' },
  { url: 'https://0xc0a80101/', rule: P, note: '192.168.1.1 single hex' },
  { url: 'https://0300.0250.1.1/', rule: P, note: '192.168.1.1 octal' },
  { url: 'https://192.168.257/', rule: P, note: '192.168.1.1 short with overflowing last part' },
  { url: 'https://100.64.0.1/', rule: P, note: 'CGNAT' },
  { url: 'https://100.127.255.254/', rule: P, note: 'CGNAT top' },
  { url: 'https://169.254.169.254/latest/meta-data', rule: P, note: 'cloud metadata' },
  { url: 'https://0xa9fea9fe/', rule: P, note: 'metadata as hex' },
  { url: 'https://169.254.1.1/', rule: P },
  { url: 'https://0.0.0.0/', rule: P },
  { url: 'https://0/', rule: P, note: '0.0.0.0 as integer' },
  { url: 'https://0.1.2.3/', rule: P, note: '0/8' },
  { url: 'https://198.18.0.1/', rule: P, note: 'benchmarking' },
  { url: 'https://198.19.255.1/', rule: P, note: 'benchmarking upper half' },
  { url: 'https://192.0.2.1/', rule: P, note: 'TEST-NET-1' },
  { url: 'https://198.51.100.1/', rule: P, note: 'TEST-NET-2' },
  { url: 'https://203.0.113.1/', rule: P, note: 'TEST-NET-3' },
  { url: 'https://192.0.0.8/', rule: P, note: 'IETF protocol assignments' },
  { url: 'https://224.0.0.1/', rule: P, note: 'multicast' },
  { url: 'https://239.255.255.250/', rule: P, note: 'multicast SSDP' },
  { url: 'https://240.0.0.1/', rule: P, note: 'reserved' },
  { url: 'https://255.255.255.255/', rule: P, note: 'broadcast' },
  { url: 'https://4294967295/', rule: P, note: 'broadcast as integer' },
  // IPv6 literals.
  { url: 'https://[::1]/', rule: P },
  { url: 'https://[0:0:0:0:0:0:0:1]/', rule: P, note: 'uncompressed ::1' },
  { url: 'https://[::]/', rule: P },
  { url: 'https://[fc00::1]/', rule: P },
  { url: 'https://[fd12::1]/', rule: P },
  { url: 'https://[fe80::1]/', rule: P },
  { url: 'https://[fec0::1]/', rule: P, note: 'deprecated site-local' },
  { url: 'https://[ff02::1]/', rule: P },
  { url: 'https://[2001:db8::1]/', rule: P, note: 'documentation' },
  { url: 'https://[100::1]/', rule: P, note: 'discard' },
  { url: 'https://[2001:2::1]/', rule: P, note: 'benchmarking' },
  { url: 'https://[::7f00:1]/', rule: P, note: 'deprecated IPv4-compatible' },
  { url: 'https://[4000::1]/', rule: P, note: 'outside 2000::/3' },
  // IPv4 embedded in IPv6.
  { url: 'https://[::ffff:127.0.0.1]/', rule: P, note: 'IPv4-mapped dotted' },
  { url: 'https://[::ffff:7f00:1]/', rule: P, note: 'IPv4-mapped hex' },
  { url: 'https://[::ffff:10.0.0.1]/', rule: P },
  { url: 'https://[::ffff:a9fe:a9fe]/', rule: P, note: 'mapped metadata' },
  { url: 'https://[0:0:0:0:0:ffff:192.168.0.1]/', rule: P },
  { url: 'https://[64:ff9b::a00:1]/', rule: P, note: 'NAT64 of 10.0.0.1' },
  { url: 'https://[64:ff9b::127.0.0.1]/', rule: P, note: 'NAT64 of loopback' },
  { url: 'https://[64:ff9b:1::808:808]/', rule: P, note: 'local-use NAT64 prefix' },
  { url: 'https://[2002:7f00:1::]/', rule: P, note: '6to4 of 127.0.0.1' },
  { url: 'https://[2002:c0a8:101::1]/', rule: P, note: '6to4 of 192.168.1.1' },
  { url: 'https://[2002:a9fe:a9fe::1]/', rule: P, note: '6to4 of metadata' },
  { url: 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', rule: P, note: 'Teredo, client 127.0.0.1' },
  { url: 'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/', rule: P, note: 'Teredo, client 10.0.0.1' },
  { url: 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', rule: P, note: 'Teredo, client 192.0.2.45' },
  // Names.
  { url: 'https://localhost/', rule: P },
  { url: 'https://LOCALHOST:8443/x', rule: P },
  { url: 'https://api.localhost/', rule: P },
  { url: 'https://internal.example/', rule: P, lookup: answers('10.0.0.1') },
  { url: 'https://mixed.example/', rule: P, lookup: answers('93.184.216.34', '127.0.0.1'), note: 'one bad answer' },
  { url: 'https://v6.example/', rule: P, lookup: answers('2606:4700:4700::1111', 'fd00::5') },
  { url: 'https://mapped.example/', rule: P, lookup: answers('::ffff:169.254.169.254') },
  { url: 'https://garbage.example/', rule: P, lookup: answers('not-an-ip') },
  { url: 'https://empty.example/', rule: 'unresolvable', lookup: answers() },
  { url: 'https://nx.example/', rule: 'unresolvable', lookup: notFound },
  // Static rules.
  { url: 'http://example.com/', rule: 'https_required' },
  { url: 'http://8.8.8.8/', rule: 'https_required' },
  { url: 'ftp://example.com/', rule: 'https_required' },
  { url: 'ws://example.com/', rule: 'https_required' },
  { url: 'file:///etc/passwd', rule: 'https_required' },
  { url: 'https://user:pass@example.com/', rule: 'credentials_forbidden' },
  { url: 'https://user@example.com', rule: 'credentials_forbidden' },
  { url: 'https://:pass@example.com/', rule: 'credentials_forbidden' },
  { url: 'https://@example.com/', rule: 'credentials_forbidden', note: 'empty userinfo' },
  { url: 'https://example.com/hook?a=1', rule: 'query_forbidden' },
  { url: 'https://example.com/hook?', rule: 'query_forbidden', note: 'bare ?' },
  { url: 'https://example.com?', rule: 'query_forbidden', note: 'bare ? without path' },
  { url: 'https://example.com/hook#x', rule: 'fragment_forbidden' },
  { url: 'https://example.com/hook#', rule: 'fragment_forbidden', note: 'bare #' },
  { url: 'not a url', rule: 'invalid_url' },
  { url: '', rule: 'invalid_url' },
  { url: '/relative/path', rule: 'invalid_url' },
  { url: 'https://', rule: 'invalid_url' },
  { url: 'https://exa mple.com/', rule: 'invalid_url' },
  { url: ' https://example.com/', rule: 'invalid_url', note: 'leading space' },
  { url: 'https://[::1/', rule: 'invalid_url' },
  { url: 'https://1.2.3.4.5/', rule: 'invalid_url', note: 'WHATWG rejects a 5-part numeric host' },
  { url: `https://example.com/${'a'.repeat(2100)}`, rule: 'invalid_url', note: 'too long' },
];

describe('screenCallbackUrl rejects', () => {
  it('has a large table', () => {
    assert.ok(bad.length >= 60, `only ${bad.length} cases`);
  });
  for (const c of bad) {
    const label = `${c.url.length > 80 ? `${c.url.slice(0, 60)}…` : c.url || '(empty)'}${c.note ? ` [${c.note}]` : ''}`;
    it(`${label} → ${c.rule}`, async () => {
      // Names not given a lookup are refused before DNS (localhost) or must not reach it at all.
      const r = await screenCallbackUrl(c.url, { allowedCidrs: [], lookup: c.lookup ?? noDns });
      assert.equal(r.ok, false, `accepted: ${JSON.stringify(r)}`);
      if (!r.ok) {
        assert.equal(r.rule, c.rule, r.message);
        assert.ok(r.message.length > 0 && r.message.length < 200);
        assert.ok(!r.message.includes('pass'), 'message leaks credentials');
        assert.ok(!r.message.includes('a=1'), 'message leaks the query');
      }
    });
  }
});

describe('screenCallbackUrl accepts', () => {
  const good: { url: string; lookup?: Lookup; allowed?: ParsedCidr[]; addresses: string[] }[] = [
    { url: 'https://8.8.8.8/hook', addresses: ['8.8.8.8'] },
    { url: 'https://134744072/hook', addresses: ['8.8.8.8'] },
    { url: 'https://[2606:4700:4700::1111]/x', addresses: ['2606:4700:4700::1111'] },
    { url: 'https://example.com/hooks/csds', lookup: answers('93.184.216.34'), addresses: ['93.184.216.34'] },
    {
      url: 'https://example.com:8443/a/b',
      lookup: answers('93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '93.184.216.34'),
      addresses: ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    },
    { url: 'https://[2002:808:808::1]/', addresses: ['2002:808:808::1'] },
    { url: 'https://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/', addresses: ['2001:0:4136:e378:8000:63bf:f7f7:f7f7'] },
    { url: 'https://[64:ff9b::808:808]/', addresses: ['64:ff9b::808:808'] },
    { url: 'https://[::ffff:8.8.8.8]/', addresses: ['::ffff:808:808'] },
    { url: 'https://127.0.0.1:8443/', allowed: parseAllowedCidrs(['127.0.0.0/8']), addresses: ['127.0.0.1'] },
    {
      url: 'https://receiver.internal/',
      lookup: answers('10.1.2.3'),
      allowed: parseAllowedCidrs(['10.1.0.0/16']),
      addresses: ['10.1.2.3'],
    },
  ];
  for (const g of good) {
    it(g.url, async () => {
      const r = await screenCallbackUrl(g.url, { allowedCidrs: g.allowed ?? [], lookup: g.lookup ?? noDns });
      assert.ok(r.ok, JSON.stringify(r));
      if (r.ok) {
        assert.deepEqual(r.addresses, g.addresses);
        assert.equal(r.url.protocol, 'https:');
      }
    });
  }

  it('allowed CIDRs only open what they cover', async () => {
    const allowed = parseAllowedCidrs(['127.0.0.0/8']);
    const r = await screenCallbackUrl('https://10.0.0.1/', { allowedCidrs: allowed, lookup: noDns });
    assert.equal(r.ok, false);
  });

  it('resolves localhost with the real resolver when loopback is allowed', async () => {
    const r = await screenHost('localhost', { allowedCidrs: parseAllowedCidrs(['127.0.0.0/8', '::1/128']) });
    assert.ok(r.ok, JSON.stringify(r));
  });
});

describe('screenHost', () => {
  it('[review 16.7] a refusal names the rule and the host, never the address it resolved to', async () => {
    for (const bad of ['10.0.0.5', '127.0.0.1', '169.254.169.254', 'fd00::5', '::ffff:192.168.1.1', 'not-an-ip']) {
      const r = await screenHost('x.example', { allowedCidrs: [], lookup: answers('93.184.216.34', bad) });
      assert.equal(r.ok, false);
      if (r.ok) continue;
      assert.equal(r.rule, 'private_address');
      assert.equal(
        r.message,
        'host x.example resolves to a private, loopback, link-local or otherwise non-public address',
      );
    }
    // An IP literal in a spelling that hides it is not spelled out either.
    const literal = await screenHost('0x7f.1', { allowedCidrs: [], lookup: noDns });
    assert.deepEqual(literal.ok ? null : [literal.rule, literal.message.includes('127.0.0.1')], [
      'private_address',
      false,
    ]);
  });

  it('refuses a bracketed host that is not an IPv6 address', async () => {
    const r = await screenHost('[not-ipv6]', { allowedCidrs: [], lookup: noDns });
    assert.deepEqual(r.ok ? null : r.rule, 'invalid_url');
  });

  it('treats resolver errors other than not-found as unresolvable too', async () => {
    const r = await screenHost('x.example', {
      allowedCidrs: [],
      lookup: async () => {
        throw Object.assign(new Error('boom'), { code: 'ETIMEOUT' });
      },
    });
    assert.deepEqual(r.ok ? null : r.rule, 'unresolvable');
  });
});

describe('validateCallbackUrl', () => {
  it('accepts a plain https URL without DNS', () => {
    const r = validateCallbackUrl('https://example.com/hooks/1');
    assert.ok(r.ok);
    if (r.ok) assert.equal(r.url.hostname, 'example.com');
  });

  it('accepts exactly 2048 characters', () => {
    const base = 'https://example.com/';
    assert.ok(validateCallbackUrl(base + 'a'.repeat(2048 - base.length)).ok);
    assert.equal(validateCallbackUrl(base + 'a'.repeat(2049 - base.length)).ok, false);
  });
});

describe('parseIpLiteral', () => {
  const cases: [string, string | null][] = [
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['1.2.3.4.', '1.2.3.4'],
    ['[::1]', '::1'],
    ['::1', '::1'],
    ['[0:0:0:0:0:ffff:7f00:1]', '::ffff:7f00:1'],
    ['[2606:4700:4700:0:0:0:0:1111]', '2606:4700:4700::1111'],
    ['example.com', null],
    ['localhost', null],
    ['1.2.3.example', null],
    ['08.1.1.1', null], // 08 is not octal, so this is not an address (WHATWG rejects the URL outright)
    ['256.1.1.1', null],
    ['4294967296', null],
    ['1.2.3.4.5', null],
    ['[not-ipv6]', null],
  ];
  for (const [input, expected] of cases) {
    it(`${input} → ${expected}`, () => assert.equal(parseIpLiteral(input), expected));
  }
});

describe('isPublicUnicast', () => {
  it('classifies plain addresses', () => {
    assert.equal(isPublicUnicast('8.8.8.8'), true);
    assert.equal(isPublicUnicast('1.1.1.1'), true);
    assert.equal(isPublicUnicast('2606:4700:4700::1111'), true);
    assert.equal(isPublicUnicast('10.0.0.1'), false);
    assert.equal(isPublicUnicast('::1'), false);
    assert.equal(isPublicUnicast('nonsense'), false);
    assert.equal(isPublicUnicast(''), false);
  });

  it('unwraps embedded IPv4 addresses', () => {
    assert.equal(isPublicUnicast('::ffff:8.8.8.8'), true);
    assert.equal(isPublicUnicast('::ffff:10.0.0.1'), false);
    assert.equal(isPublicUnicast('64:ff9b::8.8.8.8'), true);
    assert.equal(isPublicUnicast('64:ff9b::192.168.0.1'), false);
    assert.equal(isPublicUnicast('2002:0808:0808::'), true);
    assert.equal(isPublicUnicast('2002:0a00:0001::'), false);
  });

  it('honours allowed CIDRs, including for IPv4-mapped forms', () => {
    const allowed = parseAllowedCidrs(['192.168.0.0/16', 'fd00::/8']);
    assert.equal(isPublicUnicast('192.168.5.5', allowed), true);
    assert.equal(isPublicUnicast('::ffff:192.168.5.5', allowed), true);
    assert.equal(isPublicUnicast('fd00::1', allowed), true);
    assert.equal(isPublicUnicast('fc00::1', allowed), false);
    assert.equal(isPublicUnicast('10.0.0.1', allowed), false);
  });
});

describe('parseAllowedCidrs', () => {
  it('parses lists and skips blanks', () => {
    assert.deepEqual(parseAllowedCidrs([]), []);
    const parsed = parseAllowedCidrs([' 10.0.0.0/8 ', '', 'fd00::/8', '127.0.0.1']);
    assert.deepEqual(
      parsed.map((c) => c.text),
      ['10.0.0.0/8', 'fd00::/8', '127.0.0.1/32'],
    );
  });

  it('throws a clear error on a bad entry', () => {
    assert.throws(() => parseAllowedCidrs(['10.0.0.0/33']), /invalid CIDR.*10\.0\.0\.0\/33/);
    assert.throws(() => parseAllowedCidrs(['not-a-cidr']), /invalid CIDR/);
    assert.throws(() => parseAllowedCidrs(['10.0.0.0/8', '::/129']), /invalid CIDR/);
  });
});
