import { useId, useState, type KeyboardEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../ui/learningIcons';
import { ListenButton } from '../readAloud/ListenButton';
import type { SpeechPart } from '../readAloud/speech';
import { SpokenText } from '../readAloud/SpokenText';
import { lessonText } from './text';

export interface Slide {
  title: string;
  points: readonly string[];
  examples?: readonly string[];
}

interface SlideshowProps {
  slides: readonly Slide[];
  /** Names the slideshow for screen readers, e.g. the lesson's name. */
  label: string;
}

/**
 * The lesson's own slideshow: one slide at a time, Previous / Next, "n of N", and the left and
 * right arrow keys (plus Home / End) while focus is anywhere inside it.
 */
export function Slideshow({ slides, label }: SlideshowProps) {
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const count = slides.length;
  const slide = slides[Math.min(index, count - 1)];
  if (!slide) return <p className="muted">{lessonText.noSlides}</p>;

  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  // Read aloud (issue 14): title, points, then the examples; the "Examples" label follows the interface language.
  const listenID = `slide-${index}`;
  const examples = slide.examples ?? [];
  const parts: SpeechPart[] = [
    { text: slide.title, language: 'en' },
    ...slide.points.map((text): SpeechPart => ({ text, language: 'en' })),
    ...(examples.length > 0 ? [{ text: lessonText.examples, language: 'interface' } as SpeechPart] : []),
    ...examples.map((text): SpeechPart => ({ text, language: 'en' })),
  ];
  const examplesAt = 1 + slide.points.length;
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // Arrows inside a text field belong to the field.
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    go(next);
  };

  return (
    <section className="slideshow" aria-roledescription="slideshow" aria-label={label} tabIndex={0} onKeyDown={onKeyDown}>
      <div className="slide" role="group" aria-roledescription="slide" aria-labelledby={headingId}>
        <div className="slide-head">
          <h3 id={headingId} className="slide-title" lang="en">
            <SpokenText id={listenID} text={slide.title} />
          </h3>
          <ListenButton key={listenID} id={listenID} parts={parts} label={lessonText.listenToSlide} withText />
        </div>
        <ul className="slide-points" lang="en">
          {slide.points.map((point, i) => (
            <li key={i}>
              <SpokenText id={listenID} part={1 + i} text={point} />
            </li>
          ))}
        </ul>
        {examples.length > 0 ? (
          <div className="slide-examples">
            <p className="slide-examples-label">
              <SpokenText id={listenID} part={examplesAt} text={lessonText.examples} />
            </p>
            <ul lang="en">
              {examples.map((example, i) => (
                <li key={i}>
                  <SpokenText id={listenID} part={examplesAt + 1 + i} text={example} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {/* aria-disabled, not disabled: focus stays on the button at the first and last slide. */}
      <div className="slide-controls">
        <button type="button" className="button button-secondary" onClick={() => go(index - 1)} aria-disabled={index === 0}>
          <ArrowLeftIcon />
          {lessonText.previous}
        </button>
        <p className="slide-count" aria-live="polite">
          {lessonText.slideCount(index + 1, count)}
        </p>
        <button type="button" className="button button-primary" onClick={() => go(index + 1)} aria-disabled={index === count - 1}>
          {lessonText.next}
          <ArrowRightIcon />
        </button>
      </div>
      <p className="slide-hint muted">{lessonText.slideTip}</p>
    </section>
  );
}
