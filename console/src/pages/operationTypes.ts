export interface Operation {
  id: string;
  kind: string;
  input: Record<string, unknown>;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
  progress: { current: number; total: number; percent: number; phase: string; message: string };
  result: { ref: string } | null;
  error: { code: string; message: string } | null;
  callback: { url: string; events: string[]; payloadFormat: string; signingEnabled: boolean } | null;
  cancelRequested: boolean;
  createdAt: string;
  startedAt: string | null;
  updatedAt: string;
  completedAt: string | null;
}

export const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);

export const KINDS: [string, string][] = [
  ['sponsor-detection', 'Sponsor detection: find the sponsors of given videos'],
  ['brand-discovery', 'Brand discovery: find more sponsorships of a brand'],
  ['influencer-similar', 'Similar creators: creators whose sponsors resemble a creator’s'],
];
