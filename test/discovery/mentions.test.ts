// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Channels a description names: /channel/UC… and youtube.com/@handle links, bare @handles (not e-mail addresses), and
// nothing from other hosts or malformed links.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { channelMentions } from '../../src/discovery/mentions.js';

test('links and handles name channels; e-mail addresses, other hosts and broken escapes do not', () => {
  const id = 'UCabcdefghijklmnopqrstuv';
  const m = channelMentions(
    [
      `Collab with https://www.youtube.com/channel/${id} and youtube.com/@WoodShop.`,
      'Thanks @CabinBuilds! Write to hello@example.com or see twitter.com/@notyoutube',
      'Broken: https://youtube.com/%E0%A4%A and https://m.youtube.com/@ok_handle',
    ].join('\n'),
  );
  assert.deepEqual([...m.ids], [id]);
  assert.deepEqual([...m.handles].sort(), ['cabinbuilds', 'ok_handle', 'woodshop']);
  assert.deepEqual(channelMentions('No channels here.'), { ids: new Set(), handles: new Set() });
});
