// POST /v1/exports, GET /v1/exports[/{id}], and the file: GET /v1/exports/{id}/file (with the key) or
// GET /v1/exports/{id}/download?expires&signature (the signed link in downloadUrl, no key needed).
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import { CONTENT_TYPES, DATASETS, FORMATS } from '../../exports/datasets.js';
import { listExportsPage, requireExport, startExport } from '../../exports/service.js';
import { Export, EXPORT_STATUSES, exportFileName, exportJson, StartExportBody } from '../../exports/present.js';
import { getExport, type ExportRecord } from '../../exports/records.js';
import { keyOf } from '../auth.js';
import { publicBase, type AppContext } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import { listOf, listQuery, Uuid } from '../../schemas.js';

/** The file, whole (200) or one byte range of it (206), in the export's format (gzip-encoded on request). */
const FILE_CONTENT = Object.fromEntries(
  FORMATS.map((f) => [CONTENT_TYPES[f].split(';')[0], { schema: Type.String({ format: 'binary' }) }]),
);
const fileResponses = {
  200: {
    description: 'The whole file (Content-Encoding: gzip when Accept-Encoding allows it).',
    content: FILE_CONTENT,
  },
  206: { description: 'One byte range of the file (Range, If-Range), with Content-Range.', content: FILE_CONTENT },
  302: {
    description:
      'With EXPORTS_S3_DOWNLOADS=redirect and a file in object storage: Location is a presigned GET of the object that ' +
      'expires with the link (Range is then served by the store; no gzip). No body.',
    headers: { Location: { schema: { type: 'string', format: 'uri' } } },
  },
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const exportRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { links } = ctx.exports;

    const toJson = (e: ExportRecord, request: FastifyRequest) => exportJson(e, links, publicBase(ctx.config, request));

    app.post(
      '/exports',
      {
        config: { scope: 'exports:write' },
        schema: {
          tags: ['Exports'],
          summary:
            'Export a dataset to a file (CSV, JSON lines or JSON), reusing an identical recent file when the data has not changed',
          headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) }),
          body: StartExportBody,
          response: { 201: Export, ...authErrors, 409: Problem },
        },
      },
      async (request, reply) => {
        const { record, replayed } = await startExport(ctx, keyOf(request).account.id, request.body, {
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        });
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).header('location', `/v1/exports/${record.id}`).send(toJson(record, request));
      },
    );

    app.get(
      '/exports',
      {
        config: { scope: 'exports:read' },
        schema: {
          tags: ['Exports'],
          summary: "Your account's exports, newest first",
          querystring: Type.Object(
            {
              cursor: listQuery.cursor,
              limit: listQuery.limit,
              dataset: Type.Optional(Type.String({ enum: [...DATASETS] })),
              status: Type.Optional(Type.String({ enum: [...EXPORT_STATUSES] })),
            },
            { additionalProperties: false },
          ),
          response: { 200: listOf(Export), ...authErrors },
        },
      },
      async (request) =>
        listExportsPage(ctx, keyOf(request).account.id, request.query, publicBase(ctx.config, request)),
    );

    app.get(
      '/exports/:id',
      {
        config: { scope: 'exports:read' },
        schema: {
          tags: ['Exports'],
          summary: 'An export, with a fresh signed downloadUrl once it is completed',
          params: Type.Object({ id: Uuid }),
          response: { 200: Export, ...authErrors, 404: Problem },
        },
      },
      async (request) => toJson(await requireExport(ctx.db, keyOf(request).account.id, request.params.id), request),
    );

    app.get(
      '/exports/:id/file',
      {
        config: { scope: 'exports:read' },
        schema: {
          tags: ['Exports'],
          summary:
            'Download the file with your API key (Range and gzip supported; with EXPORTS_S3_DOWNLOADS=redirect, a 302 to the object store)',
          params: Type.Object({ id: Uuid }),
          response: {
            ...fileResponses,
            ...authErrors,
            404: Problem,
            409: Problem,
            410: Problem,
            416: Problem,
            503: Problem,
          },
        },
      },
      async (request, reply) =>
        sendFile(request, reply, await requireExport(ctx.db, keyOf(request).account.id, request.params.id)),
    );

    app.get(
      '/exports/:id/download',
      {
        // The signature is the credential: a link from downloadUrl works in a browser or with curl, no key.
        // Being one, it stays out of the request log.
        config: { scope: false, credentialsInQuery: true },
        schema: {
          tags: ['Exports'],
          summary:
            'Download the file through the signed link in downloadUrl (no API key; Range and gzip supported; with EXPORTS_S3_DOWNLOADS=redirect, a 302 to the object store)',
          security: [],
          params: Type.Object({ id: Uuid }),
          querystring: Type.Object(
            {
              expires: Type.Integer({ minimum: 0, maximum: 1e11 }),
              signature: Type.String({ minLength: 1, maxLength: 100 }),
            },
            { additionalProperties: false },
          ),
          response: {
            ...fileResponses,
            400: Problem,
            403: Problem,
            404: Problem,
            409: Problem,
            410: Problem,
            416: Problem,
            503: Problem,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const verdict = links.check(id, request.query.expires, request.query.signature);
        if (verdict === 'invalid')
          throw new ApiError(
            'invalid_download_link',
            'This download link is not valid. Take downloadUrl from GET /v1/exports/{id} again.',
          );
        if (verdict === 'expired') {
          throw new ApiError(
            'download_link_expired',
            'This download link has expired. GET /v1/exports/{id} gives a fresh downloadUrl.',
          );
        }
        const e = await getExport(ctx.db, null, id);
        if (!e) throw new ApiError('not_found', `No export has the id ${id}.`);
        return sendFile(request, reply, e, request.query.expires);
      },
    );

    /** `linkExpires`: the signed link's end (epoch seconds), which a redirect's presigned URL does not outlive. */
    async function sendFile(request: FastifyRequest, reply: FastifyReply, e: ExportRecord, linkExpires?: number) {
      // Past expires_at the file is as good as removed, even before the sweep gets to it.
      if (e.status === 'expired' || (e.status === 'completed' && e.expires_at && new Date(e.expires_at) < new Date())) {
        throw new ApiError(
          'export_expired',
          `The file of this export was removed after its retention period (${iso(e.expires_at)}). Create the export again.`,
        );
      }
      if (e.status !== 'completed' || !e.storage_key) {
        throw new ApiError(
          'export_not_ready',
          `The export is ${e.status}; its file can be downloaded once it is completed.`,
        );
      }
      // The file is in the storage its record names (a switch from local to s3 leaves earlier files where they are).
      const store = ctx.exports.stores.at(e.storage);
      if (!store)
        throw new ApiError(
          'unavailable',
          `The file of this export is in ${e.storage === 's3' ? 'the S3 bucket' : 'the local export directory'}, which this service is not configured to read.`,
        );
      const key = e.storage_key;
      const gone = () =>
        new ApiError('export_expired', 'The file of this export is no longer available. Create the export again.');
      const size = await store.size(key);
      if (size === null) throw gone();
      const contentType = CONTENT_TYPES[e.format];
      const contentDisposition = `attachment; filename="${exportFileName(e)}"`;

      if (store.presign && ctx.config.exportsS3Downloads === 'redirect') {
        // The object store serves the bytes (Range and If-Range against its own ETag; no gzip): the presigned GET
        // lasts as long as the link followed, or a fresh link's lifetime for a download with the key.
        const seconds = linkExpires !== undefined ? linkExpires - Date.now() / 1000 : ctx.config.exportLinkTtlSeconds;
        const url = await store.presign(key, seconds, { contentType, contentDisposition });
        return reply.code(302).header('location', url).header('cache-control', 'private, no-store').send();
      }

      const etag = `"${key}"`;
      reply
        .header('content-type', contentType)
        .header('content-disposition', contentDisposition)
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('last-modified', new Date(e.completed_at ?? e.created_at).toUTCString())
        .header('cache-control', 'private, max-age=0')
        .header('vary', 'accept-encoding');

      // A single byte range (resuming a download) is served as is; If-Range guards against a changed file.
      const rangeHeader = request.headers.range;
      const ifRange = request.headers['if-range'];
      if (rangeHeader && (!ifRange || ifRange === etag)) {
        const ranges = rangeParser(size, rangeHeader, { combine: true });
        if (ranges === -1) {
          reply.header('content-range', `bytes */${size}`);
          throw new ApiError(
            'range_not_satisfiable',
            `The file has ${size} bytes; the requested range is outside it.`,
            undefined,
            {
              'content-range': `bytes */${size}`,
            },
          );
        }
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
          const { start, end } = ranges[0];
          const part = await store.read(key, { start, end });
          if (!part) throw gone();
          return reply
            .code(206)
            .header('content-range', `bytes ${start}-${end}/${size}`)
            .header('content-length', end - start + 1)
            .send(part);
        }
        // A malformed or multi-part range is ignored: the whole file follows (RFC 9110 allows it).
      }
      const body = await store.read(key);
      if (!body) throw gone();
      if (acceptsGzip(request.headers['accept-encoding'])) {
        // Compressed on the fly; the length is not known in advance, so the body is chunked.
        reply.header('content-encoding', 'gzip');
        return reply.send(pipeline(body, zlib.createGzip({ level: 6 }), () => {}));
      }
      return reply.header('content-length', size).send(body);
    }
  };

/** Whether Accept-Encoding allows gzip (q > 0), by name or by `*`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | null = null;
  let star: number | null = null;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name === 'gzip' || name === 'x-gzip') gzip = Number.isFinite(q) ? q : 0;
    else if (name === '*') star = Number.isFinite(q) ? q : 0;
  }
  return (gzip ?? star ?? 0) > 0;
}
