// What the console knows of watches beyond their type: the changes one can be told of, in words, and its state.
import type { Watch, WatchChange } from './types';

export const CHANGES: [WatchChange, string][] = [
  ['created', 'created'],
  ['removed', 'removed'],
  ['typeChanged', 'type changed'],
];

/** A watch's changes in words: "created, type changed". */
export const changeWords = (on: WatchChange[]) =>
  CHANGES.filter(([c]) => on.includes(c))
    .map(([, words]) => words)
    .join(', ');

/** What a watch's status badge says. */
export const watchState = (w: Watch) => (w.paused ? 'paused' : 'active');

/** A watch's name: its label, or what it is when it has none. */
export const watchName = (w: Watch) => w.label ?? 'Unlabelled watch';
