import { useState } from 'react';
import { getPicturePasswords, PICTURE_PASSWORD_LENGTH, PICTURES, setPicturePassword, type Picture } from '../../../shared/api/kiosk';
import { kioskMessages } from '../../../shared/kioskMessages';
import { call, failureText } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { PicturePad } from './PicturePad';
import { PictureIcon } from './pictures';
import { useLanguage } from '../../i18n/language';
import { kioskText, pictureNames } from './text';
import './kiosk.css';

interface PicturePasswordDialogProps {
  student: { id: string; name: string; first: string; classID: string | null };
  onClose: () => void;
}

const randomPictures = (): Picture[] => {
  const bytes = crypto.getRandomValues(new Uint8Array(PICTURE_PASSWORD_LENGTH));
  // 256 is not a multiple of 9: the first 252 values are spread evenly, the rest drawn again.
  return Array.from(bytes, (b) => (b < 252 ? PICTURES[b % 9]! : randomPictures()[0]!));
};

/**
 * A teacher sets or removes a young student's picture password (issue 14): three of nine
 * pictures, in order, used only on a device pinned to the student's class.
 */
export function PicturePasswordDialog({ student, onClose }: PicturePasswordDialogProps) {
  useLanguage();
  const classID = student.classID;
  const current = useLoaded(
    () => (classID ? call(getPicturePasswords, { query: { classID } }) : Promise.resolve({ studentIDs: [] as string[] })),
    classID ?? '',
  );
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [saved, setSaved] = useState<Picture[] | null>(null);
  const [busy, setBusy] = useState(false);
  const has = saved !== null ? saved.length > 0 : current.status === 'ready' && current.data.studentIDs.includes(student.id);

  async function save(next: Picture[] | null) {
    setBusy(true);
    try {
      await call(setPicturePassword, { body: { studentID: student.id, pictures: next } });
      setSaved(next ?? []);
      setPictures([]);
      toast.success(next ? kioskMessages.picturePasswordSet(student.name) : kioskMessages.picturePasswordCleared(student.name));
    } catch (err) {
      const text = failureText('save the picture password', err);
      if (text) toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={kioskText.picturePassword}
      description={kioskText.pictureDescription(student.name)}
    >
      <div className="form">
        <p role="status">
          {current.status === 'loading' && saved === null
            ? kioskText.checking
            : has
              ? kioskText.hasPictures(student.first)
              : kioskText.hasNoPictures(student.first)}
        </p>
        {saved && saved.length > 0 ? (
          <div className="notice">
            <p>{kioskText.tellThem(student.first, saved.map((p) => pictureNames[p]).join(', '))}</p>
            <p aria-hidden="true">
              {saved.map((p, i) => (
                <PictureIcon key={i} picture={p} size={40} />
              ))}
            </p>
          </div>
        ) : null}
        <PicturePad value={pictures} onChange={setPictures} disabled={busy} label={kioskText.newPicturesFor(student.name)} />
        <div className="dialog-actions">
          <Button variant="secondary" disabled={busy} onClick={() => setPictures(randomPictures())}>
            {kioskText.pickForMe}
          </Button>
          <Button busy={busy} disabled={pictures.length !== PICTURE_PASSWORD_LENGTH} onClick={() => void save(pictures)}>
            {kioskText.savePictures}
          </Button>
        </div>
        <div className="dialog-actions">
          {has ? (
            <Button variant="ghost" className="button-ghost-danger" disabled={busy} onClick={() => void save(null)}>
              {kioskText.removePictures}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {kioskText.done}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
