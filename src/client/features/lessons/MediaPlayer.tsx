import type { ReactNode } from 'react';
import { videoEmbed } from '../../../shared/api/lessonVideos';
import { lessonText } from './text';

/** Pack links are looser than a teacher's (an /embed/ address, a short id): kept as they always played. */
const YOUTUBE = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{6,})/;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d+)/;
const DRIVE = /drive\.google\.com\/file\/d\/([A-Za-z0-9_-]{10,})/;
const VIDEO_FILE = /\.(mp4|webm|ogv|mov)(\?|#|$)/i;
const AUDIO_FILE = /\.(mp3|m4a|wav|ogg|oga|aac)(\?|#|$)/i;

export function OpenLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="resource-link">
      {children}
      <span className="visually-hidden"> {lessonText.opensInNewTab}</span>
    </a>
  );
}

/**
 * The player of a video site for a link: YouTube without cookies (youtube-nocookie.com), Vimeo
 * with do-not-track, Google Drive's preview. Null for anything else.
 */
function playerOf(url: string): { src: string; site: 'youtube' | 'vimeo' | 'drive' } | null {
  const strict = videoEmbed(url);
  if (strict) return { src: strict.embedUrl, site: strict.site };
  const youtube = url.match(YOUTUBE)?.[1];
  if (youtube) return { src: `https://www.youtube-nocookie.com/embed/${youtube}`, site: 'youtube' };
  const vimeo = url.match(VIMEO)?.[1];
  if (vimeo) return { src: `https://player.vimeo.com/video/${vimeo}?dnt=1`, site: 'vimeo' };
  const drive = url.match(DRIVE)?.[1];
  if (drive) return { src: `https://drive.google.com/file/d/${drive}/preview`, site: 'drive' };
  return null;
}

/** A video or song from its URL: an embedded player where the site allows one, else a link. */
export function MediaPlayer({ url, title, kind }: { url: string; title: string; kind: 'video' | 'audio' }) {
  const embedded = playerOf(url);
  let player = null;
  if (embedded) {
    player = (
      <div className="media-frame">
        <iframe
          src={embedded.src}
          title={title}
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          // YouTube's player refuses to start without knowing which site embeds it; the origin alone tells it (no path, no ids).
          referrerPolicy={embedded.site === 'youtube' ? 'strict-origin' : undefined}
        />
      </div>
    );
  } else if (AUDIO_FILE.test(url) || (kind === 'audio' && !VIDEO_FILE.test(url))) {
    player = <audio className="media-audio" controls preload="none" src={url} aria-label={title} />;
  } else if (VIDEO_FILE.test(url)) {
    player = <video className="media-video" controls preload="metadata" src={url} aria-label={title} />;
  }
  return (
    <div className="media">
      {player}
      <p>
        <OpenLink url={url}>{player ? lessonText.openInNewTab : lessonText.openTitled(title)}</OpenLink>
      </p>
    </div>
  );
}
