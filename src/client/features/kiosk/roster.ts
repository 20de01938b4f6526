import type { CallOutput } from '../../../shared/api/endpoint';
import { getKioskRoster, KIOSK_KEY_HEADER } from '../../../shared/api/kiosk';
import { call } from '../../lib/api';

export type Roster = CallOutput<typeof getKioskRoster>;

/** The class's tiles, asked for with the device's pin key. */
export const readRoster = (key: string, background = false): Promise<Roster> =>
  call(getKioskRoster, {}, { headers: { [KIOSK_KEY_HEADER]: key }, background });
