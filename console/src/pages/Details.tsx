// Detail pages of the directory: a creator and a brand (with their charts), a video (with chapters), and a
// sponsorship with its evidence: the links and the chapters, each with its timestamp.
import { Link, useParams } from 'react-router';
import { qs } from '../api';
import { MonthlyChart, TypeBreakdown, type MonthCount } from '../components/Charts';
import { ErrorBox, useResource, useTitle } from '../components/common';
import { date, dateTime, num, timestamp } from '../format';
import { SponsorshipTable } from './Directory';

type ByType = { type: string; sponsorshipCount: number }[];

function PerMonth({ params, title }: { params: Record<string, string>; title: string }) {
  const r = useResource<{ data: MonthCount[] }>(`/v1/sponsorships/per-month${qs({ ...params, months: 24 })}`);
  if (r.error) return <ErrorBox error={r.error} />;
  if (!r.data) return null;
  return <MonthlyChart data={r.data.data} title={title} />;
}

interface Creator {
  channelId: string;
  title: string | null;
  handle: string | null;
  platform: string;
  subscriberCount: number | null;
  sponsorshipCount: number;
  brandCount: number;
  videoCount: number;
  processedVideoCount: number;
  lastSponsorshipAt: string | null;
  topBrands: { brandId: string; brandName: string; brandDomain: string | null; sponsorshipCount: number; lastSponsorshipAt: string | null }[];
  sponsorshipsByType: ByType;
}

export function CreatorPage() {
  const { id = '' } = useParams();
  const r = useResource<Creator>(`/v1/creators/${encodeURIComponent(id)}`);
  const c = r.data;
  useTitle(c?.title ?? 'Creator');
  if (r.error) return <ErrorBox error={r.error} />;
  if (!c) return <p role="status">Loading…</p>;
  return (
    <>
      <p>
        <Link to="/directory?list=creators">← Creators</Link>
      </p>
      <h1>{c.title ?? c.channelId}</h1>
      <p className="muted">
        {c.handle} · {c.platform} · <code>{c.channelId}</code>
      </p>
      <ul className="stats">
        <li>
          <strong>{num(c.subscriberCount)}</strong> subscribers
        </li>
        <li>
          <strong>{num(c.sponsorshipCount)}</strong> sponsorships
        </li>
        <li>
          <strong>{num(c.brandCount)}</strong> brands
        </li>
        <li>
          <strong>
            {num(c.processedVideoCount)}/{num(c.videoCount)}
          </strong>{' '}
          videos processed
        </li>
      </ul>
      <div className="charts">
        <PerMonth params={{ channelId: c.channelId }} title="Sponsorships per month" />
        <TypeBreakdown data={c.sponsorshipsByType} />
      </div>
      <h2>Top brands</h2>
      <ol className="ranked">
        {c.topBrands.map((b) => (
          <li key={b.brandId}>
            <Link to={`/brands/${b.brandId}`}>{b.brandName}</Link> <span className="muted">{b.brandDomain}</span> — {b.sponsorshipCount} · last {date(b.lastSponsorshipAt)}
          </li>
        ))}
      </ol>
      <h2>Sponsorships</h2>
      <SponsorshipTable url={`/v1/sponsorships${qs({ channelId: c.channelId, limit: 25 })}`} />
    </>
  );
}

interface Brand {
  id: string;
  name: string;
  domains: string[];
  parentCompanyName: string | null;
  kind: string | null;
  sponsorshipCount: number;
  creatorCount: number;
  lastSponsorshipAt: string | null;
  topCreators: { channelId: string; channelTitle: string | null; sponsorshipCount: number; lastSponsorshipAt: string | null }[];
  topAgencies: { agencyId: string; agencyName: string; videoCount: number }[];
  sponsorshipsByType: ByType;
}

