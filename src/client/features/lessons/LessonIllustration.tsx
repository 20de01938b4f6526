import type { LessonDetail } from '../../../shared/api/content';

/** An SVG drawn for a lesson as an image address: shown as an image, nothing in it runs. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The lesson's own picture (issue 28): an SVG drawn for it, shown as an image so nothing in it
 * runs, with its alt text for a screen reader. It travels inside the lesson, so it shows offline.
 */
export function LessonIllustration({ illustration }: { illustration: NonNullable<LessonDetail['illustration']> }) {
  return (
    <figure className="lesson-illustration">
      <img src={svgDataUrl(illustration.svg)} alt={illustration.alt} lang="en" />
    </figure>
  );
}
