import { Link } from '@tanstack/react-router';
import { APP_VERSION, PRODUCT_NAME } from '../../../shared/messages';
import { HelpShell } from './HelpShell';

/** /about: what the product is, who it is for and how it is run. */
export function AboutPage() {
  return (
    <HelpShell
      title={`About ${PRODUCT_NAME}`}
      lead="Short lessons, real practice and honest reports for the grammar and writing every student needs."
    >
      <p>
        {PRODUCT_NAME} is made for classrooms in grades 3 to 8 and for families who teach at home. Students learn a topic, practise it with
        feedback on every answer, show what they learned in a post-evaluation and put it to use in their own writing. Teachers see where
        each student stands, from a diagnostic at the start to progress reports along the way.
      </p>
      <h2>Made for real classrooms</h2>
      <p>
        School Wi-Fi drops, Chromebooks are shared and young students forget passwords. So {PRODUCT_NAME} keeps working offline and delivers
        every answer once the connection is back, keeps each student&apos;s work separate on a shared machine, lets teachers create accounts
        and print login cards, and never asks a child for an email address.
      </p>
      <h2>Who runs this site</h2>
      <p>
        This copy of {PRODUCT_NAME} runs on a server operated for your school or district. The operator decides who has accounts and how
        long data is kept, and answers <Link to="/help/contact">support questions</Link>. Student data is used only to teach: see the{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
      <p className="muted">Version {APP_VERSION}</p>
    </HelpShell>
  );
}
