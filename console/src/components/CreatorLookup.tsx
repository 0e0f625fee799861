// Paste what you have (a channel URL, @handle or channel id) and go to that creator's page: GET /v1/creators/lookup.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, qs } from '../api';
import { useSubmit } from '../hooks';
import type { CreatorDetail } from '../types';
import { ErrorBox } from './common';

export function CreatorLookup() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const { busy, error, form } = useSubmit();
  const submit = form(async () => {
    const c = await api<CreatorDetail>(`/v1/creators/lookup${qs({ url: value.trim() })}`);
    navigate(`/creators/${encodeURIComponent(c.channelId)}`);
  });
  return (
    <form className="lookup" onSubmit={submit} aria-label="Find a creator by channel URL">
      <label htmlFor="creator-lookup">Channel URL, @handle or channel id</label>
      <input
        id="creator-lookup"
        type="text"
        value={value}
        maxLength={2048}
        placeholder="https://www.youtube.com/@name"
        onChange={(e) => setValue(e.target.value)}
        required
      />
      <button type="submit" disabled={busy || !value.trim()}>
        {busy ? 'Finding…' : 'Go to creator'}
      </button>
      <ErrorBox error={error} />
    </form>
  );
}
