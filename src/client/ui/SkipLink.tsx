import { publicText } from './publicText';

/** First focusable element of every page: jumps past the header to the content. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {publicText.skipToMain}
    </a>
  );
}
