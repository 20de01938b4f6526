import type { LessonDetail } from '../../../shared/api/content';

/**
 * The lesson's own picture (issue 28): an SVG drawn for it, shown as an image so nothing in it
 * runs, with its alt text for a screen reader. It travels inside the lesson, so it shows offline.
 */
export function LessonIllustration({ illustration }: { illustration: NonNullable<LessonDetail['illustration']> }) {
  return (
    <figure className="lesson-illustration">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(illustration.svg)}`} alt={illustration.alt} lang="en" />
    </figure>
  );
}
