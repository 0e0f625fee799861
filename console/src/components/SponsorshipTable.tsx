// The sponsorships of a list URL as a table, as the directory and the creator and brand pages show them (at a phone's
// width one block per sponsorship: seven columns do not fit).
import { Link } from 'react-router';
import { confidence, date, num } from '../format';
import { useList } from '../hooks';
import type { SponsorshipSummary } from '../types';
import { ListTable, type Column } from './ListTable';

const COLUMNS: Column<SponsorshipSummary>[] = [
  { header: 'Video', cell: (s) => <Link to={`/sponsorships/${s.id}`}>{s.videoTitle}</Link> },
  {
    header: 'Brand',
    cell: (s) => (
      <>
        <Link to={`/brands/${s.brandId}`}>{s.brandName}</Link>
        {s.brandDomain && <div className="small muted">{s.brandDomain}</div>}
      </>
    ),
  },
  {
    header: 'Creator',
    cell: (s) => <Link to={`/creators/${encodeURIComponent(s.channelId)}`}>{s.creator ?? s.channelId}</Link>,
  },
  { header: 'Type', cell: (s) => s.type },
  { header: 'Confidence', num: true, cell: (s) => confidence(s.confidence) },
  { header: 'Published', cell: (s) => date(s.publishedAt) },
  { header: 'Views', num: true, cell: (s) => num(s.viewCount) },
];

export function SponsorshipTable({ url }: { url: string }) {
  const list = useList<SponsorshipSummary>(url);
  return <ListTable list={list} columns={COLUMNS} rowKey={(s) => s.id} empty="No sponsorships match." reflow />;
}
