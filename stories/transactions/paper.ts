/**
 * The page as the browser prints it: its `@media print` rules applied on screen and the `beforeprint`
 * event sent, in a window as wide as an A4 sheet's printable width. Returns the way back
 * (`afterprint`). A story cannot switch the browser to print media; the rules it would apply are the
 * page's own, read from its style sheets.
 */
export function onPaper(): () => void {
  const paper = new CSSStyleSheet();
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== 'print') continue;
      for (const inner of rule.cssRules) paper.insertRule(inner.cssText, paper.cssRules.length);
    }
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, paper];
  window.dispatchEvent(new Event('beforeprint'));
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== paper);
    window.dispatchEvent(new Event('afterprint'));
  };
}

/** An A4 sheet's printable width with Chrome's default margins (794 px less 1 cm each side). */
export const paperViewport = {
  a4: { name: 'A4 on paper', styles: { width: '718px', height: '1000px' } },
};
