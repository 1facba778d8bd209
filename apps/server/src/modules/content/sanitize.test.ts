import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../test/property.ts';
import { descriptionToHtml, htmlToPlainText, sanitizeRichText } from './sanitize.ts';

/** Nothing that can run script may survive, however it is spelled. */
const expectHarmless = (html: string) => {
  expect(html).not.toMatch(/<script|<iframe|<svg|<style|<object|<embed|<form|<input|<math|<link|<meta/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/style\s*=/i);
};

describe('sanitizeRichText', () => {
  it('keeps the formatting editors use', () => {
    const html =
      '<h2>Nadpis</h2><p>Text <strong>tučne</strong>, <em>kurzíva</em>, <b>b</b>, <i>i</i><br></p>' +
      '<ul><li>jeden</li></ul><ol><li>dva</li></ol><h3>Menší</h3><h4>Najmenší</h4>' +
      '<table><thead><tr><th colspan="2">Parameter</th></tr></thead><tbody><tr><td>Rozlíšenie</td><td>4 Mpx</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes script elements with their content', () => {
    const out = sanitizeRichText('<p>a</p><script>alert(1)</script><SCRIPT SRC=//evil.example/x.js></SCRIPT><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers such as onerror and onload', () => {
    const out = sanitizeRichText(
      '<img src="/media/x.png" onerror="alert(1)"><p onclick="alert(1)" onmouseover=alert(1)>t</p>',
    );
    expect(out).toBe('<img src="/media/x.png" /><p>t</p>');
    expectHarmless(out);
  });

  it('drops javascript:, vbscript: and data: links however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ]) {
      const out = sanitizeRichText(`<a href="${href}">klik</a>`);
      expect(out, href).not.toContain('href');
      expect(out, href).toMatch(/^<a[^>]*>klik<\/a>$/);
      expectHarmless(out);
    }
  });

  it('keeps http(s), mailto and relative links and adds rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://example.sk/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.sk/x" rel="noopener">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:obchod@example.sk">m</a>')).toBe(
      '<a href="mailto:obchod@example.sk" rel="noopener">m</a>',
    );
    expect(sanitizeRichText('<a href="/page/sk/o-nas">o nás</a>')).toBe(
      '<a href="/page/sk/o-nas" rel="noopener">o nás</a>',
    );
  });

  it('removes style attributes and style elements', () => {
    const out = sanitizeRichText(
      '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">t</p>',
    );
    expect(out).toBe('<p>t</p>');
  });

  it('removes iframes, objects, forms and SVG with their handlers', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="https://evil.example"><input name="p"></form><svg onload="alert(1)"><script>alert(2)</script></svg>' +
        '<math><mtext><img src=x onerror=alert(3)></mtext></math><p>ok</p>',
    );
    expectHarmless(out);
    expect(out).toContain('<p>ok</p>');
  });

  it('allows images only from /media or a relative path', () => {
    expect(sanitizeRichText('<img src="/media/blog/a.svg" alt="A">')).toBe('<img src="/media/blog/a.svg" alt="A" />');
    expect(sanitizeRichText('<img src="obrazky/a.png">')).toBe('<img src="obrazky/a.png" />');
    for (const src of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
      '/assets/../media/x',
      'javascript:alert(1)',
    ]) {
      expect(sanitizeRichText(`<p><img src="${src}"></p>`), src).toBe('<p></p>');
    }
  });

  it('neutralises markup smuggled in text and attributes', () => {
    const out = sanitizeRichText(
      '<p title="x">&lt;script&gt;alert(1)&lt;/script&gt;</p><a href="/x" title="&quot;><script>alert(1)</script>">t</a>',
    );
    expectHarmless(out);
    expect(out).toContain('&lt;script&gt;');
  });
});

describe('htmlToPlainText', () => {
  it('gives text without a tag or an entity the same result as the parser does', () => {
    // An empty inline tag sends the same text through the parser and changes nothing else.
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(' ', '\n', '\t', '\u00a0', '>', '"', "'", '…', 'ž', '/', '=', ';', '#'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 60,
    });
    fc.assert(
      fc.property(
        text.filter((s) => !/[<&]/.test(s)),
        fc.integer({ min: 2, max: 80 }),
        (plain, maxLength) => {
          expect(htmlToPlainText(plain, maxLength)).toBe(htmlToPlainText(`${plain}<b></b>`, maxLength));
        },
      ),
      propertyRuns(300),
    );
  });

  it('gives the text of HTML with entities decoded and whitespace collapsed', () => {
    expect(htmlToPlainText('<p>Optický <b>hlásič</b> &amp; siréna</p><p>2&lt;3</p><script>x()</script>')).toBe(
      'Optický hlásič & siréna 2<3',
    );
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = htmlToPlainText(`<p>${'slovo '.repeat(100)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text.endsWith('slovo…')).toBe(true);
  });
});

describe('descriptionToHtml', () => {
  it('turns the line breaks of a text into <br />, escaping what is not a tag', () => {
    expect(descriptionToHtml('Prvý riadok\nDruhý riadok\r\nTretí a < b')).toBe(
      'Prvý riadok<br />Druhý riadok<br />Tretí a &lt; b',
    );
  });

  it('keeps HTML and converts only line breaks in the text, not inside tags or between blocks', () => {
    expect(descriptionToHtml('<p>Ústredne\n<a\nhref="/category/ezs">EZS</a></p>\n<p>Druhý</p>\n')).toBe(
      '<p>Ústredne<br /><a href="/category/ezs" rel="noopener">EZS</a></p>\n<p>Druhý</p>',
    );
    expect(descriptionToHtml('Riadok<br>\nďalší\n<strong>tučne</strong>\n<em>kurzíva</em>')).toBe(
      'Riadok<br />\nďalší<br /><strong>tučne</strong><br /><em>kurzíva</em>',
    );
  });

  it('never lets a script or an event handler through', () => {
    const out = descriptionToHtml(
      'Kamery\n<script>alert(1)</script><img src="x" onerror="alert(2)">\n<a href="javascript:alert(3)">x</a>',
    );
    expectHarmless(out);
    expect(out).toContain('Kamery<br />');
  });
});
