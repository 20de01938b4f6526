import { useId, useState, type KeyboardEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../ui/learningIcons';

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
  if (!slide) return <p className="muted">This lesson has no slides yet.</p>;

  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
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
        <h3 id={headingId} className="slide-title">
          {slide.title}
        </h3>
        <ul className="slide-points">
          {slide.points.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
        </ul>
        {slide.examples && slide.examples.length > 0 ? (
          <div className="slide-examples">
            <p className="slide-examples-label">Examples</p>
            <ul>
              {slide.examples.map((example, i) => (
                <li key={i}>{example}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {/* aria-disabled, not disabled: focus stays on the button at the first and last slide. */}
      <div className="slide-controls">
        <button type="button" className="button button-secondary" onClick={() => go(index - 1)} aria-disabled={index === 0}>
          <ArrowLeftIcon />
          Previous
        </button>
        <p className="slide-count" aria-live="polite">
          {index + 1} of {count}
        </p>
        <button type="button" className="button button-primary" onClick={() => go(index + 1)} aria-disabled={index === count - 1}>
          Next
          <ArrowRightIcon />
        </button>
      </div>
      <p className="slide-hint muted">Tip: use the left and right arrow keys to move between slides.</p>
    </section>
  );
}
