import { Link } from '@tanstack/react-router';
import { messages } from '../../../shared/messages';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { HelpShell } from './HelpShell';
import { helpOfflineText as text } from './text';

/** /help/offline: what works without a connection, true to src/client/offline/README.md ("Shared devices" included). */
export function OfflineHelp() {
  useLanguage();
  return (
    <HelpShell title={text.title} lead={text.lead}>
      <h2>{text.before}</h2>
      <ul>
        <li>
          <Rich text={text.openOnce} />
        </li>
        <li>
          <Rich text={text.signInOnline} />
        </li>
      </ul>

      <h2>{text.when}</h2>
      <p>{text.pageSays(messages.offline)}</p>
      <ul>
        <li>
          <Rich text={text.lessonsCopy} />
        </li>
        <li>
          <Rich text={text.answersFirst} />
        </li>
        <li>
          <Rich text={text.pretestOffline} />
        </li>
        <li>
          <Rich text={text.writingOffline} />
        </li>
      </ul>
      <p>{text.needsConnection}</p>

      <h2>{text.comesBack}</h2>
      <p>{text.sentByItself}</p>
      <p className="help-note">{text.dontClear}</p>

      <h2>{text.shared}</h2>
      <ul>
        <li>
          <Rich text={text.signOut} />
        </li>
        <li>
          <Rich text={text.rightName} />
        </li>
        <li>
          <Rich text={text.teachersSee} />
        </li>
      </ul>

      <p>
        <Rich
          text={text.more}
          tags={{
            students: (chunk) => <Link to="/help/students">{chunk}</Link>,
            contact: (chunk) => <Link to="/help/contact">{chunk}</Link>,
          }}
        />
      </p>
    </HelpShell>
  );
}
