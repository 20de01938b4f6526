import { Fragment, type ReactNode } from 'react';

/**
 * A translated paragraph with links or bold words inside it: the message marks them with tags,
 * `On the <signup>sign-up page</signup>, choose <b>Teachers / Parents</b>.`, and each tag is drawn
 * by the function of the same name (`b` is bold unless given). The words inside a tag are the
 * translation's own, so a link's text and place follow the language. Tags do not nest.
 */
export function Rich({ text, tags = {} }: { text: string; tags?: Record<string, (chunk: string) => ReactNode> }): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) out.push(text.slice(at, match.index));
    const [, name, chunk] = match as unknown as [string, string, string];
    const draw = tags[name] ?? (name === 'b' ? (c: string) => <strong>{c}</strong> : (c: string) => c);
    out.push(draw(chunk));
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}
