import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { currentLanguage } from '../../../../shared/i18n/runtime';
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon, ReplayIcon, VoiceIcon } from '../../../ui/learningIcons';
import { useReadAloudSettings } from '../../readAloud/settings';
import { canNarrate, narrate, silence, type Narration } from './narrator';
import { silentStepMs, STEP_PAUSE_MS, walkthroughScript, type Shown, type WalkthroughLesson } from './script';
import { walkthroughText } from './text';
import { svgDataUrl } from '../LessonIllustration';
import './walkthrough.css';

/** The speeds offered; the voice's rate is the speed itself. */
export const SPEEDS = [0.75, 1, 1.25, 1.5] as const;

/** The offered speed nearest to the user's read-aloud speed (their profile's setting). */
const nearestSpeed = (rate: number) => SPEEDS.reduce((best, s) => (Math.abs(s - rate) < Math.abs(best - rate) ? s : best), 1 as number);

/** What the screen shows for a step; a new scene (slide, card) fades in, and so does each new point of a slide. */
function Scene({ shown }: { shown: Shown }) {
  switch (shown.kind) {
    case 'opening':
      return (
        <div className="wt-scene wt-opening" key="opening">
          {shown.illustration ? <img className="wt-picture" src={svgDataUrl(shown.illustration.svg)} alt={shown.illustration.alt} lang="en" /> : null}
          <div>
            <h3 className="wt-title wt-now" lang="en">
              {shown.title}
            </h3>
            <p className="wt-lead" lang="en">
              {shown.description}
            </p>
          </div>
        </div>
      );
    case 'slide': {
      const now = (focus: Shown & { kind: 'slide' }, part: 'point' | 'example', i: number, of: number) =>
        focus.focus === part && i === of - 1 ? 'wt-now' : undefined;
      return (
        <div className="wt-scene wt-slide" key={`slide-${shown.slide}`}>
          <p className="wt-kicker">{walkthroughText.slideOf(shown.slide + 1, shown.slideCount)}</p>
          <h3 className={['wt-title', shown.focus === 'title' ? 'wt-now' : ''].join(' ').trim()} lang="en">
            {shown.title}
          </h3>
          {shown.points.length > 0 ? (
            <ul className="wt-points" lang="en">
              {shown.points.map((point, i) => (
                <li key={i} className={now(shown, 'point', i, shown.points.length)}>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          {shown.examples.length > 0 ? (
            <div className="wt-examples">
              <p className="wt-examples-label">{walkthroughText.examples}</p>
              <ul lang="en">
                {shown.examples.map((example, i) => (
                  <li key={i} className={now(shown, 'example', i, shown.examples.length)}>
                    {example}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      );
    }
    case 'card':
      return (
        <div className="wt-scene wt-card" key={`card-${shown.card}`}>
          <p className="wt-kicker">{walkthroughText.definitionCard}</p>
          <h3 className="wt-title wt-now" lang="en">
            {shown.term}
          </h3>
          <p className="wt-lead" lang="en">
            {shown.definition}
          </p>
          <p className="wt-card-example">
            <span className="wt-examples-label">{walkthroughText.example} </span>
            <span lang="en">{shown.example}</span>
          </p>
        </div>
      );
    case 'closing':
      return (
        <div className="wt-scene wt-closing" key="closing">
          <p className="wt-kicker">{walkthroughText.whyItMatters}</p>
          <p className="wt-reason wt-now" lang="en">
            {shown.reason}
          </p>
          {shown.illustration ? <img className="wt-picture wt-picture-small" src={svgDataUrl(shown.illustration.svg)} alt="" /> : null}
        </div>
      );
  }
}

/** Scrolls the stage (never the page) so the step being said is in sight. */
function bringIntoView(stage: HTMLElement | null) {
  const now = stage?.querySelector<HTMLElement>('.wt-now');
  if (!stage || !now) return;
  const top = now.offsetTop - stage.offsetTop;
  const bottom = top + now.offsetHeight;
  const target = bottom > stage.scrollTop + stage.clientHeight ? bottom - stage.clientHeight + 16 : top < stage.scrollTop ? Math.max(0, top - 16) : null;
  if (target === null) return;
  const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (typeof stage.scrollTo === 'function') stage.scrollTo({ top: target, behavior: calm ? 'auto' : 'smooth' });
  else stage.scrollTop = target;
}

/**
 * A narrated, animated walk through the lesson (issue 27), made from its own content so it plays
 * offline: the step being said fades in (still where the reader asks for reduced motion), the
 * slide's earlier points stay, and the caption of what is said shows under it. The browser's
 * voice says each step in English at the chosen speed and the next step comes when it has ended;
 * without a voice, or with narration off, each step stays for as long as its words take to read.
 * Pausing, leaving the tab or the page stops the voice at once.
 */
export function Walkthrough({ lesson }: { lesson: WalkthroughLesson }) {
  const steps = useMemo(() => walkthroughScript(lesson), [lesson]);
  const settings = useReadAloudSettings();
  const voice = canNarrate();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [finished, setFinished] = useState(false);
  const [speed, setSpeed] = useState<number>(() => nearestSpeed(settings.rate));
  const [narrationOn, setNarrationOn] = useState(settings.enabled);
  const [voiceFailed, setVoiceFailed] = useState(false);
  /** Bumped to say the current step again from its start (Replay while already at step 1). */
  const [take, setTake] = useState(0);
  const stageRef = useRef<HTMLDivElement>(null);
  const speedLabel = useId();
  const count = steps.length;
  const step = steps[Math.min(index, count - 1)];

  useEffect(() => {
    if (!playing || !step) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let narration: Narration | null = null;
    const next = () => {
      timer = setTimeout(() => {
        if (index + 1 < count) setIndex(index + 1);
        else {
          setPlaying(false);
          setFinished(true);
        }
      }, STEP_PAUSE_MS);
    };
    if (narrationOn && voice && !voiceFailed) {
      narration = narrate(step.caption, speed, {
        ended: next,
        interrupted: () => setPlaying(false),
        failed: () => setVoiceFailed(true),
      });
    }
    if (!narration) timer = setTimeout(next, silentStepMs(step.caption, speed));
    return () => {
      clearTimeout(timer);
      narration?.cancel();
    };
  }, [playing, index, count, step, speed, narrationOn, voice, voiceFailed, take]);

  // Another browser tab, or leaving the page: the voice stops with the walkthrough.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState !== 'hidden') return;
      silence();
      setPlaying(false);
    };
    const leave = () => {
      silence();
      setPlaying(false);
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leave);
    };
  }, []);

  useLayoutEffect(() => bringIntoView(stageRef.current), [index]);

  if (!step) return null;

  const play = () => {
    setVoiceFailed(false);
    if (finished) {
      setIndex(0);
      setFinished(false);
      setTake((t) => t + 1);
    }
    setPlaying(true);
  };
  const replay = () => {
    setVoiceFailed(false);
    setIndex(0);
    setFinished(false);
    setTake((t) => t + 1);
    setPlaying(true);
  };
  const go = (to: number) => {
    if (to < 0 || to >= count) return;
    setFinished(false);
    setIndex(to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && playing) {
      e.preventDefault();
      setPlaying(false);
    }
  };
  const speedText = (s: number) => walkthroughText.speedValue(new Intl.NumberFormat(currentLanguage()).format(s));
  const narrating = voice && narrationOn && !voiceFailed;

  return (
    <section className="walkthrough" aria-label={walkthroughText.label(lesson.name)} onKeyDown={onKeyDown}>
      <p className="walkthrough-intro muted">{walkthroughText.intro}</p>
      <div className={['walkthrough-screen', playing ? 'is-playing' : ''].join(' ').trim()}>
        <div className="walkthrough-stage" ref={stageRef}>
          <Scene shown={step.shown} />
        </div>
        <p className="walkthrough-caption" aria-live="polite">
          <span className="visually-hidden">{walkthroughText.caption}: </span>
          <span lang="en" key={index}>
            {step.caption}
          </span>
        </p>
        <div className="walkthrough-progress" aria-hidden="true">
          <span style={{ width: `${((index + 1) / count) * 100}%` }} />
        </div>
      </div>

      <div className="walkthrough-controls">
        <div className="walkthrough-transport">
          {/* aria-disabled, not disabled: focus stays on the button at the first and last step. */}
          <button type="button" className="button button-secondary wt-previous" onClick={() => go(index - 1)} aria-disabled={index === 0}>
            <ArrowLeftIcon />
            <span className="wt-step-text">{walkthroughText.previousStep}</span>
          </button>
          <button type="button" className="button button-primary wt-play" onClick={playing ? () => setPlaying(false) : play}>
            {playing ? <PauseIcon /> : <PlayIcon />}
            {playing ? walkthroughText.pause : walkthroughText.play}
          </button>
          <button type="button" className="button button-secondary wt-next" onClick={() => go(index + 1)} aria-disabled={index === count - 1}>
            <span className="wt-step-text">{walkthroughText.nextStep}</span>
            <ArrowRightIcon />
          </button>
          <button type="button" className="button button-ghost wt-replay" onClick={replay}>
            <ReplayIcon />
            {walkthroughText.replay}
          </button>
        </div>
        <p className="walkthrough-count">{walkthroughText.stepCount(index + 1, count)}</p>
        <div className="walkthrough-options">
          <div className="walkthrough-speed" role="group" aria-labelledby={speedLabel}>
            <span id={speedLabel} className="walkthrough-speed-label">
              {walkthroughText.speed}
            </span>
            {SPEEDS.map((s) => (
              <button key={s} type="button" className="wt-speed" aria-pressed={speed === s} onClick={() => setSpeed(s)}>
                {speedText(s)}
              </button>
            ))}
          </div>
          {voice ? (
            <button
              type="button"
              className="button button-secondary wt-narration"
              aria-pressed={narrationOn}
              aria-describedby={`${speedLabel}-narration`}
              onClick={() => {
                setVoiceFailed(false);
                setNarrationOn((on) => !on);
              }}
            >
              <VoiceIcon on={narrationOn} />
              {walkthroughText.narration}
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${speedLabel}-narration`} className="walkthrough-note muted">
        {!voice ? walkthroughText.noVoice : voiceFailed ? walkthroughText.voiceFailed : narrating ? walkthroughText.narrationOn : walkthroughText.narrationOff}
      </p>
      {finished ? (
        <p className="walkthrough-end" role="status">
          {walkthroughText.theEnd}
        </p>
      ) : null}
    </section>
  );
}
