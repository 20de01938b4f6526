import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { HelpShell } from './HelpShell';
import { helpText, siteText as text } from './text';

/** The links and marks the lines may hold, by tag: a course's name is the content's, in English. */
const TAGS = {
  en: (chunk: string) => <span lang="en">{chunk}</span>,
  offline: (chunk: string) => <Link to="/help/offline">{chunk}</Link>,
  privacy: (chunk: string) => <Link to="/privacy">{chunk}</Link>,
  pricing: (chunk: string) => <Link to="/pricing">{chunk}</Link>,
};

/** A list of lines, each with its bold start and links. */
const Lines = ({ lines }: { lines: string[] }) => (
  <ul>
    {lines.map((line, i) => (
      <li key={i}>
        <Rich text={line} tags={TAGS} />
      </li>
    ))}
  </ul>
);

/** /features: what the product does, as it is (the shipped curriculum's real numbers). */
export function FeaturesPage() {
  useLanguage();
  return (
    <HelpShell title={helpText.features} lead={text.featuresLead}>
      <h2>{text.forStudents}</h2>
      <Lines lines={[text.courses, text.everyLesson, text.badges, text.recommended, text.ownReport]} />

      <h2>{text.forTeachers}</h2>
      <Lines lines={[text.classes, text.diagnostic, text.customize, text.progress, text.writing, text.sync, text.groups, text.google]} />

      <h2>{text.forSchool}</h2>
      <Lines lines={[text.worksOffline, text.installs, text.usable, text.ownServer, text.payBy]} />
    </HelpShell>
  );
}
