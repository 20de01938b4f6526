import { useSyncExternalStore, type ReactNode } from 'react';
import type { LessonDetail } from '../../../shared/api/content';
import { RoleID } from '../../../shared/domain/roles';
import { useSession } from '../../lib/useSession';
import { isOffline, subscribeConnectivity } from '../../offline/connectivity';
import { ClassVideoForm, ClassVideoPlayer, useStudentClassVideo, useTeacherClassVideo, VideoNeedsInternet } from './ClassVideo';
import { MediaPlayer } from './MediaPlayer';
import { lessonText } from './text';
import { lessonName } from '../courses/contentNames';
import { Walkthrough } from './walkthrough/Walkthrough';
import './walkthrough/walkthrough.css';

interface Layout {
  lesson: LessonDetail;
  offline: boolean;
  classVideo: ReactNode;
  form?: ReactNode;
}

/** The tab's order: the pack's video, the class's video, the walkthrough, then the teacher's form. */
function WatchLayout({ lesson, offline, classVideo, form }: Layout) {
  return (
    <div className="watch">
      {lesson.primaryVideoPath ? (
        <div className="pack-video">
          {offline ? <VideoNeedsInternet /> : null}
          <MediaPlayer url={lesson.primaryVideoPath} title={lessonText.videoTitle(lessonName(lesson))} kind="video" />
        </div>
      ) : null}
      {classVideo}
      {lesson.slides.length > 0 ? <Walkthrough lesson={lesson} /> : null}
      {form}
    </div>
  );
}

function StudentWatch({ lesson, offline }: { lesson: LessonDetail; offline: boolean }) {
  const url = useStudentClassVideo(lesson.id);
  const classVideo = url ? (
    <ClassVideoPlayer url={url} heading={lessonText.teachersVideo} lessonName={lessonName(lesson)} offline={offline} />
  ) : null;
  return <WatchLayout lesson={lesson} offline={offline} classVideo={classVideo} />;
}

function TeacherWatch({ userID, lesson, offline }: { userID: string; lesson: LessonDetail; offline: boolean }) {
  const video = useTeacherClassVideo(userID, lesson.id);
  const classVideo = video.url ? (
    <ClassVideoPlayer
      url={video.url}
      heading={lessonText.yourClassVideo(video.selected?.name ?? '')}
      lessonName={lessonName(lesson)}
      offline={offline}
    />
  ) : null;
  return <WatchLayout lesson={lesson} offline={offline} classVideo={classVideo} form={<ClassVideoForm lesson={lesson} video={video} />} />;
}

/**
 * The lesson's video tab (issue 27, "A lesson to watch"): the pack's video and the class's own
 * video beside (above) the narrated walkthrough, which is made from the lesson itself and so
 * plays offline; the videos need the network, and say so while it is not there. A teacher sets
 * the class's video in a small form under the walkthrough; a student sees their class's.
 */
export function WatchTab({ lesson }: { lesson: LessonDetail }) {
  const { user } = useSession();
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline);
  if (!user) return null;
  return user.roleID === RoleID.Student ? (
    <StudentWatch lesson={lesson} offline={offline} />
  ) : (
    <TeacherWatch userID={user.id} lesson={lesson} offline={offline} />
  );
}