export function BrandPage() {
  const { id = '' } = useParams();
  const r = useResource<Brand>(`/v1/brands/${encodeURIComponent(id)}`);
  const b = r.data;
  useTitle(b?.name ?? 'Brand');
  if (r.error) return <ErrorBox error={r.error} />;
  if (!b) return <p role="status">Loading…</p>;
  return (
    <>
      <p>
        <Link to="/directory?list=brands">← Brands</Link>
      </p>
      <h1>{b.name}</h1>
      <p className="muted">
        {b.domains.join(', ')}
        {b.parentCompanyName && ` · part of ${b.parentCompanyName}`}
        {b.kind && ` · ${b.kind}`}
      </p>
      <ul className="stats">
        <li>
          <strong>{num(b.sponsorshipCount)}</strong> sponsorships
        </li>
        <li>
          <strong>{num(b.creatorCount)}</strong> creators
        </li>
        <li>
          last <strong>{date(b.lastSponsorshipAt)}</strong>
        </li>
      </ul>
      <div className="charts">
        <PerMonth params={{ brandId: b.id }} title="Sponsorships per month" />
        <TypeBreakdown data={b.sponsorshipsByType} />
      </div>
      <div className="two">
        <section>
          <h2>Top creators</h2>
          <ol className="ranked">
            {b.topCreators.map((c) => (
              <li key={c.channelId}>
                <Link to={`/creators/${encodeURIComponent(c.channelId)}`}>{c.channelTitle ?? c.channelId}</Link> — {c.sponsorshipCount} · last {date(c.lastSponsorshipAt)}
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
      <h2>Sponsorships</h2>
      <SponsorshipTable url={`/v1/sponsorships${qs({ brandId: b.id, limit: 25 })}`} />
    </>
  );
}

interface Chapter {
  title: string;
  timeRangeStartMillis: number;
}

function youtubeAt(videoId: string, ms: number) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&t=${Math.floor(ms / 1000)}s`;
}

function Chapters({ chapters, videoId, platform, highlight }: { chapters: Chapter[]; videoId: string; platform: string; highlight?: string }) {
  if (chapters.length === 0) return <p className="empty">No chapters.</p>;
  return (
    <ol className="chapters">
      {chapters.map((c) => (
        <li key={`${c.timeRangeStartMillis}-${c.title}`} className={highlight && c.title.toLowerCase().includes(highlight.toLowerCase()) ? 'hit' : undefined}>
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

interface Video {
  videoId: string;
  title: string;
  platform: string;
  format: string;
  publishedAt: string;
  durationSeconds: number | null;
  viewCount: number | null;
  channelId: string;
  channelTitle: string | null;
  description: string | null;
  processingState: string;
  includesPaidPromotionFlag: boolean;
  chapters: Chapter[];
  sponsorships: { id: string; type: string; brandId: string; brandName: string; brandDomain: string | null }[];
}

export function VideoPage() {
  const { id = '' } = useParams();
  const r = useResource<Video>(`/v1/videos/${encodeURIComponent(id)}`);
  const v = r.data;
  useTitle(v?.title ?? 'Video');
  if (r.error) return <ErrorBox error={r.error} />;
  if (!v) return <p role="status">Loading…</p>;
  return (
    <>
      <p>
        <Link to="/directory?list=videos">← Videos</Link>
      </p>
      <h1>{v.title}</h1>
      <p className="muted">
        <Link to={`/creators/${encodeURIComponent(v.channelId)}`}>{v.channelTitle ?? v.channelId}</Link> · {v.platform} {v.format} · published {date(v.publishedAt)} ·{' '}
        {num(v.viewCount)} views · {v.processingState}
        {v.includesPaidPromotionFlag && ' · marked as paid promotion'}
      </p>
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
  );
}

interface Sponsorship {
  id: string;
  type: string;
  detectedAt: string;
  brandId: string;
  brandName: string;
  brandDomain: string | null;
  brandKind: string | null;
  channelId: string;
  channelTitle: string | null;
  videoId: string;
  videoTitle: string;
  videoPlatform: string;
  publishedAt: string;
  viewCount: number | null;
  likeCount: number | null;
  evidenceAvailable: boolean;
  evidence: { candidates: { name: string; source: string; urls: string[] }[]; chapters: Chapter[] };
}

const SOURCES: Record<string, string> = {
  url: 'Link in the description',
  description: 'Sponsor language in the description',
  chapter: 'Chapter title',
  transcript: 'Transcript',
  redirect: 'Short link and where it leads',
};

export function SponsorshipPage() {
  const { id = '' } = useParams();
  const r = useResource<Sponsorship>(`/v1/sponsorships/${encodeURIComponent(id)}`);
  const s = r.data;
  useTitle(s ? `${s.brandName} × ${s.channelTitle ?? s.channelId}` : 'Sponsorship');
  if (r.error) return <ErrorBox error={r.error} />;
  if (!s) return <p role="status">Loading…</p>;
  return (
    <>
      <p>
        <Link to="/directory?list=sponsorships">← Sponsorships</Link>
      </p>
      <h1>
        <Link to={`/brands/${s.brandId}`}>{s.brandName}</Link> sponsored <Link to={`/creators/${encodeURIComponent(s.channelId)}`}>{s.channelTitle ?? s.channelId}</Link>
      </h1>
      <dl className="facts">
        <dt>Video</dt>
        <dd>
          <Link to={`/videos/${encodeURIComponent(s.videoId)}`}>{s.videoTitle}</Link>
        </dd>
        <dt>Type</dt>
        <dd>{s.type}</dd>
        <dt>Published</dt>
        <dd>{date(s.publishedAt)}</dd>
        <dt>Detected</dt>
        <dd>{dateTime(s.detectedAt)}</dd>
        <dt>Brand domain</dt>
        <dd>{s.brandDomain ?? '—'}</dd>
        <dt>Views</dt>
        <dd>{num(s.viewCount)}</dd>
      </dl>
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
                  {c.urls.length > 0 && (
                    <ul>
                      {c.urls.map((u) => (
                        <li key={u}>
                          <a href={u} rel="noreferrer noopener nofollow" target="_blank" className="mono">
                            {u}
                          </a>
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
  );
}
