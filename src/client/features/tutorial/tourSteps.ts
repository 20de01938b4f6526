import { tutorialText as t } from './text';

export interface TourStep {
  readonly title: string;
  readonly lead: string;
  readonly points: readonly string[];
}

/** A step whose words are read in the current language each time they are shown. */
const step = (title: () => string, lead: () => string, points: (() => string)[]): TourStep => ({
  get title() {
    return title();
  },
  get lead() {
    return lead();
  },
  get points() {
    return points.map((p) => p());
  },
});

/** The teacher tour, in the spec's order: intro, classes, diagnostic, custom lessons (ACB §2). */
export const TOUR_STEPS: readonly TourStep[] = [
  step(
    () => t.introTitle,
    () => t.introLead,
    [() => t.introPoint1, () => t.introPoint2],
  ),
  step(
    () => t.classesTitle,
    () => t.classesLead,
    [() => t.classesPoint1, () => t.classesPoint2, () => t.classesPoint3],
  ),
  step(
    () => t.diagnosticTitle,
    () => t.diagnosticLead,
    [() => t.diagnosticPoint1, () => t.diagnosticPoint2, () => t.diagnosticPoint3],
  ),
  step(
    () => t.lessonsTitle,
    () => t.lessonsLead,
    [() => t.lessonsPoint1, () => t.lessonsPoint2, () => t.lessonsPoint3],
  ),
];
