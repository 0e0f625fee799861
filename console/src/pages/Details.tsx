// Detail pages of the directory: a creator and a brand (with their charts), a video (with chapters), and a
// sponsorship with its evidence: the links and the chapters, each with its timestamp.
import { Link } from 'react-router';
import { qs } from '../api';
import { MonthlyChart, TypeBreakdown, type MonthCount } from '../components/Charts';
import { ErrorBox } from '../components/common';
import { DetailPage, Facts } from '../components/DetailPage';
import { SponsorshipTable } from '../components/SponsorshipTable';
import { SimilarBrands } from '../components/SimilarBrands';
import { confidence, date, dateTime, num, timestamp } from '../format';
import { useResource, useRouteResource } from '../hooks';
import type {
  BrandDetail,
  ByType,
  Chapter,
  CreatorDetail,
  LinkResolution,
  SponsorshipDetail,
  VideoDetail,
} from '../types';

/** A headline number in bold, then what it counts. */
function Stat({ value, label }: { value: string; label: string }) {
  return (
    <li>
      <strong>{value}</strong>
      {` ${label}`}
    </li>
  );
}

/** The sponsorships of a creator or a brand (`filter`) per month over two years, and by type. */
function Charts({ filter, byType }: { filter: Record<string, string>; byType: ByType[] }) {
  const r = useResource<{ data: MonthCount[] }>(`/v1/sponsorships/per-month${qs({ ...filter, months: 24 })}`);
  return (
    <div className="charts">
      {r.error ? (
        <ErrorBox error={r.error} />
      ) : (
        r.data && <MonthlyChart data={r.data.data} title="Sponsorships per month" />
      )}
      <TypeBreakdown data={byType} />
    </div>
  );
}

export function CreatorPage() {
  const r = useRouteResource<CreatorDetail>('/v1/creators');
  return (
    <DetailPage
      resource={r}
      title={(c) => c?.title ?? 'Creator'}
      back={['/directory?list=creators', 'Creators']}
      heading={(c) => c.title ?? c.channelId}
      subtitle={(c) => (
        <>
          {c.handle} · {c.platform} · <code>{c.channelId}</code>
        </>
      )}
    >
      {(c) => (
        <>
          <ul className="stats">
            <Stat value={num(c.subscriberCount)} label="subscribers" />
            <Stat value={num(c.sponsorshipCount)} label="sponsorships" />
            <Stat value={num(c.brandCount)} label="brands" />
            <Stat value={`${num(c.processedVideoCount)}/${num(c.videoCount)}`} label="videos processed" />
          </ul>
          <Charts filter={{ channelId: c.channelId }} byType={c.sponsorshipsByType} />
          <h2>Top brands</h2>
          <ol className="ranked">
            {c.topBrands.map((b) => (
              <li key={b.brandId}>
                <Link to={`/brands/${b.brandId}`}>{b.brandName}</Link> <span className="muted">{b.brandDomain}</span> —{' '}
                {b.sponsorshipCount} · last {date(b.lastSponsorshipAt)}
              </li>
            ))}
          </ol>
          <h2>Sponsorships</h2>
          <SponsorshipTable url={`/v1/sponsorships${qs({ channelId: c.channelId, limit: 25 })}`} />
        </>
      )}
    </DetailPage>
  );
}

