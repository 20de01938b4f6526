import './badges.css';
import { useId } from 'react';
import { formatDate } from '../../i18n/format';
import { badgeDescription, badgeName, badgesText } from './text';

export interface BadgeView {
  id: string;
  name: string;
  description: string;
  imagePath: string | null;
}

interface BadgesPanelProps {
  badges: readonly BadgeView[];
  /** When each earned badge was earned (ISO date), by badge id. */
  earned: ReadonlyMap<string, string>;
}

export function earnedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A medal drawn by the app when the badge has no picture; each badge gets its own colour. */
function Medal({ hue }: { hue: number }) {
  return (
    <svg className="badge-medal" viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ ['--badge-hue' as string]: hue }}>
      <path className="badge-ribbon" d="M20 4h10l6 18H26zM34 4h10l-6 18H28z" />
      <circle className="badge-disc" cx="32" cy="40" r="20" />
      <circle className="badge-ring" cx="32" cy="40" r="15" />
      <path className="badge-star" d="M32 29l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L32 45.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" />
    </svg>
  );
}

/** Every badge, earned ones in colour with their date and the rest greyed out (8 per row when wide). */
export function BadgesPanel({ badges, earned }: BadgesPanelProps) {
  const headingId = useId();
  const count = badges.filter((b) => earned.has(b.id)).length;
  return (
    <section className="card badges-panel" aria-labelledby={headingId}>
      <div className="badges-heading">
        <h2 id={headingId}>{badgesText.myBadges}</h2>
        <p className="muted badges-count">{badgesText.earnedCount(count, badges.length)}</p>
      </div>
      <ul className="badge-grid">
        {badges.map((badge, i) => {
          const date = earned.get(badge.id);
          const isEarned = date !== undefined;
          const description = badgeDescription(badge);
          return (
            <li key={badge.id} className={isEarned ? 'badge badge-earned' : 'badge badge-locked'} title={description}>
              {badge.imagePath ? (
                <img className="badge-image" src={badge.imagePath} alt="" width={64} height={64} />
              ) : (
                <Medal hue={(i * 47 + 200) % 360} />
              )}
              <p className="badge-name">{badgeName(badge)}</p>
              <p className="badge-status">
                {isEarned ? (
                  <>
                    <span className="visually-hidden">{badgesText.earned}</span>
                    {earnedOn(date)}
                  </>
                ) : (
                  badgesText.notEarnedYet
                )}
              </p>
              <p className="visually-hidden">{description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
