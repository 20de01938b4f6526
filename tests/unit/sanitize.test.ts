import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, decodeEntities, isBlankHtml, plainTextOf, sanitizeHtml } from '../../src/shared/domain/sanitizeHtml';

/** Every tag of the output is an allowed one, with no attribute at all. */
function onlyAllowedTags(html: string): boolean {
  const tags = html.match(/<[^>]*>/g) ?? [];
  const ok = new RegExp(`^</?(${ALLOWED_TAGS.join('|')})>$`);
  return tags.every((t) => ok.test(t)) && !/<(?![/a-z])/.test(html);
}

/** The output's elements close in order and nothing stays open. */
function balanced(html: string): boolean {
  const stack: string[] = [];
  for (const [, close, name] of html.matchAll(/<(\/?)([a-z]+)>/g)) {
    if (name === 'br') continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

function expectSafe(input: string) {
  const out = sanitizeHtml(input);
  expect(onlyAllowedTags(out), out).toBe(true);
  expect(balanced(out), out).toBe(true);
  expect(out).not.toMatch(/<[a-z]+\s/i);
  expect(sanitizeHtml(out)).toBe(out);
  return out;
}

describe('sanitizeHtml: what the editor writes survives', () => {
  it('keeps the allowed formatting tags', () => {
    const html = '<p>A <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i> and <u>u</u> word.<br></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('lower-cases tag names and drops every attribute of allowed tags', () => {
    expect(sanitizeHtml('<P CLASS="x" style="color:red">Hi</P>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<STRONG id=a onclick="evil()">x</STRONG>')).toBe('<strong>x</strong>');
    expect(sanitizeHtml('<li title=\'a>b\'>x</li>')).toBe('<li>x</li>');
  });

  it('turns div (a browser editor line) into p and drops spans but keeps their text', () => {
    expect(sanitizeHtml('<div>line one</div><div><span style="font-weight:700">two</span></div>')).toBe('<p>line one</p><p>two</p>');
  });

  it('writes br as a void tag, ignores </br> and self-closing forms', () => {
    expect(sanitizeHtml('a<br/>b<BR />c</br>d')).toBe('a<br>b<br>cd');
    expect(sanitizeHtml('<p/>x')).toBe('x');
  });

  it('never leaves a list or paragraph inside a paragraph, as a browser would read it back', () => {
    // What Chrome's editor makes when a list is started on a new line.
    expect(sanitizeHtml('My place is the <b>library</b>.<p><ul><li>quiet</li><li>tall</li></ul></p>')).toBe(
      'My place is the <b>library</b>.<ul><li>quiet</li><li>tall</li></ul>',
    );
    expect(sanitizeHtml('<p>a<ul><li>b</li></ul>c</p>')).toBe('<p>a</p><ul><li>b</li></ul>c');
    expect(sanitizeHtml('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(sanitizeHtml('<p><b>bold<ol><li>x</li></ol>')).toBe('<p><b>bold</b></p><ol><li>x</li></ol>');
  });

  it('keeps nested lists and closes an item only within its own list', () => {
    const nested = '<ul><li>a<ul><li>b</li><li>c</li></ul></li><li>d</li></ul>';
    expect(sanitizeHtml(nested)).toBe(nested);
  });

  it('leaves out elements that hold nothing', () => {
    expect(sanitizeHtml('<p></p><b></b><ul><li></li></ul>x<p><br></p>')).toBe('x<p><br></p>');
  });

  it('keeps plain text, escaping what could be markup', () => {
    expect(sanitizeHtml('5 < 6 and 7 > 3 & "quotes"')).toBe('5 &lt; 6 and 7 &gt; 3 &amp; &quot;quotes&quot;');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('line\nbreak\ttab')).toBe('line\nbreak\ttab');
  });
});

describe('sanitizeHtml: XSS vectors never come back', () => {
  it('drops a script with everything in it', () => {
    expect(expectSafe('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
    expect(expectSafe('<script src="https://evil.example/x.js"></script>ok')).toBe('ok');
  });

  it('drops uppercase and mixed-case scripts', () => {
    expect(expectSafe('<SCRIPT>alert(1)</SCRIPT>a')).toBe('a');
    expect(expectSafe('<ScRiPt type="text/javascript">alert(1)</sCrIpT >b')).toBe('b');
  });

  it('drops nested and split scripts without leaving a working tag', () => {
    const out = expectSafe('<scr<script>ipt>alert(1)</script>');
    expect(out).not.toMatch(/<script/i);
    expect(expectSafe('<script><script>alert(1)</script></script>x')).toBe('x');
    expect(expectSafe('<script>document.write("</scr"+"ipt>")</script>y')).not.toMatch(/<script/i);
    expect(expectSafe('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });

  it('drops a script with no end tag and everything after it', () => {
    expect(expectSafe('<p>keep</p><script>alert(1)<p>lost</p>')).toBe('<p>keep</p>');
    expect(expectSafe('a<script/>alert(1)')).toBe('a');
  });

  it('drops style elements and style attributes', () => {
    expect(expectSafe('<style>body{background:url(javascript:alert(1))}</style>text')).toBe('text');
    expect(expectSafe('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('drops img with onerror, and event handlers anywhere', () => {
    expect(expectSafe('<img src=x onerror=alert(1)>after')).toBe('after');
    expect(expectSafe('<IMG SRC="x" ONERROR="alert(1)">')).toBe('');
    expect(expectSafe('<img src=x onerror="alert(\'>\')">z')).toBe('z');
    expect(expectSafe('<body onload=alert(1)>x</body>')).toBe('x');
    expect(expectSafe('<svg onload=alert(1)><circle/></svg>y')).toBe('y');
    expect(expectSafe('<p onmouseover="alert(1)">x</p>')).toBe('<p>x</p>');
  });

  it('drops links with javascript: URLs but keeps their words', () => {
    expect(expectSafe('<a href="javascript:alert(1)">click me</a>')).toBe('click me');
    expect(expectSafe('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('x');
    expect(expectSafe('<iframe src="javascript:alert(1)"></iframe>q')).toBe('q');
  });

  it('keeps text that merely mentions javascript: as harmless text', () => {
    const out = expectSafe('I typed javascript:alert(1) in class');
    expect(out).toBe('I typed javascript:alert(1) in class');
    // The words are text: no tag or attribute can use them.
    expect(onlyAllowedTags(out)).toBe(true);
  });

  it('drops HTML comments, conditional comments and declarations', () => {
    expect(expectSafe('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(expectSafe('a<!--[if IE]><script>alert(1)</script><![endif]-->b')).toBe('ab');
    expect(expectSafe('<!DOCTYPE html><?xml version="1.0"?>c')).toBe('c');
    expect(expectSafe('a<!-->b')).toBe('ab');
    expect(expectSafe('a<!-- never closed <script>alert(1)</script>')).toBe('a');
    expect(expectSafe('<![CDATA[<script>alert(1)</script>]]>')).not.toMatch(/<script/i);
  });

  it('drops unclosed tags at the end and closes unclosed allowed tags', () => {
    expect(expectSafe('hello <img src=x onerror=alert(1)')).toBe('hello ');
    expect(expectSafe('<p title="never closed>text')).toBe('');
    expect(expectSafe('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(expectSafe('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('ignores end tags of elements that are not open', () => {
    expect(expectSafe('</ul></div></p>text</li>')).toBe('text');
    expect(expectSafe('<strong><em>x</strong>y</em>')).toBe('<strong><em>x</em></strong>y');
  });

  it('escapes entities again after decoding them, so encoded tags stay text', () => {
    expect(expectSafe('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(expectSafe('&#60;img src=x onerror=alert(1)&#62;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(expectSafe('&#x3C;b&#x3E;')).toBe('&lt;b&gt;');
    expect(expectSafe('caf&eacute; &amp; cr&egrave;me &copy;')).toBe('café &amp; cr&amp;egrave;me ©');
    expect(expectSafe('&#0; &#xD800; &#99999999;')).toBe('\ufffd \ufffd \ufffd');
  });

  it('drops NUL and control characters that could split a tag name', () => {
    expect(expectSafe('<scr\u0000ipt>alert(1)</scr\u0000ipt>x')).toBe('x');
    expect(expectSafe('a\u0000b\u0007c')).toBe('abc');
  });

  it('drops textarea, title, noscript, template, object and math with their content', () => {
    for (const tag of ['textarea', 'title', 'noscript', 'template', 'object', 'math', 'xmp', 'noembed', 'noframes']) {
      expect(expectSafe(`a<${tag}><img src=x onerror=alert(1)></${tag}>b`)).toBe('ab');
    }
  });

  it('stops nesting at a depth limit, keeping the text', () => {
    const deep = '<b>'.repeat(500) + 'deep' + '</b>'.repeat(500);
    const out = expectSafe(deep);
    expect(out).toContain('deep');
    expect((out.match(/<b>/g) ?? []).length).toBeLessThanOrEqual(40);
  });

  it('holds for random tag soup: only allowed tags, balanced, stable', () => {
    const pieces = ['<', '>', '/', '"', "'", '=', ' ', 'p', 'b', 'script', 'img', 'onerror', '!--', '-->', '&', 'amp;', 'li', 'ul', 'x', '\n', 'STYLE', 'a href'];
    let seed = 42;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let n = 0; n < 2000; n++) {
      let s = '';
      const len = 1 + Math.floor(rnd() * 40);
      for (let k = 0; k < len; k++) s += pieces[Math.floor(rnd() * pieces.length)];
      const out = sanitizeHtml(s);
      if (!onlyAllowedTags(out) || !balanced(out) || sanitizeHtml(out) !== out || /<script|<img|<style|<a /i.test(out)) {
        throw new Error(`unsafe or unstable output for ${JSON.stringify(s)}: ${JSON.stringify(out)}`);
      }
    }
  });
});

describe('decodeEntities, plainTextOf and isBlankHtml', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&apos;&nbsp;&#65;&#x42;&unknown;')).toBe('&<>"\'\u00a0AB&unknown;');
  });

  it('gives the words a reader sees, blocks on their own lines', () => {
    expect(plainTextOf('<p>One <b>two</b></p><ul><li>three</li></ul>')).toBe('One two\nthree\n');
    expect(plainTextOf('a&amp;b')).toBe('a&b');
  });

  it('finds writing with nothing to read', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p><ul><li>&nbsp;</li></ul>')).toBe(true);
    expect(isBlankHtml('<script>alert(1)</script>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
