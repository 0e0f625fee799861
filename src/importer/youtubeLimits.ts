// YouTube's own limits on the text of a video or a channel, in characters (Unicode code points), as the YouTube Data
// API v3 reference documents them (docs/decisions.md, "Import: YouTube's limits"). The import cuts a longer value to
// its limit and warns: no value longer than these comes from YouTube.
export const YOUTUBE_LIMITS = {
  /** snippet.title of a video. */
  videoTitle: 100,
  /** snippet.description of a video (documented as 5000 bytes in one place, 5,000 characters in others; see the decision). */
  videoDescription: 5000,
  /** snippet.tags of a video, all together as YouTube counts them (tagsLength). */
  videoTags: 500,
  /**
   * A channel's title (snippet.title of a channel, snippet.channelTitle of a video). The reference gives the
   * branding title 30 characters, but older channels hold longer names; 100 (a video title's limit) never cuts a
   * real one.
   */
  channelTitle: 100,
  /** snippet.description of a channel. */
  channelDescription: 1000,
  /** brandingSettings.channel.keywords, all together as YouTube counts them. */
  channelKeywords: 500,
} as const;
