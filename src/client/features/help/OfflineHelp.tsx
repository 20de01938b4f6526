import { Link } from '@tanstack/react-router';
import { messages, PRODUCT_NAME } from '../../../shared/messages';
import { HelpShell } from './HelpShell';

/** /help/offline: what works without a connection, true to README "Offline" and "Shared machines". */
export function OfflineHelp() {
  return (
    <HelpShell
      title="Working offline"
      lead={`${PRODUCT_NAME} is built for school Wi-Fi that comes and goes. Here is what keeps working, what waits for the connection, and how to share a computer safely.`}
    >
      <h2>Before the connection drops</h2>
      <ul>
        <li>
          <strong>Open {PRODUCT_NAME} once while online.</strong> The browser then keeps the app itself, so it starts without a connection.
          You can also install it (Install or Add to Home Screen in the browser&apos;s menu) to open it like any other app. Installing needs
          the school&apos;s address to start with https://.
        </li>
        <li>
          <strong>Students: sign in while online.</strong> Signing in needs the connection. Right after, the device downloads every lesson
          your class has turned on, with its quizzes, and keeps that copy fresh while it is online.
        </li>
      </ul>

      <h2>When the connection drops</h2>
      <p>The page says &ldquo;{messages.offline}&rdquo; and how much of your work is waiting. A signed-in student can keep going:</p>
      <ul>
        <li>
          <strong>Lessons and quizzes</strong> open from the copy on the device. A copy is used for up to an hour after it was downloaded;
          after that the page asks for the connection again, so the lesson shown is never badly out of date.
        </li>
        <li>
          <strong>Answers are saved on the device first</strong>, then sent. A pre-test or practice set shows its score straight away
          (worked out on the device). A post-evaluation is scored by the server only, so its score appears once the answers have been sent.
          A quiz waiting to be sent cannot be started again until it has gone.
        </li>
        <li>
          <strong>Finishing a pre-test offline</strong> unlocks the lesson&apos;s resources at once.
        </li>
        <li>
          <strong>Writing</strong> saved offline stays on the device, also after a reload, and is sent when the connection is back. The
          diagnostic&apos;s answers are kept the same way.
        </li>
      </ul>
      <p>
        Needs the connection: signing in, signing up, changing a password, paying, and the teacher&apos;s screens (classes, reports,
        grading), which always show what the server has now.
      </p>

      <h2>When the connection comes back</h2>
      <p>
        Waiting work is sent by itself, in the order it was done, and each piece is stored once even if it is sent twice. The page says
        &ldquo;All answers sent.&rdquo; when it is done. If the server refuses something (for example, the same quiz was already finished on
        another device), the student sees it in a list and the teacher sees it in Manage Students; nothing is dropped without a word.
      </p>
      <p className="help-note">
        Do not clear the browser&apos;s data (history, cookies and site data) while work is waiting: the waiting work is stored there.
      </p>

      <h2>Shared computers and lab machines</h2>
      <ul>
        <li>
          <strong>Sign out when you finish.</strong> Signing out removes the student&apos;s session and the lesson copies from the device at
          once, so the next student sees only their own work.
        </li>
        <li>
          <strong>Work waiting to be sent still goes out under the right name</strong>, after sign-out too. The device keeps a narrow key
          for it that can only deliver that student&apos;s saved answers: it cannot open their account, read anything, or change an answer.
          It stops working after 7 days or when the student&apos;s session ends another way (for example, a password change); then the work
          waits until the same student signs in on that device again.
        </li>
        <li>
          <strong>Teachers</strong> see in Manage Students when each student&apos;s work last arrived, and which answers arrived late.
        </li>
      </ul>

      <p>
        More questions? See <Link to="/help/students">questions from students</Link> or <Link to="/help/contact">contact us</Link>.
      </p>
    </HelpShell>
  );
}
