import { describe, expect, it } from 'vitest';
import { mainText } from './main-text';

describe('the main text of a source page', () => {
  it('keeps what the page says and drops its scripts, styles, menus, banners and footers', () => {
    const html = `<!doctype html><html><head><title>Permit</title><style>p{color:red}</style></head>
      <body><header><nav><a href="/">Home</a><nav>Inner menu</nav></nav>Site banner</header>
      <script>var version = 42;</script><!-- build 1234 -->
      <h1>Food premises   permit</h1>
      <p>The fee is <strong>$120</strong> a year.</p><ul><li>Apply online</li><li>Renew by 31&nbsp;March</li></ul>
      <footer>© City</footer></body></html>`;
    expect(mainText(html)).toBe(
      ['Food premises permit', 'The fee is $120 a year.', 'Apply online', 'Renew by 31 March'].join('\n'),
    );
  });

  it('reads only the <main> element when the page has one', () => {
    const html =
      '<body><div>Latest news: 3 items</div><main><p>Licence &amp; permit fees</p></main><div>Share</div></body>';
    expect(mainText(html)).toBe('Licence & permit fees');
  });

  it('decodes numeric and French entities and collapses whitespace', () => {
    expect(mainText('<p>Permis&#160;d&#x27;exploitation \n\t pour la Ville de Qu&eacute;bec</p>')).toBe(
      "Permis d'exploitation pour la Ville de Québec",
    );
  });

  it('keeps the content of a page wrapped in one form (ASP.NET)', () => {
    expect(
      mainText(
        '<body><form id="aspnetForm"><p>Business licence: $95</p><button>Search</button></form></body>',
      ),
    ).toBe('Business licence: $95');
  });

  it('gives the same text for the same words whatever the markup around them', () => {
    const a = '<p>Renew   every year.</p><script>track(1)</script>';
    const b = '<div class="x"><p>Renew every year.</p></div><script>track(2)</script>';
    expect(mainText(a)).toBe(mainText(b));
  });
});
