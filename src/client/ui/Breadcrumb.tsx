import type { ReactNode } from 'react';
import './breadcrumb.css';
import { shellText } from './shellText';

/** Where this page sits: links to the pages above it, then this page's name. */
export function Breadcrumb({ links, current }: { links: ReactNode[]; current: ReactNode }) {
  return (
    <nav aria-label={shellText.breadcrumb} className="breadcrumb">
      <ol>
        {links.map((link, i) => (
          <li key={i}>{link}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
