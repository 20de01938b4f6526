import { useState } from 'react';
import { createPortal } from 'react-dom';
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

/** A uniform random index below `n` (rejection sampling: no bias from 256 % n). */
function randomBelow(n: number): number {
  const limit = 256 - (256 % n);
  for (;;) {
    const [b] = crypto.getRandomValues(new Uint8Array(1));
    if (b! < limit) return b! % n;
  }
}

/** Four different pictures of the twenty, in a random order (each of the 116,280 equally likely). */
const randomPictures = (): Picture[] => {
  const left: Picture[] = [...PICTURES];
  return Array.from({ length: PICTURE_PASSWORD_LENGTH }, () => left.splice(randomBelow(left.length), 1)[0]!);
};

/**
 * A teacher sets or removes a young student's picture password (issue 14): three of nine
 * pictures, in order, used only on a device pinned to the student's class.
 */
export function PicturePasswordDialog({ student, onClose }: PicturePasswordDialogProps) {
  useLanguage();
  const classID = student.classID;
  const current = useLoaded(
    () => (classID ? call(getPicturePasswords, { query: { classID } }) : Promise.resolve({ studentIDs: [] as string[], legacyIDs: [] as string[] })),
    classID ?? '',
  );
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [saved, setSaved] = useState<Picture[] | null>(null);
  const [busy, setBusy] = useState(false);
  const has = saved !== null ? saved.length > 0 : current.status === 'ready' && current.data.studentIDs.includes(student.id);
  const old = saved === null && current.status === 'ready' && current.data.legacyIDs.includes(student.id);

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
            : old
              ? kioskText.hasOldPictures(student.first)
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
            <Button variant="secondary" onClick={() => window.print()}>
              {kioskText.printCard}
            </Button>
            {createPortal(<PictureCard name={student.name} pictures={saved} />, document.body)}
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

/**
 * The printed picture card (issue 26): the student's name and their 4 pictures, big, each with its
 * word and number, for the teacher to hand over. Only on paper: hidden on screen, and printing
 * shows it alone (kiosk.css). Made only right after saving, like the generated passwords' cards.
 */
function PictureCard({ name, pictures }: { name: string; pictures: Picture[] }) {
  return (
    <div className="picture-card-print" data-testid="picture-card">
      <p className="picture-card-name">{name}</p>
      <p>{kioskText.tapPictures(pictures.length)}</p>
      <ol className="picture-card-pictures">
        {pictures.map((p, i) => (
          <li key={i}>
            <span className="picture-card-number">{i + 1}</span>
            <PictureIcon picture={p} size={96} />
            <span className="picture-card-word">{pictureNames[p]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
