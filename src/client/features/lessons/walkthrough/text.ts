import { defineMessages } from '../../../../shared/i18n/runtime';

/** The walkthrough's own words (issue 27): its controls and labels. What it says is the lesson's English. */
export const walkthroughText = defineMessages('walkthrough', {
  label: (lesson: string) => `${lesson}: walkthrough`,
  intro: 'A short narrated walk through the lesson. It works offline too.',
  play: 'Play',
  pause: 'Pause',
  replay: 'Replay from the start',
  previousStep: 'Previous step',
  nextStep: 'Next step',
  speed: 'Speed',
  speedValue: (speed: string) => `${speed}×`,
  narration: 'Narration',
  narrationOn: 'Narration on: a voice reads each step.',
  narrationOff: 'Narration off: each step stays on screen for a while, then the next one comes.',
  stepCount: (n: number, count: number) => `Step ${n} of ${count}`,
  caption: 'Caption',
  noVoice: 'This browser cannot read aloud, so the walkthrough shows its captions without a voice.',
  voiceFailed: 'The voice did not start, so the walkthrough goes on with captions only.',
  slideOf: (n: number, count: number) => `Slide ${n} of ${count}`,
  definitionCard: 'Definition card',
  example: 'Example:',
  examples: 'Examples',
  whyItMatters: 'Why it matters',
  theEnd: 'That is the whole walkthrough. Press Play to watch it again.',
});
