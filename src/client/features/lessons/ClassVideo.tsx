import { useEffect, useId, useState, type FormEvent } from 'react';
import type { LessonDetail } from '../../../shared/api/content';
import { getLessonVideo, lessonVideoMessages, saveLessonVideo, videoEmbed, VIDEO_URL_MAX } from '../../../shared/api/lessonVideos';
import { ApiError, call, failureMessage } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import { useSelectedClass } from '../courses/selectedClass';
import { MediaPlayer } from './MediaPlayer';
import { lessonText } from './text';

/** The notice over a video while the app is offline: the walkthrough under it still plays. */
export function VideoNeedsInternet() {
  return (
    <p className="notice watch-offline" role="status">
      {lessonText.videoNeedsInternet}
    </p>
  );
}

/** A class's video above the walkthrough, under a heading that says whose it is. */
export function ClassVideoPlayer({ url, heading, lessonName, offline }: { url: string; heading: string; lessonName: string; offline: boolean }) {
  const headingID = useId();
  return (
    <section className="class-video" aria-labelledby={headingID}>
      <h3 id={headingID}>{heading}</h3>
      {offline ? <VideoNeedsInternet /> : null}
      <MediaPlayer url={url} title={lessonText.classVideoTitle(lessonName)} kind="video" />
    </section>
  );
}

/** A student's class video: their own class's, asked without a class id (one cached copy per lesson, for offline). */
export function useStudentClassVideo(lessonID: string): string | null {
  const video = useLoaded(() => call(getLessonVideo, { query: { lessonID } }, { background: true }), lessonID);
  return video.status === 'ready' ? video.data.url : null;
}

/**
 * A teacher's classes (the one chosen on /courses first) and the chosen class's video for the
 * lesson. An admin without classes of their own has none to set.
 */
export function useTeacherClassVideo(userID: string, lessonID: string) {
  const classes = useSelectedClass(userID);
  const classID = classes.selected?.id;
  const video = useLoaded(
    async () => (classID ? (await call(getLessonVideo, { query: { lessonID, classID } }, { background: true })).url : null),
    `${lessonID} ${classID ?? ''}`,
  );
  return { ...classes, url: video.status === 'ready' ? video.data : null, videoReady: video.status === 'ready', reload: video.reload };
}

type TeacherClassVideo = ReturnType<typeof useTeacherClassVideo>;

/**
 * "Your class's video for this lesson": a YouTube, Vimeo or Google Drive link for the chosen
 * class (a class select when the teacher has several), Save and Remove. The link is checked here
 * with the server's own rule before it is sent; the server's refusal shows under the field too.
 */
export function ClassVideoForm({ lesson, video }: { lesson: LessonDetail; video: TeacherClassVideo }) {
  const headingID = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const classID = video.selected?.id;
  const stored = video.url;

  // The field shows the chosen class's link once it has come (and again after another class is chosen).
  useEffect(() => {
    setDraft(stored ?? '');
    setError(null);
  }, [stored, classID]);

  if (video.classes.status !== 'ready') return null;
  if (video.list.length === 0) {
    return (
      <section className="class-video-form card-inset" aria-labelledby={headingID}>
        <h3 id={headingID}>{lessonText.classVideoHeading}</h3>
        <p className="muted">{lessonText.noClassesForVideo}</p>
      </section>
    );
  }

  const send = async (url: string | null, kind: 'save' | 'remove') => {
    if (!classID) return;
    setBusy(kind);
    setError(null);
    try {
      await call(saveLessonVideo, { body: { classID, lessonID: lesson.id, url } });
      toast.success(url ? lessonText.videoSaved : lessonText.videoRemoved);
      video.reload();
    } catch (err) {
      // The server's own words for a refused link; the usual "Failed to …" for anything else.
      setError(err instanceof ApiError && err.status === 400 ? err.message : failureMessage(kind === 'save' ? 'save the video' : 'remove the video', err));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const url = draft.trim();
    if (url === '') {
      if (stored) void send(null, 'remove');
      else setError(lessonVideoMessages.badUrl);
      return;
    }
    if (url.length > VIDEO_URL_MAX) return setError(lessonVideoMessages.tooLong);
    if (!videoEmbed(url)) return setError(lessonVideoMessages.badUrl);
    void send(url, 'save');
  };

  const className = video.selected ? video.selected.name : '';
  return (
    <section className="class-video-form card-inset" aria-labelledby={headingID}>
      <h3 id={headingID}>{lessonText.classVideoHeading}</h3>
      <p className="muted">{lessonText.classVideoHint}</p>
      {video.list.length > 1 ? (
        <SelectField
          label={lessonText.classLabel}
          value={classID}
          onChange={(e) => video.select(e.target.value)}
          options={video.list.map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : (
        <p className="class-video-class">
          {lessonText.forClass} <strong>{className}</strong>
        </p>
      )}
      <form className="class-video-fields" onSubmit={onSubmit} noValidate>
        <Field
          label={lessonText.videoLink}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://youtu.be/…"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
          }}
          error={error}
          hint={video.videoReady && !stored ? lessonText.noClassVideo : undefined}
        />
        <div className="class-video-actions">
          <Button type="submit" busy={busy === 'save'} disabled={busy !== null || !video.videoReady}>
            {lessonText.saveVideo}
          </Button>
          {stored ? (
            <Button variant="secondary" busy={busy === 'remove'} disabled={busy !== null} onClick={() => void send(null, 'remove')}>
              {lessonText.removeVideo}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
