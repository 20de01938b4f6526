import { Link } from '@tanstack/react-router';
import { Faq, HelpShell } from './HelpShell';

/** /help/students: short answers in plain words, for students in grades 3 to 8. */
export function StudentFaq() {
  return (
    <HelpShell title="Questions from students" lead="Tap a question to see the answer.">
      <h2>Signing in</h2>
      <Faq q="How do I sign in?">
        <p>Type your username (or your email, if you used one) and your password. Then press Log Me in.</p>
      </Faq>
      <Faq q="I forgot my password.">
        <p>Do you sign in with a username? Ask your teacher. They can give you a new password.</p>
        <p>Do you sign in with an email? Press Forgot Password on the sign-in page. We will email you a code.</p>
      </Faq>
      <Faq q="How do I join my class?">
        <p>
          Your teacher gives you a link or a class code. The code has 8 letters and numbers. Open the link, or go to the{' '}
          <Link to="/register" search={{ type: 'student' }}>
            student sign-up page
          </Link>{' '}
          and type the code. Already have an account? Go to your Profile and type the new code there.
        </p>
      </Faq>
      <Faq q="I'm on a shared computer.">
        <p>
          Always sign out when you finish. The next student will not see your work. Your answers still get sent, even after you sign out.
        </p>
      </Faq>

      <h2>Lessons and quizzes</h2>
      <Faq q="What do I do first in a lesson?">
        <p>Take the Pre-Test. It shows what you already know. It does not matter if you get some wrong! After it, the lesson opens up.</p>
      </Faq>
      <Faq q="What are the practice sets?">
        <p>They help you practise. After each answer you see if you were right, and why.</p>
      </Faq>
      <Faq q="What is the Post-Evaluation?">
        <p>
          It is the test at the end of a lesson. You see your score at the end. You have one hour, and a clock shows the time left. Your
          teacher decides when it opens.
        </p>
      </Faq>
      <Faq q="Why is a quiz locked?">
        <p>
          You can do each quiz one time. A quiz also locks if you open it three times and do not finish. If you need to try again, ask your
          teacher. They can open it for you.
        </p>
      </Faq>
      <Faq q="Where is my writing?">
        <p>
          Each lesson has a writing assignment. Press Save when you are done. Your teacher reads it and may write a comment. You can change
          it later, and your teacher will read it again.
        </p>
      </Faq>
      <Faq q="How do I get badges?">
        <p>
          You earn badges for things like signing up, finishing quizzes and writing. A message pops up when you get one. You keep every
          badge.
        </p>
      </Faq>
      <Faq q="What is the diagnostic?">
        <p>
          It is a check of what you already know. When your teacher turns it on, you see Start Diagnostic at the top of the page. You take
          it one time. Just do your best! Afterwards you may see lessons under Recommended for you.
        </p>
      </Faq>
      <Faq q="Where can I see my scores?">
        <p>Press Student Progress Report at the top of the page. It shows your scores for every lesson.</p>
      </Faq>

      <h2>No internet?</h2>
      <Faq q="The internet stopped working.">
        <p>
          Keep going! Lessons you opened still work for a while. Your answers are saved on the device. They are sent when the internet comes
          back. Do not clear the browser&apos;s data until they are sent. <Link to="/help/offline">More about working offline</Link>.
        </p>
      </Faq>
      <Faq q="It says my answers could not be saved.">
        <p>Tell your teacher. They can see it too, and can help you do that quiz again.</p>
      </Faq>
    </HelpShell>
  );
}
