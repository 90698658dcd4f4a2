import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed (decision 038). `beforeprint` comes before the browser lays
 * out the paper (Ctrl+P, and a PDF made by the browser), so the new state is committed at once with
 * `flushSync`: a render left for later would print the screen's state. The print media's own change
 * covers a page emulating print without printing.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const paper = window.matchMedia('print');
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    // At `afterprint` a page that emulates the print media is still on paper.
    const after = () => set(paper.matches);
    const change = () => set(paper.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    paper.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      paper.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
