import { createFileRoute } from '@tanstack/react-router';
import { KioskScreen } from '../features/kiosk/KioskScreen';

interface KioskSearch {
  /** Set after an idle sign-out: the idle time, in minutes, said on the tiles. */
  signedOut?: number;
}

/** /kiosk: a pin link's landing (`/kiosk#key`) and a pinned device's name tiles (issue 14). */
export const Route = createFileRoute('/kiosk')({
  validateSearch: (search: Record<string, unknown>): KioskSearch => {
    const minutes = Number(search.signedOut);
    return Number.isInteger(minutes) && minutes >= 1 && minutes <= 60 ? { signedOut: minutes } : {};
  },
  component: KioskPage,
});

function KioskPage() {
  const { signedOut } = Route.useSearch();
  return <KioskScreen signedOutIdle={signedOut} />;
}
