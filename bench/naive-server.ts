// The baseline: the same sponsorship page written the obvious way — Fastify + pg, a key lookup per
// request, the four-table join in the query, rows parsed into objects and serialized with JSON.stringify.
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_SIZE ?? 10) });
const app = Fastify();

app.get('/healthz', async () => ({ ok: true }));
app.get('/v1/sponsorships', async (request, reply) => {
  const auth = request.headers.authorization ?? '';
  const key = auth.replace(/^Bearer /, '');
  const hash = crypto.createHash('sha256').update(key).digest();
  const k = await pool.query('select id, scopes, revoked_at, expires_at from api_keys where key_hash = $1', [hash]);
  if (!k.rows[0] || k.rows[0].revoked_at || !k.rows[0].scopes.includes('data:read'))
    return reply.code(401).send({ error: 'unauthorized' });
  const q = request.query as { limit?: string; before?: string };
  const limit = Math.min(Number(q.limit ?? 50), 200);
  const params: unknown[] = [limit + 1];
  let where = '';
  if (q.before) {
    const [ts, id] = q.before.split(',');
    params.push(ts, id);
    where = 'where (s.detected_at, s.id) < ($2::timestamptz, $3::uuid)';
  }
  const r = await pool.query(
    `select s.id, s.detected_at, s.type, s.brand_id, b.name as brand_name, s.brand_domain, b.kind as brand_kind,
       s.domain_was_researched, s.channel_id, c.title as creator, c.handle as channel_handle, v.video_id, v.title as video_title,
       v.platform as video_platform, v.format as video_format, v.published_at, v.duration_seconds, v.view_count
     from sponsorships s join brands b on b.id = s.brand_id join creators c on c.channel_id = s.channel_id
     join videos v on v.video_id = s.video_id ${where}
     order by s.detected_at desc, s.id desc limit $1`,
    params,
  );
  const rows = r.rows.slice(0, limit);
  const data = rows.map((x) => ({
    id: x.id,
    detectedAt: x.detected_at.toISOString(),
    type: x.type,
    brandId: x.brand_id,
    brandName: x.brand_name,
    brandDomain: x.brand_domain,
    brandKind: x.brand_kind,
    domainWasResearched: x.domain_was_researched,
    channelId: x.channel_id,
    creator: x.creator,
    channelHandle: x.channel_handle,
    videoId: x.video_id,
    videoTitle: x.video_title,
    videoPlatform: x.video_platform,
    videoFormat: x.video_format,
    publishedAt: x.published_at.toISOString(),
    durationSeconds: x.duration_seconds,
    viewCount: x.view_count === null ? null : Number(x.view_count),
  }));
  const last = rows[rows.length - 1];
  const hasMore = r.rows.length > limit;
  return {
    data,
    meta: { hasMore, nextCursor: hasMore && last ? `${last.detected_at.toISOString()},${last.id}` : null },
  };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
