// An operation's progress: the bar, the percentage, the counts, the phase and its message.
import type { Operation } from '../types';

export function ProgressBar({ op }: { op: Operation }) {
  const label = `${op.kind} progress`;
  return (
    <div className="progress">
      <progress max={100} value={op.progress.percent} aria-label={label} />
      <span className="small">
        {op.progress.percent}% · {op.progress.current}/{op.progress.total} · {op.progress.phase}
        {op.progress.message ? ` · ${op.progress.message}` : ''}
      </span>
    </div>
  );
}
