import { localeTag } from './language';

/** A number as the reader writes it (1,234.5 in English and Latin American Spanish alike; 85 % vs 85%). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(localeTag(), options).format(value);

/** A date in the reader's language: "March 3, 2025" / "3 de marzo de 2025" by default. */
export const formatDate = (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string =>
  new Intl.DateTimeFormat(localeTag(), options).format(new Date(value));

/** A time of day: "4:15 PM" / "4:15 p.m." */
export const formatTime = (value: Date | string | number): string =>
  new Intl.DateTimeFormat(localeTag(), { hour: 'numeric', minute: '2-digit' }).format(new Date(value));

/** A score out of 100 as a percentage: "85%" / "85 %". */
export const formatPercent = (score: number): string =>
  new Intl.NumberFormat(localeTag(), { style: 'percent', maximumFractionDigits: 2 }).format(score / 100);
