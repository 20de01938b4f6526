import { defineMessages, translate } from '../../../shared/i18n/runtime';

/** The badges panel. Badge names and descriptions are the content pack's, translated by badge id. */
export const badgesText = defineMessages('badges', {
  myBadges: 'My Badges',
  earnedCount: (count: number, total: number) => `${count} of ${total} earned`,
  earned: 'Earned ',
  notEarnedYet: 'Not earned yet',
});

/** A badge's name in the reader's language (the content pack's English where no translation is kept). */
export const badgeName = (badge: { id: string; name: string }): string => translate(`badgeNames.${badge.id}`) ?? badge.name;
export const badgeDescription = (badge: { id: string; description: string }): string =>
  translate(`badgeDescriptions.${badge.id}`) ?? badge.description;