export function BrandPage() {
  const r = useRouteResource<BrandDetail>('/v1/brands');
  return (
    <DetailPage
      resource={r}
      title={(b) => b?.name ?? 'Brand'}
      back={['/directory?list=brands', 'Brands']}
      heading={(b) => b.name}
      subtitle={(b) => (
        <>
          {b.domains.join(', ')}
          {b.parentCompanyName && ` · part of ${b.parentCompanyName}`}
          {b.kind && ` · ${b.kind}`}
        </>
      )}
    >
      {(b) => (
        <>
          <ul className="stats">
            <Stat value={num(b.sponsorshipCount)} label="sponsorships" />
            <Stat value={num(b.creatorCount)} label="creators" />
            <li>
              last <strong>{date(b.lastSponsorshipAt)}</strong>
            </li>
          </ul>
          <Charts filter={{ brandId: b.id }} byType={b.sponsorshipsByType} />
          <div className="two">
            <section>
              <h2>Top creators</h2>
              <ol className="ranked">
                {b.topCreators.map((c) => (
                  <li key={c.channelId}>
                    <Link to={`/creators/${encodeURIComponent(c.channelId)}`}>{c.channelTitle ?? c.channelId}</Link> —{' '}
                    {c.sponsorshipCount} · last {date(c.lastSponsorshipAt)}
                  </li>
                ))}
              </ol>
            </section>
            <section>
              <h2>Agencies</h2>
              {b.topAgencies.length === 0 ? (
                <p className="empty">None seen: the brand buys directly.</p>
              ) : (
                <ul>
                  {b.topAgencies.map((a) => (
                    <li key={a.agencyId}>
                      {a.agencyName} — {a.videoCount} videos
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <SimilarBrands key={b.id} brandId={b.id} />
          <h2>Sponsorships</h2>
          <SponsorshipTable url={`/v1/sponsorships${qs({ brandId: b.id, limit: 25 })}`} />
        </>
      )}
    </DetailPage>
  );
}

function youtubeAt(videoId: string, ms: number) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&t=${Math.floor(ms / 1000)}s`;
}

function Chapters({
  chapters,
  videoId,
  platform,
  highlight,
}: {
  chapters: Chapter[];
  videoId: string;
  platform: string;
  highlight?: string;
}) {
  if (chapters.length === 0) return <p className="empty">No chapters.</p>;
  return (
    <ol className="chapters">
      {chapters.map((c) => (
        <li
          key={`${c.timeRangeStartMillis}-${c.title}`}
          className={highlight && c.title.toLowerCase().includes(highlight.toLowerCase()) ? 'hit' : undefined}
        >
          {platform === 'youtube' ? (
            <a href={youtubeAt(videoId, c.timeRangeStartMillis)} rel="noreferrer noopener" target="_blank">
              <time>{timestamp(c.timeRangeStartMillis)}</time>
            </a>
          ) : (
            <time>{timestamp(c.timeRangeStartMillis)}</time>
          )}{' '}
          {c.title}
        </li>
      ))}
    </ol>
  );
}

export function VideoPage() {
  const r = useRouteResource<VideoDetail>('/v1/videos');
  return (
    <DetailPage
      resource={r}
      title={(v) => v?.title ?? 'Video'}
      back={['/directory?list=videos', 'Videos']}
      heading={(v) => v.title}
      subtitle={(v) => (
        <>
          <Link to={`/creators/${encodeURIComponent(v.channelId)}`}>{v.channelTitle ?? v.channelId}</Link> ·{' '}
          {v.platform} {v.format} · published {date(v.publishedAt)} · {num(v.viewCount)} views · {v.processingState}
          {v.includesPaidPromotionFlag && ' · marked as paid promotion'}
        </>
      )}
    >
      {(v) => (
        <>
          <h2>Sponsorships</h2>
          {v.sponsorships.length === 0 ? (
            <p className="empty">None detected.</p>
          ) : (
            <ul>
              {v.sponsorships.map((s) => (
                <li key={s.id}>
                  <Link to={`/sponsorships/${s.id}`}>
                    {s.brandName} ({s.type})
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h2>Chapters</h2>
          <Chapters chapters={v.chapters ?? []} videoId={v.videoId} platform={v.platform} />
          <h2>Description</h2>
          <pre className="description">{v.description || '—'}</pre>
        </>
      )}
    </DetailPage>
  );
}

const SOURCES: Record<string, string> = {
  url: 'Link in the description',
  description: 'Sponsor language in the description',
  chapter: 'Chapter title',
  transcript: 'Transcript',
  redirect: 'Short link and where it leads',
};

/** How a link was read to the brand: its resolver, the query key and the destination it read (docs/detection.md §9). */
function ReadAs({ r }: { r: LinkResolution | undefined }) {
  if (!r) return null;
  const how = [r.resolver, r.key && `(${r.key})`, r.then && `→ ${r.then}`].filter(Boolean).join(' ');
  return (
    <>
      {' '}
      <span className="badge" title={r.destination}>
        {how}
      </span>
    </>
  );
}

export function SponsorshipPage() {
  const r = useRouteResource<SponsorshipDetail>('/v1/sponsorships');
  return (
    <DetailPage
      resource={r}
      title={(s) => (s ? `${s.brandName} × ${s.channelTitle ?? s.channelId}` : 'Sponsorship')}
      back={['/directory?list=sponsorships', 'Sponsorships']}
      heading={(s) => (
        <>
          <Link to={`/brands/${s.brandId}`}>{s.brandName}</Link> sponsored{' '}
          <Link to={`/creators/${encodeURIComponent(s.channelId)}`}>{s.channelTitle ?? s.channelId}</Link>
        </>
      )}
    >
      {(s) => (
        <>
          <Facts
            items={[
              ['Video', <Link to={`/videos/${encodeURIComponent(s.videoId)}`}>{s.videoTitle}</Link>],
              ['Type', s.type],
              ['Confidence', confidence(s.confidence)],
              ['Published', date(s.publishedAt)],
              ['Detected', dateTime(s.detectedAt)],
              ['Brand domain', s.brandDomain ?? '—'],
              ['Views', num(s.viewCount)],
            ]}
          />
          <section aria-labelledby="evidence">
            <h2 id="evidence">Evidence</h2>
            {!s.evidenceAvailable && <p className="empty">No evidence was kept for this sponsorship.</p>}
            {s.evidence.candidates.length > 0 && (
              <>
                <h3>Links and mentions</h3>
                <ul className="evidence">
                  {s.evidence.candidates.map((c, i) => (
                    <li key={`${c.source}-${i}`}>
                      <strong>{c.name}</strong> <span className="badge">{SOURCES[c.source] ?? c.source}</span>
                      {c.offsetMillis !== undefined && (
                        <>
                          {' '}
                          {s.videoPlatform === 'youtube' ? (
                            <a href={youtubeAt(s.videoId, c.offsetMillis)} rel="noreferrer noopener" target="_blank">
                              <time>{timestamp(c.offsetMillis)}</time>
                            </a>
                          ) : (
                            <time>{timestamp(c.offsetMillis)}</time>
                          )}
                        </>
                      )}
                      {c.excerpt && <blockquote className="excerpt">{c.excerpt}</blockquote>}
                      {c.urls.length > 0 && (
                        <ul>
                          {c.urls.map((u, j) => (
                            <li key={u}>
                              <a href={u} rel="noreferrer noopener nofollow" target="_blank" className="mono">
                                {u}
                              </a>
                              <ReadAs r={c.resolutions?.[j]} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {s.evidence.chapters.length > 0 && (
              <>
                <h3>Chapters</h3>
                <Chapters chapters={s.evidence.chapters} videoId={s.videoId} platform={s.videoPlatform} />
              </>
            )}
          </section>
        </>
      )}
    </DetailPage>
  );
}
