/** The embed address of a hosted video, in the providers' privacy-friendly modes. */
export function videoEmbedUrl(provider: "youtube" | "vimeo", videoId: string): string {
  const id = encodeURIComponent(videoId);
  return provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${id}?rel=0`
    : `https://player.vimeo.com/video/${id}?dnt=1`;
}
