// The directory: search and browse creators, brands, videos and sponsorships. The chosen list and the search
// live in the URL, so a view can be bookmarked and the back button works.
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { qs } from '../api';
import { Empty, ErrorBox, MoreButton, SearchBox, useList, useTitle } from '../components/common';
import { date, num } from '../format';

const TABS = [
  ['sponsorships', 'Sponsorships'],
  ['creators', 'Creators'],
  ['brands', 'Brands'],
  ['videos', 'Videos'],
] as const;
type Tab = (typeof TABS)[number][0];

export function DirectoryPage() {
  useTitle('Directory');
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some(([t]) => t === params.get('list')) ? params.get('list') : 'sponsorships') as Tab;
  const search = params.get('q') ?? '';
  const onSearch = useCallback(
    (q: string) =>
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          if (q) n.set('q', q);
          else n.delete('q');
          return n;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <>
      <h1>Directory</h1>
      <nav aria-label="Lists" className="tabs">
        <ul>
          {TABS.map(([t, label]) => (
            <li key={t}>
              <Link to={`/directory${qs({ list: t, q: search })}`} aria-current={t === tab ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchBox key={tab} label={`Search ${tab}`} initial={search} onSearch={onSearch} />
      {tab === 'sponsorships' && <Sponsorships search={search} />}
      {tab === 'creators' && <Creators search={search} />}
      {tab === 'brands' && <Brands search={search} />}
      {tab === 'videos' && <Videos search={search} />}
    </>
  );
}

interface SponsorshipRow {
  id: string;
  type: string;
  brandId: string;
  brandName: string;
  brandDomain: string | null;
  channelId: string;
  creator: string | null;
  videoId: string;
  videoTitle: string;
  publishedAt: string;
  viewCount: number | null;
  detectedAt: string;
}

export function SponsorshipTable({ url, caption }: { url: string; caption?: string }) {
  const list = useList<SponsorshipRow>(url);
  return (
    <>
      <ErrorBox error={list.error} />
      <div className="table-wrap">
        <table>
          {caption && <caption>{caption}</caption>}
          <thead>
            <tr>
              <th scope="col">Video</th>
              <th scope="col">Brand</th>
              <th scope="col">Creator</th>
              <th scope="col">Type</th>
              <th scope="col">Published</th>
              <th scope="col" className="num">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/sponsorships/${s.id}`}>{s.videoTitle}</Link>
                </td>
                <td>
                  <Link to={`/brands/${s.brandId}`}>{s.brandName}</Link>
                  {s.brandDomain && <div className="small muted">{s.brandDomain}</div>}
                </td>
                <td>
                  <Link to={`/creators/${encodeURIComponent(s.channelId)}`}>{s.creator ?? s.channelId}</Link>
                </td>
                <td>{s.type}</td>
                <td>{date(s.publishedAt)}</td>
                <td className="num">{num(s.viewCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!list.loading && !list.error && list.rows.length === 0 && <Empty>No sponsorships match.</Empty>}
      <MoreButton list={list} />
    </>
  );
}

function Sponsorships({ search }: { search: string }) {
  return <SponsorshipTable url={`/v1/sponsorships${qs({ search, limit: 25 })}`} />;
}

function Creators({ search }: { search: string }) {
  const list = useList<{ channelId: string; title: string | null; handle: string | null; platform: string; subscriberCount: number | null; sponsorshipCount: number; brandCount: number; lastSponsorshipAt: string | null }>(
    `/v1/creators${qs({ search, limit: 25 })}`,
  );
  return (
    <>
      <ErrorBox error={list.error} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Creator</th>
              <th scope="col">Platform</th>
              <th scope="col" className="num">
                Subscribers
              </th>
              <th scope="col" className="num">
                Sponsorships
              </th>
              <th scope="col" className="num">
                Brands
              </th>
              <th scope="col">Last sponsorship</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((c) => (
              <tr key={c.channelId}>
                <td>
                  <Link to={`/creators/${encodeURIComponent(c.channelId)}`}>{c.title ?? c.channelId}</Link>
                  {c.handle && <div className="small muted">{c.handle}</div>}
                </td>
                <td>{c.platform}</td>
                <td className="num">{num(c.subscriberCount)}</td>
                <td className="num">{num(c.sponsorshipCount)}</td>
                <td className="num">{num(c.brandCount)}</td>
                <td>{date(c.lastSponsorshipAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!list.loading && !list.error && list.rows.length === 0 && <Empty>No creators match.</Empty>}
      <MoreButton list={list} />
    </>
  );
}

function Brands({ search }: { search: string }) {
  const list = useList<{ id: string; name: string; domains: string[]; kind: string | null; sponsorshipCount: number; creatorCount: number; lastSponsorshipAt: string | null }>(
    `/v1/brands${qs({ search, limit: 25 })}`,
  );
  return (
    <>
      <ErrorBox error={list.error} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Kind</th>
              <th scope="col" className="num">
                Sponsorships
              </th>
              <th scope="col" className="num">
                Creators
              </th>
              <th scope="col">Last sponsorship</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((b) => (
              <tr key={b.id}>
                <td>
                  <Link to={`/brands/${b.id}`}>{b.name}</Link>
                  <div className="small muted">{b.domains.join(', ')}</div>
                </td>
                <td>{b.kind ?? '—'}</td>
                <td className="num">{num(b.sponsorshipCount)}</td>
                <td className="num">{num(b.creatorCount)}</td>
                <td>{date(b.lastSponsorshipAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!list.loading && !list.error && list.rows.length === 0 && <Empty>No brands match.</Empty>}
      <MoreButton list={list} />
    </>
  );
}

function Videos({ search }: { search: string }) {
  const list = useList<{ videoId: string; title: string; channelId: string; channelTitle: string | null; format: string; publishedAt: string; viewCount: number | null; processingState: string }>(
    `/v1/videos${qs({ search, limit: 25 })}`,
  );
  return (
    <>
      <ErrorBox error={list.error} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Video</th>
              <th scope="col">Creator</th>
              <th scope="col">Format</th>
              <th scope="col">Published</th>
              <th scope="col" className="num">
                Views
              </th>
              <th scope="col">Processing</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((v) => (
              <tr key={v.videoId}>
                <td>
                  <Link to={`/videos/${encodeURIComponent(v.videoId)}`}>{v.title}</Link>
                </td>
                <td>
                  <Link to={`/creators/${encodeURIComponent(v.channelId)}`}>{v.channelTitle ?? v.channelId}</Link>
                </td>
                <td>{v.format}</td>
                <td>{date(v.publishedAt)}</td>
                <td className="num">{num(v.viewCount)}</td>
                <td>{v.processingState}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!list.loading && !list.error && list.rows.length === 0 && <Empty>No videos match.</Empty>}
      <MoreButton list={list} />
    </>
  );
}
