import * as v from 'valibot';
import { defineMessages } from '../i18n/runtime';
import { ClassID } from './classes';
import { LessonID } from './content';
import { endpoint } from './endpoint';

/**
 * A class's own video for a lesson (issue 27, "A lesson to watch"): a teacher may give each
 * lesson a YouTube, Vimeo or Google Drive link for their class; the lesson's Watch tab shows it
 * above the walkthrough, to the teacher and to the class's students. Only the link is stored: the
 * page embeds it through the site's privacy-minded player (`videoEmbed`).
 */
export const lessonVideoMessages = defineMessages('lessonVideos', {
  badUrl: 'Please paste an https link to a YouTube, Vimeo or Google Drive video.',
  tooLong: 'A video link can be at most 500 characters.',
  chooseClass: 'Please choose a class.',
});

/** The longest link kept (YouTube and Drive links with their parameters stay far below it). */
export const VIDEO_URL_MAX = 500;

export type VideoSite = 'youtube' | 'vimeo' | 'drive';

/** A link the page can play: which site, and the address of that site's player for it. */
export interface VideoEmbed {
  site: VideoSite;
  id: string;
  /** YouTube without cookies, Vimeo without tracking, Drive's preview player. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const DRIVE_ID = /^[A-Za-z0-9_-]{10,100}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/**
 * The player for a teacher's video link, or null when it is not one we embed: https only, and
 * youtube.com/watch?v=ID, youtube.com/shorts/ID, youtu.be/ID, vimeo.com/ID (an unlisted video's
 * vimeo.com/ID/HASH too), or drive.google.com/file/d/ID/... Pure: the server checks links with it
 * and the page builds the player from it.
 */
export function videoEmbed(link: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const watch = parts.length === 1 && parts[0] === 'watch';
    const short = parts.length === 2 && parts[0] === 'shorts';
    const id = watch ? url.searchParams.get('v') : short ? parts[1]! : null;
    return id && YOUTUBE_ID.test(id) ? youtube(id) : null;
  }
  if (host === 'youtu.be') return parts.length === 1 && YOUTUBE_ID.test(parts[0]!) ? youtube(parts[0]!) : null;
  if (VIMEO_HOSTS.has(host)) {
    const [id, hash] = parts;
    if (!id || !VIMEO_ID.test(id) || parts.length > 2 || (hash !== undefined && !VIMEO_HASH.test(hash))) return null;
    const query = hash ? `?h=${hash}&dnt=1` : '?dnt=1';
    return { site: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}${query}` };
  }
  if (host === 'drive.google.com') {
    const [file, d, id] = parts;
    if (file !== 'file' || d !== 'd' || !id || !DRIVE_ID.test(id) || parts.length > 4) return null;
    return { site: 'drive', id, embedUrl: `https://drive.google.com/file/d/${id}/preview` };
  }
  return null;
}

const youtube = (id: string): VideoEmbed => ({ site: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` });

/** What a teacher sends: a link we embed, or null / "" to remove the class's video. */
export const VideoUrl = v.nullable(
  v.pipe(
    v.string(() => lessonVideoMessages.badUrl),
    v.trim(),
    v.maxLength(VIDEO_URL_MAX, () => lessonVideoMessages.tooLong),
    v.check((url) => url === '' || videoEmbed(url) !== null, () => lessonVideoMessages.badUrl),
  ),
);

export const LessonVideo = v.object({ url: v.nullable(v.string()) });
export type LessonVideo = v.InferOutput<typeof LessonVideo>;

/**
 * The class's video for a lesson, `{ url: null }` when it has none. A student gets their own
 * class's (classID is not needed, and another class's is never given); a teacher names one of
 * their classes (400 without one, 404 for a class that is not theirs); an admin any class.
 * Kept in the content cache like the lesson, so the link shows offline too.
 */
export const getLessonVideo = endpoint({
  method: 'GET',
  path: '/lesson/video',
  query: v.object({ lessonID: LessonID, classID: v.optional(ClassID) }),
  response: LessonVideo,
});

/**
 * Sets (or with null or "" removes) a class's video for a lesson; the class's own teacher only
 * (403 for a student, 404 for another teacher's class or an unknown lesson, 400 with
 * `badUrl` for a link that is not an https YouTube, Vimeo or Google Drive address, 412 for an
 * account whose trial or subscription has ended). Answers what is now stored.
 */
export const saveLessonVideo = endpoint({
  method: 'POST',
  path: '/teacher/lessonvideo',
  body: v.object({ classID: ClassID, lessonID: LessonID, url: VideoUrl }),
  response: LessonVideo,
});
