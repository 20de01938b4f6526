import { currentLanguage } from '../../shared/i18n/runtime';
import { teacherUiText } from './teacherText';
import './print.css';

/** A day as the reader's calendar shows it ("Nov 26, 2025"), from a calendar day 'YYYY-MM-DD', an ISO time or a Date. */
export function printDate(day: string | Date): string {
  const at = typeof day !== 'string' ? day : /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00`) : new Date(day);
  return at.toLocaleDateString(currentLanguage() === 'es' ? 'es-419' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * The first lines of a printed report (issue 15): whose report it is and which dates it covers,
 * with the day it was printed. Shown only on paper; a page with one prints without the site's
 * header, menus, selectors, banners and footer (print.css).
 */
export function PrintHeading({ who, dates }: { who: string; dates: string }) {
  return (
    <div className="print-heading" data-testid="print-heading">
      <p className="print-heading-who">{who}</p>
      <p className="print-heading-dates">
        {dates} · {teacherUiText.printed(printDate(new Date()))}
      </p>
    </div>
  );
}
